/**
 * Readability.js's text per page, kept between runs: for a given page, Readability version and DOM library it never
 * changes, and it is half of a run's time. One file per page (worker processes write side by side without a lock),
 * holding a digest of the page's HTML so a changed corpus page is run again rather than served stale.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { CorpusPage } from './corpus';
import type { DomLibrary } from '../../src/cli/dom';

const require = createRequire(import.meta.url);
export const READABILITY_VERSION = (require('@mozilla/readability/package.json') as { version: string }).version;

export interface TextCache {
  get(page: CorpusPage): string | undefined;
  set(page: CorpusPage, text: string): void;
}

interface Entry { htmlSha1: string; text: string }

export function readabilityCache(root: string, dom: DomLibrary, version = READABILITY_VERSION): TextCache {
  const base = join(root, `readability-${version}`, dom);
  const file = (page: CorpusPage) => join(base, page.corpus, `${encodeURIComponent(page.id)}.json`);
  return {
    get(page) {
      const path = file(page);
      if (!existsSync(path)) return undefined;
      const entry = JSON.parse(readFileSync(path, 'utf8')) as Entry;
      return entry.htmlSha1 === sha1(page.html) ? entry.text : undefined;
    },
    set(page, text) {
      const path = file(page);
      mkdirSync(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader in another process never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ htmlSha1: sha1(page.html), text } satisfies Entry));
      renameSync(temporary, path);
    },
  };
}

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}
