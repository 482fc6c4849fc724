// Intent: a page that declares a huge list (200,000 JSON-LD authors, as many keywords) is extracted, not crashed:
// no unbounded array is spread into a call (`push(...list)` overflows the stack past about 100,000 arguments),
// and the front matter lists a bounded number of authors.
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { parseDocument } from '../../src/cli/dom';

const COUNT = 200_000;
const PROSE = 'The ferry left at dawn, and the island slowly disappeared behind the grey morning mist over the bay. ';

function page(): string {
  const jsonLd = {
    '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'The ferry',
    author: Array.from({ length: COUNT }, (_, i) => ({ '@type': 'Person', name: `Author Number${i}` })),
    keywords: Array.from({ length: COUNT }, (_, i) => `keyword${i}`),
  };
  return `<!doctype html><html><head><title>The ferry</title><script type="application/ld+json">${JSON.stringify(jsonLd)}</script>
<meta name="keywords" content="${Array.from({ length: COUNT }, (_, i) => `tag${i}`).join(',')}"></head>
<body><article><h1>The ferry</h1><p>${PROSE.repeat(4)}</p><p>${PROSE.repeat(3)}</p></article></body></html>`;
}

describe('huge declared lists', () => {
  it(`${COUNT.toLocaleString('en')} JSON-LD authors and keywords: extracted, a bounded front matter`, () => {
    const result = extract(parseDocument(page(), 'https://example.org/ferry', 'linkedom'), { frontMatter: true });
    expect(result.warning ?? '').not.toMatch(/failed/i);
    expect(result.text).toContain('The ferry left at dawn');
    const front = /^---\n([\s\S]*?)\n---\n/.exec(result.markdown)?.[1] ?? '';
    const authorLines = front.split('\n').filter((line) => /^ {2}- "(Author )?Number\d+"$/.test(line));
    expect(authorLines.length).toBeGreaterThan(0);
    expect(authorLines.length).toBeLessThanOrEqual(20);
    expect(front.length).toBeLessThan(100_000);
  }, 120_000);

  it('the metadata in the JSON output holds bounded lists and strings too', () => {
    const result = extract(parseDocument(page(), 'https://example.org/ferry', 'linkedom'), { frontMatter: false });
    const metadata = result.metadata as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(metadata)) {
      if (Array.isArray(value)) expect(value.length, key).toBeLessThanOrEqual(100);
      if (typeof value === 'string') expect(value.length, key).toBeLessThanOrEqual(2_000);
    }
    expect(result.metadata.author.length).toBeGreaterThan(0);
  }, 120_000);

  it('a title and an author of a megabyte each are cut in the metadata', () => {
    const long = 'Harbour '.repeat(125_000);
    const html = `<!doctype html><html><head><title>${long}</title><meta name="author" content="${long}"></head>
<body><article><h1>The ferry</h1><p>${PROSE.repeat(4)}</p></article></body></html>`;
    const result = extract(parseDocument(html, 'https://example.org/ferry', 'linkedom'), { frontMatter: false });
    for (const value of [result.metadata.title, ...result.metadata.author]) expect(value.length).toBeLessThanOrEqual(2_000);
  }, 120_000);
});
