// Intent: examples/dask/run_pith.py runs Pith over a folder of WARC shards on a Dask cluster: a LocalCluster of two
// worker processes (Debian's python3-distributed, through /usr/bin/python3: a python3 first on PATH may lack it),
// one task per shard through the CLI, each shard's pages as JSON lines in OUT/<shard>.jsonl.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, warcRecords, writeWarc } from './warc-writer';

const ROOT = join(__dirname, '..', '..');
const SCRIPT = join(ROOT, 'examples', 'dask', 'run_pith.py');
const PYTHON = '/usr/bin/python3';
// A cluster of two processes, each starting the CLI, on a machine that may be busy.
const SLOW = 400_000;

let dir: string;
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'pith-dask-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('examples/dask', () => {
  it('extracts two WARC shards on a LocalCluster of two worker processes', async () => {
    const shards = join(dir, 'shards');
    mkdirSync(shards);
    const hosts = ['one.example', 'two.example'];
    writeWarc(join(shards, 'shard-1.warc.gz'), await warcRecords([0, 1, 2].map((n) => articlePage(n, hosts[0])), true));
    writeWarc(join(shards, 'shard-2.warc'), await warcRecords([3, 4].map((n) => articlePage(n, hosts[1])), false));
    const out = join(dir, 'out');
    const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(PYTHON, [SCRIPT, shards, out, '--local-workers', '2', '--node', process.execPath], { cwd: ROOT, timeout: SLOW },
        (error, so, se) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout: so, stderr: se }));
    });
    expect(stderr).toContain('2 shards on 2 workers, 0 with errors');
    expect(code).toBe(0);
    const results = stdout.trim().split('\n').map((line) => JSON.parse(line) as { shard: string; exit: number; pages: number });
    expect(results.map((r) => [r.shard, r.exit, r.pages]).sort()).toEqual([[join(shards, 'shard-1.warc.gz'), 0, 3], [join(shards, 'shard-2.warc'), 0, 2]]);
    const read = (name: string) => readFileSync(join(out, name), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { url: string; text: string });
    const first = read('shard-1.jsonl');
    const second = read('shard-2.jsonl');
    expect(first.map((l) => l.url).sort()).toEqual([0, 1, 2].map((n) => `https://one.example/articles/${n}`));
    expect(second.map((l) => l.url).sort()).toEqual([3, 4].map((n) => `https://two.example/articles/${n}`));
    for (const line of [...first, ...second]) expect(line.text).toContain(`of article ${line.url.split('/').pop()}:`);
  }, SLOW);
});
