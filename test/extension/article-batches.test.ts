// @vitest-environment jsdom
// Intent (issue 15): the reader shows a long article in batches, each through DOMPurify, so the first screens
// appear at once; what the batches add up to is what sanitizing the whole article gives, and a vector in a later
// batch is dropped as it would be in the first.
import { describe, expect, it } from 'vitest';
import { articleBatches, firstScreens, showArticle } from '../../src/ui/article-batches';
import { sanitizeArticle } from '../../src/ui/sanitize';

const paragraph = (i: number) => `<p>Paragraph ${i} <a href="https://example.org/${i}">link</a> ${'word '.repeat(60)}</p>`;
const long = `<article><div>${Array.from({ length: 150 }, (_, i) => paragraph(i)).join('\n')}`
  + '<p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad</a></p><script>alert(1)</script></div></article>';

/** Every batch, cut one after the other as the reader asks for them. */
const allBatches = (parts: ReturnType<typeof articleBatches>) => {
  const batches: HTMLElement[] = [];
  for (let batch = parts.next(); batch; batch = parts.next()) batches.push(batch);
  return batches;
};

/** Runs the scheduled batches at once, in order. */
const now = (step: () => void) => { step(); return () => undefined; };

describe('articleBatches', () => {
  it('leaves a short article whole', () => {
    const parts = articleBatches(paragraph(1), { firstChars: 10_000, batchChars: 10_000 });
    expect(allBatches(parts).map((batch) => batch.innerHTML)).toEqual([paragraph(1)]);
    expect(parts.depth).toBe(0);
    expect(parts.shell).toBeNull();
  });

  it('cuts a long article inside its wrappers into batches of about the size asked', () => {
    const parts = articleBatches(long, { firstChars: 3_000, batchChars: 8_000 });
    expect(parts.depth).toBe(2);
    // The shell is empty before any batch is cut: the reader sanitizes and shows it first.
    expect(parts.shell?.innerHTML).toBe('<article><div></div></article>');
    const batches = allBatches(parts);
    expect(batches.length).toBeGreaterThan(5);
    expect(batches[0].innerHTML.length).toBeLessThan(3_000 + 1_000);
    for (const batch of batches.slice(1, -1)) expect(batch.innerHTML.length).toBeLessThan(8_000 + 1_000);
    expect(batches.map((batch) => batch.innerHTML).join('')).toBe(new DOMParser().parseFromString(long, 'text/html').querySelector('div')!.innerHTML);
    expect(parts.next()).toBeNull();
  });
});

describe('firstScreens', () => {
  const sizes = { firstChars: 3_000, batchChars: 8_000 };
  it('cuts from the beginning alone the first batch the whole article gives', () => {
    const head = firstScreens(long, sizes)!;
    expect(head.parts.depth).toBe(2);
    expect(head.batch.innerHTML).toBe(articleBatches(long, sizes).next()!.innerHTML);
    const whole = articleBatches(long, sizes);
    expect(whole.skip(head)).toBe(true);
    expect(whole.next()!.innerHTML).toBe(allBatches(articleBatches(long, sizes))[1].innerHTML);
  });

  it('is not taken for a short article, or when the first block runs past the beginning', () => {
    expect(firstScreens(paragraph(1), sizes)).toBeNull();
    expect(firstScreens(`<p>${'word '.repeat(3_000)}</p>${paragraph(2)}`, sizes)).toBeNull();
  });

  it('does not match a whole whose wrapper is not alone after the cut', () => {
    const html = `<div>${Array.from({ length: 40 }, (_, i) => paragraph(i)).join('')}</div><p>after the wrapper</p>`;
    const head = firstScreens(html, sizes)!;
    expect(head.parts.depth).toBe(1); // the beginning alone shows one lone wrapper
    expect(articleBatches(html, sizes).skip(head)).toBe(false);
  });
});

describe('showArticle', () => {
  it('shows the article again from the whole when its beginning parsed alone differs', () => {
    const html = `<div>${Array.from({ length: 40 }, (_, i) => paragraph(i)).join('')}</div><p>after the wrapper</p>`;
    const target = document.createElement('div');
    const later: Array<() => void> = [];
    showArticle(target, html, { linksInNewTab: false }, { firstChars: 3_000, batchChars: 8_000, schedule: (step) => { later.push(step); return () => undefined; } });
    expect(target.textContent).toContain('Paragraph 0 ');
    while (later.length > 0) later.shift()!();
    expect(target.innerHTML).toBe(sanitizeArticle(html, { linksInNewTab: false }));
  });

  it('adds up to the whole article sanitized, vectors of the last batch dropped', () => {
    const target = document.createElement('div');
    let complete = false;
    showArticle(target, long, { linksInNewTab: false }, { firstChars: 3_000, batchChars: 8_000, schedule: now, onComplete: () => { complete = true; } });
    expect(complete).toBe(true);
    expect(target.innerHTML).toBe(sanitizeArticle(long, { linksInNewTab: false }));
    expect(target.innerHTML).not.toMatch(/onerror|javascript:|<script/);
  });

  it('shows the first batch before the scheduled ones run', () => {
    const target = document.createElement('div');
    const later: Array<() => void> = [];
    showArticle(target, long, { linksInNewTab: false }, { firstChars: 3_000, batchChars: 8_000, schedule: (step) => { later.push(step); return () => undefined; } });
    expect(target.textContent).toContain('Paragraph 0 ');
    expect(target.textContent).not.toContain('Paragraph 149 ');
    while (later.length > 0) later.shift()!();
    expect(target.textContent).toContain('Paragraph 149 ');
  });
});
