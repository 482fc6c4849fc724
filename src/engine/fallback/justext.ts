/**
 * Fallback candidate 2: a jusText-style paragraph classifier (Pomikálek 2011). The original page is read
 * (never changed) and cut into paragraphs at block boundaries; each is classified by length, link density
 * and stop-word density, then short and near-good paragraphs are settled by their neighbours. Good
 * paragraphs are rebuilt as new elements in the engine's document.
 */
import { BLOCK_TAGS, HEADING_TAGS } from '../dom/tags';
import { hiddenByMarkup } from '../dom/hidden';
import { pageRoot } from '../dom/walk';
import { stopwordsFor, type StopwordSet } from '../shared/stopwords';
import * as dom from '../dom/read';

/**
 * jusText's defaults, except the stop-word densities: the `stopword` package's lists are shorter than
 * jusText's own (English: 108 words against 300+), so the same prose shows a lower density.
 */
export const JUSTEXT = {
  lengthLow: 70,
  lengthHigh: 200,
  stopwordsLow: 0.22,
  stopwordsHigh: 0.27,
  maxLinkDensity: 0.2,
  maxHeadingDistance: 200,
} as const;

type ClassName = 'good' | 'neargood' | 'short' | 'bad';

interface Paragraph {
  text: string;
  linkChars: number;
  tag: 'p' | 'h' | 'li' | 'pre';
  heading: boolean;
  cf: ClassName;
  cls: ClassName;
}

const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'SVG', 'IFRAME', 'SELECT', 'OPTION', 'TEXTAREA', 'BUTTON']);

export function justextCandidate(original: Document, into: Document, lang: string | null): Element | null {
  const root = pageRoot(original);
  if (!root) return null;
  const paragraphs = segment(root);
  if (paragraphs.length === 0) return null;
  const stopwords = stopwordsFor(lang, paragraphs.map((p) => p.text).join(' ').slice(0, 20_000));
  for (const p of paragraphs) p.cf = p.cls = classify(p, stopwords);
  revise(paragraphs);
  const good = paragraphs.filter((p) => p.cls === 'good');
  if (good.length === 0) return null;
  return rebuild(good, into);
}

function segment(root: Element): Paragraph[] {
  const out: Paragraph[] = [];
  let text = '';
  let linkChars = 0;
  let tag: Paragraph['tag'] = 'p';
  const push = (): void => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (t) out.push({ text: t, linkChars, tag, heading: tag === 'h', cf: 'bad', cls: 'bad' });
    text = '';
    linkChars = 0;
    tag = 'p';
  };
  const stack: Array<{ node: Node; exit: boolean; inLink: boolean }> = [{ node: root, exit: false, inLink: false }];
  while (stack.length > 0) {
    const { node, exit, inLink } = stack.pop()!;
    if (dom.nodeType(node) === 3) {
      const data = (node as Text).data;
      text += data;
      if (inLink) linkChars += data.replace(/\s+/g, ' ').trim().length;
      continue;
    }
    if (dom.nodeType(node) !== 1) continue;
    const el = node as Element;
    if (exit) {
      if (BLOCK_TAGS.has(dom.tagName(el)) || dom.tagName(el) === 'BR') push();
      continue;
    }
    if (SKIP.has(dom.tagName(el)) || hiddenByMarkup(el)) continue;
    if (BLOCK_TAGS.has(dom.tagName(el))) {
      push();
      if (HEADING_TAGS.has(dom.tagName(el))) tag = 'h';
      else if (dom.tagName(el) === 'LI') tag = 'li';
      else if (dom.tagName(el) === 'PRE') tag = 'pre';
    }
    stack.push({ node: el, exit: true, inLink });
    const childInLink = inLink || dom.tagName(el) === 'A';
    for (let c = dom.lastChild(el); c; c = dom.previousSibling(c)) stack.push({ node: c, exit: false, inLink: childInLink });
  }
  push();
  return out;
}

function classify(p: Paragraph, stopwords: StopwordSet): ClassName {
  const length = p.text.length;
  const linkDensity = length === 0 ? 0 : p.linkChars / length;
  if (linkDensity > JUSTEXT.maxLinkDensity) return 'bad';
  if (/©|copyright/i.test(p.text)) return 'bad';
  if (length < JUSTEXT.lengthLow) return p.linkChars > 0 ? 'bad' : 'short';
  const words = p.text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  let hits = 0;
  for (const w of words) if (stopwords.has(w)) hits++;
  const density = words.length === 0 ? 0 : hits / words.length;
  if (density >= JUSTEXT.stopwordsHigh) return length > JUSTEXT.lengthHigh ? 'good' : 'neargood';
  if (density >= JUSTEXT.stopwordsLow) return 'neargood';
  return 'bad';
}

/** jusText's context-sensitive pass, in its order: headings, short, near-good, headings again. */
function revise(ps: Paragraph[]): void {
  headingsNearGood(ps, (p) => p.heading && p.cls === 'short', 'neargood');
  const settled = ps.map((p, i) => {
    if (p.cls !== 'short') return p.cls;
    const prev = neighbour(ps, i, -1, true);
    const next = neighbour(ps, i, 1, true);
    if (prev === 'good' && next === 'good') return 'good';
    if (prev === 'bad' && next === 'bad') return 'bad';
    if ((prev === 'bad' && neighbour(ps, i, -1, false) === 'neargood') || (next === 'bad' && neighbour(ps, i, 1, false) === 'neargood')) return 'good';
    return 'bad';
  });
  ps.forEach((p, i) => { p.cls = settled[i]; });
  const revised = ps.map((p, i) => {
    if (p.cls !== 'neargood') return p.cls;
    return neighbour(ps, i, -1, true) === 'bad' && neighbour(ps, i, 1, true) === 'bad' ? 'bad' : 'good';
  });
  ps.forEach((p, i) => { p.cls = revised[i]; });
  headingsNearGood(ps, (p) => p.heading && p.cls === 'bad' && p.cf !== 'bad', 'good');
}

function headingsNearGood(ps: Paragraph[], applies: (p: Paragraph) => boolean, to: ClassName): void {
  for (let i = 0; i < ps.length; i++) {
    if (!applies(ps[i])) continue;
    let distance = 0;
    for (let j = i + 1; j < ps.length && distance <= JUSTEXT.maxHeadingDistance; j++) {
      if (ps[j].cls === 'good') { ps[i].cls = to; break; }
      distance += ps[j].text.length;
    }
  }
}

function neighbour(ps: Paragraph[], i: number, step: 1 | -1, ignoreNeargood: boolean): ClassName {
  for (let j = i + step; j >= 0 && j < ps.length; j += step) {
    const c = ps[j].cls;
    if (c === 'good' || c === 'bad') return c;
    if (c === 'neargood' && !ignoreNeargood) return c;
  }
  return 'bad';
}

function rebuild(good: Paragraph[], into: Document): Element {
  const content = into.createElement('div');
  let list: Element | null = null;
  for (const p of good) {
    if (p.tag === 'li') {
      if (!list) { list = into.createElement('ul'); content.append(list); }
      const li = into.createElement('li');
      li.textContent = p.text;
      list.append(li);
      continue;
    }
    list = null;
    const el = into.createElement(p.tag === 'h' ? 'h2' : p.tag === 'pre' ? 'pre' : 'p');
    el.textContent = p.text;
    content.append(el);
  }
  return content;
}
