/**
 * `npm run gen:month-names`: writes src/engine/metadata/month-names.json, the month names dates.ts reads, from
 * the runtime's own CLDR data (`Intl.DateTimeFormat`: the long name, the short name, and the form a day puts it
 * in, such as Russian's genitive "января" or Portuguese "de janeiro"'s "janeiro") for each locale of LOCALES.
 * Generated once rather than at run time: building these formatters in the content script cost ~50 ms per page
 * (13 locales), paid on every injection; the file is ~4 KB. A word two locales give to different months is left
 * out (it names no month for sure). EXTRA_SPELLINGS adds what CLDR lacks and pages write.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The languages of the corpora's pages and the other large Latin and Cyrillic script languages; CJK months are numbers (dates.ts's `cjk` pattern). */
const LOCALES = ['en', 'de', 'de-AT', 'fr', 'es', 'it', 'pt', 'nl', 'ru', 'uk', 'pl', 'cs', 'sk', 'sv', 'da', 'nb', 'fi', 'tr', 'ro', 'hu'];

/** Spellings pages use that CLDR does not give: English "Sept", French without accents, German "Maerz", Spanish "setiembre". */
const EXTRA_SPELLINGS: readonly (readonly string[])[] = [
  ['jan'], ['feb', 'febr', 'fevrier', 'fevr'], ['mar', 'maerz', 'marco'], ['apr'], ['may'], ['jun'], ['jul'], ['aug', 'aout'],
  ['sep', 'sept', 'setiembre'], ['oct'], ['nov'], ['dec', 'decembre'],
];

const FORMATS: readonly Intl.DateTimeFormatOptions[] = [{ month: 'long' }, { month: 'short' }, { month: 'long', day: 'numeric' }, { month: 'short', day: 'numeric' }];

const normalise = (word: string) => word.toLowerCase().normalize('NFC').replace(/\.$/, '').trim();

function main(): void {
  const months = new Map<string, Set<number>>();
  const add = (word: string, month: number) => {
    const key = normalise(word);
    if (!/^\p{L}+$/u.test(key)) return;
    months.set(key, (months.get(key) ?? new Set()).add(month));
  };
  for (const locale of LOCALES) {
    for (const options of FORMATS) {
      const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
      for (let month = 0; month < 12; month++) {
        for (const part of format.formatToParts(new Date(Date.UTC(2021, month, 15)))) if (part.type === 'month') add(part.value, month);
      }
    }
  }
  EXTRA_SPELLINGS.forEach((words, month) => words.forEach((word) => add(word, month)));
  const ambiguous = [...months].filter(([, set]) => set.size > 1).map(([word]) => word);
  const rows: string[][] = Array.from({ length: 12 }, () => []);
  for (const [word, set] of months) if (set.size === 1) rows[[...set][0]].push(word);
  const file = join(import.meta.dirname ?? __dirname, '../../src/engine/metadata/month-names.json');
  const data = { generatedBy: 'npm run gen:month-names (tools/month-names/main.ts)', node: process.version, icu: process.versions.icu, locales: LOCALES, ambiguous, months: rows };
  writeFileSync(file, `${JSON.stringify(data, null, 1)}\n`);
  process.stdout.write(`${rows.flat().length} month names from ${LOCALES.length} locales; left out as ambiguous: ${ambiguous.join(', ') || 'none'}\n`);
}

main();
