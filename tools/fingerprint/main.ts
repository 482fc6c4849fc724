/**
 * `npm run fingerprint -- [--corpus NAME] [--every N] [--out FILE] [--against FILE]`: the output fingerprint of every
 * corpus page (fingerprint.ts), standard mode, parsed as the bench parses them (linkedom) and without the time
 * budget, so a loaded machine cannot cut a page short and make it look changed. With `--against`, the pages whose
 * outputs differ from that earlier file (or are not in it) are listed, and the exit code is 1 when there are any.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCorpus, type CorpusName } from '../bench/corpus';
import { parseDocument, releaseDocument } from '../../src/cli/dom';
import { extract } from '../../src/engine';
import { differingKeys, fingerprintLine } from './fingerprint';

const CORPORA: readonly CorpusName[] = ['scrapinghub', 'wcxb-dev', 'dragnet', 'cleaneval', 'daniel-dev'];
/** Far beyond any corpus page's time: the budget is the engine's guard for live pages, not what is compared here. */
const NO_BUDGET_MS = 600_000;

const { values } = parseArgs({
  options: { corpus: { type: 'string' }, every: { type: 'string', default: '1' }, out: { type: 'string', default: 'bench-results/fingerprint.tsv' }, against: { type: 'string' } },
});
const corpora = values.corpus === undefined ? CORPORA : CORPORA.filter((name) => name === values.corpus);
if (corpora.length === 0) throw new Error(`--corpus must be one of ${CORPORA.join(', ')}, got "${values.corpus}"`);
const every = Number(values.every);
if (!Number.isInteger(every) || every < 1) throw new Error(`--every must be a positive integer, got "${values.every}"`);

const lines: string[] = [];
/** Pages of the unseen fold: counted when they change, never named (fold 4 is not read page by page). */
const unseen = new Set<string>();
for (const corpus of corpora) {
  loadCorpus(corpus).forEach((page, index) => {
    if (index % every !== 0) return;
    if (page.fold === 4) unseen.add(`${corpus}/${page.id}`);
    const document = parseDocument(page.html, page.url);
    lines.push(fingerprintLine(`${corpus}/${page.id}`, extract(document, { url: page.url, timeBudgetMs: NO_BUDGET_MS })));
    releaseDocument(document);
  });
}
const file = `${lines.join('\n')}\n`;
mkdirSync(dirname(values.out!), { recursive: true });
writeFileSync(values.out!, file);
console.log(`${lines.length} pages fingerprinted in ${values.out}`);
if (values.against !== undefined) {
  const changed = differingKeys(readFileSync(values.against, 'utf8'), file);
  const named = changed.filter((key) => !unseen.has(key));
  for (const corpus of corpora) {
    const ofCorpus = (keys: string[]) => keys.filter((key) => key.startsWith(`${corpus}/`)).length;
    console.log(`${corpus}: ${ofCorpus(named)} pages of folds 0-3 and ${ofCorpus(changed) - ofCorpus(named)} of fold 4 differ`);
  }
  console.log(`${changed.length} pages differ from ${values.against}${named.length ? ` (folds 0-3: ${named.slice(0, 20).join(' ')})` : ''}`);
  if (changed.length > 0) process.exitCode = 1;
}
