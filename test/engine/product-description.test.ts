// Intent: a product page's declared description (fallback/product-description.ts) is taken only when it is a
// product's, long enough and shown on the page; the JSON-LD's own text does not count as shown.
import { describe, expect, it } from 'vitest';
import { offProduct, productDescription } from '../../src/engine/fallback/product-description';
import { scanDocument } from '../../src/engine/metadata/sources/scan';
import { DOMS, parse } from './helpers';
import { createOutputDocument } from '../../src/engine/dom/clone';

const DESCRIPTION = 'A tea caddy turned from one block of walnut, with a lid that seats on a cork ring so the leaves stay dry. The grain runs up the side and over the lid, and the wood is finished with oil and wax only. It holds about two hundred grams of loose tea.';

const page = (type: string, description: string, shown: string) => `<html lang="en"><head><title>Walnut Caddy</title>
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': type, name: 'Walnut Caddy', description })}</script></head>
<body><h1>Walnut Caddy</h1><div class="copy">${shown}</div></body></html>`;

const read = (html: string, dom: (typeof DOMS)[number]) => {
  const document = parse(html, dom, 'https://woodshop.example/products/walnut-caddy');
  const into = createOutputDocument(document);
  return productDescription(document, scanDocument(document), 'https://woodshop.example/products/walnut-caddy', into);
};

describe.each(DOMS)('product description (%s)', (dom) => {
  it('takes a Product description the page shows', () => {
    expect(read(page('Product', DESCRIPTION, `<p>${DESCRIPTION}</p>`), dom)?.textContent).toContain('cork ring');
  });

  it('refuses one the page does not show (only the JSON-LD holds it)', () => {
    expect(read(page('Product', DESCRIPTION, '<p>Walnut, oiled.</p>'), dom)).toBeNull();
  });

  it("refuses a description that is not a product's, or a tagline", () => {
    expect(read(page('Article', DESCRIPTION, `<p>${DESCRIPTION}</p>`), dom)).toBeNull();
    expect(read(page('Product', 'A walnut tea caddy.', '<p>A walnut tea caddy.</p>'), dom)).toBeNull();
  });

  it('a result is off the product when short and without the description\'s runs of words, not when long or holding them', () => {
    const description = read(page('Product', DESCRIPTION, `<p>${DESCRIPTION}</p>`), dom)!;
    const block = (text: string) => { const el = description.ownerDocument.createElement('div'); el.textContent = text; return el; };
    const review = 'Bought it for my mother, who keeps it on the shelf by the stove; the lid fits well and the wood has not cracked after a year of use.';
    expect(offProduct(block(review), review.length, description)).toBe(true);
    // Common words shared with the description do not make a review the product's text.
    expect(offProduct(block(`${review} It holds the leaves and the lid stays dry.`), review.length + 40, description)).toBe(true);
    expect(offProduct(block(`${DESCRIPTION} ${review}`), DESCRIPTION.length + review.length, description)).toBe(false);
    const long = review.repeat(6);
    expect(offProduct(block(long), long.length, description)).toBe(false);
  });
});
