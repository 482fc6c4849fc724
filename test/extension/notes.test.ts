// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageNotes } from '../../src/extension/in-page/notes';

describe('pageNotes', () => {
  it('counts text in open shadow roots, nested ones included, ignoring styles', () => {
    document.body.innerHTML = '<p>light</p><x-a></x-a>';
    const root = document.querySelector('x-a')!.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>p{color:red}</style><p>12345</p><x-b></x-b>';
    root.querySelector('x-b')!.attachShadow({ mode: 'open' }).innerHTML = '<span>67890</span>';
    expect(pageNotes(document)).toMatchObject({ shadowTextChars: 10, contentType: 'text/html' });
  });

  it('finds no frames or shadow text on a plain page', () => {
    document.body.innerHTML = '<p>plain</p><iframe width="1" height="1"></iframe>';
    expect(pageNotes(document)).toMatchObject({ frames: 0, shadowTextChars: 0 });
  });
});
