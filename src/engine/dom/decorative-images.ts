/**
 * Decorative images: tracking pixels, spacers, icons, avatars and logos. Cleaning drops them (./index.ts), so
 * neither the HTML nor the Markdown shows them, while figures and pictures stay (figures--decorative-icons-dropped).
 * A declared size decides most cases; a name (avatar, icon, logo in class, id or file path) or a presentational
 * role only tips a small image over, never a large one: Medium marks its full-width pictures role=presentation
 *, and a photo's file may be called logo-launch.jpg.
 */
import { classAndId } from './walk';
import { isFormulaImage } from './math-sources';
import * as dom from './read';

/** Sources of trackers, whatever the image's size (a placeholder's file name is markdown/rules/images.ts's matter:
 *  there a lazy source may follow). */
export const TRACKER_SRC = /\/(?:b\/ss|pixel|tr|collect|beacon)(?:\/|\?|$)|(?:doubleclick\.net|google-analytics\.com|scorecardresearch\.com|quantserve\.com|facebook\.com\/tr|pixel\.wp\.com|stats\.wp\.com|analytics\.|bat\.bing\.com)/i;
/** Both sides this small (CSS pixels, as declared): a tracking pixel or a spacer. */
const PIXEL_MAX = 2;
/** Both sides this small: a bullet or a layout table's rounded corner. */
const SPACER_MAX = 8;
/** Every declared side this small, with a name or a role saying so: an avatar, a logo (gravatar's 60x60). A small
 *  image alone is not decorative: a 20px status mark in a table says something (readability-pages
 *  keep-tabular-data), a 70px linked diagram with its alt text too (hukumusume). */
const SMALL_MAX = 100;
/** Every declared side this small and inside a link: an icon button ("Share on X" keeps its alt). */
const ICON_MAX = 32;
/** Words of decorative images in class, id or file path, as whole words. */
const DECORATIVE_NAMES = /(?:^|[\s_/.-])(?:avatars?|gravatar|icons?|logos?|favicon|spacer)(?=$|[\s_/.\d-])/i;
const PRESENTATION_ROLES = new Set(['presentation', 'none']);

/** A side in pixels in an inline style, per side: compiled once, not twice per image. */
const STYLE_SIDE = {
  width: /(?:^|;)\s*width\s*:\s*(\d+(?:\.\d+)?)px/i,
  height: /(?:^|;)\s*height\s*:\s*(\d+(?:\.\d+)?)px/i,
};

/** A side declared in pixels by attribute or inline style; NaN when not declared or relative (`100%`, `auto`). */
function declared(img: Element, side: 'width' | 'height'): number {
  const attribute = (dom.getAttribute(img, side) ?? '').trim();
  if (/^\d+(\.\d+)?(px)?$/i.test(attribute)) return Number.parseFloat(attribute);
  const style = STYLE_SIDE[side].exec(dom.getAttribute(img, 'style') ?? '');
  return style ? Number.parseFloat(style[1]) : Number.NaN;
}

/** The path of a URL (no query: `?s=60` says nothing of what the image shows). */
function pathOf(src: string): string {
  return src.split(/[?#]/)[0];
}

/** Why `img` is decorative, or null for an image a reader may want. */
export function decorativeImage(img: Element): string | null {
  if (isFormulaImage(img)) return null;
  const src = (dom.getAttribute(img, 'src') ?? '').trim();
  if (TRACKER_SRC.test(src)) return 'tracking pixel or spacer';
  const sides = [declared(img, 'width'), declared(img, 'height')].filter(Number.isFinite);
  if (sides.length === 2 && sides.every((side) => side <= PIXEL_MAX)) return 'tracking pixel or spacer';
  if (sides.length === 2 && sides.every((side) => side <= SPACER_MAX)) return 'bullet or corner image';
  const named = DECORATIVE_NAMES.test(`${classAndId(img)} ${pathOf(src)}`);
  const presentational = PRESENTATION_ROLES.has(dom.getAttribute(img, 'role') ?? '') || (dom.getAttribute(img, 'alt') === '' && dom.closest(img, 'a') !== null);
  const small = sides.length > 0 && sides.every((side) => side <= SMALL_MAX);
  const linkedIcon = sides.length > 0 && sides.every((side) => side <= ICON_MAX) && dom.closest(img, 'a') !== null;
  // Small: one more signal. Without a declared size: both signals.
  if (linkedIcon || (small ? named || presentational : sides.length === 0 && named && presentational)) return 'avatar, logo or icon';
  return null;
}
