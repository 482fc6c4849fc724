/**
 * `npx tsx tools/bench/summarize.ts DIR [DIR...]`: the generalisation summary (./summary-table.ts) of the runs in
 * the given out folders, each corpus from the first folder holding its report, in the bench's corpus order.
 */
import { BENCH_CORPORA } from './args';
import { readReport } from './compare';
import { renderSummary } from './summary-table';

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  process.stderr.write('usage: tsx tools/bench/summarize.ts DIR [DIR...]\n');
  process.exit(1);
}
const reports = BENCH_CORPORA.flatMap((corpus) => {
  const report = dirs.map((dir) => readReport(dir, corpus)).find(Boolean);
  return report ? [{ corpus, report }] : [];
});
process.stdout.write(renderSummary(reports));
