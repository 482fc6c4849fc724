/**
 * The thread starter on forum software that declares no author in structured data: the first post's user
 * name, read from the markup each forum engine prints. WCXB's gold author of a forum thread is the person who
 * opened it (forum engines met: phpBB, XenForo, vBulletin, SMF, MyBB, FluxBB, Flarum, Reddit, Lemmy,
 * Lobsters), and the first match in document order is the first post's. Selectors are specific to forum
 * engines, so a match also says the page is a thread.
 */
import * as dom from '../../dom/read';

interface StarterRule {
  /** Engine, for the reader. */
  engine: string;
  selector: string;
  /** Attribute holding the name; the element's text when absent. */
  attribute?: string;
  /**
   * What a page must hold for the selector to match: a class name one of its elements carries (the matched
   * element or an ancestor), or a tag. The metadata scan looks for them, so a page with none of them skips the
   * query (a tenth of the metadata's time in Chromium).
   */
  needs: { className: string } | { tag: string };
}

export const FORUM_STARTER_RULES: readonly StarterRule[] = [
  { engine: 'Reddit', selector: 'shreddit-post[author]', attribute: 'author', needs: { tag: 'SHREDDIT-POST' } },
  { engine: 'old Reddit', selector: '.thing.link[data-author]', attribute: 'data-author', needs: { className: 'thing' } },
  { engine: 'XenForo', selector: '.message[data-author]', attribute: 'data-author', needs: { className: 'message' } },
  { engine: 'phpBB', selector: '.postprofile a[href*="mode=viewprofile"]', needs: { className: 'postprofile' } },
  { engine: 'vBulletin', selector: 'a.bigusername', needs: { className: 'bigusername' } },
  { engine: 'SMF', selector: '.poster h4 a', needs: { className: 'poster' } },
  { engine: 'MyBB', selector: '.author_information .largetext a', needs: { className: 'author_information' } },
  { engine: 'FluxBB', selector: '.postleft dt strong', needs: { className: 'postleft' } },
  { engine: 'Flarum', selector: '.PostUser-name', needs: { className: 'PostUser-name' } },
  { engine: 'Lemmy', selector: '.post-container a.person-listing', needs: { className: 'post-container' } },
  { engine: 'Lobsters', selector: '.h-entry .u-author', needs: { className: 'u-author' } },
];

/**
 * Any class name a rule needs, found anywhere in a class attribute: a superset of the class selectors' matches
 * (which match whole names, ASCII case-insensitively in quirks mode).
 */
export const FORUM_CLASS_HINT = new RegExp(
  FORUM_STARTER_RULES.flatMap(({ needs }) => ('className' in needs ? [needs.className] : [])).join('|'), 'i'); // letters, - and _: no escaping
/** Tags (upper case) a rule needs. */
export const FORUM_TAGS: ReadonlySet<string> = new Set(FORUM_STARTER_RULES.flatMap(({ needs }) => ('tag' in needs ? [needs.tag] : [])));

const ALL_SELECTORS = FORUM_STARTER_RULES.map((rule) => rule.selector).join(', ');

/**
 * The thread starter's name as the page prints it, or undefined when no forum engine's markup is found.
 * `mayHold`: whether the page holds what some rule needs (the scan's `forumHints`); when not, nothing can match.
 */
export function readThreadStarter(document: Document, mayHold = true): string | undefined {
  if (!mayHold) return undefined;
  const first = dom.querySelector(document, ALL_SELECTORS);
  if (!first) return undefined;
  const rule = FORUM_STARTER_RULES.find((r) => dom.matches(first, r.selector));
  const value = rule?.attribute ? dom.getAttribute(first, rule.attribute) : dom.textContent(first);
  return value?.replace(/\s+/g, ' ').trim() || undefined;
}
