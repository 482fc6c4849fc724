/** Options of `pith extract`, resolved once; a bad value is a `UsageError` (exit code 2) with a clear message. */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { OptionsError, resolveOptions } from '../../engine/index';
import type { Mode } from '../../engine/types';

export const FORMATS = ['text', 'markdown', 'json', 'html', 'tei', 'csv'] as const;
export type Format = (typeof FORMATS)[number];

/** File extension written per format in batch mode. */
export const EXTENSIONS: Record<Format, string> = { text: 'txt', markdown: 'md', json: 'json', html: 'html', tei: 'tei.xml', csv: 'csv' };

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface ExtractArgs {
  /** Files, folders or http(s) URLs, as given. Empty means the shipped sample page. */
  inputs: string[];
  format: Format;
  mode: Mode;
  /** Document URL for a single input. */
  url: string | undefined;
  /** Document URL per file stem, for batches. */
  urls: Record<string, string>;
  out: string | undefined;
  /** Size budget of each page's output (engine `maxChars`, `maxTokens`). */
  maxChars: number | undefined;
  maxTokens: number | undefined;
  /** SQLite file to append one extraction record per page to. */
  log: string | undefined;
}

export const EXTRACT_USAGE = `usage: pith extract [<file|dir|url>...] [--format text|markdown|json|html|tei|csv] [--mode standard|fast|precision|recall]
                    [--url URL] [--urls map.json] [--out DIR] [--max-chars N] [--max-tokens N] [--log FILE.sqlite]
  Reads .html/.htm files (optionally .gz) or fetches http(s) URLs; with no input, the sample page.
  One input prints to stdout; several (or a folder) write <stem>.<ext> files into --out.
  --format    output format (default markdown)
  --mode      extraction mode (default standard)
  --url       the page's URL, for links and metadata (one input)
  --urls      JSON object mapping file stems to URLs (batches)
  --out       output folder (csv: one pages.csv there, one row per page)
  --max-chars   cut each page's text/Markdown at a block boundary to N characters, with a marker
  --max-tokens  the same in tokens (o200k_base, the GPT-4o family's tokenizer)
  --log         append one record per extraction to a SQLite file (see pith stats)`;

export function parseExtractArgs(argv: string[]): ExtractArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv, allowPositionals: true, strict: true,
      options: {
        format: { type: 'string', short: 'f', default: 'markdown' },
        mode: { type: 'string', short: 'm', default: 'standard' },
        url: { type: 'string' }, urls: { type: 'string' }, out: { type: 'string', short: 'o' },
        'max-chars': { type: 'string' }, 'max-tokens': { type: 'string' }, log: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const format = values.format as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got "${values.format}"`);
  // The engine owns what a valid mode is: let its OptionsError speak.
  const maxChars = count('--max-chars', values['max-chars']);
  const maxTokens = count('--max-tokens', values['max-tokens']);
  const { mode } = resolveOptions({ mode: values.mode as Mode, maxChars, maxTokens });
  if (values.url !== undefined) {
    checkUrl('--url', values.url);
    if (positionals.length > 1) throw new UsageError('--url sets the URL of one input; for several, use --urls map.json');
  }
  return {
    inputs: positionals, format, mode, url: values.url,
    // No prototype: a file named `constructor.html` or `__proto__.html` finds no URL it was not given.
    urls: Object.assign(Object.create(null) as Record<string, string>, values.urls === undefined ? {} : readUrlMap(values.urls)), out: values.out,
    maxChars, maxTokens, log: values.log,
  };
}

/** A whole number as the engine wants it; the engine's OptionsError then judges its range. */
function count(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`${flag} must be a whole number, got "${value}"`);
  return Number(value);
}

function readUrlMap(path: string): Record<string, string> {
  let map: unknown;
  try {
    map = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`--urls ${path}: ${(error as Error).message}`);
  }
  if (map === null || typeof map !== 'object' || Array.isArray(map)) throw new UsageError(`--urls ${path}: expected a JSON object {"stem": "https://..."}`);
  for (const [stem, url] of Object.entries(map)) {
    if (typeof url !== 'string') throw new UsageError(`--urls ${path}: the URL of "${stem}" is not a string`);
    checkUrl(`--urls ${path} "${stem}"`, url);
  }
  return map as Record<string, string>;
}

/** The page's URL goes into links, `<link rel=canonical>` and front matter: only a web or file URL. */
const PAGE_URL_SCHEMES = new Set(['http:', 'https:', 'file:']);

function checkUrl(label: string, url: string): void {
  if (!URL.canParse(url)) throw new UsageError(`${label}: not an absolute URL: "${url}"`);
  const { protocol } = new URL(url);
  if (!PAGE_URL_SCHEMES.has(protocol)) throw new UsageError(`${label}: the page URL must be http(s) or file, got "${protocol}"`);
}

export { OptionsError };
