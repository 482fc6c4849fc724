/**
 * The training set of the block scorer: the engine's own cleaning and rules run over each corpus page under
 * linkedom (standard mode, the model off), and every block the scorer would judge inside the chosen content is
 * written with its features (the engine's rules/block-features.ts, so training and inference share one definition)
 * and its label (./labels.ts). Pages are records of one JSON line each.
 */
import { clean } from '../../src/engine/clean';
import { extractByRules } from '../../src/engine/rules';
import { blockFeatures, judgedBlocks } from '../../src/engine/rules/block-features';
import { tuningFor } from '../../src/engine/registry';
import { scanDocument } from '../../src/engine/metadata/sources/scan';
import { classifyPage } from '../../src/engine/page-type';
import * as dom from '../../src/engine/dom/read';
import { pageRoot } from '../../src/engine/dom/walk';
import { parseDocument } from '../../src/cli/dom';
import type { CorpusPage } from '../bench/corpus';
import { consumeOverlap, goldShare, indexGold, tokens } from './labels';

export interface BlockRow {
  /** Features, FEATURE_NAMES order. */
  x: number[];
  /** Tokens in the block. */
  n: number;
  /** Of them, matched in the gold's bag (consumed in document order), for the page-level F1 simulation. */
  m: number;
  /** Share of the block's trigrams in the gold: the label. */
  share: number;
}

export interface PageRecord {
  corpus: string;
  id: string;
  domain: string;
  pageType?: string;
  /** The type the engine's classifier gave the page (the profile its rules ran with). */
  enginePageType?: string;
  goldTokens: number;
  /** Tokens of the rules' content and their bag overlap with the gold. */
  contentTokens: number;
  contentOverlap: number;
  blocks: BlockRow[];
}

export function dumpPage(page: CorpusPage, domain: string): PageRecord | null {
  const document = parseDocument(page.html, page.url);
  // The tuning the pipeline gives the page: its classified type's profile and its language's furniture words.
  const htmlElement = dom.documentElement(document);
  const language = (htmlElement && dom.getAttribute(htmlElement, 'lang')) || undefined;
  const enginePageType = classifyPage(scanDocument(document), page.url);
  const tuning = tuningFor({ mode: 'standard', includeComments: false, pageType: enginePageType, language });
  const cleaned = clean({ document, tuning, removed: [] });
  if (!cleaned || !pageRoot(document)) return null;
  const result = extractByRules(cleaned.root, cleaned.dropped, tuning, dom.title(document) ?? '', [], []);
  if (!result.elements || !result.stats) return null;
  const gold = indexGold(page.gold.text);
  const page_ = { document, root: cleaned.root, stats: result.stats, containers: result.elements, dropped: cleaned.dropped, layout: false };
  const blocks = judgedBlocks(result.elements, result.stats, cleaned.dropped);
  const vectors = blockFeatures(page_, blocks);
  const remaining = new Map(gold.counts);
  const rows = blocks.map((el, i): BlockRow => {
    const words = tokens(el.textContent ?? '');
    return { x: vectors[i].map(round), n: words.length, m: consumeOverlap(words, remaining), share: round(goldShare(words, gold)) };
  });
  const content = tokens(liveText(result.elements, cleaned.dropped));
  return {
    corpus: page.corpus, id: page.id, domain, pageType: page.gold.pageType, enginePageType, goldTokens: gold.size,
    contentTokens: content.length, contentOverlap: consumeOverlap(content, new Map(gold.counts)), blocks: rows,
  };
}

function round(v: number): number {
  return Math.round(v * 10_000) / 10_000;
}

/** The text of the containers without what cleaning and pruning dropped (what the output copy holds). */
function liveText(containers: readonly Element[], dropped: WeakSet<Element>): string {
  const parts: string[] = [];
  const visit = (node: Node): void => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) parts.push((child as Text).data);
      else if (child.nodeType === 1 && !dropped.has(child as Element)) visit(child);
    }
    parts.push(' ');
  };
  for (const el of containers) visit(el);
  return parts.join('');
}
