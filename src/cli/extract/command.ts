/**
 * `pith extract`: one input prints to stdout; several inputs (or a folder) write one `<stem>.<ext>` each into
 * `--out`, go on after a bad input, report progress on stderr and end with a summary line.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract, loadTokenCounter, type ExtractTools } from '../../engine/index';
import type { Extraction } from '../../engine/types';
import { logRecord } from '../../engine/log/record';
import { toCsv } from '../../engine/output/csv';
import { parseDocument } from '../dom';
import { SqliteLog } from '../log/sqlite';
import { EXTENSIONS, parseExtractArgs, UsageError, type ExtractArgs } from './args';
import { RENDERERS, toJson } from './format';
import { expandInputs, isFolderArgument, loadSource, type Source } from './inputs';
import { parseCrawlArgs } from '../crawl/args';
import { crawlCommand } from '../crawl/command';
import { saveImagesBeside } from './images';

/** Extracted when `pith extract` gets no input: an article the team wrote (see README's first command). */
export const SAMPLE_PAGE = fileURLToPath(new URL('../../../test/sample/sample-article.html', import.meta.url));

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** Returns the exit code: 0 all extracted, 1 some input unreadable or nothing extracted, 2 usage (UsageError / OptionsError). */
export async function extractCommand(argv: string[], io: Io): Promise<number> {
  // WARC input, --format jsonl, --jobs, --resume or --input-list: the crawl path (../crawl/command.ts).
  const crawl = parseCrawlArgs(argv);
  if (crawl) return crawlCommand(crawl, io);
  const args = parseExtractArgs(argv);
  const inputs = args.inputs.length > 0 ? args.inputs : [SAMPLE_PAGE];
  const sources = expandInputs(inputs);
  const batch = sources.length > 1 || inputs.some(isFolderArgument);
  if (sources.length === 0) throw new UsageError(`no .html or .html.gz files in ${inputs.join(', ')}`);
  if (batch && args.out === undefined) throw new UsageError(`${sources.length} inputs: give --out DIR for their output files`);
  // Loaded once, and only when asked for: the log's WebAssembly and the tokenizer's tables.
  const run: Run = {
    args,
    tools: args.maxTokens === undefined ? {} : { countTokens: await loadTokenCounter() },
    log: args.log === undefined ? undefined : await SqliteLog.open(args.log),
  };
  try {
    return batch ? await extractBatch(sources, run, args.out!, io) : await extractOne(sources[0], run, io);
  } finally {
    run.log?.close();
  }
}

/** What every page of one command shares. */
interface Run { args: ExtractArgs; tools: ExtractTools; log: SqliteLog | undefined }

async function extractOne(source: Source, run: Run, io: Io): Promise<number> {
  const { args } = run;
  const output = RENDERERS[args.format](await extractSource(source, run, args.url ?? args.urls[source.stem], io));
  if (args.out === undefined) {
    io.stdout(output);
  } else {
    mkdirSync(args.out, { recursive: true });
    const note = args.imagesBeside ? await saveImagesBeside(output, args.out, source.stem, io) : output;
    writeFileSync(join(args.out, `${source.stem}.${EXTENSIONS[args.format]}`), note);
  }
  return 0;
}

async function extractBatch(sources: Source[], run: Run, out: string, io: Io): Promise<number> {
  const { args } = run;
  mkdirSync(out, { recursive: true });
  const used = new Set<string>();
  const failures: string[] = [];
  const rows: ReturnType<typeof toJson>[] = [];
  const started = performance.now();
  for (const [i, source] of sources.entries()) {
    const prefix = `[${i + 1}/${sources.length}] ${source.label}`;
    try {
      const extraction = await extractSource(source, run, args.urls[source.stem], io);
      if (args.format === 'csv') {
        rows.push(toJson(extraction));
        io.stderr(`${prefix} -> row ${rows.length} of ${join(out, CSV_FILE)}\n`);
      } else {
        const file = uniqueName(source.stem, EXTENSIONS[args.format], used);
        const output = RENDERERS[args.format](extraction);
        const stem = file.slice(0, -`.${EXTENSIONS[args.format]}`.length);
        writeFileSync(join(out, file), args.imagesBeside ? await saveImagesBeside(output, out, stem, io) : output);
        io.stderr(`${prefix} -> ${join(out, file)}\n`);
      }
    } catch (error) {
      failures.push(source.label);
      io.stderr(`${prefix}: FAILED: ${describe(error)}\n`);
    }
  }
  if (args.format === 'csv') writeFileSync(join(out, CSV_FILE), toCsv(rows));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  io.stderr(`extracted ${sources.length - failures.length} of ${sources.length} into ${out}/ in ${seconds} s` +
    (failures.length ? `; ${failures.length} failed: ${failures.join(', ')}` : '') + '\n');
  return failures.length ? 1 : 0;
}

/**
 * Nothing extracted is a failure with its reason (exit code 1, a FAILED line in a batch), never a 1-byte success:
 * an empty file, a page of only images, a page refused as too large.
 */
async function extractSource(source: Source, run: Run, url: string | undefined, io: Io): Promise<Extraction> {
  const { args } = run;
  const page = await loadSource(source, url, args.maxInputBytes);
  const document = parseDocument(page.html, page.url);
  const markdown = args.format === 'markdown' || args.format === 'json';
  const extraction = extract(document, {
    mode: args.mode, url: page.url, markdown, maxChars: args.maxChars, maxTokens: args.maxTokens, scope: args.scope, siteProfiles: args.profiles,
    markdownStyle: args.markdownStyle,
  }, run.tools);
  // Every page the engine ran on is logged, an empty result too: the log is where failing domains show.
  await run.log?.append(logRecord(toJson(extraction), { url: page.url, gesture: 'cli' }));
  // A low-value page is reported before "nothing extracted": an empty app shell is both, and says why.
  if (extraction.lowValue) {
    const { reason, evidence } = extraction.lowValue;
    if (args.rejectLowValue) throw new Error(`rejected as low value (${reason}: ${evidence})`);
    io.stderr(`${source.label}: low value (${reason}: ${evidence})\n`);
  }
  if (extraction.unmatchedKeep) io.stderr(`${source.label}: keep selectors matched nothing: ${extraction.unmatchedKeep.join(', ')}\n`);
  if (extraction.stage === 'none' || !extraction.text.trim()) {
    throw new Error(`nothing extracted: ${extraction.warning ?? 'the page has no text'}`);
  }
  return extraction;
}

/** A batch's CSV: one file, one row per page. */
const CSV_FILE = 'pages.csv';

/** Two inputs with one stem (`a.html`, `a.html.gz`) must not overwrite each other: the second becomes `a-2`. */
function uniqueName(stem: string, ext: string, used: Set<string>): string {
  let name = `${stem}.${ext}`;
  for (let n = 2; used.has(name); n++) name = `${stem}-${n}.${ext}`;
  used.add(name);
  return name;
}

export function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return `no such file: ${(error as NodeJS.ErrnoException).path ?? ''}`;
  if (code === 'EACCES') return `permission denied: ${(error as NodeJS.ErrnoException).path ?? ''}`;
  if (code === 'EISDIR') return 'is a folder';
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') return `not valid gzip data (${error.message})`;
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}
