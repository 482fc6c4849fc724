/**
 * Embedded videos (iframes of video hosts, `<video>`, lite-youtube) become a link to the video with its title,
 * since Markdown cannot embed them. Fixtures: media--*.
 */
import type { Construct, MarkdownState } from '../state';
import { all, replaceNode, squash } from '../dom';
import { resolveUrl } from '../url';

/** Embed URLs and the page a reader should open instead. */
const EMBEDS: readonly { pattern: RegExp; host: string; watch: (match: RegExpExecArray) => string }[] = [
  { pattern: /youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,})/i, host: 'YouTube', watch: (m) => `https://www.youtube.com/watch?v=${m[1]}` },
  { pattern: /player\.vimeo\.com\/video\/(\d+)/i, host: 'Vimeo', watch: (m) => `https://vimeo.com/${m[1]}` },
  { pattern: /dailymotion\.com\/embed\/video\/(\w+)/i, host: 'Dailymotion', watch: (m) => `https://www.dailymotion.com/video/${m[1]}` },
  { pattern: /loom\.com\/embed\/(\w+)/i, host: 'Loom', watch: (m) => `https://www.loom.com/share/${m[1]}` },
  { pattern: /embed\.ted\.com\/talks\/([\w-]+)/i, host: 'TED', watch: (m) => `https://www.ted.com/talks/${m[1]}` },
];

function videoLink(doc: Document, href: string, title: string): Element {
  const link = doc.createElement('a');
  link.setAttribute('href', href);
  link.textContent = title;
  const paragraph = doc.createElement('p');
  paragraph.appendChild(link);
  return paragraph;
}

function titleOf(el: Element, fallback: string): string {
  return squash(el.getAttribute('title') || el.getAttribute('aria-label') || el.getAttribute('playlabel') || '') || fallback;
}

function prepareMedia(root: Element, state: MarkdownState): void {
  const doc = root.ownerDocument;
  for (const frame of all(root, 'iframe[src], iframe[data-src]')) {
    const src = resolveUrl(frame.getAttribute('src') || frame.getAttribute('data-src'), state.base) ?? '';
    const embed = EMBEDS.map((e) => ({ e, m: e.pattern.exec(src) })).find((x) => x.m);
    if (!embed?.m) continue;
    replaceNode(frame, videoLink(doc, embed.e.watch(embed.m), titleOf(frame, `${embed.e.host} video`)));
  }
  for (const lite of all(root, 'lite-youtube[videoid]')) {
    const href = `https://www.youtube.com/watch?v=${lite.getAttribute('videoid')}`;
    replaceNode(lite, videoLink(doc, href, titleOf(lite, 'YouTube video')));
  }
  for (const video of all(root, 'video')) {
    const source = video.getAttribute('src') || video.querySelector('source[src]')?.getAttribute('src');
    const href = resolveUrl(source, state.base);
    if (!href || href.startsWith('blob:')) continue;
    replaceNode(video, videoLink(doc, href, titleOf(video, 'Video')));
  }
}

export const media: Construct = { name: 'media', prepare: prepareMedia, rules: [] };
