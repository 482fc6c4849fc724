/** Author strings as pages write them, cleaned into lists of names. */
import { describe, expect, it } from 'vitest';
import { cleanAuthor, cleanAuthors } from '../../src/engine/metadata/authors';

describe('cleanAuthor', () => {
  it.each([
    ['By Jane Doe', ['Jane Doe']],
    ['by Jane Doe and John Roe', ['Jane Doe', 'John Roe']],
    ['Written by: Jane Doe', ['Jane Doe']],
    ['Author: Jane Doe', ['Jane Doe']],
    ['Jane Doe, John Roe & Ann Poe', ['Jane Doe', 'John Roe', 'Ann Poe']],
    ['Jane Doe, Staff Writer', ['Jane Doe']],
    ['Staff', []],
    ['Editorial Team', []],
    ['Jillian Kubala, MS, RD', ['Jillian Kubala, MS, RD']],
    ['Jane Doe (jane@example.com)', ['Jane Doe']],
    ['@janedoe', []],
    ['Jane Doe @janedoe', ['Jane Doe']],
    ['https://www.facebook.com/janedoe', []],
    ['Von Erika Mustermann und Max Muster', ['Erika Mustermann', 'Max Muster']],
    ['Par Jean Dupont et Marie Curie', ['Jean Dupont', 'Marie Curie']],
    ['Por María García', ['María García']],
    ['By Jane Doe | March 3, 2024', ['Jane Doe']],
    ['By Jane Doe Updated 2 hours ago', ['Jane Doe']],
    ['BySummer Swann', ['Summer Swann']],
    ['Written byAAA Travel Editor', ['AAA Travel Editor']],
    // A name that starts with "By" keeps it: only "By" glued to a capital is a lead-in.
    ['Byron Smith', ['Byron Smith']],
    ['Byung-Chul Han', ['Byung-Chul Han']],
    ['undefined', []],
    ['/nexxisrentals', []],
    ['', []],
    ['Brian Becker7 min read', ['Brian Becker']],
    ['Workzone Team• 4 mins read', ['Workzone Team']],
    ['Cazzy MagennisLast updated: March 3, 2025', ['Cazzy Magennis']],
    ['galitsyn » 11. Sep 2024', ['galitsyn']],
    ['Read more about The Upwork Team', ['The Upwork Team']],
    ['Written', []],
  ])('%j -> %j', (raw, expected) => {
    expect(cleanAuthor(raw)).toEqual(expected);
  });

  it('rejects sentences that happen to sit in author markup', () => {
    expect(cleanAuthor('Our contributors come from a range of backgrounds and over 25 years there have been thousands of them')).toEqual([]);
  });

  it('merges values without duplicates', () => {
    expect(cleanAuthors(['Jane Doe', 'jane  doe', 'By John Roe'])).toEqual(['Jane Doe', 'John Roe']);
  });
});

describe('lead-ins in more languages', () => {
  it.each([
    ['Автор: Иван Петров', ['Иван Петров']],
    ['作者：张三', ['张三']],
    ['Scritto da Maria Rossi', ['Maria Rossi']],
    ['Geschrieben von Erika Muster und Max Muster', ['Erika Muster', 'Max Muster']],
    // Italian "di"/"da" start surnames: not lead-ins.
    ['Di Maio', ['Di Maio']],
  ])('%j -> %j', (raw, names) => {
    expect(cleanAuthor(raw)).toEqual(names);
  });
});

describe('dates glued to a name', () => {
  it.each([
    ['SupermoveLast update', ['Supermove']],
    ['ServiceTitanNovember 26th', ['ServiceTitan']],
    ['FlowGuard EMEA on 04-ago-2021 5:11:10', ['FlowGuard EMEA']],
  ])('%j -> %j', (raw, names) => {
    expect(cleanAuthor(raw)).toEqual(names);
  });
});
