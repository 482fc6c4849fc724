// PLACEHOLDER until the Markdown issue lands: plain Turndown + GFM.
import TurndownService from 'turndown';
import { gfm } from '@joplin/turndown-plugin-gfm';
import type { Metadata } from '../types';
import { toFrontMatter } from '../metadata/front-matter';

export interface MarkdownContext {
  /** Links and images resolve against this. */
  baseUrl: string | undefined;
  metadata: Metadata;
  frontMatter: boolean;
}

export function toMarkdown(content: Element, context: MarkdownContext): string {
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' });
  service.use(gfm);
  const body = service.turndown(content as unknown as HTMLElement);
  return context.frontMatter ? `${toFrontMatter(context.metadata)}\n${body}\n` : `${body}\n`;
}
