/**
 * The scripts injected into each benchmark page, as source text: the Pith extractor bundle exactly as the
 * extension ships it (built by WXT, unchanged), and the peers' own browser builds. Nothing here is committed:
 * the extractor is built into the run's output folder from the current working tree.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Bundles {
  /** Path of the extractor.js that is measured (the file the extension injects). */
  extractorPath: string;
  extractor: string;
  /**
   * A script the extension injects apart, by its path in the build (`/mathml.js`, `/language.js`,
   * `/fallback.js`: src/extension/in-page/needs.ts and stages.ts), read from beside extractor.js on first use.
   */
  script(path: string): string;
  readability: string;
  defuddle: string;
  /** Versions of the peers, for the report. */
  versions: Record<string, string>;
}

export interface BundleSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

const require = createRequire(import.meta.url);

/**
 * Builds the extension with WXT into `<outDir>/chrome-mv3` (or `chrome-mv3-test` with the test hooks) so the
 * benchmark never races the extension helpers' `.output/` builds, and returns that folder. A child process,
 * because wxt.config.ts reads PITH_TEST_HOOKS / PITH_OUT_DIR from the environment when it loads.
 */
export function buildExtension(outDir: string, options: { testHooks: boolean }, log: (line: string) => void): string {
  const started = Date.now();
  const env = { ...process.env, PITH_OUT_DIR: resolve(outDir), ...(options.testHooks ? { PITH_TEST_HOOKS: '1' } : {}) };
  if (!options.testHooks) delete env.PITH_TEST_HOOKS;
  const args = ['build', ...(options.testHooks ? ['--mode', 'test'] : [])];
  execFileSync(resolve('node_modules/.bin/wxt'), args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const dir = resolve(outDir, options.testHooks ? 'chrome-mv3-test' : 'chrome-mv3');
  log(`built the extension${options.testHooks ? ' (test hooks)' : ''} into ${dir} in ${Date.now() - started} ms`);
  return dir;
}

/** Reads every injected script. `extractorPath` is a built extractor.js (see buildExtension). */
export function loadBundles(extractorPath: string): Bundles {
  if (!existsSync(extractorPath)) throw new Error(`extractor bundle not found at ${extractorPath} (build with \`npx wxt build\`)`);
  const readabilityPath = require.resolve('@mozilla/readability/Readability.js');
  // defuddle's package main is its webpack UMD build for browsers (core, no Markdown): what a page would load.
  const defuddlePath = require.resolve('defuddle');
  return {
    extractorPath,
    extractor: readFileSync(extractorPath, 'utf8'),
    script: besideExtractor(extractorPath),
    readability: asGlobal(readFileSync(readabilityPath, 'utf8'), '__benchReadability'),
    defuddle: asGlobal(readFileSync(defuddlePath, 'utf8'), '__benchDefuddle'),
    versions: {
      '@mozilla/readability': packageVersion('@mozilla/readability'),
      defuddle: packageVersion('defuddle'),
    },
  };
}

/**
 * Wraps a CommonJS/UMD browser file so that evaluating it defines `globalThis[name]` = its `module.exports`.
 * Both peers ship such a file; evaluating it as is (no re-bundling) keeps their code byte for byte.
 */
export function asGlobal(source: string, name: string): string {
  return `(function () { var module = { exports: {} }; var exports = module.exports;\n${source}\n;globalThis[${JSON.stringify(name)}] = module.exports; })();`;
}

/** The files of the same build, by path; only the ones the extension injects apart. */
function besideExtractor(extractorPath: string): (path: string) => string {
  const read = new Map<string, string>();
  return (path) => {
    if (!/^\/[\w-]+\.js$/.test(path)) throw new Error(`not a script of the build: ${path}`);
    if (!read.has(path)) read.set(path, readFileSync(join(dirname(extractorPath), path), 'utf8'));
    return read.get(path)!;
  };
}

export function bundleSize(file: string): BundleSize {
  const bytes = readFileSync(file);
  return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

function packageVersion(name: string): string {
  const pkg = JSON.parse(readFileSync(join(resolvePackageDir(name), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

function resolvePackageDir(name: string): string {
  return resolve(process.cwd(), 'node_modules', name);
}
