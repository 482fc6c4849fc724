/**
 * What every construct needs to know about one conversion, built once per `toMarkdown` call and passed
 * through Turndown's options (Turndown hands its options to every rule), so rules stay plain records.
 */
import type TurndownService from 'turndown';
import type { MarkdownStyle } from './style';

export interface MarkdownState {
  /** Links and images resolve against this (the page URL, or its `<base>`). */
  readonly base: string | undefined;
  /** The page title: a first heading repeating it is dropped when front matter carries it. */
  readonly title: string;
  readonly dropTitleHeading: boolean;
  /** The caller's element: read only (e.g. `currentSrc` of a live image), never changed. */
  readonly original: Element;
  /** Each ordered list's item numbers, counted once per list as its first item is written (rules/lists.ts). */
  readonly itemNumbers: WeakMap<Element, Map<Element, number>>;
  /** How the Markdown is written (style.ts). */
  readonly style: Readonly<MarkdownStyle>;
  /** Referenced links: each destination's number, in the order first written, listed after the body (rules/links.ts). */
  readonly references: Map<string, number>;
}

export interface PithTurndownOptions extends TurndownService.Options {
  pith: MarkdownState;
}

/**
 * A Turndown rule as a record. `key` names it for diagnostics and for Turndown's `addRule`; `tags` are the
 * lower-case tag names its filter can accept, so a node tries only the rules for its tag (rule-index.ts).
 */
export interface MarkdownRule {
  key: string;
  tags: readonly string[];
  filter: (node: HTMLElement, options: PithTurndownOptions) => boolean;
  replacement: (content: string, node: HTMLElement, options: PithTurndownOptions) => string;
}

/**
 * One Markdown construct (tables, code, math...): an optional pre-pass that normalises the markup on the
 * CLONE before Turndown sees it, and the rules that write it.
 */
export interface Construct {
  name: string;
  prepare?: (root: Element, state: MarkdownState) => void;
  rules: readonly MarkdownRule[];
}

export function stateOf(options: TurndownService.Options): MarkdownState {
  return (options as PithTurndownOptions).pith;
}
