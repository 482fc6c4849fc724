/**
 * The Markdown constructs, in the order their pre-passes run. Order matters where one pass reads what another
 * rewrites: code first (a code table is not a data table, TeX-looking text in code is not math), footnotes
 * before links (footnote links are recognised by their in-page `#` href, which links then makes absolute),
 * formula images (math) before images. Rules take precedence in this same order.
 */
import type { Construct } from './state';
import { media } from './rules/media';
import { code } from './rules/code';
import { math } from './rules/math';
import { footnotes } from './rules/footnotes';
import { images } from './rules/images';
import { links } from './rules/links';
import { tables } from './rules/table';
import { callouts } from './rules/callouts';
import { headings } from './rules/headings';
import { lists } from './rules/lists';
import { definitionLists } from './rules/definition-lists';
import { detailsBlocks } from './rules/details';
import { inline } from './rules/inline';

export const CONSTRUCTS: readonly Construct[] = [
  media, code, math, footnotes, images, links, tables, callouts, headings, lists, definitionLists, detailsBlocks, inline,
];
