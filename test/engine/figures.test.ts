// Intent: figures stay in the content tree (HTML, Markdown) in every mode while the text leaves out their
// captions; decorative images (pixels, spacers, icons, avatars, logos) are dropped; a linked picture or a
// figure named like boilerplate is not a link row; precision's edge trimming passes over pictures. Issue 11.
import { describe, expect, it } from 'vitest';
import { extract, MODES } from '../../src/engine';
import { DOMS, PAGE_URL, fixture, parse } from './helpers';

const run = (name: string, dom: (typeof DOMS)[number], mode: (typeof MODES)[number]) =>
  extract(parse(fixture(name), dom), { url: PAGE_URL, mode, markdown: true, frontMatter: false });
const abs = (path: string) => new URL(path, PAGE_URL).href;

describe.each(DOMS)('figures (%s)', (dom) => {
  it.each(MODES)('a science article keeps its figures and captions in HTML and Markdown in %s mode, not in the text', (mode) => {
    const r = run('figures--science-article', dom, mode);
    for (const image of ['/img/core-sample.jpg', '/img/chart-400.png', '/img/drill-site.jpg']) expect(r.html, image).toContain(abs(image));
    // The Markdown shows the largest candidate of the <picture> and the lazy image's real source.
    for (const image of ['/img/core-sample.jpg', '/img/chart-1600.webp', '/img/drill-site.jpg']) expect(r.markdown, image).toContain(`(${abs(image)})`);
    for (const caption of ['FIG-ONE-CAPTION', 'FIG-TWO-CAPTION', 'FIG-THREE-CAPTION']) {
      expect(r.html, caption).toContain(caption);
      expect(r.markdown, caption).toContain(caption);
      expect(r.text, caption).not.toContain(caption);
    }
    expect(r.text).toContain('Analysis showed');
  });

  it.each(MODES)('decorative images leave no trace in %s mode; pictures and a status mark stay', (mode) => {
    const r = run('figures--decorative-icons-dropped', dom, mode);
    for (const gone of ['site-logo.png', 'share-icon.png', 'tracker.example', 'spacer-line.gif', 'gravatar']) {
      expect(r.html, gone).not.toContain(gone);
      expect(r.markdown, gone).not.toContain(gone);
    }
    for (const kept of ['/img/new-dashboard.png', '/img/wide-banner-photo.jpg', '/img/status-done.png', '/img/fold-diagram.gif']) {
      expect(r.html, kept).toContain(abs(kept));
      expect(r.markdown, kept).toContain(abs(kept));
    }
  });

  it.each(MODES)('a linked picture with a credit and a "media" figure stay in %s mode; linked teasers do not', (mode) => {
    const r = run('figures--linked-image-kept', dom, mode);
    for (const kept of ['/img/harbour.jpg', '/img/quay.jpg']) {
      expect(r.html, kept).toContain(abs(kept));
      expect(r.markdown, kept).toContain(abs(kept));
    }
    expect(r.html).not.toContain('TEASER-MARKER');
  });

  it.each(MODES)('a thumbnail whose caption links what it names stays in %s mode, with its caption', (mode) => {
    const r = run('figures--captioned-thumb-links', dom, mode);
    const thumb = 'https://upload.example.org/thumb/2/2a/Sound_ferry.jpg/220px-Sound_ferry.jpg';
    expect(r.html).toContain(thumb);
    expect(r.markdown).toContain(`(${thumb})`);
    expect(r.html).toContain('THUMB-CAPTION');
    expect(r.markdown).toContain('THUMB-CAPTION');
    expect(r.html).not.toContain('TEASER-MARKER');
  });

  it.each(MODES)('a gallery between two parts of a story stays in %s mode', (mode) => {
    const r = run('figures--gallery-between-parts', dom, mode);
    expect(r.html).toContain(abs('/photos/lantern-3-gallery-1.jpg'));
    expect(r.markdown).toContain(`(${abs('/photos/lantern-3-gallery-1.jpg')})`);
    expect(r.text).toContain('Battery life is where');
    expect(r.html).not.toContain('MORE-REVIEWS-MARKER');
  });

  it('precision trims the dateline and the share line at the edges, not the pictures there', () => {
    const r = run('figures--precision-edges', dom, 'precision');
    for (const kept of ['/img/orchard-lead.jpg', '/img/orchard-end.jpg']) expect(r.html, kept).toContain(abs(kept));
    expect(r.text).not.toContain('EDGE-DATELINE');
    expect(r.text).not.toContain('EDGE-SHARE');
    expect(r.text).toContain('Picking starts');
  });
});
