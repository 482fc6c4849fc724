/** Front matter must parse back to the same values whatever the title and authors contain. */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { obsidianTag, toFrontMatter } from '../../src/engine/metadata/front-matter';
import type { Metadata } from '../../src/engine/types';

const HOSTILE = [
  'Title: with a colon',
  '"Quoted" title',
  "It's a 'single' quote",
  '# Not a comment',
  'Hash # in the middle',
  '---',
  '--- \ntitle: injected\n---',
  'Line one\nLine two',
  'Carriage\r\nreturn',
  'Tab\there',
  '- looks like a list',
  '[looks, like, a, flow, list]',
  '{looks: like, a: map}',
  '&anchor *alias',
  '!tag value',
  '| literal block',
  '> folded block',
  '@at and `backtick`',
  '%directive',
  'yes',
  'null',
  '~',
  'true',
  '1e3',
  '0x1F',
  '2024-01-01',
  '  leading and trailing spaces  ',
  'Backslash \\ and \\n literal',
  'Emoji 🐝 and accents é ü ñ 中文',
  'Control \u0001\u0007\u001f chars',
  'DEL \u007f and C1 \u0085 \u009f',
  'Line\u2028separator\u2029paragraph',
  '\ufeffBOM first',
  '',
];

function metadataWith(title: string, author: string[]): Metadata {
  return {
    title, author, tags: ['Machine Learning', 'c++', '#already'], categories: ['News: World'], wordCount: 1200, readingMinutes: 5,
    published: '2024-03-01T10:00:00+01:00', siteName: 'Site: "The" #1', description: 'A\ndescription', language: 'en-US',
    url: 'https://example.com/a?b=c#d', pageType: 'article',
  };
}

describe('toFrontMatter', () => {
  it.each(HOSTILE.map((title) => [JSON.stringify(title), title]))('round-trips the title %s', (_label, title) => {
    const yaml = toFrontMatter(metadataWith(title, [title || 'Someone', 'Jane "JD" Doe: Editor']));
    expect(yaml.startsWith('---\n')).toBe(true);
    expect(yaml.endsWith('\n---\n')).toBe(true);
    const body = yaml.slice(4, -4);
    // The block has exactly two `---` lines: nothing inside it can close it early.
    expect(yaml.split('\n').filter((line) => line === '---')).toHaveLength(2);
    const data = parse(body, { strict: true, uniqueKeys: true });
    expect(data.title).toBe(title);
    expect(data.author).toEqual([title || 'Someone', 'Jane "JD" Doe: Editor']);
    expect(data.siteName).toBe('Site: "The" #1');
    expect(data.description).toBe('A\ndescription');
  });

  it('writes lists for authors and tags, Obsidian-safe tags, numbers and dates plain', () => {
    const yaml = toFrontMatter(metadataWith('T', ['A', 'B']));
    const data = parse(yaml.slice(4, -4));
    expect(data.author).toEqual(['A', 'B']);
    expect(data.tags).toEqual(['Machine-Learning', 'c', 'already']);
    expect(data.categories).toEqual(['News: World']);
    expect(data.wordCount).toBe(1200);
    expect(data.readingMinutes).toBe(5);
    expect(yaml).toContain('\npublished: 2024-03-01T10:00:00+01:00\n');
  });

  it('drops lone surrogates, which YAML cannot escape', () => {
    const data = parse(toFrontMatter(metadataWith('bad \ud800 half', [])).slice(4, -4));
    expect(data.title).toBe('bad  half');
  });

  it('omits empty fields but always has a title', () => {
    const yaml = toFrontMatter({ title: '', author: [], tags: [], categories: [], wordCount: 0, readingMinutes: 0 });
    expect(yaml).toBe('---\ntitle: ""\n---\n');
  });

  it('turns tags into Obsidian tags', () => {
    expect(obsidianTag('Machine Learning')).toBe('Machine-Learning');
    expect(obsidianTag('#nested/tag')).toBe('nested/tag');
    expect(obsidianTag('2024')).toBe('');
  });
});
