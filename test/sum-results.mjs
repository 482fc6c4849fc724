// Sums the checks' results (run-all.sh), Vitest and Playwright JSON reports into the one closing line CI reads: `N passed, N failed`.
// A missing report counts as one failure, so a suite that never ran cannot pass silently.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) { console.log(`missing report: ${file}`); failed += 1; continue; }
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    // A suite that died mid-write (a browser missing, a crash) leaves an empty or cut report: one clear line.
    console.log(`unreadable report: ${file} (${error.message}); did the suite run? see its output above`);
    failed += 1;
    continue;
  }
  if ('check' in report) { // lint or tsc, one pass or one failure
    if (report.passed === true) passed += 1; else { console.log(`check failed: ${report.check}`); failed += 1; }
  } else if ('numPassedTests' in report) { // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests + countFilesThatFailedToRun(report);
  } else { // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

// A Vitest file that fails to load (syntax error, import error) has no failed test but must count as a failure.
// (`numFailedTestSuites` counts describe blocks too, so it cannot stand in for this.)
function countFilesThatFailedToRun(report) {
  return report.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')).length;
}
