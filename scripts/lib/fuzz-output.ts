// What the API fuzzing step makes of schemathesis's output for `npm test`: its lines, and its JUnit report's counts.

/**
 * schemathesis closes on a banner shaped like pytest's (`==== 2 warnings in 34.54s ====`), which CI reads as a pytest
 * run that executed no test. Its lines go through as they are but for such a banner, which becomes a line of ours.
 */
export function ownBanner(line: string): string {
  const banner = /^=+ (.+ in [\d.]+s) =+$/.exec(line.trim());
  return banner ? `[fuzz] schemathesis: ${banner[1]}` : line;
}

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** A JUnit report's totals (its `<testsuites>` element): failures and errors count as failed. */
export function junitCounts(xml: string): TestCounts {
  const totals = /<testsuites\b([^>]*)>/.exec(xml)?.[1] ?? '';
  const count = (name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(totals)?.[1] ?? 0);
  const failed = count('failures') + count('errors');
  const skipped = count('skipped');
  return { passed: count('tests') - failed - skipped, failed, skipped };
}
