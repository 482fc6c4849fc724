/** The test pages' web server on 127.0.0.1: the only origin besides the extension itself the tests allow. */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('./pages/', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.png': 'image/png', '.svg': 'image/svg+xml', '.pdf': 'application/pdf' };

/** A generated page with response headers of its own (a Permissions-Policy, say). */
export interface GeneratedPage { html: string; headers: Record<string, string> }

export interface TestServer {
  origin: string;
  requests: string[];
  /** Pages a spec generates (e2e/hostile.spec.ts), served as HTML at `/` + their key, before the files. */
  generated: Map<string, string | GeneratedPage>;
  close(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const requests: string[] = [];
  const generated = new Map<string, string | GeneratedPage>();
  const server: Server = createServer(async (req, res) => {
    requests.push(req.url ?? '');
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^([/\\])+/, '');
    const page = generated.get(path);
    if (typeof page === 'string') return void res.writeHead(200, { 'content-type': TYPES['.html'] }).end(page);
    if (page) return void res.writeHead(200, { ...page.headers, 'content-type': TYPES['.html'] }).end(page.html);
    try {
      const body = await readFile(join(ROOT, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, requests, generated, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
