/**
 * The reader shows a long article in batches (on the generated 1 MB article of the browser benchmark,
 * sanitizing, parsing and laying out the whole article held the first paint for seconds). The article is parsed
 * once in an inert document; the wrappers holding all of it (a lone `<article>`, `<div>`...) stay as a shell, and
 * the blocks inside them are cut into batches. The first batch, about the first screens, is sanitized and shown at
 * once; the others follow, one task each, so the reader can read and scroll meanwhile. Every batch and the shell
 * go through DOMPurify (sanitize.ts) before they reach the page; a short article is one batch, as before.
 * The batches are handed to DOMPurify as the parsed nodes, not as HTML: serializing each batch for DOMPurify to
 * parse again doubled the reader's work on the 1 MB article (scratch profile of the reader tab).
 * The first batch is cut from a parse of the article's beginning only (`firstScreens`): parsing the whole 1 MB
 * article held its first paint for ~40 ms. The whole is parsed in the next task, and it goes on from there once
 * its first blocks are found equal to those shown; were they not, it is shown again from the whole.
 */
import { fragmentSanitizer, type SanitizeOptions } from './sanitize';

/** Elements that only wrap the content: kept as the shell and entered to find the blocks to batch. */
const WRAPPERS: ReadonlySet<string> = new Set(['ARTICLE', 'DIV', 'MAIN', 'SECTION']);

export interface BatchSizes {
  /** Characters of HTML in the batch shown at once: more than a tall screen holds. */
  firstChars: number;
  /** Characters of HTML per later batch: a task of a few tens of milliseconds on a slow machine. */
  batchChars: number;
}

/** Measured on the 1 MB article (scratch profile of the reader tab): ~40 ms of sanitizing per 100,000 characters. */
export const READER_BATCHES: BatchSizes = { firstChars: 30_000, batchChars: 100_000 };

export interface ArticleBatches {
  /** The wrappers, emptied, in a `<body>`; null when the blocks sit at the top. */
  shell: HTMLElement | null;
  /** How many wrappers deep the blocks sit. */
  depth: number;
  /**
   * The next batch's blocks in a `<body>` of their own (DOMPurify takes a `<body>` as the tree to clean), null
   * once all are given. Each batch is cut when asked for: measuring every block's HTML up front serialized the
   * whole 1 MB article before the first paint; cut lazily, the batches are the same.
   */
  next: () => HTMLElement | null;
  /** Blocks not given yet. */
  left: () => number;
  /**
   * Goes on after a first batch cut from a parse of the beginning (`firstScreens`): true, with its blocks counted
   * as given, when this parse has the same shell and starts with the same blocks; false, giving none, otherwise.
   */
  skip: (head: FirstScreens) => boolean;
}

/** The article parsed once, in an inert document (nothing in it loads or runs, as in DOMPurify's own parse). */
export function articleBatches(html: string, sizes: BatchSizes & Preparation): ArticleBatches {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  sizes.prepare?.(body);
  if (html.length <= sizes.firstChars) {
    let given = false;
    return { shell: null, depth: 0, next: () => (given ? null : (given = true, body)), left: () => (given ? 0 : 1), skip: () => false };
  }
  let host: Element = body;
  let depth = 0;
  for (let only = loneElement(host); only && WRAPPERS.has(only.tagName); only = loneElement(host)) {
    host = only;
    depth += 1;
  }
  const units = Array.from(host.childNodes);
  // Out of the shell now: it is sanitized and shown before the first batch is cut.
  host.replaceChildren();
  let at = 0;
  let cut = 0;
  const next = (): HTMLElement | null => {
    // At least one batch, even when the wrappers hold nothing.
    if (at >= units.length && cut > 0) return null;
    const limit = cut === 0 ? sizes.firstChars : sizes.batchChars;
    const holder = body.ownerDocument.createElement('body');
    let chars = 0;
    while (at < units.length && chars < limit) {
      const unit = units[at++];
      holder.append(unit);
      chars += unit.nodeType === Node.ELEMENT_NODE ? (unit as Element).outerHTML.length : (unit.textContent ?? '').length;
    }
    cut += 1;
    return holder;
  };
  const shell = depth > 0 ? body : null;
  const skip = (head: FirstScreens): boolean => {
    if (cut > 0 || head.parts.depth !== depth || !sameNode(head.parts.shell, shell)) return false;
    const shown = Array.from(head.batch.childNodes);
    if (shown.length > units.length || !shown.every((node, i) => node.isEqualNode(units[i]))) return false;
    at = shown.length;
    cut = 1;
    return true;
  };
  return { shell, depth, next, left: () => units.length - at, skip };
}

function sameNode(a: Node | null, b: Node | null): boolean {
  return a === null || b === null ? a === b : a.isEqualNode(b);
}

/**
 * How much of the article is parsed for its first batch, in first batches: the block the cut falls in may be cut
 * short and is never shown from it, so the beginning holds more than one batch.
 */
const HEAD_BATCHES = 2;

export interface FirstScreens {
  /** The beginning's parse, its first batch given. */
  parts: ArticleBatches;
  batch: HTMLElement;
}

/**
 * The first batch from a parse of the article's beginning only; null when the article is short or the first batch
 * would reach the block the cut falls in (a block longer than the beginning holds).
 */
export function firstScreens(html: string, sizes: BatchSizes & Preparation): FirstScreens | null {
  const headChars = HEAD_BATCHES * sizes.firstChars;
  if (html.length <= headChars) return null;
  const parts = articleBatches(html.slice(0, headChars), sizes);
  const batch = parts.next();
  return batch && parts.left() > 0 ? { parts, batch } : null;
}

/** The only child element when nothing else but blank text and comments sits beside it. */
function loneElement(parent: Element): Element | null {
  let only: Element | null = null;
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      if (only) return null;
      only = node as Element;
    } else if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim()) return null;
  }
  return only;
}

export interface Preparation {
  /**
   * Changes the parsed article before it is sanitized and cut (reader-blocks.ts); the beginning parsed alone and
   * the whole go through it alike, so their first blocks still compare equal.
   */
  prepare?: (body: HTMLElement) => void;
}

export interface ShowOptions extends BatchSizes, Preparation {
  /** Runs a later batch; returns its cancel. */
  schedule: (step: () => void) => () => void;
  /** Called once every batch is shown. */
  onComplete?: () => void;
}

/** A task of its own for each later batch, so the browser paints and handles input in between. */
export function nextTask(step: () => void): () => void {
  const timer = setTimeout(step, 0);
  return () => clearTimeout(timer);
}

/**
 * Fills `target` with the sanitized article, the first batch now and the rest as scheduled; returns the cancel.
 * The first batch comes from a parse of the beginning when the article is long (`firstScreens`); the whole is parsed
 * in the first scheduled task.
 */
export function showArticle(target: HTMLElement, html: string, options: SanitizeOptions, show: ShowOptions): () => void {
  const sanitize = fragmentSanitizer(options);
  let cancel = () => {};
  /** Shows `batch` and then the rest of `parts` in `host`, one task each. */
  const fill = (parts: ArticleBatches, host: Element, batch: HTMLElement | null) => {
    const step = () => {
      if (batch) host.append(sanitize(batch));
      batch = parts.next();
      if (batch) cancel = show.schedule(step);
      else show.onComplete?.();
    };
    step();
  };
  const whole = () => {
    const parts = articleBatches(html, show);
    fill(parts, shellIn(target, parts, sanitize), parts.next());
  };
  const head = firstScreens(html, show);
  if (!head) {
    whole();
    return () => cancel();
  }
  const host = shellIn(target, head.parts, sanitize);
  host.append(sanitize(head.batch));
  cancel = show.schedule(() => {
    const parts = articleBatches(html, show);
    // The beginning parsed alone came out otherwise than in the whole (its wrappers hold more after the cut): the
    // article is shown again from the whole.
    if (parts.skip(head)) fill(parts, host, null);
    else whole();
  });
  return () => cancel();
}

/** Empties `target`, shows the sanitized shell of `parts` in it, and returns where the batches go. */
function shellIn(target: HTMLElement, parts: ArticleBatches, sanitize: (piece: HTMLElement) => DocumentFragment): Element {
  target.replaceChildren();
  let host: Element = target;
  if (parts.shell) {
    target.append(sanitize(parts.shell));
    for (let level = 0; level < parts.depth; level++) {
      const inner = host.firstElementChild;
      // The sanitizer took a wrapper away (of WRAPPERS only MAIN is forbidden, and the reader's `prepare` makes
      // it a DIV first, so this should not happen): the blocks then go in where the wrapper was missing, still
      // sanitized.
      if (!inner) break;
      host = inner;
    }
  }
  return host;
}
