/**
 * `pith extract` over crawls (see ./args.ts for when): each WARC file's HTML pages become `OUT/<name>.jsonl`, HTML
 * files' `OUT/pages.jsonl`, one JSON line per page written as it finishes. Pages are extracted in `--jobs` worker
 * threads (piscina), in the command's own thread for `--jobs 1`. A record that cannot be read is an error line and
 * the file goes on after it; such an input is named at the end and the exit code is 1. A page the engine read but
 * found nothing in is an error line too, counted, and not a failure of the run: a crawl always has some.
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Piscina from 'piscina';
import { loadTokenCounter, type ExtractTools } from '../../engine/index';
import { describe, type Io } from '../extract/command';
import { expandInputs, loadSource } from '../extract/inputs';
import { UsageError } from '../extract/args';
import { isWarcFile, type CrawlArgs } from './args';
import { readWarc, type WarcItem } from './warc';
import { extractPage, type PageResult, type PageSettings, type PageTask } from './page';
import { LineWriter, recordsWritten } from './output';
import { Progress } from './progress';
import { workerBundle } from './worker-bundle';
import { serializeLine } from './line';

/** One output file and what goes into it. */
interface Group { name: string; inputs: string[]; warc: boolean }

/** Pages handed to the pool ahead of the ones being extracted, per thread: enough to keep every thread busy. */
const QUEUED_PER_JOB = 4;

export async function crawlCommand(run: CrawlArgs, io: Io): Promise<number> {
  const groups = groupInputs(run.inputs);
  const { out } = run.extract;
  if (out === undefined && groups.length > 1) throw new UsageError(`${groups.length} outputs (${groups.map((g) => `${g.name}.jsonl`).join(', ')}): give --out DIR`);
  if (out !== undefined) mkdirSync(out, { recursive: true });
  const settings: PageSettings = {
    options: { mode: run.extract.mode, maxChars: run.extract.maxChars, maxTokens: run.extract.maxTokens, scope: run.extract.scope, siteProfiles: run.extract.profiles },
    rejectLowValue: run.extract.rejectLowValue,
  };
  const extractor = run.jobs === 1 ? await inThisThread(settings) : await inWorkers(settings, run.jobs);
  const sizes = groups.flatMap((g) => g.inputs).map(sizeOf);
  const progress = new Progress(io.stderr, sizes.reduce((a, b) => a + b, 0), Boolean(process.stderr.isTTY));
  const failedInputs: string[] = [];
  const notes = new Set<string>();
  let bytesBefore = 0;
  try {
    for (const group of groups) {
      const path = out === undefined ? undefined : join(out, `${group.name}.jsonl`);
      const done = run.resume && path ? recordsWritten(path) : new Set<string>();
      const writer = path ? LineWriter.file(path, run.resume) : LineWriter.to(io.stdout);
      const inflight = new Set<Promise<void>>();
      const finish = async (result: PageResult): Promise<void> => {
        progress.page(result.failed);
        if (result.note && !notes.has(result.note)) {
          notes.add(result.note);
          io.stderr(`${progress.clear()}${result.note} (first on ${JSON.parse(result.line).url}; said once)\n`);
        }
        await writer.write(result.line);
      };
      for (const input of group.inputs) {
        const inputBytes = sizeOf(input);
        let broken = false;
        try {
          for await (const { task, item } of tasksOf(input, group.warc)) {
            progress.tick(bytesBefore + (item?.offset ?? 0));
            if (item?.kind === 'broken') {
              broken = true;
              io.stderr(`${progress.clear()}${input}: ${item.reason}\n`);
              const recordId = item.recordId ?? `${input}@${item.offset}`;
              if (done.has(recordId)) continue;
              progress.page(true);
              await writer.write(serializeLine({ url: item.url ?? '', recordId, ...(item.date ? { fetched: item.date } : {}), error: item.reason }));
              continue;
            }
            if (!task || done.has(task.recordId)) continue;
            // `run` does not reject (a failure is an error line); a failed write ends the run.
            const pending: Promise<void> = extractor.run(task).then(finish).finally(() => inflight.delete(pending));
            inflight.add(pending);
            if (inflight.size >= extractor.capacity) await Promise.race(inflight);
          }
        } catch (error) {
          broken = true;
          io.stderr(`${progress.clear()}${input}: ${describe(error)}\n`);
        }
        if (broken) failedInputs.push(input);
        bytesBefore += inputBytes;
      }
      await Promise.all(inflight);
      await writer.close();
    }
  } finally {
    await extractor.close();
  }
  io.stderr(progress.done());
  if (failedInputs.length > 0) {
    io.stderr(`unreadable records or files in ${failedInputs.length} input${failedInputs.length === 1 ? '' : 's'}: ${failedInputs.join(', ')}\n`);
    return 1;
  }
  return 0;
}

/** Each WARC file is its own output, named after it; the other inputs (HTML files, URLs) share `pages.jsonl`. */
function groupInputs(inputs: string[]): Group[] {
  const groups: Group[] = [];
  const used = new Set<string>();
  const files: string[] = [];
  for (const input of inputs) {
    const expanded = isFolder(input) ? expandFolder(input) : [input];
    for (const path of expanded) {
      if (isWarcFile(path)) groups.push({ name: uniqueName(basename(path).replace(/\.warc(\.gz)?$/i, ''), used), inputs: [path], warc: true });
      else files.push(path);
    }
  }
  if (files.length > 0) groups.push({ name: uniqueName('pages', used), inputs: files, warc: false });
  return groups;
}

/** A folder's WARC files, then its HTML files (those the extract command reads), sorted. */
function expandFolder(folder: string): string[] {
  const warcs = readdirSync(folder).filter(isWarcFile).sort().map((name) => join(folder, name));
  return [...warcs, ...expandInputs([folder]).map((s) => s.label)];
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Bytes of an input, for the time left; 0 for a URL or a file not there (its error comes when it is read). */
function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** Two WARC files of one name in different folders must not write one `.jsonl`: the second becomes `name-2`. */
function uniqueName(stem: string, used: Set<string>): string {
  let name = stem;
  for (let n = 2; used.has(name); n++) name = `${stem}-${n}`;
  used.add(name);
  return name;
}

async function* tasksOf(input: string, warc: boolean): AsyncGenerator<{ task?: PageTask; item?: WarcItem }> {
  if (!warc) {
    const [source] = expandInputs([input]);
    const page = await loadSource(source, undefined);
    yield { task: { url: page.url, recordId: source.label, html: page.html } };
    return;
  }
  for await (const item of readWarc(input)) {
    if (item.kind === 'broken') { yield { item }; continue; }
    yield { item, task: { url: item.url, recordId: item.recordId, fetched: item.date, contentType: item.contentType, body: item.body } };
  }
}

interface Extractor {
  /** Pages in flight before the reader waits. */
  capacity: number;
  run(task: PageTask): Promise<PageResult>;
  close(): Promise<void>;
}

async function inThisThread(settings: PageSettings): Promise<Extractor> {
  const tools: ExtractTools = settings.options.maxTokens === undefined ? {} : { countTokens: await loadTokenCounter() };
  return { capacity: 1, run: async (task) => extractPage(task, settings, tools), close: async () => {} };
}

async function inWorkers(settings: PageSettings, jobs: number): Promise<Extractor> {
  // The threads start loading the engine now, while the reader opens the first input.
  const pool = new Piscina({ filename: pathToFileURL(await workerBundle()).href, minThreads: jobs, maxThreads: jobs, workerData: settings });
  return {
    capacity: jobs * QUEUED_PER_JOB,
    run: async (task) => {
      // The payload moves to the worker rather than being copied again. It is copied out first: warcio hands out views
      // of the file stream's buffers (Node's pooled Buffers among them), which must not be taken from the reader.
      const body = task.body && new Uint8Array(task.body);
      try {
        return await (pool.run({ ...task, body }, { transferList: body ? [body.buffer] : [] }) as Promise<PageResult>);
      } catch (error) {
        // A worker that died (out of memory on one page, say) fails that page, not the run.
        return { line: serializeLine({ url: task.url, recordId: task.recordId, ...(task.fetched ? { fetched: task.fetched } : {}), error: `worker failed: ${describe(error)}` }), failed: true };
      }
    },
    close: () => pool.destroy(),
  };
}
