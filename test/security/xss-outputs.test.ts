/**
 * Intent (issue 12 item 2): no output of the engine or the CLI holds an event handler, a script, a
 * javascript:/vbscript:/data:text/html URL, <base> or <meta refresh>, whatever the page holds. Every vector of
 * xss-vectors.ts goes, in article pages of 25, through the engine on jsdom and linkedom (HTML, Markdown, JSON,
 * text, TEI, CSV) and through the CLI in process (every --format value, linkedom as the CLI parses).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import type { Extraction } from '../../src/engine/types';
import { main } from '../../src/cli/app';
import { RENDERERS } from '../../src/cli/extract/format';
import { parseDocument, type DomLibrary } from '../../src/cli/dom';
import { FORMATS, type Format } from '../../src/cli/extract/args';
import { csvFindings, htmlFindings, isHostileUrl, markdownFindings, teiFindings, textFindings } from './hostile';
import { xssArticlePage, xssBatches } from './xss-vectors';

const PAGE_URL = 'https://example.org/2024/hostile.html';
const BATCHES = xssBatches(25);

/** Findings in one rendered output of the given format. */
function findings(format: Format, output: string): string[] {
  if (format === 'html') return htmlFindings(output);
  if (format === 'markdown') return markdownFindings(output);
  if (format === 'text') return textFindings(output);
  if (format === 'tei') return teiFindings(output);
  if (format === 'csv') return csvFindings(output);
  const json = JSON.parse(output) as Extraction;
  return [
    ...htmlFindings(json.html), ...markdownFindings(json.markdown), ...textFindings(json.text),
    ...(['url', 'canonicalUrl', 'image'] as const).filter((k) => json.metadata[k] && isHostileUrl(json.metadata[k]!)).map((k) => `metadata.${k}`),
  ];
}

describe.each(['jsdom', 'linkedom'] as DomLibrary[])('engine outputs hold nothing active (%s)', (dom) => {
  it.each(BATCHES.map((batch, i) => [i, batch] as const))('batch %i', (_i, batch) => {
    const extraction = extract(parseDocument(xssArticlePage(batch), PAGE_URL, dom));
    // The vectors sit between the article's paragraphs: a result without them would test nothing.
    expect(extraction.text).toContain('Part 1.');
    expect(extraction.text).toContain(`Part ${batch.length + 2}.`);
    const all = FORMATS.flatMap((format) => findings(format, RENDERERS[format](extraction)).map((f) => `${format}: ${f}`));
    expect(all).toEqual([]);
  }, 60_000);
});

describe('CLI outputs hold nothing active', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pith-xss-'));
    BATCHES.forEach((batch, i) => writeFileSync(join(dir, `batch-${i}.html`), xssArticlePage(batch)));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(FORMATS)('--format %s', async (format) => {
    const leaks: string[] = [];
    for (const i of BATCHES.keys()) {
      let stdout = '';
      const code = await main(['extract', join(dir, `batch-${i}.html`), '--format', format, '--url', PAGE_URL], {
        stdout: (t) => { stdout += t; }, stderr: () => {},
      });
      expect(code).toBe(0);
      expect(stdout).toContain('Part 1.');
      leaks.push(...findings(format, stdout).map((f) => `batch ${i}: ${f}`));
    }
    expect(leaks).toEqual([]);
  }, 300_000); // 22 pages in sequence on a shared machine
});
