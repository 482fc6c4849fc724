/**
 * React's streamed segments (src/cli/streamed-segments.ts): a saved page's late parts, hidden at the end of the body,
 * are moved where the page's scripts would have put them in a browser, so the CLI reads what a reader sees.
 */
import { describe, expect, it } from 'vitest';
import { parseDocument, type DomLibrary } from '../../src/cli/dom';

const PAGE = `<!DOCTYPE html><html><head><title>Lantern</title></head><body>
<main id="main"><h1>Storm lantern</h1>
<!--$?--><template id="B:0"></template><p class="skeleton">Loading...</p><!--/$-->
<section id="specs"><template id="P:1"></template></section>
</main>
<footer>FOOTER</footer>
<div hidden id="S:0"><p id="description">A brass lantern that stays lit in wind.</p></div>
<script>$RC("B:0","S:0")</script>
<div hidden id="S:1"><ul><li>Height 30 cm</li></ul></div>
<script>$RS("S:1","P:1")</script>
</body></html>`;

const WITHOUT_SCRIPTS = `<!DOCTYPE html><html><body><main><!--$?--><template id="B:3"></template>Loading...<!--/$--></main>
<div hidden id="S:3"><p>Late paragraph.</p></div></body></html>`;

describe.each<DomLibrary>(['linkedom', 'jsdom'])('streamed segments (%s)', (library) => {
  it('moves each segment to its boundary or placeholder, in place of the fallback', () => {
    const document = parseDocument(PAGE, 'https://lamps.example/storm', library);
    const main = document.getElementById('main')!;
    expect(main.querySelector('#description')?.textContent).toBe('A brass lantern that stays lit in wind.');
    expect(document.querySelector('#specs li')?.textContent).toBe('Height 30 cm');
    expect(main.textContent).not.toContain('Loading...');
    expect(document.querySelector('[hidden], template')).toBeNull();
    // In document order: the description comes before the specifications, where the boundary was.
    const text = main.textContent!.replace(/\s+/g, ' ');
    expect(text.indexOf('brass lantern')).toBeLessThan(text.indexOf('Height 30 cm'));
  });

  it('pairs S:n with B:n when the page was saved without its scripts', () => {
    const document = parseDocument(WITHOUT_SCRIPTS, 'https://lamps.example/', library);
    expect(document.querySelector('main')!.textContent).toBe('Late paragraph.');
  });

  it('leaves a page without segments as it is, its other hidden blocks hidden', () => {
    const html = '<!DOCTYPE html><html><body><p>Shown</p><div hidden id="note">Hidden</div></body></html>';
    const document = parseDocument(html, 'https://lamps.example/', library);
    expect(document.getElementById('note')?.hasAttribute('hidden')).toBe(true);
    expect(document.body.textContent).toBe('ShownHidden');
  });
});
