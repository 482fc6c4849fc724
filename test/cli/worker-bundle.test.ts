// Intent: the crawl's worker threads run one prebuilt file of the engine (src/cli/crawl/worker-bundle.ts), built on
// the first run that needs it and again whenever a file it was made from changed, so a worker never runs code older
// than the checkout; and the file extracts a page as the engine's sources do.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Piscina from 'piscina';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBundle } from '../../src/cli/crawl/worker-bundle';
import { extractPage, type PageResult, type PageSettings, type PageTask } from '../../src/cli/crawl/page';
import { articlePage } from './warc-writer';

const ROOT = join(__dirname, '..', '..');
const SLOW = 180_000;

let cache: string;
// Beside the real cache, inside the checkout: the bundle finds the packages it leaves out (piscina) from there.
beforeAll(() => {
  mkdirSync(join(ROOT, 'node_modules', '.cache'), { recursive: true });
  cache = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'pith-test-'));
});
afterAll(() => rmSync(cache, { recursive: true, force: true }));

const manifestPath = () => join(cache, 'crawl-worker.json');
const manifest = () => JSON.parse(readFileSync(manifestPath(), 'utf8')) as { inputs: Record<string, string> };

describe('the crawl worker bundle', () => {
  it('is built once, kept while its inputs are unchanged, and built again when one changed', async () => {
    const bundle = await workerBundle(cache);
    const built = statSync(bundle).mtimeMs;
    const inputs = Object.keys(manifest().inputs);
    expect(inputs).toContain('src/cli/crawl/page.ts');
    expect(inputs.some((input) => input.startsWith('src/engine/'))).toBe(true);
    expect(await workerBundle(cache)).toBe(bundle);
    expect(statSync(bundle).mtimeMs).toBe(built);
    // An engine file as if edited since the build.
    const stale = manifest();
    const engineFile = inputs.find((input) => input.startsWith('src/engine/'))!;
    stale.inputs[engineFile] = '0:0';
    writeFileSync(manifestPath(), JSON.stringify(stale));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await workerBundle(cache);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(built);
    expect(manifest().inputs[engineFile]).not.toBe('0:0');
  }, SLOW);

  it('gives the line the sources give, in a worker thread', async () => {
    const settings: PageSettings = { options: {}, rejectLowValue: false };
    const page = articlePage(7);
    const task: PageTask = { url: page.url, recordId: 'urn:uuid:test', html: page.html };
    const pool = new Piscina({ filename: pathToFileURL(await workerBundle(cache)).href, minThreads: 1, maxThreads: 1, workerData: settings });
    try {
      const inWorker = (await pool.run(task)) as PageResult;
      expect(inWorker.failed).toBe(false);
      expect(JSON.parse(inWorker.line).text).toContain('Paragraph 1 of article 7:');
      expect(inWorker).toEqual(extractPage(task, settings, {}));
    } finally {
      await pool.destroy();
    }
  }, SLOW);
});
