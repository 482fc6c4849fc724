/** Options of `pith extract`, resolved once; a bad value is a `UsageError` (exit code 2) with a clear message. */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { OptionsError, resolveOptions } from '../../engine/index';
import type { Mode, Scope } from '../../engine/types';
import { SCOPES, type SiteProfile } from '../../engine/site-profile';
import { readProfiles } from './profiles';
import type { MarkdownStyle } from '../../engine/markdown/style';

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
  /** Default: the matching site profile's, else `article`. */
  scope: Scope | undefined;
  /** From `--profile` files, checked before any page is read. */
  profiles: SiteProfile[];
  /** A low-value page writes nothing and is a failure (exit 1). */
  rejectLowValue: boolean;
  /** Largest page read, in bytes after decompression (a file, a gunzipped file, a fetched body). */
  maxInputBytes: number;
  /** The Markdown style choices given (the engine fills the rest with its defaults). */
  markdownStyle: Partial<MarkdownStyle>;
  /** `--images beside`: each page's images are saved in a folder beside its `.md`, the links pointing there. */
  imagesBeside: boolean;
}

/**
 * The Markdown style flags: each flag's words and the engine's value for each (markdown/style.ts). Code fences are
 * named, not written: a backtick on a shell's command line starts a command.
 */
const STYLE_FLAGS = {
  headings: { key: 'headings', values: { atx: 'atx', setext: 'setext' } },
  bullet: { key: 'bullet', values: { '-': '-', '*': '*', '+': '+' } },
  code: { key: 'code', values: { backticks: '```', tildes: '~~~', indented: 'indented' } },
  links: { key: 'links', values: { inline: 'inline', referenced: 'referenced' } },
  images: { key: 'images', values: { keep: 'keep', remove: 'remove', beside: 'keep' } },
} as const satisfies Record<string, { key: keyof MarkdownStyle; values: Record<string, string> }>;

/** Default of `--max-input-bytes`: far above any real page (the largest in the corpora are a few MB). */
export const DEFAULT_MAX_INPUT_BYTES = 50 * 1024 * 1024;

export const EXTRACT_USAGE = `usage: pith extract [<file|dir|url>...] [--format text|markdown|json|html|tei|csv] [--mode standard|fast|precision|recall]
                    [--url URL] [--urls map.json] [--out DIR] [--max-chars N] [--max-tokens N] [--log FILE.sqlite]
                    [--scope article|full|page] [--profile FILE]... [--reject-low-value] [--max-input-bytes N]
                    [--headings atx|setext] [--bullet -|*|+] [--code backticks|tildes|indented]
                    [--links inline|referenced] [--images keep|remove|beside]
  Reads .html/.htm files (optionally .gz) or fetches http(s) URLs; with no input, the sample page.
  One input prints to stdout; several (or a folder) write <stem>.<ext> files into --out.
  --format    output format (default markdown)
  --mode      extraction mode (default standard)
  --url       the page's URL, for links and metadata (one input)
  --urls      JSON object mapping file stems to URLs (batches)
  --out       output folder (csv: one pages.csv there, one row per page)
  --max-chars   cut each page's text/Markdown at a block boundary to N characters, with a marker
  --max-tokens  the same in tokens (o200k_base, the GPT-4o family's tokenizer)
  --log         append one record per extraction to a SQLite file (see pith stats)
  --scope     article: the main content (default); full: the whole readable page, every section in;
              page: every visible text, navigation and footers too, one block a line
  --profile   site profiles (JSON: one profile or a list); those naming the page's host apply; repeatable
  --reject-low-value
              a login wall, paywall, consent wall, error page, empty app, captcha or nearly empty page writes
              nothing and fails (exit 1); without it such a page is extracted and reported on stderr
  --max-input-bytes
              refuse a page larger than N bytes once decompressed or fetched (default 50 MiB): exit 1, "too large"
  Markdown style (markdown and json):
  --headings  atx: \`## Title\` (default); setext: levels 1 and 2 underlined with = and -
  --bullet    the bullet of list items: - (default), * or +
  --code      code blocks fenced with backticks (default) or tildes, or indented by four spaces (no language)
  --links     inline: [text](url) (default); referenced: [text][1], the URLs listed at the end
  --images    keep (default); remove (captions stay); beside: with --out and --format markdown, saved as
              <stem>/image-N.ext beside <stem>.md, the links pointing there (an image that cannot be
              fetched keeps its URL and is reported on stderr)`;

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
        scope: { type: 'string' }, profile: { type: 'string', multiple: true }, 'reject-low-value': { type: 'boolean', default: false },
        'max-input-bytes': { type: 'string' },
        headings: { type: 'string' }, bullet: { type: 'string' }, code: { type: 'string' }, links: { type: 'string' }, images: { type: 'string' },
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
  const maxInputBytes = count('--max-input-bytes', values['max-input-bytes']) ?? DEFAULT_MAX_INPUT_BYTES;
  if (maxInputBytes < 1) throw new UsageError('--max-input-bytes must be at least 1');
  const markdownStyle: Partial<MarkdownStyle> = {};
  for (const [flag, { key, values: words }] of Object.entries(STYLE_FLAGS)) {
    const given = values[flag as keyof typeof STYLE_FLAGS];
    if (given === undefined) continue;
    if (!Object.hasOwn(words, given)) throw new UsageError(`--${flag} must be one of ${Object.keys(words).join(', ')}, got "${given}"`);
    (markdownStyle as Record<string, string>)[key] = (words as Record<string, string>)[given];
  }
  const imagesBeside = values.images === 'beside';
  if (imagesBeside && (values.out === undefined || format !== 'markdown')) {
    throw new UsageError('--images beside writes files beside the note: it needs --out DIR and --format markdown');
  }
  const { mode } = resolveOptions({ mode: values.mode as Mode, maxChars, maxTokens, markdownStyle });
  if (values.url !== undefined) {
    checkUrl('--url', values.url);
    if (positionals.length > 1) throw new UsageError('--url sets the URL of one input; for several, use --urls map.json');
  }
  if (values.scope !== undefined && !SCOPES.includes(values.scope as Scope)) {
    throw new UsageError(`--scope must be one of ${SCOPES.join(', ')}, got "${values.scope}"`);
  }
  let profiles: SiteProfile[];
  try {
    profiles = readProfiles(values.profile ?? []);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return {
    scope: values.scope as Scope | undefined, profiles, rejectLowValue: values['reject-low-value'] ?? false,
    inputs: positionals, format, mode, url: values.url,
    // No prototype: a file named `constructor.html` or `__proto__.html` finds no URL it was not given.
    urls: Object.assign(Object.create(null) as Record<string, string>, values.urls === undefined ? {} : readUrlMap(values.urls)), out: values.out,
    maxChars, maxTokens, log: values.log, maxInputBytes, markdownStyle, imagesBeside,
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
