/**
 * The crawl's worker threads run ./worker.ts as one JavaScript file built by esbuild, so that a worker starts by
 * reading one file rather than resolving and transpiling the engine's sources and packages through tsx's loader
 * module by module. The checkout has no build step: the file is built on the first run that needs it, kept in
 * `node_modules/.cache/pith/`, and built again when any file it was made from has changed since (as `make` decides).
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, version as esbuildVersion } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const ENTRY = join(ROOT, 'src', 'cli', 'crawl', 'worker.ts');
const CACHE = join(ROOT, 'node_modules', '.cache', 'pith');

/** What a bundle was built from: each input file's modification time and size, and the builder's version. */
interface Manifest { esbuild: string; node: string; inputs: Record<string, string> }

/** The path of an up-to-date worker bundle, built first when there is none or an input changed. */
export async function workerBundle(cache = CACHE): Promise<string> {
  const bundle = join(cache, 'crawl-worker.mjs');
  const manifestPath = join(cache, 'crawl-worker.json');
  if (isFresh(readManifest(manifestPath))) return bundle;
  const result = await build({
    entryPoints: [ENTRY], absWorkingDir: ROOT, bundle: true, platform: 'node', format: 'esm', target: `node${process.versions.node}`,
    // piscina stays a package of its own: the worker reads its task data from the copy piscina's runner loaded. The
    // token counter's vocabulary (megabytes) is loaded only by runs that count tokens.
    external: ['piscina', 'gpt-tokenizer'],
    // Packages written as CommonJS call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as pithCreateRequire } from 'node:module'; const require = pithCreateRequire(import.meta.url);" },
    metafile: true, write: false, logLevel: 'silent',
  });
  const manifest: Manifest = { esbuild: esbuildVersion, node: process.versions.node, inputs: {} };
  for (const input of Object.keys(result.metafile!.inputs)) manifest.inputs[input] = stamp(join(ROOT, input))!;
  mkdirSync(cache, { recursive: true });
  // Written aside and renamed: two runs starting together (a cluster's tasks) never read a file half written.
  const suffix = `.${process.pid}.tmp`;
  writeFileSync(bundle + suffix, result.outputFiles![0].contents);
  renameSync(bundle + suffix, bundle);
  writeFileSync(manifestPath + suffix, JSON.stringify(manifest));
  renameSync(manifestPath + suffix, manifestPath);
  return bundle;
}

function readManifest(path: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

function isFresh(manifest: Manifest | undefined): boolean {
  if (!manifest || manifest.esbuild !== esbuildVersion || manifest.node !== process.versions.node) return false;
  const inputs = Object.entries(manifest.inputs);
  return inputs.length > 0 && inputs.every(([input, was]) => stamp(join(ROOT, input)) === was);
}

function stamp(path: string): string | undefined {
  try {
    const { mtimeMs, size } = statSync(path);
    return `${mtimeMs}:${size}`;
  } catch {
    return undefined;
  }
}
