/**
 * `pith extract`: one input prints to stdout; several inputs (or a folder) write one `<stem>.<ext>` each into
 * `--out`, go on after a bad input, report progress on stderr and end with a summary line.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from '../../engine/index';
import { parseDocument } from '../dom';
import { EXTENSIONS, parseExtractArgs, UsageError, type ExtractArgs } from './args';
import { RENDERERS } from './format';
import { expandInputs, isFolderArgument, loadSource, type Source } from './inputs';

/** Extracted when `pith extract` gets no input: an article the team wrote (see README's first command). */
export const SAMPLE_PAGE = fileURLToPath(new URL('../../../test/sample/sample-article.html', import.meta.url));

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** Returns the exit code: 0 all extracted, 1 some input unreadable or nothing extracted, 2 usage (UsageError / OptionsError). */
export async function extractCommand(argv: string[], io: Io): Promise<number> {
  const args = parseExtractArgs(argv);
  const inputs = args.inputs.length > 0 ? args.inputs : [SAMPLE_PAGE];
  const sources = expandInputs(inputs);
  const batch = sources.length > 1 || inputs.some(isFolderArgument);
  if (sources.length === 0) throw new UsageError(`no .html or .html.gz files in ${inputs.join(', ')}`);
  if (!batch) return extractOne(sources[0], args, io);
  if (args.out === undefined) throw new UsageError(`${sources.length} inputs: give --out DIR for their output files`);
  return extractBatch(sources, args, args.out, io);
}

async function extractOne(source: Source, args: ExtractArgs, io: Io): Promise<number> {
  const output = await render(source, args, args.url ?? args.urls[source.stem], io);
  if (args.out === undefined) {
    io.stdout(output);
  } else {
    mkdirSync(args.out, { recursive: true });
    writeFileSync(join(args.out, `${source.stem}.${EXTENSIONS[args.format]}`), output);
  }
  return 0;
}

async function extractBatch(sources: Source[], args: ExtractArgs, out: string, io: Io): Promise<number> {
  mkdirSync(out, { recursive: true });
  const used = new Set<string>();
  const failures: string[] = [];
  const started = performance.now();
  for (const [i, source] of sources.entries()) {
    const prefix = `[${i + 1}/${sources.length}] ${source.label}`;
    const file = uniqueName(source.stem, EXTENSIONS[args.format], used);
    try {
      writeFileSync(join(out, file), await render(source, args, args.urls[source.stem], io));
      io.stderr(`${prefix} -> ${join(out, file)}\n`);
    } catch (error) {
      failures.push(source.label);
      io.stderr(`${prefix}: FAILED: ${describe(error)}\n`);
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  io.stderr(`extracted ${sources.length - failures.length} of ${sources.length} into ${out}/ in ${seconds} s` +
    (failures.length ? `; ${failures.length} failed: ${failures.join(', ')}` : '') + '\n');
  return failures.length ? 1 : 0;
}

/**
 * Nothing extracted is a failure with its reason (exit code 1, a FAILED line in a batch), never a 1-byte success:
 * an empty file, a page of only images, a page refused as too large (issue 12 item 5).
 */
async function render(source: Source, args: ExtractArgs, url: string | undefined, io: Io): Promise<string> {
  const page = await loadSource(source, url);
  const document = parseDocument(page.html, page.url);
  const markdown = args.format === 'markdown' || args.format === 'json';
  const extraction = extract(document, { mode: args.mode, url: page.url, markdown, scope: args.scope, siteProfiles: args.profiles });
  // A low-value page (issue 13) is reported before "nothing extracted": an empty app shell is both, and says why.
  if (extraction.lowValue) {
    const { reason, evidence } = extraction.lowValue;
    if (args.rejectLowValue) throw new Error(`rejected as low value (${reason}: ${evidence})`);
    io.stderr(`${source.label}: low value (${reason}: ${evidence})\n`);
  }
  if (extraction.stage === 'none' || !extraction.text.trim()) {
    throw new Error(`nothing extracted: ${extraction.warning ?? 'the page has no text'}`);
  }
  return RENDERERS[args.format](extraction);
}

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
