/**
 * Every string of the UI is in public/_locales (issue 16): each locale holds exactly the English keys, with the
 * same substitutions ($1…), none empty; every key the code asks for (t('…'), __MSG_…__ in the manifest) exists
 * in every locale; and every key is used somewhere, so no locale carries dead strings.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const LOCALES = join(ROOT, 'public/_locales');
type Messages = Record<string, { message: string; description?: string }>;

const read = (lang: string): Messages => JSON.parse(readFileSync(join(LOCALES, lang, 'messages.json'), 'utf8'));
const languages = readdirSync(LOCALES);
const english = read('en');

/** The source files that may show a string: the UI, the background (menus, errors, notes), the entrypoints, the manifest. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(tsx?|html)$/.test(name) ? [path] : [];
  });
}
const code = [...sources(join(ROOT, 'src/ui')), ...sources(join(ROOT, 'src/extension')), ...sources(join(ROOT, 'entrypoints')), join(ROOT, 'wxt.config.ts')]
  .map((path) => readFileSync(path, 'utf8')).join('\n');
const asked = new Set([...code.matchAll(/\bt\(\s*'(\w+)'|__MSG_(\w+)__/g)].map((m) => m[1] ?? m[2]));
const substitutions = (message: string) => [...new Set(message.match(/\$\d/g) ?? [])].sort();

describe('locales', () => {
  it('has English and at least one other language', () => {
    expect(languages).toContain('en');
    expect(languages.length).toBeGreaterThan(1);
    expect(asked.size).toBeGreaterThan(50);
  });

  it.each(languages)('%s has exactly the English keys, each non-empty with the same substitutions', (lang) => {
    const messages = read(lang);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, { message }] of Object.entries(messages)) {
      expect(message.trim(), `${lang}/${key}`).not.toBe('');
      expect(substitutions(message), `${lang}/${key}`).toEqual(substitutions(english[key].message));
    }
    expect(messages.locale.message).toBe(lang);
  });

  it.each(languages)('%s holds every key the code asks for', (lang) => {
    const messages = read(lang);
    expect([...asked].filter((key) => !(key in messages))).toEqual([]);
  });

  it('every key is used by the code', () => {
    expect(Object.keys(english).filter((key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`) && !code.includes(`__MSG_${key}__`))).toEqual([]);
  });
});
