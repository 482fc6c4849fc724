/**
 * The images section: how many of the images a reader expects reach Pith's HTML and Markdown. The reference is
 * readability-pages' `expected.html` (Readability's own output, so a reference for behaviour, not independent
 * gold): each of its images is found when any of its candidate URLs (`src`, `data-src` and kin, every `srcset`
 * and `data-srcset` candidate, those of its `<picture>`'s sources, resolved against the page URL) is among the image
 * URLs of the output. Side by side:
 * Readability.js run here on the same DOM, its HTML and plain Turndown over it. Corpora without `expected.html`
 * are skipped with a note. The Markdown is read by a CommonMark parser (mdast-util-from-markdown), not by the
 * converter that wrote it; `<img>` inside raw HTML blocks counts too. A formula image (Wikipedia's fallback
 * renderings, whose alt is the TeX) is written as TeX in Markdown: there it is found when its TeX is.
 */
import { Readability } from '@mozilla/readability';
import TurndownService from 'turndown';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { extract } from '../../src/engine/index';
import type { Mode } from '../../src/engine/types';
import { parseSrcset } from '../../src/engine/dom/srcset';
import { isMathSource } from '../../src/engine/dom/math-sources';
import type { CorpusPage } from './corpus';
import type { BenchContext, SectionResult } from './section';

export const name = 'images';

/** Attributes holding one image URL (`data-src` and its kin: `data-hi-res-src`, `data-lazy-src`), and those
 *  holding a `srcset` list: the variants of one picture the page declares. */
const SRC_ATTRIBUTE = /^(?:src|data-[\w-]*src)$/i;
const SRCSET_ATTRIBUTE = /^(?:srcset|data-[\w-]*srcset)$/i;

/** One spelling per URL: absolute, percent escapes decoded (Markdown destinations encode `(`, `)` and spaces). */
export function normalizeUrl(raw: string, base: string): string | null {
  const value = raw.trim();
  if (!value || /^data:/i.test(value)) return null;
  try {
    const href = new URL(value, base).href;
    try {
      return decodeURI(href);
    } catch {
      return href;
    }
  } catch {
    return null;
  }
}

/** Every URL an `<img>` (or `<source>`) names, normalized. */
export function imageCandidates(img: Element, base: string): string[] {
  const raw: string[] = [];
  for (const { name, value } of Array.from(img.attributes)) {
    if (SRC_ATTRIBUTE.test(name)) raw.push(value);
    else if (SRCSET_ATTRIBUTE.test(name)) raw.push(...parseSrcset(value).map((c) => c.url));
  }
  return [...new Set(raw.map((url) => normalizeUrl(url, base)).filter((url): url is string => url !== null))];
}

/** An expected image: its candidate URLs, and its TeX (white space removed) when it renders a formula. */
export interface ExpectedImage { urls: string[]; tex?: string }

/** The TeX of a formula image's alt, without the `{\displaystyle ...}` wrapper and white space. */
const texKey = (tex: string): string => tex.trim().replace(/^\{\\displaystyle\s*([\s\S]*)\}$/, '$1').replace(/\s+/g, '');

/** An image's candidates and, in a `<picture>`, those of its `<source>` elements (the same picture, other sizes). */
function pictureCandidates(img: Element, base: string): string[] {
  const picture = img.parentElement?.localName === 'picture' ? img.parentElement : null;
  const sources = picture ? Array.from(picture.children).filter((child) => child.localName === 'source') : [];
  return [...new Set([...imageCandidates(img, base), ...sources.flatMap((source) => imageCandidates(source, base))])];
}

/** The images of a tree (images naming no URL are not images a reader can see). */
export function imagesOf(root: Element, base: string): ExpectedImage[] {
  return Array.from(root.querySelectorAll('img')).flatMap((img) => {
    const urls = pictureCandidates(img, base);
    if (urls.length === 0) return [];
    return [isMathSource(img) ? { urls, tex: texKey(img.getAttribute('alt') ?? img.getAttribute('aria-label') ?? '') } : { urls }];
  });
}

/** Every image URL an HTML output names: its images' candidates and `<picture>` sources. */
export function htmlImageUrls(root: Element, base: string): Set<string> {
  const urls = new Set(Array.from(root.querySelectorAll('img')).flatMap((img) => imageCandidates(img, base)));
  for (const source of Array.from(root.querySelectorAll('picture source'))) for (const url of imageCandidates(source, base)) urls.add(url);
  return urls;
}

interface MdNode { type: string; url?: string; value?: string; identifier?: string; children?: MdNode[] }

/** Every image URL a Markdown output shows: image nodes, definitions used by image references, raw `<img>`. */
export function markdownImageUrls(markdown: string, base: string, parseHtml: (html: string) => Element): Set<string> {
  const urls = new Set<string>();
  const definitions = new Map<string, string>();
  const references: string[] = [];
  const html: string[] = [];
  const stack: MdNode[] = [fromMarkdown(markdown) as MdNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'image' && node.url) urls.add(node.url);
    if (node.type === 'imageReference' && node.identifier) references.push(node.identifier);
    if (node.type === 'definition' && node.identifier && node.url) definitions.set(node.identifier, node.url);
    if (node.type === 'html' && node.value && /<img/i.test(node.value)) html.push(node.value);
    stack.push(...(node.children ?? []));
  }
  for (const id of references) if (definitions.has(id)) urls.add(definitions.get(id)!);
  const normalized = new Set([...urls].map((url) => normalizeUrl(url, base)).filter((url): url is string => url !== null));
  if (html.length > 0) for (const url of htmlImageUrls(parseHtml(html.join('\n')), base)) normalized.add(url);
  return normalized;
}

export interface Count { items: number; found: number }

/**
 * TeX spelled one way: no white space or braces (the image's alt says `\lambda_\min` where the page's MathML
 * annotation says `\lambda _{\min }`: wikipedia-3), and a `<` that the Markdown writes as `\lt` so that it cannot
 * open a tag (markdown/rules/math.ts) as `<`.
 */
const texForm = (tex: string): string => tex.replace(/\\lt /g, '<').replace(/[\s{}]+/g, '');

/** Is `image` in the output: a candidate among its URLs, or (`markdown` given) a formula whose TeX it holds. */
function isFound(image: ExpectedImage, urls: ReadonlySet<string>, markdown?: string): boolean {
  return image.urls.some((url) => urls.has(url)) || (markdown !== undefined && !!image.tex && texForm(markdown).includes(texForm(image.tex)));
}

/** How many expected images are in the output: by URL, and in Markdown (`markdown` given) formulas by TeX. */
export function countFound(expected: ExpectedImage[], urls: ReadonlySet<string>, markdown?: string): Count {
  return { items: expected.length, found: expected.filter((image) => isFound(image, urls, markdown)).length };
}

const IMAGES_BUDGET_MS = 120_000;

type Side = 'html' | 'markdown';
interface PageRecord {
  id: string;
  images: number;
  /** Per tool (`pith:<mode>`, `readability`) and side, the images found; `missing` lists the first URL of each lost one. */
  found: Record<string, Record<Side, number>>;
  missing: Record<string, Record<Side, string[]>>;
}

function measure(expected: ExpectedImage[], html: string, markdown: string, parseBody: (html: string) => Element, base: string): { found: Record<Side, number>; missing: Record<Side, string[]> } {
  const htmlUrls = htmlImageUrls(parseBody(html), base);
  const markdownUrls = markdownImageUrls(markdown, base, parseBody);
  const lost = (urls: Set<string>, md?: string) => expected.filter((image) => !isFound(image, urls, md)).map((image) => image.urls[0]);
  return {
    found: { html: countFound(expected, htmlUrls).found, markdown: countFound(expected, markdownUrls, markdown).found },
    missing: { html: lost(htmlUrls), markdown: lost(markdownUrls, markdown) },
  };
}

function measurePage(page: CorpusPage, modes: readonly Mode[], ctx: BenchContext): PageRecord | null {
  const parseBody = (html: string): Element => ctx.parse(`<!doctype html><html><body>${html}</body></html>`, page.url).body;
  const expected = imagesOf(parseBody(page.gold.html ?? ''), page.url);
  if (expected.length === 0) return null;
  const record: PageRecord = { id: page.id, images: expected.length, found: {}, missing: {} };
  for (const mode of modes) {
    const document = ctx.parse(page.html, page.url);
    // What is measured is which images the output keeps, not the time budget: on a loaded machine a 5 s budget
    // cut wikipedia-2 to its text once (no HTML), so the budget here is far above any page's need.
    const result = extract(document, { mode, url: page.url, markdown: true, frontMatter: false, timeBudgetMs: IMAGES_BUDGET_MS });
    ctx.release(document);
    const { found, missing } = measure(expected, result.html, result.markdown, parseBody, page.url);
    record.found[`pith:${mode}`] = found;
    record.missing[`pith:${mode}`] = missing;
  }
  const document = ctx.parse(page.html, page.url);
  const article = new Readability(document).parse();
  ctx.release(document);
  const content = article?.content ?? '';
  const markdown = content ? new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' }).turndown(content) : '';
  const { found, missing } = measure(expected, content, markdown, parseBody, page.url);
  record.found.readability = found;
  record.missing.readability = missing;
  return record;
}

export async function run(pages: CorpusPage[], ctx: BenchContext): Promise<SectionResult> {
  if (!pages.some((page) => page.gold.html !== undefined)) {
    const note = `Skipped: ${ctx.corpus} has no reference output (expected.html); image recall is measured on readability-pages.\n`;
    return { name, json: { skipped: note.trim() }, markdown: note };
  }
  const records: PageRecord[] = [];
  const failed: { id: string; error: string }[] = [];
  for (const [index, page] of pages.entries()) {
    if ((index + 1) % 25 === 0) ctx.log(`  images ${index + 1}/${pages.length}`);
    try {
      const record = measurePage(page, ctx.modes, ctx);
      if (record) records.push(record);
    } catch (error) {
      failed.push({ id: page.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  const images = records.reduce((sum, r) => sum + r.images, 0);
  const tools = [...ctx.modes.map((mode) => `pith:${mode}`), 'readability'];
  const totals = Object.fromEntries(tools.map((tool) => [tool, Object.fromEntries((['html', 'markdown'] as const).map((side) => {
    const found = records.reduce((sum, r) => sum + r.found[tool][side], 0);
    return [side, { found, recall: images ? found / images : null }];
  }))])) as Record<string, Record<Side, { found: number; recall: number | null }>>;
  const f = (x: number | null) => (x === null ? 'n/a' : x.toFixed(3));
  const lines = [
    `${records.length} pages whose expected.html has images, ${images} images; ${failed.length} failed. An image is found when any of its src/data-src/srcset candidates is in the output (a formula image, in Markdown, when its TeX is).`,
    '',
    '| tool | HTML recall | Markdown recall |',
    '|---|---:|---:|',
    ...tools.map((tool) => `| ${tool === 'readability' ? 'Readability.js (+ Turndown)' : tool} | ${f(totals[tool].html.recall)} | ${f(totals[tool].markdown.recall)} |`),
    '',
  ];
  return {
    name,
    json: { pages: records.length, images, totals, failed },
    markdown: lines.join('\n'),
    pages: records.filter((r) => tools.some((tool) => r.found[tool].html < r.images || r.found[tool].markdown < r.images)),
  };
}
