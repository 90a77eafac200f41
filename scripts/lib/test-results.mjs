// Counts of the test runners' results over one `npm test`, for its closing line. Each runner writes its
// JSON report into TEST_RESULTS_DIR when that is set (jest: --json --outputFile; Playwright: its json
// reporter; the API fuzzing: its operations' counts); `npm test` sets it, clears it first and adds the reports up at the end.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** jest's arguments that write its report as <name>.json into TEST_RESULTS_DIR, if that is set. */
export function jestReportArgs(name) {
  const dir = process.env.TEST_RESULTS_DIR;
  return dir ? ['--json', `--outputFile=${path.join(dir, `${name}.json`)}`] : [];
}

export function clearResults(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

/** Adds up the reports in dir: jest's (numPassedTests…), Playwright's (stats.expected…) and the fuzzer's (counts). */
export function tallyResults(dir) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    if (report.counts) {
      total.passed += report.counts.passed;
      total.failed += report.counts.failed;
      total.skipped += report.counts.skipped;
    } else if (report.stats) {
      total.passed += report.stats.expected + report.stats.flaky;
      total.failed += report.stats.unexpected;
      total.skipped += report.stats.skipped;
    } else {
      total.passed += report.numPassedTests;
      total.failed += report.numFailedTests;
      total.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    }
  }
  return total;
}
