/**
 * The thread starter on forum software that declares no author in structured data: the first post's user
 * name, read from the markup each forum engine prints. WCXB's gold author of a forum thread is the person who
 * opened it (wcxb-dev forum pages: phpBB, XenForo, vBulletin, SMF, MyBB, FluxBB, Flarum, Reddit, Lemmy,
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
}

export const FORUM_STARTER_RULES: readonly StarterRule[] = [
  { engine: 'Reddit', selector: 'shreddit-post[author]', attribute: 'author' },
  { engine: 'old Reddit', selector: '.thing.link[data-author]', attribute: 'data-author' },
  { engine: 'XenForo', selector: '.message[data-author]', attribute: 'data-author' },
  { engine: 'phpBB', selector: '.postprofile a[href*="mode=viewprofile"]' },
  { engine: 'vBulletin', selector: 'a.bigusername' },
  { engine: 'SMF', selector: '.poster h4 a' },
  { engine: 'MyBB', selector: '.author_information .largetext a' },
  { engine: 'FluxBB', selector: '.postleft dt strong' },
  { engine: 'Flarum', selector: '.PostUser-name' },
  { engine: 'Lemmy', selector: '.post-container a.person-listing' },
  { engine: 'Lobsters', selector: '.h-entry .u-author' },
];

const ALL_SELECTORS = FORUM_STARTER_RULES.map((rule) => rule.selector).join(', ');

/** The thread starter's name as the page prints it, or undefined when no forum engine's markup is found. */
export function readThreadStarter(document: Document): string | undefined {
  const first = dom.querySelector(document, ALL_SELECTORS);
  if (!first) return undefined;
  const rule = FORUM_STARTER_RULES.find((r) => dom.matches(first, r.selector));
  const value = rule?.attribute ? dom.getAttribute(first, rule.attribute) : dom.textContent(first);
  return value?.replace(/\s+/g, ' ').trim() || undefined;
}
