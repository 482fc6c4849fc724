// Intent: the CLI reads no more than its maximum input size (`--max-input-bytes`, default 50 MiB decoded), checked
// while it decompresses and while it fetches, so a small gzip bomb or an endless response ends with a clear "too
// large" error (exit 1) instead of gigabytes of memory. The bombs are made here: small on disk, large decoded.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/app';

const MiB = 1024 * 1024;

interface Run { code: number; stdout: string; stderr: string }

async function pith(...args: string[]): Promise<Run> {
  const run = { code: 0, stdout: '', stderr: '' };
  run.code = await main(['extract', ...args], { stdout: (t) => { run.stdout += t; }, stderr: (t) => { run.stderr += t; } });
  return run;
}

/** Gzip of a page whose body is `mib` MiB of spaces, compressed a chunk at a time (about 1 kB per MiB). */
async function gzipBomb(mib: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => gzip.on('end', resolve));
  gzip.write('<!doctype html><html><body><p>');
  const spaces = Buffer.alloc(MiB, 0x20);
  for (let i = 0; i < mib; i++) if (!gzip.write(spaces)) await new Promise((resolve) => gzip.once('drain', resolve));
  gzip.end('</p></body></html>');
  await done;
  return Buffer.concat(chunks);
}

let dir: string;
let server: Server;
let origin: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pith-size-'));
  // An endless page: chunks until the client goes away (bounded: 64 MiB at most).
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (sent < 64 * MiB && !response.destroyed) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    response.write('<!doctype html><html><body><p>');
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the maximum input size', () => {
  it('a gzip bomb over the default 50 MiB is refused as too large while it is decompressed', async () => {
    const bomb = await gzipBomb(64);
    expect(bomb.length).toBeLessThan(MiB);
    const path = join(dir, 'bomb.html.gz');
    writeFileSync(path, bomb);
    const before = process.memoryUsage().rss;
    const run = await pith(path, '--format', 'text');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/too large.*50 MiB/);
    expect(run.stdout).toBe('');
    // Decompressing stopped near the limit: the process did not grow by the whole 64 MiB page and its copies.
    expect(process.memoryUsage().rss - before).toBeLessThan(400 * MiB);
  }, 120_000);

  it('--max-input-bytes sets the limit, for a file with no .gz name too', async () => {
    const path = join(dir, 'bomb-in-disguise.html');
    writeFileSync(path, await gzipBomb(4));
    const run = await pith(path, '--format', 'text', '--max-input-bytes', String(MiB));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/too large/);
  }, 120_000);

  it('a fetched page over the limit is refused while it is read', async () => {
    const run = await pith(`${origin}/endless.html`, '--format', 'text', '--max-input-bytes', String(2 * MiB));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/too large/);
  }, 120_000);

  it('--max-input-bytes must be a whole number', async () => {
    const run = await pith(join(dir, 'x.html'), '--max-input-bytes', 'lots');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--max-input-bytes must be a whole number/);
  });
});
