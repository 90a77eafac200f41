import type { Clock } from '../clock';

/** A clock a test moves forward (a TOTP window, a hold's expiry) instead of sleeping. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

/** The system's time plus whatever the test has advanced it by. */
export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      offset += ms;
    },
  };
}
