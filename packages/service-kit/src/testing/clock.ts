import type { Clock } from '../clock';
import { shiftedClock } from '../test-clock';

/** A clock a test moves forward (a TOTP window, a hold's expiry) instead of sleeping. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

/** The shifted clock moved by steps: the system's time plus whatever the test has advanced it by. */
export function testClock(): TestClock {
  const clock = shiftedClock();
  let offset = 0;
  return {
    now: () => clock.now(),
    advance(ms: number) {
      offset += ms;
      clock.shift(offset);
    },
  };
}
