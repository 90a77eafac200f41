import { junitCounts, ownBanner } from './fuzz-output';

describe('the API fuzzing output', () => {
  it("turns schemathesis's pytest-shaped closing banner into a line of ours, which CI cannot take for pytest's", () => {
    expect(ownBanner('============================= 2 warnings in 34.54s =============================')).toBe('[fuzz] schemathesis: 2 warnings in 34.54s');
    expect(ownBanner('=== 3 failures, 1 warning in 12.00s ===')).toBe('[fuzz] schemathesis: 3 failures, 1 warning in 12.00s');
  });

  it('leaves every other line as it is, the section banners too', () => {
    for (const line of ['=================================== SUMMARY ====================================', '  3680 generated, 3680 passed', '     ✅ 41 passed', '']) {
      expect(ownBanner(line)).toBe(line);
    }
  });

  it("counts a JUnit report's operations as passed, failed (failures and errors) and skipped", () => {
    const xml = '<?xml version="1.0"?>\n<testsuites errors="1" failures="2" skipped="3" tests="41" time="68.0">\n  <testsuite name="schemathesis" tests="41" />\n</testsuites>';
    expect(junitCounts(xml)).toEqual({ passed: 35, failed: 3, skipped: 3 });
  });

  it('counts nothing in a report without totals', () => {
    expect(junitCounts('<testsuites></testsuites>')).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});
