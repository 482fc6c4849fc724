// Intent: furniture text is found through per-language word tables (rules/boilerplate.ts): a language's row brings
// its words, a language without a row gets only the rules that need no words, and the table of every language
// (what pruning applies when the page's language is unknown) holds them all.
import { describe, expect, it } from 'vitest';
import { BOILERPLATE_TEXT, boilerplateReason, furnitureFor, furnitureRules } from '../../src/engine/rules/boilerplate';

const reason = (text: string, languages?: string[]) => boilerplateReason(text, languages ? furnitureRules(languages) : BOILERPLATE_TEXT);

describe('furniture rules without words (an empty table)', () => {
  const none: string[] = [];
  it('still finds what needs no language', () => {
    expect(reason('12.03.2024, 14:30', none)).toBe('dateline');
    expect(reason('2024-03-12', none)).toBe('dateline');
    expect(reason('© Example Media', none)).toBe('copyright line');
    expect(reason('https://example.com/a/b', none)).toBe('bare URL');
    expect(reason('3 / 12', none)).toBe('furniture phrase');
    expect(reason('Reuters', none)).toBe('furniture phrase');
  });
  it('reads no words of any language', () => {
    expect(reason('Advertisement', none)).toBeNull();
    expect(reason('Anzeige', none)).toBeNull();
    expect(reason('By Jane Doe', none)).toBeNull();
    expect(reason('Published yesterday', none)).toBeNull();
    expect(reason('March 3, 2025', none)).toBeNull();
    expect(reason('Sign up for our newsletter', none)).toBeNull();
    expect(reason('All rights reserved', none)).toBeNull();
  });
  it('a language without a row is the empty table', () => {
    expect(furnitureRules(['xx']).map((r) => r.test.source)).toEqual(furnitureRules([]).map((r) => r.test.source));
  });
});

describe("a language's row", () => {
  it('brings its own words and not the others', () => {
    expect(reason('Anzeige', ['de'])).toBe('furniture phrase');
    expect(reason('Von Max Mustermann', ['de'])).toBe('byline');
    expect(reason('Aktualisiert am Montag', ['de'])).toBe('dateline');
    expect(reason('By Jane Doe', ['de'])).toBeNull();
    expect(reason('Advertisement', ['de'])).toBeNull();
    expect(reason('Par Jean Dupont', ['fr'])).toBe('byline');
    expect(reason('Von Max Mustermann', ['fr'])).toBeNull();
  });
  it('English months make a month-name dateline', () => {
    expect(reason('Updated: March 3, 2025', ['en'])).toBe('dateline');
    expect(reason('Jane Doe · 3 Sept. 2025', ['en'])).toBe('dateline');
    expect(reason('Jane Doe · 3 Sept. 2025', ['de'])).toBeNull();
  });
});

describe('every language together (pruning, while it is not told the page language)', () => {
  it('finds each row\'s words', () => {
    for (const text of ['Advertisement', 'Anzeige', 'Publicité', 'Publicidad', 'Iklan', 'Share this article', '3 of 12', '3/12']) {
      expect(reason(text)).toBe('furniture phrase');
    }
    for (const text of ['By Jane Doe', 'Von Max', 'Par Jean', 'Por Juan', 'Door Jan', 'Di Marco', 'Av Lars', 'Written by Jane']) {
      expect(reason(text)).toBe('byline');
    }
    expect(reason('Veröffentlicht am 3. März')).toBe('dateline');
    expect(reason('Copyright 2025 Example Media')).toBe('copyright line');
    expect(reason('Get it delivered to your inbox every week')).toBe('sign-up prompt');
  });
  it('leaves prose and long blocks alone', () => {
    expect(reason('The committee met on March 3, 2025. It decided to postpone the vote until the spring.')).toBeNull();
    expect(reason(`By ${'x'.repeat(120)}`)).toBeNull();
  });
});

describe('the rules pruning reads for a page (furnitureFor, by its <html lang>)', () => {
  it("a page in a language with a row reads that row only: Italian's byline word is a name on an English page", () => {
    expect(boilerplateReason('Di Maria scored twice in the second half', furnitureFor('en-GB'))).toBeNull();
    expect(boilerplateReason('Di Mario Rossi', furnitureFor('it'))).toBe('byline');
    expect(boilerplateReason('Von Trapp family singers on tour', furnitureFor('en'))).toBeNull();
    expect(boilerplateReason('Advertisement', furnitureFor('EN_us'))).toBe('furniture phrase');
  });
  it('an unknown or missing language reads every row, as before', () => {
    expect(furnitureFor(undefined)).toBe(BOILERPLATE_TEXT);
    expect(furnitureFor('xx')).toBe(BOILERPLATE_TEXT);
    expect(boilerplateReason('Di Mario Rossi', furnitureFor(undefined))).toBe('byline');
  });
});
