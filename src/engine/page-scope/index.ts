/**
 * The `page` scope (doctrail's full mode): every visible text of the page, navigation, sidebars, footers and
 * comments included, nothing selected or pruned. Out go only what no reader sees: scripts, styles, templates, the
 * head, and elements hidden by markup (dom/hidden.ts). A site profile then shapes it: its `drop` selectors take
 * blocks out, its `keep` selectors, when any matches, narrow the page to the kept blocks (in document order; when
 * none matches, the whole page, and the result lists the selectors in `unmatchedKeep`), and its drop-line patterns
 * take lines out of the text (pipeline.ts, as for the other scopes). Fixture: scope--page-all-text.
 */
import type { Removal } from '../types';
import type { SiteRules } from '../site-profile';
import { hiddenByMarkup } from '../dom/hidden';
import { copyContent, type FlatNote } from '../dom/clone';
import { describe } from '../dom/walk';
import { inDocumentOrder } from '../dom/order';
import * as dom from '../dom/read';

export { pageText } from './text';

/** Elements whose text no reader sees. */
const UNSEEN = 'script, style, noscript, template, head, link, meta, iframe, object, embed';

/** The page's visible blocks copied into `into` (never the page itself), with each profile drop recorded in `removed`. */
export function pageContent(document: Document, into: Document, site: SiteRules | undefined, removed: Removal[], flat?: FlatNote): Element | null {
  const root = dom.body(document) ?? dom.documentElement(document);
  if (!root) return null;
  const dropped = new WeakSet<Element>();
  for (const el of dom.querySelectorAll(root, UNSEEN)) dropped.add(el);
  for (const el of dom.querySelectorAll(root, '*')) if (hiddenByMarkup(el)) dropped.add(el);
  for (const { value, rule } of site?.drop ?? []) {
    for (const el of dom.querySelectorAll(root, value)) {
      if (dropped.has(el)) continue;
      dropped.add(el);
      removed.push({ step: 'site-profile', rule: 'site-profile', selector: describe(el), reason: rule, chars: (dom.textContent(el) ?? '').trim().length });
    }
  }
  const kept = keptRoots(document, site);
  return copyContent(kept.length > 0 ? kept : [root], into, dropped, undefined, undefined, flat);
}

/** The outermost elements the profile's keep selectors name, in document order. */
function keptRoots(document: Document, site: SiteRules | undefined): Element[] {
  const found = new Set<Element>();
  for (const { value } of site?.keep ?? []) for (const el of dom.querySelectorAll(document, value)) found.add(el);
  const outermost = [...found].filter((el) => {
    for (let up = dom.parentElement(el); up; up = dom.parentElement(up)) if (found.has(up)) return false;
    return true;
  });
  return outermost.length > 1 ? inDocumentOrder(outermost) : outermost;
}

/** The keep selectors of the page's profiles that match nothing on it (doctrail's `html_keep_selectors_matched: 0`). */
export function unmatchedKeep(document: Document, site: SiteRules | undefined): string[] {
  return (site?.keep ?? []).filter(({ value }) => !dom.querySelector(document, value)).map(({ value }) => value);
}
