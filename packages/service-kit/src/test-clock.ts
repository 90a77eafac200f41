import { z } from 'zod';
import Router from '@koa/router';
import type { Clock } from './clock';
import type { AppState } from './context';
import { requireServiceCall } from './service-auth';
import { handle } from './validate';

/** The system's time moved forward by a settable offset: what a service runs on when its clock may be moved for tests. */
export interface ShiftedClock extends Clock {
  /** Sets the offset from the system's time (0 puts it back). */
  shift(offsetMs: number): void;
}

export function shiftedClock(): ShiftedClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    shift(offsetMs: number) {
      offset = offsetMs;
    },
  };
}

/** How far a journey may move a clock: a pay-later deadline lies weeks ahead. */
const MAX_OFFSET_MS = 90 * 86_400_000;

/**
 * Development and tests only (TEST_CLOCK=on, never in production): `POST /internal/test/clock`
 * on the internal listener, with service credentials, sets how far the service's clock runs
 * ahead, so browser journeys see a hold expire or a payment deadline pass. A clock that cannot
 * be shifted (a test's own) gets no route.
 */
export function testClockRoutes(production: boolean, env: NodeJS.ProcessEnv, clock: Clock | ShiftedClock): Router<AppState>[] {
  if (production || env.TEST_CLOCK !== 'on' || !('shift' in clock)) return [];
  const router = new Router<AppState>();
  router.post(
    '/internal/test/clock',
    requireServiceCall(),
    handle({ body: z.object({ offsetMs: z.number().int().min(0).max(MAX_OFFSET_MS) }), response: z.object({ now: z.iso.datetime() }) }, (ctx, { body }) => {
      clock.shift(body.offsetMs);
      ctx.body = { now: new Date(clock.now()).toISOString() };
    }),
  );
  return [router];
}
