/**
 * HTML content to Markdown (GFM, with `$` math and `[^n]` footnotes). Works on a CLONE of `content`: the
 * constructs' pre-passes normalise its markup (rules/*.ts), then Turndown writes it with their rules.
 * The element passed in is never changed (test/markdown/no-mutation.test.ts).
 */
import type { Metadata } from '../types';
import { toFrontMatter } from '../metadata/front-matter';
import type { MarkdownState } from './state';
import { CONSTRUCTS } from './constructs';
import { convert } from './service';
import { baseFor } from './url';
import { DEFAULT_MARKDOWN_STYLE, type MarkdownStyle } from './style';

export interface MarkdownContext {
  /** Links and images resolve against this (and against a `<base href>` of the content's document). */
  baseUrl: string | undefined;
  metadata: Metadata;
  /** YAML front matter first; a first heading repeating the title is then dropped. */
  frontMatter: boolean;
  /** How the Markdown is written (style.ts). Default `DEFAULT_MARKDOWN_STYLE`. */
  style?: Readonly<MarkdownStyle>;
  /** `content` is a copy made for this conversion alone, which nothing reads after: it is converted in place,
   *  without a copy of its own (the kept content of `markdownLater`, output/markdown.ts). Default false. */
  inPlace?: boolean;
}

/**
 * Lines of only spaces (a paragraph that held an NBSP) become empty, outside fenced code where every
 * character is content.
 */
function dropBlankLines(markdown: string): string {
  let fence = '';
  const out: string[] = [];
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length && !line.trim().slice(marker.length)))) {
      fence = fence ? '' : marker;
      out.push(line);
    } else if (fence) out.push(line); // code: every line as written, blank runs included
    else if (line.trim() !== '') out.push(line);
    else if (out.length > 0 && out[out.length - 1] !== '') out.push('');
  }
  return out.join('\n');
}

/** The destinations of referenced links, after the body: `[n]: url "title"`, one a line. */
function referenceList(references: ReadonlyMap<string, number>): string {
  if (references.size === 0) return '';
  let list = '\n';
  for (const [target, n] of references) list += `\n[${n}]: ${target}`;
  return list;
}

export function toMarkdown(content: Element, context: MarkdownContext): string {
  const state: MarkdownState = {
    base: baseFor(content, context.baseUrl),
    title: context.metadata.title ?? '',
    dropTitleHeading: context.frontMatter,
    original: content,
    itemNumbers: new WeakMap(),
    style: context.style ?? DEFAULT_MARKDOWN_STYLE,
    references: new Map(),
  };
  const root = context.inPlace ? content : content.cloneNode(true) as Element;
  for (const construct of CONSTRUCTS) construct.prepare?.(root, state);
  // One text node per run of text: escaping looks at line starts and neighbours (linkedom splits text at entities).
  root.normalize();
  // Converted in place (walk.ts): Turndown's own entry point deep-copies the element first.
  const body = dropBlankLines(convert(root, state)) + referenceList(state.references);
  return context.frontMatter ? `${toFrontMatter(context.metadata)}\n${body}\n` : `${body}\n`;
}
