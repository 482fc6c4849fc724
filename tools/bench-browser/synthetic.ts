/**
 * The two pathological pages of the engine's budgets, generated (never stored): a page of 100,000 elements and a
 * page of 5,000 levels of nesting. The budget tests (test/budget) run the engine on them in Node; the browser
 * benchmark runs the shipped bundle on them in Chromium.
 */

/** About `elements` elements: repeated blocks of div > p > (a, b), each with a sentence, so every stage has work. */
export function widePage(elements = 100_000): string {
  const blocks: string[] = [];
  for (let i = 0; i < Math.ceil(elements / 4); i++) {
    blocks.push(`<div class="item"><p>Paragraph ${i} of a very long page, with <a href="/link/${i}">a link</a> and <b>some bold words</b> in it.</p></div>`);
  }
  return `<!doctype html><html lang="en"><head><title>A page of ${elements} elements</title></head><body>${blocks.join('')}</body></html>`;
}

/** `depth` nested divs around one article-sized paragraph: recursion anywhere in the engine meets it. */
export function deepPage(depth = 5_000): string {
  // Numbered so the paragraph is not one sentence repeating itself, which pruning reads as a broken template, not
  // prose (rules/repeats.ts pruneSelfRepeats).
  const text = Array.from({ length: 20 }, (_, i) => `Sentence ${i}: deep inside the nesting, line ${i}, long enough to be content. `).join('');
  return `<!doctype html><html lang="en"><head><title>${depth} levels of nesting</title></head><body>`
    + `${'<div>'.repeat(depth)}<p>${text}</p>${'</div>'.repeat(depth)}</body></html>`;
}

export const SYNTHETIC_PAGES = [
  { id: 'synthetic--100000-elements', url: 'https://synthetic.invalid/wide', html: () => widePage() },
  { id: 'synthetic--5000-levels', url: 'https://synthetic.invalid/deep', html: () => deepPage() },
] as const;
