/**
 * A site profile's keep and drop in one rules pass (stages 1-2). Read-only over the page, like the stages:
 * - drop: cleaning removes what a drop selector names before anything is scored (`verdict`);
 * - keep: a kept block and everything in it is out of reach of cleaning (but for scripts and styles) and pruning
 *   (`TrackedDrops` refuses them), and a kept block the selection left out, or whose container pruning removed, is
 *   added to the content in document order (`withKept`);
 * an element both named by keep and drop is kept; a drop inside a kept block still applies.
 */
import type { Removal } from '../types';
import { describe } from '../dom/walk';
import * as dom from '../dom/read';
import type { SiteRules } from './match';
import { start } from './lines';
import { inDocumentOrder } from '../dom/order';

/** Tags whose text is never readable: removed even inside a kept block (cleaning's first REMOVE_TAGS row). */
const NOT_CONTENT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META']);

export class SitePass {
  /** Kept blocks, with the rule that keeps each. */
  private readonly kept = new Map<Element, string>();
  /** Kept blocks and everything inside them. */
  private readonly protectedSet = new Set<Element>();
  private readonly dropRules = new Map<Element, string>();

  constructor(document: Document, readonly rules: SiteRules) {
    for (const { value, rule } of rules.keep) {
      for (const el of dom.querySelectorAll(document, value)) {
        if (!this.kept.has(el)) this.kept.set(el, rule);
        this.protectedSet.add(el);
        for (const inner of dom.querySelectorAll(el, '*')) this.protectedSet.add(inner);
      }
    }
    for (const { value, rule } of rules.drop) {
      for (const el of dom.querySelectorAll(document, value)) if (!this.kept.has(el) && !this.dropRules.has(el)) this.dropRules.set(el, rule);
    }
  }

  /**
   * Cleaning's verdict before its own: a profile drop (its rule), `null` for a kept element or one inside it, or
   * undefined when the profile says nothing about the element (then cleaning judges).
   */
  verdict(el: Element): string | null | undefined {
    const drop = this.dropRules.get(el);
    if (drop) return drop;
    if (!this.protectedSet.has(el)) return undefined;
    // Scripts and styles inside a kept block are left to cleaning's own judgement.
    return NOT_CONTENT.has(dom.tagName(el)) ? undefined : null;
  }

  /** The set cleaning and pruning add their removals to, refusing kept blocks and what they hold. */
  drops(removed: Removal[], locate?: (el: Element) => string): TrackedDrops {
    return new TrackedDrops(this.protectedSet, removed, locate);
  }

  /**
   * The content with every kept block it does not show: left out by the selection, or inside a block that
   * cleaning or pruning removed. Added blocks come in document order (a block inside the content goes after it).
   */
  withKept(elements: Element[] | null, dropped: WeakSet<Element>): Element[] | null {
    const added: Element[] = [];
    for (const el of this.kept.keys()) {
      if (shown(el, elements ?? [], dropped) || added.some((a) => dom.contains(a, el))) continue;
      added.push(el);
    }
    if (added.length === 0) return elements;
    // An ancestor walk: linkedom's compareDocumentPosition misorders a kept block deep in a wrapper before the content.
    return inDocumentOrder([...(elements ?? []), ...added]);
  }
}

/** Is `el` in the copy of `elements`: inside one of them, with no removed element on the way up? */
function shown(el: Element, elements: Element[], dropped: WeakSet<Element>): boolean {
  for (let cur: Element | null = el; cur; cur = dom.parentElement(cur)) {
    if (dropped.has(cur)) return false;
    if (elements.includes(cur)) return true;
  }
  return false;
}

/**
 * The removal set of a pass: kept elements cannot be added, and with `locate` each removal's record gets the start
 * of its text and a keep selector (the side panel's "restore this block"). Cleaning and pruning record a removal
 * right after adding the element, so the record of an addition is the next one pushed; `settle()` fills those in
 * (checked by the selector each record names) and takes back the records of refused additions, so `removed` lists
 * only what was removed.
 */
export class TrackedDrops extends WeakSet<Element> {
  private readonly refused: Array<{ index: number; selector: string }> = [];
  private readonly added: Array<{ index: number; el: Element }> = [];

  constructor(
    private readonly protectedSet: ReadonlySet<Element>, private readonly removed: Removal[],
    private readonly locate?: (el: Element) => string,
  ) {
    super();
  }

  override add(el: Element): this {
    // WeakSet's constructor does not call add, so the fields are there by the first call.
    if (this.protectedSet.has(el)) {
      this.refused.push({ index: this.removed.length, selector: describe(el) });
      return this;
    }
    if (this.locate && this.added.length < MAX_LOCATED) this.added.push({ index: this.removed.length, el });
    return super.add(el);
  }

  settle(): void {
    for (const { index, el } of this.added) {
      const record = this.removed[index];
      if (!record || record.selector !== describe(el) || record.chars === 0) continue;
      record.text = start((dom.textContent(el) ?? '').replace(/\s+/g, ' ').trim());
      record.keep = this.locate!(el);
    }
    // Last first, so the earlier indices stay right.
    for (const { index, selector } of this.refused.reverse()) {
      if (this.removed[index]?.selector === selector) this.removed.splice(index, 1);
    }
    this.refused.length = 0;
    this.added.length = 0;
  }
}

/** Removals given a keep selector per pass: each costs a few selector queries of the page. */
const MAX_LOCATED = 300;
