/**
 * What read aloud reads: the article cut into blocks (a paragraph, a heading, a list item, a caption), each the
 * text of one utterance, with its sentences found by `Intl.Segmenter` for the article's language (no word list,
 * so any language the browser knows is cut at its own sentence ends). A block keeps the text nodes it was made
 * of, so a character offset of the utterance maps back to a DOM range for the highlight.
 */

export interface AloudBlock {
  /** The block element the text sits in: shown as the paragraph being read where ranges cannot be highlighted. */
  element: Element;
  text: string;
  /** The text nodes in order, each with its offset in `text`. */
  nodes: { node: Text; start: number }[];
  /** Each sentence's offsets in `text`, surrounding white space left out. */
  sentences: { start: number; end: number }[];
}

/** Elements that start a new block of text (HTML's block-level elements that the sanitized article can hold). */
const BLOCKS = new Set(['address', 'article', 'aside', 'blockquote', 'caption', 'dd', 'details', 'div', 'dl', 'dt',
  'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'li', 'main', 'nav', 'ol',
  'p', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul']);
/** Text that is not read: code reads as noise, math as its markup's letters, hidden text is not shown. */
const SKIP = 'pre, math, script, style, template, [hidden], [aria-hidden="true"]';

const LINE_BREAKS = /[\n\r\f\v\u0085\u2028\u2029]/g;

function blockOf(node: Text, root: Element): Element {
  let element = node.parentElement!;
  while (element !== root && !BLOCKS.has(element.localName)) element = element.parentElement!;
  return element;
}

function sentenceCutter(lang: string): Intl.Segmenter {
  try {
    return new Intl.Segmenter(lang || undefined, { granularity: 'sentence' });
  } catch {
    // A page's malformed `lang`: the browser's own rules.
    return new Intl.Segmenter(undefined, { granularity: 'sentence' });
  }
}

function sentencesOf(text: string, cutter: Intl.Segmenter): AloudBlock['sentences'] {
  const sentences: AloudBlock['sentences'] = [];
  for (const { segment, index } of cutter.segment(text)) {
    const lead = segment.length - segment.trimStart().length;
    const body = segment.trim();
    if (body) sentences.push({ start: index + lead, end: index + lead + body.length });
  }
  return sentences;
}

/** The blocks of each root in order (the title, then the article's body). */
export function aloudBlocks(roots: readonly Element[], lang: string): AloudBlock[] {
  const cutter = sentenceCutter(lang);
  const blocks: AloudBlock[] = [];
  for (const root of roots) {
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let open: { element: Element; nodes: AloudBlock['nodes']; text: string } | undefined;
    const close = () => {
      if (open && open.text.trim()) blocks.push({ ...open, sentences: sentencesOf(open.text, cutter) });
      open = undefined;
    };
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.parentElement?.closest(SKIP)) { close(); continue; }
      const element = blockOf(node, root);
      if (open?.element !== element) { close(); open = { element, nodes: [], text: '' }; }
      open.nodes.push({ node, start: open.text.length });
      // Line breaks of the page's source are white space to a reader, but paragraph ends to the segmenter: made
      // spaces, one for one, so offsets still match the nodes.
      open.text += node.data.replace(LINE_BREAKS, ' ');
    }
    close();
  }
  return blocks;
}

/** The DOM range of `[start, end)` of a block's text. */
export function rangeOf(block: AloudBlock, start: number, end: number): Range {
  const range = block.element.ownerDocument.createRange();
  const at = (offset: number, isEnd: boolean) => {
    const found = block.nodes.findLast((n) => (isEnd ? n.start < offset : n.start <= offset)) ?? block.nodes[0];
    return { node: found.node, offset: Math.min(offset - found.start, found.node.length) };
  };
  const from = at(start, false);
  const to = at(end, true);
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  return range;
}

/** The index of the sentence a character offset of the block's text falls in (the last one past its end). */
export function sentenceAt(block: AloudBlock, offset: number): number {
  const index = block.sentences.findIndex((sentence) => offset < sentence.end);
  return index === -1 ? block.sentences.length - 1 : index;
}
