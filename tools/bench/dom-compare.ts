/**
 * `npx tsx tools/bench/dom-compare.ts [--limit N] [--corpus C] [--dom a,b]`: the measurement behind the choice of Node DOM
 * (ARCHITECTURE.md, "Node DOM"). For the first N pages of each scored corpus, every library parses the page,
 * then Readability.js and Pith extract from it; libraries take turns page by page so machine load hits them
 * alike. Prints median parse and extraction times and the F1 each tool reaches on each library.
 */
import { parseArgs } from 'node:util';
import { loadCorpus } from './corpus';
import { median } from './metrics';
import { SCORERS, type PageScore, type ScoredCorpus } from './scoring';
import { pithTool, readabilityTool, type Tool } from './tools';
import { DOM_LIBRARIES, parseDocument, releaseDocument, type DomLibrary } from '../../src/cli/dom';

interface Sample { parse: number[]; tool: Record<string, { ms: number[]; scores: PageScore[]; failed: number }> }

const { values } = parseArgs({ options: {
  limit: { type: 'string', default: '30' }, corpus: { type: 'string' }, dom: { type: 'string', default: DOM_LIBRARIES.join(',') },
} });
const limit = Number(values.limit);
const libraries = values.dom!.split(',') as DomLibrary[];
const corpora: ScoredCorpus[] = values.corpus ? [values.corpus as ScoredCorpus] : ['scrapinghub', 'wcxb-dev'];
const tools: Tool[] = [readabilityTool, pithTool('standard')];

for (const corpus of corpora) {
  const pages = loadCorpus(corpus, { limit });
  const samples = new Map<DomLibrary, Sample>(libraries.map((lib) => [lib, {
    parse: [], tool: Object.fromEntries(tools.map((t) => [t.name, { ms: [], scores: [], failed: 0 }])),
  }]));
  pages.forEach((page, i) => {
    const order = libraries.map((_, k) => libraries[(i + k) % libraries.length]);
    for (const lib of order) {
      const sample = samples.get(lib)!;
      let started = performance.now();
      releaseDocument(parseDocument(page.html, page.url, lib));
      sample.parse.push(performance.now() - started);
      for (const tool of tools) {
        const slot = sample.tool[tool.name];
        const document = parseDocument(page.html, page.url, lib);
        let text = '';
        started = performance.now();
        try {
          text = tool.extractText(document, page.url).text;
          slot.ms.push(performance.now() - started);
        } catch {
          slot.failed++;
        }
        releaseDocument(document);
        slot.scores.push(SCORERS[corpus].page(page, text));
      }
    }
    process.stderr.write(`\r${corpus} ${i + 1}/${pages.length}`);
  });
  process.stderr.write('\n');
  console.log(`\n${corpus}, ${pages.length} pages (median ms; F1 by the corpus metric)\n`);
  console.log(`| DOM | parse ms | ${tools.map((t) => `${t.name} ms | ${t.name} F1 | ${t.name} failed`).join(' | ')} |`);
  for (const [lib, s] of samples) {
    const cells = tools.map((t) => {
      const slot = s.tool[t.name];
      return `${median(slot.ms).toFixed(1)} | ${SCORERS[corpus].dataset(pages, slot.scores).f1.toFixed(3)} | ${slot.failed}`;
    });
    console.log(`| ${lib} | ${median(s.parse).toFixed(1)} | ${cells.join(' | ')} |`);
  }
}
