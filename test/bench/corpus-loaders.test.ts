// Intent: the corpora laid out like wcxb-dev with plain gold (dragnet, cleaneval, daniel-dev) load from
// `html/<id>.html.gz` decoded by the page's charset (as the CLI decodes files) and `ground-truth/<id>.json`;
// a null url becomes the blank URL, daniel-dev's language is kept, and each page carries its fold from splits.json
// (none when the file lacks it). Written to a temp folder: no corpus page enters the repo.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../tools/bench/corpus';
import { missingSplitsNote } from '../../tools/bench/folds';

function tinyCorpus(name: string, pages: Record<string, { html: Buffer; url: string | null; text: string; language?: string }>): string {
  const root = mkdtempSync(join(tmpdir(), 'pith-corpus-'));
  const dir = join(root, name);
  mkdirSync(join(dir, 'html'), { recursive: true });
  mkdirSync(join(dir, 'ground-truth'));
  for (const [id, page] of Object.entries(pages)) {
    writeFileSync(join(dir, 'html', `${id}.html.gz`), gzipSync(page.html));
    writeFileSync(join(dir, 'ground-truth', `${id}.json`), JSON.stringify({ url: page.url, language: page.language, ground_truth: { main_content: page.text } }));
  }
  return dir;
}

describe('plain corpus loaders', () => {
  const russian = '<html><head><meta charset="windows-1251"></head><body><p>Привет, мир</p></body></html>';
  const dir = tinyCorpus('daniel-dev', {
    b: { html: iconv.encode(russian, 'windows-1251'), url: 'https://example.org/b', text: 'Привет, мир', language: 'Russian' },
    a: { html: Buffer.from('<html><body><p>Hello</p></body></html>'), url: null, text: 'Hello', language: 'English' },
  });
  const splits = join(dir, '..', 'splits.json');
  writeFileSync(splits, JSON.stringify({ 'daniel-dev': { a: 1, b: 4 } }));

  it('decodes by the declared charset, keeps url, language and fold, in id order', () => {
    const pages = loadCorpus('daniel-dev', { dir, splits });
    expect(pages.map((p) => [p.id, p.url, p.gold.language, p.fold])).toEqual([
      ['a', 'about:blank', 'English', 1],
      ['b', 'https://example.org/b', 'Russian', 4],
    ]);
    expect(pages[1].html).toContain('Привет, мир');
    expect(pages[1].gold.text).toBe('Привет, мир');
  });

  it('loads dragnet and cleaneval the same way', () => {
    const other = tinyCorpus('cleaneval', { x: { html: Buffer.from('<p>x</p>'), url: null, text: 'x' } });
    expect(loadCorpus('cleaneval', { dir: other, splits }).map((p) => [p.corpus, p.id, p.gold.text, p.fold])).toEqual([['cleaneval', 'x', 'x', undefined]]);
  });

  it('says clearly when splits.json is missing', () => {
    const missing = join(dir, 'no-splits.json');
    expect(loadCorpus('daniel-dev', { dir, splits: missing }).every((p) => p.fold === undefined)).toBe(true);
    expect(missingSplitsNote(missing)).toMatch(/splits\.json NOT FOUND/);
    expect(missingSplitsNote(splits)).toBeUndefined();
  });
});
