import { describe, expect, it } from 'vitest';
import './i18n-stub';
import { parse as parseYaml } from 'yaml';
import type { ExtractionJson } from '../../src/engine';
import { applyTemplates, parseFileName, parseTemplate } from '../../src/extension/template';
import { DEFAULT_FILE_NAME, DEFAULT_TEMPLATE } from '../../src/extension/template/defaults';

const NOW = new Date('2026-12-01T10:30:00Z');

function extraction(metadata: Partial<ExtractionJson['metadata']>, markdown = 'Body text.\n'): ExtractionJson {
  return {
    markdown,
    metadata: { title: 'The Quiet Life of Lighthouse Keepers', author: ['Ada Lovelace'], tags: ['Sea Life', 'history'], categories: [],
      wordCount: 512, readingMinutes: 3, published: '2024-03-14T09:00:00Z', siteName: 'Coastal Notes', language: 'en', ...metadata },
  } as unknown as ExtractionJson;
}

function apply(template: string, metadata: Partial<ExtractionJson['metadata']> = {}, frontMatter = true) {
  return applyTemplates({ template, fileName: DEFAULT_FILE_NAME, frontMatter }, extraction(metadata), 'https://www.example.org/keepers', NOW);
}

/** The front matter as a YAML reader sees it, and the body after it. */
function split(markdown: string): { properties: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown);
  if (!match) throw new Error(`no front matter in ${JSON.stringify(markdown)}`);
  return { properties: parseYaml(match[1]), body: match[2] };
}

describe('the default template: Obsidian properties, then the page', () => {
  it('writes the properties Obsidian Web Clipper writes, with lists as lists', () => {
    const { properties, body } = split(apply(DEFAULT_TEMPLATE).markdown);
    expect(properties).toEqual({
      title: 'The Quiet Life of Lighthouse Keepers', source: 'https://www.example.org/keepers', author: ['Ada Lovelace'],
      published: '2024-03-14', created: '2026-12-01', site: 'Coastal Notes', language: 'en', tags: ['Sea-Life', 'history'],
    });
    expect(body).toBe('Body text.\n');
  });
  it('leaves out empty properties instead of writing empty values', () => {
    const { properties } = split(apply(DEFAULT_TEMPLATE, { author: [], published: undefined, tags: [] }).markdown);
    expect(Object.keys(properties)).not.toContain('author');
    expect(Object.keys(properties)).not.toContain('published');
    expect(Object.keys(properties)).not.toContain('tags');
  });
  it('writes only the body when front matter is off', () => {
    expect(apply(DEFAULT_TEMPLATE, {}, false).markdown).toBe('Body text.\n');
  });
});

describe('values cannot break the properties', () => {
  it.each(['Colons: a story', 'He said "no"', 'line one\nline two', '---', 'yes', 'null', '1e3', '# not a comment'])('%j stays one text', (title) => {
    expect(split(apply('---\ntitle: {{title}}\n---\n{{content}}', { title }).markdown).properties.title).toBe(title);
  });
  it('a number stays a number, text around an expression makes text', () => {
    const { properties } = split(apply('---\nwords: {{words}}\nreading: {{readingMinutes}} min\n"odd key": {{domain}}\n---\n').markdown);
    expect(properties).toEqual({ words: 512, reading: '3 min', '"odd key"': 'example.org' });
  });
});

describe('filters', () => {
  const body = (expression: string, metadata: Partial<ExtractionJson['metadata']> = {}) => apply(expression, metadata).markdown;
  it.each([
    ['{{published|date:"DD.MM.YYYY"}}', '14.03.2024'],
    ['{{author|wikilink}}', '[[Ada Lovelace]]'],
    ['{{author|first|upper}}', 'ADA LOVELACE'],
    ['{{tags|join:" / "}}', 'Sea-Life / history'],
    ['{{title|slug}}', 'the-quiet-life-of-lighthouse-keepers'],
    ['{{title|truncate:20}}', 'The Quiet Life of…'],
    ['{{description|default:"No summary"}}', 'No summary'],
    ['{{title|lower}}', 'the quiet life of lighthouse keepers'],
  ])('%s', (template, expected) => {
    expect(body(template)).toBe(expected);
  });
  it('a calendar day is that day, a text that is no date stays as it is', () => {
    expect(body('{{published|date:"YYYY-MM-DD"}}', { published: '2024-01-01' })).toBe('2024-01-01');
    expect(body('{{published|date:"YYYY"}}', { published: 'spring' })).toBe('spring');
  });
  it('slugs keep letters of every script', () => {
    expect(body('{{title|slug}}', { title: 'Ёлки и палки 2024' })).toBe('ёлки-и-палки-2024');
  });
});

describe('every mistake is named with its line, before anything renders', () => {
  it.each([
    ['---\ntitle: {{titel}}\n---\n', 2, /unknown variable "titel"/],
    ['---\ntitle: {{title|capitalize}}\n---\n', 2, /unknown filter "capitalize"/],
    ['---\ntitle: {{title}}\n---\n{{published|date}}', 4, /filter "date" takes a quoted text/],
    ['{{title|truncate:"ten"}}', 1, /filter "truncate" takes a number/],
    ['{{title|upper:"x"}}', 1, /filter "upper" takes no argument/],
    ['Intro\n{{title', 2, /never closed/],
    ['---\ntitle: {{title}}\n{{content}}', 1, /no closing "---"/],
    ['---\njust words\n---\n', 2, /is not a property/],
    ['---\ntitle: {{title}}\ntitle: again\n---\n', 3, /already set/],
    ['{{title;alert(1)}}', 1, /cannot read/],
  ])('%j', (template, line, message) => {
    const parsed = parseTemplate(template);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors[0].line).toBe(line);
      expect(parsed.errors[0].message).toMatch(message);
    }
  });
  it('names inherited from Object are not variables or filters', () => {
    expect(parseTemplate('{{constructor}}').ok).toBe(false);
    expect(parseTemplate('{{title|toString}}').ok).toBe(false);
  });
  it('a file name is one line', () => {
    expect(parseFileName('{{title}}\n{{url}}').ok).toBe(false);
  });
});

describe('a stored template that does not parse', () => {
  it('serves the default template and says so', () => {
    const result = apply('---\ntitle: {{nope}}\n---\n');
    expect(split(result.markdown).properties.title).toBe('The Quiet Life of Lighthouse Keepers');
    expect(result.notice).toMatch(/line 2: unknown variable "nope".*default template was used/);
  });
});
