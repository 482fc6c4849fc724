/**
 * The options `pith extract` has for crawls: `--format jsonl`, `--jobs N`, `--resume`, `--input-list FILE`. They are
 * taken out of the arguments here and the rest goes to the extract command's own parser (../extract/args.ts), so
 * every other option (--mode, --scope, --profile, --max-chars...) means the same for a crawl.
 */
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { parseExtractArgs, UsageError, type ExtractArgs } from '../extract/args';

export interface CrawlArgs {
  extract: ExtractArgs;
  /** Every input: WARC files, HTML files, URLs (folders and `--input-list` expanded). */
  inputs: string[];
  jobs: number;
  resume: boolean;
}

export const CRAWL_USAGE = `crawls: pith extract <crawl.warc[.gz]|dir>... [--input-list FILE] --out DIR [--jobs N] [--resume]
  Reads every HTML response (status 200) of WARC files, a folder of them, or the files listed one per line in
  --input-list, and writes one JSON line per page to DIR/<name>.jsonl as it goes (stdout for one input and no --out).
  --format jsonl  the default for WARC input; also for HTML files (their lines go to DIR/pages.jsonl)
  --jobs      worker threads extracting pages (default: the machine's cores, ${availableParallelism()} here)
  --resume    append to the .jsonl files, skipping the records they already hold`;

const WARC_FILE = /\.warc(\.gz)?$/i;

export function isWarcFile(path: string): boolean {
  return WARC_FILE.test(path);
}

/** The crawl run `argv` asks for, or undefined when it is an ordinary extract (no crawl option, no WARC input). */
export function parseCrawlArgs(argv: string[]): CrawlArgs | undefined {
  const rest: string[] = [];
  let jobs: string | undefined;
  let resume = false;
  let jsonl = false;
  let otherFormat = false;
  const lists: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].startsWith('--') && argv[i].includes('=') ? [argv[i].slice(0, argv[i].indexOf('=')), argv[i].slice(argv[i].indexOf('=') + 1)] : [argv[i], undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--') { rest.push(...argv.slice(i)); break; }
    if (flag === '--jobs' || flag === '-j') jobs = value();
    else if (flag === '--resume' && inline === undefined) resume = true;
    else if (flag === '--input-list') lists.push(value());
    else if ((flag === '--format' || flag === '-f') && (inline ?? argv[i + 1]) === 'jsonl') { value(); jsonl = true; }
    else {
      if (flag === '--format' || flag === '-f') otherFormat = true;
      rest.push(argv[i]);
    }
  }
  const extract = parseExtractArgs(rest);
  const inputs = [...extract.inputs, ...lists.flatMap(readInputList)];
  const warc = inputs.some((input) => isWarcFile(input) || folderHoldsWarc(input));
  if (!warc && !jsonl && jobs === undefined && !resume && lists.length === 0) return undefined;
  if (otherFormat) throw new UsageError(`${warc ? 'WARC input' : '--jobs, --resume and --input-list'} write JSON lines: drop --format or give --format jsonl`);
  if (extract.log !== undefined) throw new UsageError('--log is not kept for crawls: the JSON lines hold what it would');
  if (extract.url !== undefined || Object.keys(extract.urls).length > 0) throw new UsageError('--url and --urls are not for crawls: a WARC record names its own URL');
  if (inputs.length === 0) throw new UsageError('no input: give WARC files, a folder or --input-list FILE');
  if (resume && extract.out === undefined) throw new UsageError('--resume needs --out DIR, where the earlier run wrote');
  return { extract, inputs, jobs: jobsOf(jobs), resume };
}

function jobsOf(value: string | undefined): number {
  if (value === undefined) return availableParallelism();
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`--jobs must be a whole number of at least 1, got "${value}"`);
  return Number(value);
}

/** One path per line; blank lines and lines starting with `#` are skipped. */
function readInputList(path: string): string[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`--input-list ${path}: ${(error as Error).message}`);
  }
  return text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
}

function folderHoldsWarc(path: string): boolean {
  try {
    return statSync(path).isDirectory() && readdirSync(path).some(isWarcFile);
  } catch {
    return false;
  }
}
