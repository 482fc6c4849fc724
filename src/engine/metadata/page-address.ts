/**
 * The page's own address, for what reads the URL's shape (the page-type classifier's URL words and depth, a date in
 * the path, a landing page's depth) and for `metadata.url`. A saved copy read from a file has a `file:` URL whose
 * path is the reader's folders ("Downloads/page.html"), not the site's: the CLI read a saved page as another kind
 * of page than the extension read it live. Such a copy names the page it came from: the comment browsers write on
 * saving (`<!-- saved from url=(0052)https://… -->`), else its canonical link or `og:url`. With none, the copy has
 * no address (a folder's name says nothing of the page). Links and images still resolve against the file.
 * Test: test/engine/page-address.test.ts, e2e/consistency.spec.ts.
 */
import * as dom from '../dom/read';
import { safeUrl } from '../dom/url-policy';
import type { Scan } from './sources/scan';
import { firstMeta, readMeta } from './sources/meta';
import { META_KEYS } from './meta-keys';

const SAVED_FROM = /^\s*saved from url=\(\d+\)(\S+)/i;
const WEB = /^https?:\/\//i;

/** The `saved from url` comment, among the nodes before and at the start of `<html>`. */
function savedFrom(document: Document): string | undefined {
  const root = dom.documentElement(document);
  const nodes = [...Array.from(dom.childNodes(document)), ...(root ? Array.from(dom.childNodes(root)).slice(0, 3) : [])];
  for (const node of nodes) {
    if (dom.nodeType(node) !== 8) continue;
    const match = SAVED_FROM.exec(dom.nodeValue(node) ?? '');
    if (match && WEB.test(match[1])) return match[1];
  }
  return undefined;
}

function declaredAddress(scan: Scan): string | undefined {
  const canonical = scan.links.find((link) => (dom.getAttribute(link, 'rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'));
  for (const href of [canonical && dom.getAttribute(canonical, 'href'), firstMeta(readMeta(scan.metas), META_KEYS.url)]) {
    if (href && WEB.test(href.trim())) return href.trim();
  }
  return undefined;
}

/** `url` (the caller's, else the document's), or for a saved copy the address it declares; undefined when none. */
export function pageAddress(document: Document, url: string | undefined, scan: Scan): string | undefined {
  const own = url ?? dom.documentUrl(document);
  if (!own || /^about:/i.test(own)) return undefined;
  if (!/^file:/i.test(own)) return own;
  const declared = savedFrom(document) ?? declaredAddress(scan);
  return declared && safeUrl(declared) ? declared : undefined;
}
