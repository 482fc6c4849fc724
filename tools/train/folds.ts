/**
 * The cross-validation split of the block scorer's training: folds by site, so no fold's model has seen a page of
 * the site it is measured on (templates repeat within a site; a page-level split would flatter the model). WCXB's
 * metadata.json names each page's domain; scrapinghub pages are split by their URL's host. The fold is a hash of
 * the domain, so the trainer and the bench (`--block-model-folds`) agree without sharing a list.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fnv1a } from '../../src/engine/rules/block-features';
import type { CorpusPage } from '../bench/corpus';

export const FOLDS = 5;

/** The fold a domain falls in. */
export function foldOf(domain: string): number {
  return fnv1a(domain) % FOLDS;
}

/** Page id to domain, from a WCXB folder's metadata.json (empty when the folder has none). */
export function wcxbDomains(dir: string): Map<string, string> {
  const path = join(dir, 'metadata.json');
  if (!existsSync(path)) return new Map();
  const files = (JSON.parse(readFileSync(path, 'utf8')) as { files: Record<string, { domain?: string }> }).files;
  return new Map(Object.entries(files).flatMap(([id, f]) => (f.domain ? [[id, f.domain] as const] : [])));
}

/** A page's domain: WCXB's metadata when it has the page, else the URL's host without `www.`. */
export function domainOf(page: CorpusPage, wcxb: ReadonlyMap<string, string>): string {
  const named = page.corpus === 'wcxb-dev' ? wcxb.get(page.id) : undefined;
  if (named) return named;
  try {
    return new URL(page.url).hostname.replace(/^www\./, '');
  } catch {
    return page.url;
  }
}
