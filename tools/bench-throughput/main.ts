/**
 * `npm run bench:throughput [-- --every N] [--runs R] [--baseline-runs B] [--corpus DIR] [--out FILE]`: pages per second per core of
 * the CLI's crawl path, beside Readability.js + jsdom and defuddle + linkedom in the same run, and each one's peak
 * memory. Every Nth WCXB dev page of folds 0-3 (the unseen fold stays out) is written into a temporary WARC, which
 * `pith extract` reads with --jobs 1 and --jobs 2; the baselines read the same pages one after another in a process
 * of their own. Each figure is the median of R runs (B for the baselines, default R; 0 leaves them out, for a loaded
 * machine where jobs 1 against jobs 2 is the question); the report goes to docs/bench/throughput.md.
 *
 * Pith runs with the Node flags of the `pith` executable's first line, as users run it.
 * Pith's rate is the one its closing line reports after start-up (from the first page written to the last: tsx, the
 * engine and the worker threads loading are left out), so it compares with the baselines' loop, which excludes
 * start-up too; the run's wall time is reported beside it.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, getPriority, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { WARCRecord, WARCSerializer } from 'warcio';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const BIN = join(ROOT, 'src', 'cli', 'bin.mjs');
/** The Node flags the `pith` executable's first line gives (`#!/usr/bin/env -S node FLAGS`): the bench runs what users run. */
const BIN_NODE_FLAGS = (/^#!.*\bnode\b(.*)$/m.exec(readFileSync(BIN, 'utf8').split('\n')[0])?.[1] ?? '').trim().split(/\s+/).filter(Boolean);
const RSS = join(HERE, 'rss.mjs');
const BASELINE = join(HERE, 'baseline.mjs');
/** The fold nobody reads page by page (team rule): left out of the bench's pages. */
const UNSEEN_FOLD = 4;

interface Page { id: string; path: string; url: string }
interface Measure { seconds: number; rss: number; wall?: number }
interface Row { name: string; threads: number; seconds: number; pagesPerSecond: number; perCore: number; rss: number; wall?: number }

const { values } = parseArgs({
  options: {
    every: { type: 'string', default: '4' }, runs: { type: 'string', default: '3' }, 'baseline-runs': { type: 'string' },
    corpus: { type: 'string', default: join(ROOT, '..', 'shared', 'corpora') }, out: { type: 'string', default: join(ROOT, 'docs', 'bench', 'throughput.md') },
  },
});
const every = Number(values.every);
const runs = Number(values.runs);
const baselineRuns = values['baseline-runs'] === undefined ? runs : Number(values['baseline-runs']);

const pages = corpusPages(values.corpus!, every);
const work = mkdtempSync(join(tmpdir(), 'pith-throughput-'));
try {
  const warc = join(work, 'pages.warc.gz');
  await writeWarc(warc, pages);
  const list = join(work, 'pages.json');
  writeFileSync(list, JSON.stringify(pages));
  const load = loadavg()[0];
  const rows: Row[] = [];
  for (const jobs of [1, 2]) {
    const result = await median(runs, () => pith(warc, jobs, work));
    rows.push(row(`pith (CLI, WARC in, JSON lines out, --jobs ${jobs})`, jobs, result.seconds, result.rss, result.wall));
    log(`pith --jobs ${jobs}: ${result.seconds.toFixed(1)} s after start-up, ${result.wall!.toFixed(1)} s wall`);
  }
  for (const [tool, name] of baselineRuns === 0 ? [] : [['readability', 'Readability.js 0.6 + jsdom'], ['defuddle', 'defuddle + linkedom']] as const) {
    const result = await median(baselineRuns, () => baseline(tool, list, work));
    rows.push(row(name, 1, result.seconds, result.rss));
    log(`${tool}: ${result.seconds.toFixed(1)} s`);
  }
  mkdirSync(dirname(values.out!), { recursive: true });
  writeFileSync(values.out!, report(rows, { pages: pages.length, every, runs, baselineRuns, load, loadAfter: loadavg()[0] }));
  log(`wrote ${values.out}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

function row(name: string, threads: number, seconds: number, rss: number, wall?: number): Row {
  const pagesPerSecond = pages.length / seconds;
  return { name, threads, seconds, pagesPerSecond, perCore: pagesPerSecond / threads, rss, ...(wall === undefined ? {} : { wall }) };
}

/** Every Nth page of the WCXB dev set in folds 0-3, in id order, with the URL it was fetched from. */
function corpusPages(corpus: string, n: number): Page[] {
  const folder = join(corpus, 'wcxb-dev');
  if (!existsSync(folder)) throw new Error(`no WCXB dev pages at ${folder} (--corpus DIR names the corpora folder)`);
  const folds = (JSON.parse(readFileSync(join(corpus, 'splits.json'), 'utf8')) as Record<string, Record<string, number>>)['wcxb-dev'];
  const ids = readdirSync(join(folder, 'html')).filter((f) => f.endsWith('.html.gz')).map((f) => f.split('.')[0]).sort()
    .filter((id) => folds[id] !== undefined && folds[id] !== UNSEEN_FOLD);
  return ids.filter((_, i) => i % n === 0).map((id) => {
    const truth = join(folder, 'ground-truth', `${id}.json`);
    const url = existsSync(truth) ? (JSON.parse(readFileSync(truth, 'utf8')) as { url?: string }).url : undefined;
    return { id, path: join(folder, 'html', `${id}.html.gz`), url: url || `https://wcxb.invalid/${id}` };
  });
}

/** A crawl's WARC: a warcinfo record, then each page as a gzipped response record with its URL. */
async function writeWarc(path: string, list: Page[]): Promise<void> {
  const parts: Uint8Array[] = [await WARCSerializer.serialize(WARCRecord.createWARCInfo({ filename: 'pages.warc.gz', warcVersion: 'WARC/1.1' }, { software: 'pith bench:throughput' }), { gzip: true })];
  for (const page of list) {
    const body = gunzipSync(readFileSync(page.path));
    const record = WARCRecord.create({
      url: page.url, type: 'response', warcVersion: 'WARC/1.1', statusline: 'HTTP/1.1 200 OK', httpHeaders: { 'Content-Type': 'text/html' },
    }, (async function* () { yield body; })());
    parts.push(await WARCSerializer.serialize(record, { gzip: true }));
  }
  writeFileSync(path, Buffer.concat(parts));
}

async function pith(warc: string, jobs: number, work: string): Promise<Measure> {
  const out = mkdtempSync(join(work, 'out-'));
  const rssFile = join(work, 'rss-pith');
  const started = performance.now();
  const { stderr } = await run([...BIN_NODE_FLAGS, '--import', RSS, BIN, 'extract', warc, '--out', out, '--jobs', String(jobs)], rssFile);
  const wall = (performance.now() - started) / 1000;
  const lines = readFileSync(join(out, 'pages.jsonl'), 'utf8').split('\n').filter(Boolean).length;
  if (lines !== pages.length) throw new Error(`pith --jobs ${jobs} wrote ${lines} lines for ${pages.length} pages`);
  rmSync(out, { recursive: true, force: true });
  const steady = /([\d.]+) pages\/s after start-up/.exec(stderr);
  if (!steady) throw new Error(`pith --jobs ${jobs}: no rate after start-up in its closing line: ${stderr.trim().split('\n').pop()}`);
  return { seconds: pages.length / Number(steady[1]), rss: Number(readFileSync(rssFile, 'utf8')), wall };
}

async function baseline(tool: string, list: string, work: string): Promise<Measure> {
  const rssFile = join(work, `rss-${tool}`);
  const { stdout } = await run(['--import', RSS, BASELINE, tool, list], rssFile);
  return { seconds: (JSON.parse(stdout) as { seconds: number }).seconds, rss: Number(readFileSync(rssFile, 'utf8')) };
}

function run(args: string[], rssFile: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: ROOT, env: { ...process.env, PITH_RSS_FILE: rssFile }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${args.join(' ')}: ${stderr || error.message}`));
      else resolve({ stdout, stderr });
    });
  });
}

/** The median run by time (its memory with it). */
async function median(count: number, measure: () => Promise<Measure>): Promise<Measure> {
  const results: Measure[] = [];
  for (let i = 0; i < count; i++) results.push(await measure());
  results.sort((a, b) => a.seconds - b.seconds);
  return results[Math.floor((results.length - 1) / 2)];
}

function log(text: string): void {
  process.stderr.write(`${text}\n`);
}

function report(rows: Row[], run: { pages: number; every: number; runs: number; baselineRuns: number; load: number; loadAfter: number }): string {
  const readability = rows.find((r) => r.name.startsWith('Readability'));
  const [one, two] = rows;
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  // Three significant digits: on a loaded machine a rate is a fraction of a page per second.
  const rate = (n: number) => (n >= 10 ? n.toFixed(1) : n.toPrecision(3));
  const lines = [
    '# Throughput: pages per second per core',
    '',
    `Generated by \`npm run bench:throughput -- --every ${run.every} --runs ${run.runs}${run.baselineRuns === run.runs ? '' : ` --baseline-runs ${run.baselineRuns}`}\``,
    '(tools/bench-throughput/main.ts). Do not edit by hand.',
    '',
    `${run.pages} WCXB dev pages (every ${run.every}th of folds 0-3), ${run.runs === 1 ? 'one run each' : `median of ${run.runs} runs each`}${run.baselineRuns === run.runs || run.baselineRuns === 0 ? '' : ` (the baselines ${run.baselineRuns})`}. Pith reads them from a`,
    `gzipped WARC through the CLI as its executable runs it (\`node${BIN_NODE_FLAGS.map((f) => ` ${f}`).join('')} src/cli/bin.mjs extract pages.warc.gz --out DIR --jobs N\`: decoding, parsing with linkedom,`,
    'extraction, Markdown, JSON lines written) at the rate its closing line reports after start-up (first page written',
    'to last), the run\'s wall time beside it. The baselines parse and extract the same pages one after another in',
    'a process of their own, start-up excluded. Peak memory is the process\'s maximum resident set (worker threads included).',
    '',
    `| extractor | threads | seconds | pages/s | pages/s per core |${readability ? ' per core vs Readability.js |' : ''} peak memory |`,
    `|---|---:|---:|---:|---:|${readability ? '---:|' : ''}---:|`,
    ...rows.map((r) => `| ${r.name} | ${r.threads} | ${r.seconds.toFixed(1)}${r.wall === undefined ? '' : ` (wall ${r.wall.toFixed(1)})`} | ${rate(r.pagesPerSecond)} | ${rate(r.perCore)} |${readability ? ` ${(r.perCore / readability.perCore).toFixed(2)}x |` : ''} ${mb(r.rss)} |`),
    '',
    `- \`--jobs 2\` over \`--jobs 1\`: ${(two.pagesPerSecond / one.pagesPerSecond).toFixed(2)}x the pages per second after start-up,`,
    `  ${(one.wall! / two.wall!).toFixed(2)}x by wall time (start-up included); per core, \`--jobs 2\` does ${(two.perCore / one.pagesPerSecond).toFixed(2)}x what one thread does.`,
    ...(readability ? [] : ['- The baselines were left out (`--baseline-runs 0`); run them to see Pith beside Readability.js and defuddle.']),
    `- Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), load average ${run.load.toFixed(1)} at the start and ${run.loadAfter.toFixed(1)} at the end,`,
    `  the bench at niceness ${getPriority()}${getPriority() > 0 ? ` (\`nice -n ${getPriority()} npm run bench:throughput ...\`)` : ''}.`,
    '  The machine is shared: with a load above its core count the threads share the cores with other processes, so the',
    '  `--jobs 2` ratio then says how much more of a busy machine two threads get, not what two idle cores give.',
    '  Times are medians; compare the ratios, not the seconds.',
    '',
  ];
  return lines.join('\n');
}
