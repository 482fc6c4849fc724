/**
 * Forum pages (rule keep-comment-threads, ./rules.ts): a comment section that holds the thread is the content.
 */
import { COMMENT_PATTERN } from './tables';
import { classTokens, textLength } from './tokens';
import * as dom from '../dom/read';
import { CONTENT_REGION_CHARS } from '../shared/facts';

/** Text lengths of the page's elements (dom/text-lengths.ts), undefined for an element outside the page's root. */
type LengthOf = (el: Element) => number | undefined;

/**
 * On a forum page the thread's replies sit in a container named like a comment section (IPS `#comments.cTopic`,
 * reddit's `.commentarea`, Slashdot's `#comments`), and are the content; the short
 * remark lists under each post (Stack Exchange's `.comments`, which the benchmark's gold leaves out) are
 * not. A comment section holding CONTENT_REGION_CHARS is the thread (2,000 kept a Q&A page's longer remark lists), and so is
 * each reply inside it (`li.comment`, forum--replies-in-comment-section). The body's classes name the page, not a
 * section (Vanilla's `body.Discussion`), so the climb stops below it.
 */

/**
 * A comment section that is the page's only one is the thread, however short: a two-post IPS topic in
 * `#comments.cTopic` (1,636 characters) was removed and the rules found nothing, the fallbacks
 * then took a signature or the page's menus. The remark lists a Q&A page puts under each post come one per post,
 * named alike (Stack Exchange's `.comments`), and still go. Named by its id, the section is unique; named by
 * a class, no other element of the page has it. Fixture: forum--short-thread-in-comment-section.
 */
function onlySection(el: Element): boolean {
  const id = dom.getAttribute(el, 'id');
  if (id && COMMENT_PATTERN.token.test(id.toLowerCase())) return true;
  const names = (dom.getAttribute(el, 'class') ?? '').split(/\s+/).filter((t) => COMMENT_PATTERN.token.test(t.toLowerCase()));
  return names.length > 0 && names.every((name) => dom.querySelectorAll(dom.ownerDocument(el), `.${name}`).length === 1);
}
const PAGE_ROOTS = new Set(['BODY', 'HTML']);

export function isThread(el: Element, length: () => number, lengthOf: LengthOf): boolean {
  if (length() >= CONTENT_REGION_CHARS || onlySection(el)) return true;
  for (let cur = dom.parentElement(el); cur && !PAGE_ROOTS.has(dom.tagName(cur)); cur = dom.parentElement(cur)) {
    if (classTokens(cur).some((t) => COMMENT_PATTERN.token.test(t)) && (lengthOf(cur) ?? textLength(cur)) >= CONTENT_REGION_CHARS) return true;
  }
  return false;
}
