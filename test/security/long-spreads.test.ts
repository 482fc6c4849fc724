// Intent: an element of the output with hundreds of thousands of children is unwrapped by moving them one by one:
// `replaceWith(...children)` spread them into the call's arguments and overflowed the stack.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/cli/dom';
import { sanitizeContent } from '../../src/engine/output/sanitize';

describe('unwrapping an element with 300,000 children', () => {
  it('the sanitizer keeps them all, without a stack overflow', () => {
    const document = parseDocument('<html><body><div id="root"></div></body></html>', 'https://example.org/');
    const root = document.getElementById('root')!;
    root.innerHTML = `<font>${'<b>a</b>'.repeat(300_000)}</font>`;
    expect(sanitizeContent(root)).toBe(true);
    expect(root.querySelector('font')).toBeNull();
    expect(root.children.length).toBe(300_000);
  }, 120_000);
});
