/**
 * A generated encyclopedia article of about 1 MB and 20,000+ elements, shaped like a long Wikipedia page (issue
 * 15: the reader and the copy must stay responsive there): an infobox, a contents box, sections of paragraphs
 * dense with links and citation marks, figures, data tables, lists, a long reference list and navigation boxes.
 * Deterministic (a fixed pseudo-random sequence) and written from word tables, never copied from a page, so the
 * benchmark, the budget tests and the e2e test all meet the same page.
 */

const WORDS = [
  'river', 'valley', 'northern', 'ancient', 'trade', 'settlement', 'century', 'population', 'railway', 'council',
  'harbour', 'province', 'mountain', 'culture', 'industry', 'festival', 'bridge', 'cathedral', 'market', 'district',
  'university', 'climate', 'forest', 'coastal', 'merchant', 'empire', 'census', 'language', 'architecture', 'museum',
  'the', 'of', 'and', 'in', 'a', 'to', 'was', 'by', 'with', 'for', 'from', 'its', 'which', 'during', 'after', 'between',
] as const;

/** A small linear congruential generator: the same page on every run and in every process. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface WikiPageOptions {
  /** Sections of prose (each about 20 KiB of HTML). Default 44: about 1 MB and 20,000 elements in all. */
  sections?: number;
  /** Where the figures' images live. Default a host of its own; the e2e test points them at its local server. */
  imageOrigin?: string;
}

export function wikiPage(options: WikiPageOptions = {}): string {
  const sections = options.sections ?? 44;
  const images = options.imageOrigin ?? 'https://upload.example.org';
  const random = sequence(15);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  let citation = 0;
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const link = () => {
    const text = words(1 + Math.floor(random() * 2));
    const inner = random() < 0.3 ? `<span class="nowrap">${text}</span>` : text;
    return `<a href="/wiki/${encodeURIComponent(text.replace(/ /g, '_'))}" title="${text}">${inner}</a>`;
  };
  const cite = () => {
    citation += 1;
    return `<sup class="reference" id="cite_ref-${citation}"><a href="#cite_note-${citation}">[${citation}]</a></sup>`;
  };
  const sentence = () => {
    const parts: string[] = [];
    for (let i = 0; i < 4; i++) parts.push(words(2 + Math.floor(random() * 4)), link());
    const text = parts.join(' ');
    return `${text[0].toUpperCase()}${text.slice(1)}${random() < 0.4 ? ' <i>in particular</i>' : ''}.${random() < 0.5 ? cite() : ''}`;
  };
  const paragraph = () => `<p>${Array.from({ length: 6 }, sentence).join(' ')}</p>`;
  const table = (rows: number) => `<table class="wikitable"><caption>${words(4)}</caption><tbody><tr><th>Year</th><th>Population</th><th>Note</th></tr>${
    Array.from({ length: rows }, (_, i) => `<tr><td>${1800 + i * 10}</td><td>${Math.floor(random() * 100_000)}</td><td>${link()}</td></tr>`).join('')}</tbody></table>`;
  const figure = (n: number) => `<figure class="mw-default-size"><a href="/wiki/File:Figure_${n}.jpg" class="mw-file-description">`
    + `<img src="${images}/thumb/Figure_${n}.jpg/250px-Figure_${n}.jpg" width="250" height="180" alt="${words(3)}"></a>`
    + `<figcaption>${words(8)} ${link()}</figcaption></figure>`;
  const list = (items: number) => `<ul>${Array.from({ length: items }, () => `<li>${words(4)} ${link()}</li>`).join('')}</ul>`;

  const body: string[] = [];
  for (let s = 1; s <= sections; s++) {
    body.push(`<h2 id="Section_${s}"><span class="mw-headline">${words(3)} ${s}</span><span class="mw-editsection">[<a href="/w/index.php?section=${s}">edit</a>]</span></h2>`);
    if (s % 3 === 0) body.push(figure(s));
    for (let p = 0; p < 5; p++) body.push(paragraph());
    body.push(`<h3 id="Section_${s}_detail">${words(3)}</h3>`, paragraph(), paragraph());
    if (s % 4 === 0) body.push(table(12));
    if (s % 5 === 0) body.push(list(10));
  }
  const infobox = `<table class="infobox vcard"><tbody><tr><th colspan="2" class="infobox-above">${words(2)}</th></tr>${
    Array.from({ length: 25 }, () => `<tr><th scope="row">${words(2)}</th><td>${link()} ${words(2)}</td></tr>`).join('')}</tbody></table>`;
  const contents = `<div id="toc" class="toc" role="navigation"><h2>Contents</h2><ul>${
    Array.from({ length: sections }, (_, i) => `<li class="toclevel-1"><a href="#Section_${i + 1}"><span class="tocnumber">${i + 1}</span> <span class="toctext">Section ${i + 1}</span></a></li>`).join('')}</ul></div>`;
  const references = `<h2 id="References">References</h2><div class="reflist"><ol class="references">${
    Array.from({ length: citation }, (_, i) => `<li id="cite_note-${i + 1}"><span class="mw-cite-backlink"><a href="#cite_ref-${i + 1}">^</a></span> <cite class="citation book">${words(5)}. ${link()}. p. ${i + 1}.</cite></li>`).join('')}</ol></div>`;
  const navbox = (n: number) => `<div role="navigation" class="navbox"><table class="nowraplinks navbox-inner"><tbody><tr><th colspan="2" class="navbox-title">${words(3)} ${n}</th></tr>${
    Array.from({ length: 8 }, () => `<tr><th class="navbox-group">${words(2)}</th><td class="navbox-list"><div><ul>${Array.from({ length: 12 }, () => `<li>${link()}</li>`).join('')}</ul></div></td></tr>`).join('')}</tbody></table></div>`;
  const sidebar = `<div id="mw-panel"><nav class="vector-main-menu"><ul>${Array.from({ length: 40 }, () => `<li>${link()}</li>`).join('')}</ul></nav></div>`;
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A long generated article - Encyclopedia</title></head><body>'
    + `<header class="mw-header"><a href="/">Encyclopedia</a><form role="search"><input type="search" name="q"></form></header>${sidebar}`
    + `<main id="content"><h1 id="firstHeading">A long generated article</h1><div id="bodyContent"><div class="mw-parser-output">${infobox}`
    + `<p><b>A long generated article</b> ${words(20)} ${link()} ${words(20)}.${cite()}</p>${contents}${body.join('')}${references}`
    + `${Array.from({ length: 4 }, (_, i) => navbox(i + 1)).join('')}</div></div></main>`
    + `<footer id="footer"><ul>${Array.from({ length: 10 }, () => `<li>${link()}</li>`).join('')}</ul></footer></body></html>`;
}
