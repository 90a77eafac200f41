import { systemClock } from './clock';
import { shiftedClock, testClockRoutes } from './test-clock';
import { testClock } from './testing/clock';

describe('the test clock', () => {
  it('runs ahead by the offset it is set to, and back at 0', () => {
    const clock = shiftedClock();
    clock.shift(86_400_000);
    expect(clock.now() - Date.now()).toBeGreaterThan(86_400_000 - 1_000);
    clock.shift(0);
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1_000);
  });

  it("adds up a test's steps, and gets no route (it cannot be set)", () => {
    const clock = testClock();
    clock.advance(60_000);
    clock.advance(60_000);
    expect(clock.now() - Date.now()).toBeGreaterThan(120_000 - 1_000);
    expect(testClockRoutes(false, { TEST_CLOCK: 'on' }, clock)).toEqual([]);
  });

  it('has a route only in development with TEST_CLOCK=on, and only for a clock it can shift', () => {
    expect(testClockRoutes(false, { TEST_CLOCK: 'on' }, shiftedClock())).toHaveLength(1);
    expect(testClockRoutes(true, { TEST_CLOCK: 'on' }, shiftedClock())).toEqual([]);
    expect(testClockRoutes(false, {}, shiftedClock())).toEqual([]);
    expect(testClockRoutes(false, { TEST_CLOCK: 'on' }, systemClock)).toEqual([]);
  });
});
