// Intent: a saved copy read from a file has the address it names, not its folder path; a live page keeps its own.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/cli/dom';
import { extract } from '../../src/engine';

const body = '<article><h1>Tides</h1><p>' + 'The sea climbs the harbour steps twice a day and leaves again. '.repeat(12) + '</p></article>';
const saved = (head: string) => `<!DOCTYPE html>\n<!-- saved from url=(0048)https://notes.example.org/2024/03/21/tides/ -->\n<html><head>${head}<title>Tides</title></head><body>${body}</body></html>`;

describe('page address', () => {
  it('a file: copy reads the address its saved-from comment names: URL, date in the path', () => {
    const { metadata } = extract(parseDocument(saved(''), 'file:///home/me/docs/Tides.html'));
    expect(metadata.url).toBe('https://notes.example.org/2024/03/21/tides/');
    expect(metadata.published).toBe('2024-03-21');
  });

  it('without the comment, its canonical link; with neither, no address', () => {
    const canonical = saved('<link rel="canonical" href="https://notes.example.org/a/b/">').replace(/<!-- saved[^>]*-->/, '');
    expect(extract(parseDocument(canonical, 'file:///home/me/docs/Tides.html')).metadata.url).toBe('https://notes.example.org/a/b/');
    const none = saved('').replace(/<!-- saved[^>]*-->/, '');
    const { metadata } = extract(parseDocument(none, 'file:///home/me/docs/2020/01/02/Tides.html'));
    expect([metadata.url, metadata.published]).toEqual([undefined, undefined]);
  });

  it('a page read at its web address keeps that address', () => {
    expect(extract(parseDocument(saved(''), 'https://mirror.example.com/tides')).metadata.url).toBe('https://mirror.example.com/tides');
  });
});
