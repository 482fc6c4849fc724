// Intent: nothing a page or a server controls reaches the terminal (stdout, stderr) or a CSV/TEI file with a control
// character a terminal acts on (ESC sequences, BEL, C1 controls such as CSI U+009B): the text of the page in every
// format, the page's element id and class quoted in the low-value reason, a remote server's HTTP reason phrase.
// Run in process through main(), as `pith` runs it; the server listens on the loopback address only.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pith } from './run-in-process';
import { stripControls } from '../../src/engine/output/sanitize';

/** OSC 52 (writes the clipboard), a CSI that clears the screen, a C1 CSI, BEL, backspace, a lone carriage return. */
const CONTROLS = '\u001b]52;c;ZXZpbA==\u0007\u001b[2J\u009b31m\u0007\u0008\u0085x\ry';
/** What an HTTP client passes through in a reason phrase (a CR would end the status line, C1 is not UTF-8). */
const STATUS_CONTROLS = '\u001b]52;c;ZXZpbA==\u0007\u001b[2J\u0007';
/** What may stay: tab, newline, and CR only as the first half of a CRLF line end (CSV's record separator). */
// eslint-disable-next-line no-control-regex
const ACTIVE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/;

const PROSE = 'The ferry left at dawn, and the island slowly disappeared behind the grey morning mist over the bay. ';
const page = (body: string) => `<!doctype html><html><head><title>Ferry${CONTROLS}</title></head><body>${body}</body></html>`;


let dir: string;
let server: Server;
let origin: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pith-terminal-'));
  // A raw socket: Node's HTTP server refuses to send a control character in a status line, a hostile server does not.
  server = createServer((socket) => {
    socket.once('data', () => socket.end(`HTTP/1.1 404 Not${STATUS_CONTROLS}Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`, 'latin1'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

describe('the shared control filter', () => {
  it('removes escape sequences whole, C0 but tab and newline, DEL and C1; keeps CRLF', () => {
    expect(stripControls(`a${CONTROLS}b\r\nc\td`)).toBe('axyb\r\nc\td');
  });
});

describe('no control character reaches a terminal or a file', () => {
  const article = `<article><h1>The ferry${CONTROLS}</h1><p>${PROSE.repeat(3)}${CONTROLS}</p><p>${PROSE.repeat(3)}</p></article>`;

  it.each(['csv', 'tei', 'text', 'markdown', 'html', 'json'])('--format %s on stdout', async (format) => {
    const run = await pith('extract', file('controls.html', page(article)), '--format', format);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('The ferry left at dawn');
    expect(run.stdout).not.toMatch(ACTIVE);
  });

  it.each(['csv', 'tei'])('--format %s files of a batch', async (format) => {
    const folder = join(dir, `batch-${format}`);
    const out = join(dir, `out-${format}`);
    const { mkdirSync, readdirSync } = await import('node:fs');
    mkdirSync(folder);
    writeFileSync(join(folder, 'a.html'), page(article));
    writeFileSync(join(folder, 'b.html'), page(article));
    const run = await pith('extract', folder, '--format', format, '--out', out);
    expect(run.code).toBe(0);
    for (const name of readdirSync(out)) expect(readFileSync(join(out, name), 'utf8')).not.toMatch(ACTIVE);
  });

  it('the low-value reason on stderr, which quotes the page\'s class names', async () => {
    const wall = page(`<main><div class="g-recaptcha ${CONTROLS}" id="check${CONTROLS}"></div><p>Please verify you are a human.</p></main>`);
    const run = await pith('extract', file('wall.html', wall), '--format', 'text');
    expect(run.stderr).toMatch(/low value|nothing extracted/);
    expect(run.stderr).not.toMatch(ACTIVE);
  });

  it('a remote server\'s HTTP reason phrase on stderr', async () => {
    const run = await pith('extract', `${origin}/page.html`);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/HTTP 404 Not/);
    expect(run.stderr).not.toMatch(ACTIVE);
  });
});
