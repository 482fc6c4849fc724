/** The simple rules (simple.ts): the first declared value of each field, the title cut at its first site-name separator. */
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { cutAtSeparator, simpleMetadata, simpleTitle } from '../../tools/bench/simple-metadata';
import { scanDocument } from '../../src/engine/metadata/sources/scan';

/** A fixed clock so "in the future" does not drift: 2026-01-01. */
const NOW = Date.UTC(2026, 0, 1);

const read = (html: string, url = 'https://example.com/a/b') =>
  simpleMetadata(scanDocument(parseHTML(html).document as unknown as Document), url, NOW);

describe('cutAtSeparator', () => {
  it('keeps the part before the first separator, whichever it is', () => {
    expect(cutAtSeparator('Headline | Site')).toBe('Headline');
    expect(cutAtSeparator('Headline - Section - Site')).toBe('Headline');
    expect(cutAtSeparator('Überschrift – Seite')).toBe('Überschrift');
    expect(cutAtSeparator('Titre — Site')).toBe('Titre');
    expect(cutAtSeparator('见出し · サイト')).toBe('见出し');
    expect(cutAtSeparator('Site: Headline')).toBe('Site');
  });

  it('leaves words joined by a hyphen or a colon without a space, and spaces squeezed', () => {
    expect(cutAtSeparator('Self-hosted  backups at 10:30')).toBe('Self-hosted backups at 10:30');
  });

  it('keeps the whole title when nothing comes before the separator', () => {
    expect(cutAtSeparator('| Headline')).toBe('| Headline');
  });
});

describe('simpleTitle', () => {
  it('prefers og:title to <title>', () => {
    expect(simpleTitle('Shared headline | Site', 'Document title | Site')).toBe('Shared headline');
    expect(simpleTitle('  ', 'Document title | Site')).toBe('Document title');
    expect(simpleTitle(undefined, 'Document title | Site')).toBe('Document title');
  });
});

describe('simpleMetadata', () => {
  it('reads each field from the first source that has it', () => {
    const page = read(`<html><head><title>Doc | Site</title><meta property="og:title" content="Og headline - Site">
      <meta name="author" content="Jane Doe"><meta property="article:published_time" content="2024-05-06T10:00:00Z">
      <script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"John Roe"},"datePublished":"2024-05-07"}</script>
      </head><body><h1>Shown headline</h1><span class="byline">By Ann Poe</span><time datetime="2024-05-08">8 May</time></body></html>`);
    expect(page).toEqual({ title: 'Og headline', author: ['Jane Doe'], published: '2024-05-07' });
  });

  it('falls back to JSON-LD author, then author markup; to article:published_time, then <time datetime>', () => {
    const jsonLd = read(`<html><head><title>T</title>
      <script type="application/ld+json">{"@type":"BlogPosting","author":[{"@type":"Person","name":"John Roe"}]}</script>
      <meta property="article:published_time" content="2023-01-02"></head><body><span class="byline">By Ann Poe</span></body></html>`);
    expect(jsonLd.author).toEqual(['John Roe']);
    expect(jsonLd.published).toBe('2023-01-02');
    const shown = read(`<html><head><title>T</title></head><body><p class="author">Von Ann Poe</p>
      <time datetime="not a date">gestern</time><time datetime="2022-03-04T08:00">4. März</time></body></html>`);
    expect(shown.author).toEqual(['Ann Poe']);
    expect(shown.published).toBe('2022-03-04T08:00:00');
  });

  it('gives nothing where the page declares nothing', () => {
    expect(read('<html><head></head><body><p>Text only.</p><time>Monday</time></body></html>')).toEqual({ title: '', author: [], published: undefined });
  });
});
