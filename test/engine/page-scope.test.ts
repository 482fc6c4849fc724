// Intent: the `page` scope (doctrail's full mode) on scope--page-all-text: all visible text, one block a line, shaped
// by a site profile's drop, dropLines and keep; a keep selector that matches nothing is reported, not silently ignored.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { parseDocument } from '../../src/cli/dom';
import type { SiteProfile } from '../../src/engine/site-profile';

const HTML = readFileSync(join(__dirname, 'fixtures', 'scope--page-all-text.html'), 'utf8');
const URL_OF_PAGE = 'https://harbour.example/timetable';

function read(options: { scope?: 'page' | 'article'; siteProfiles?: SiteProfile[] } = {}) {
  return extract(parseDocument(HTML, URL_OF_PAGE), { url: URL_OF_PAGE, scope: 'page', ...options });
}

describe('scope page', () => {
  it('keeps navigation, sidebar, footer and comments, one block a line, and leaves out what no reader sees', () => {
    const result = read();
    const lines = result.text.split('\n');
    expect(result.scope).toBe('page');
    expect(result.stage).toBe('page');
    for (const line of ['Harbour news', 'Ferries', 'Weather', 'Winter ferry timetable', 'Comments',
      'Anna: the later crossing suits the school run.', 'Tide tables for the week', 'Harbour office, Quay Street 1',
      'Subscribe to the harbour letter', 'Share this']) expect(lines).toContain(line);
    // A paragraph the markup wraps over three lines is one line.
    expect(lines).toContain('The winter timetable starts in November, when the morning crossing moves to a later hour.');
    // A table cell per line.
    for (const cell of ['Route', 'Departure', 'Island line', '07:30']) expect(lines).toContain(cell);
    for (const unseen of ['Hidden', 'script text', 'style text', 'color: red']) expect(result.text).not.toContain(unseen);
    expect(lines.indexOf('Harbour news')).toBeLessThan(lines.indexOf('Winter ferry timetable'));
    expect(lines.indexOf('Tide tables for the week')).toBeLessThan(lines.indexOf('Harbour office, Quay Street 1'));
    expect(result.markdown).toContain('Tide tables for the week');
  });

  it('takes more than the article scope, which leaves the navigation and footer out', () => {
    const article = read({ scope: 'article' });
    expect(article.text).not.toContain('Harbour office');
    expect(read().text.length).toBeGreaterThan(article.text.length);
  });

  it('applies a profile: drop selectors and drop-line patterns go, keep selectors narrow the page to what they name', () => {
    const profile: SiteProfile = { site: 'harbour.example', scope: 'page', drop: ['.newsletter'], dropLines: ['^share this$'], keep: ['main', 'footer'] };
    // The scope comes from the profile.
    const result = extract(parseDocument(HTML, URL_OF_PAGE), { url: URL_OF_PAGE, siteProfiles: [profile] });
    expect(result.scope).toBe('page');
    expect(result.text).not.toContain('Subscribe to the harbour letter');
    expect(result.text).not.toContain('Share this');
    expect(result.text).toContain('Island line');
    expect(result.text).toContain('Harbour office, Quay Street 1');
    // Outside every kept block.
    expect(result.text).not.toContain('Tide tables');
    expect(result.text).not.toContain('Weather');
    expect(result.unmatchedKeep).toBeUndefined();
    expect(result.removed.map((r) => r.reason)).toEqual(expect.arrayContaining(['drop .newsletter (site profile harbour.example)', 'drop line ^share this$ (site profile harbour.example)']));
  });

  it('reports keep selectors that match nothing and, when none matches, keeps the whole page', () => {
    const profile: SiteProfile = { site: 'harbour.example', keep: ['.article-body', '#story'] };
    const result = read({ siteProfiles: [profile] });
    expect(result.unmatchedKeep).toEqual(['.article-body', '#story']);
    expect(result.text).toContain('Tide tables for the week');
    expect(result.text).toContain('Harbour news');
  });
});
