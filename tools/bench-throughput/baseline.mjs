// One baseline of the throughput bench in its own process: `node baseline.mjs readability|defuddle LIST.json`.
// Reads each gzipped page, parses it (jsdom for Readability.js, linkedom for defuddle, as each is used in Node) and
// extracts its text, one page after another on one thread; prints {pages, seconds} of that loop (start-up excluded).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const [tool, list] = process.argv.slice(2);
const pages = JSON.parse(readFileSync(list, 'utf8'));

const TOOLS = {
  async readability() {
    const { JSDOM, VirtualConsole } = await import('jsdom');
    const { Readability } = await import('@mozilla/readability');
    return (html, url) => {
      const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
      const text = new Readability(dom.window.document).parse()?.textContent ?? '';
      dom.window.close();
      return text;
    };
  },
  async defuddle() {
    const { parseHTML } = await import('linkedom');
    const { Defuddle } = await import('defuddle/node');
    return async (html, url) => (await Defuddle(parseHTML(html).document, url)).content ?? '';
  },
};

const extract = await TOOLS[tool]();
const started = performance.now();
let chars = 0;
for (const { path, url } of pages) {
  const html = gunzipSync(readFileSync(path)).toString('utf8');
  chars += (await extract(html, url)).length;
}
process.stdout.write(JSON.stringify({ pages: pages.length, seconds: (performance.now() - started) / 1000, chars }));
