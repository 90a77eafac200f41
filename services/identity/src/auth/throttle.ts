import { AppError } from '@portal/service-kit';
import type { Model } from 'mongoose';
import type { FailureDoc } from '../models';

export interface ThrottleRule {
  /** Failures allowed within the window before further attempts are refused. */
  limit: number;
  windowMs: number;
}

export const SIGN_IN_RULES = {
  account: { limit: 5, windowMs: 15 * 60 * 1000 },
  address: { limit: 30, windowMs: 15 * 60 * 1000 },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Counts failed attempts per key (an account, an address) over a sliding window. Each failure is
 * its own inserted document, so attempts made all at once are all counted (a counter updated in
 * place can lose increments on FerretDB).
 */
export class Throttle {
  constructor(private readonly failures: Model<FailureDoc>) {}

  /** 429 while any key is over its limit, with the seconds until an attempt is allowed again. */
  async check(keys: [string, ThrottleRule][], now = Date.now()): Promise<void> {
    for (const [key, rule] of keys) {
      const recent = await this.failures
        .find({ key, at: { $gt: new Date(now - rule.windowMs) } })
        .select({ at: 1 })
        .sort({ at: -1 })
        .limit(rule.limit)
        .lean<Pick<FailureDoc, 'at'>[]>();
      if (recent.length >= rule.limit) {
        const oldest = recent[recent.length - 1]!.at.getTime();
        throw new AppError('too_many_requests', 'Too many failed attempts. Please wait before trying again.', {
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000)),
        });
      }
    }
  }

  async fail(keys: [string, ThrottleRule][], now = Date.now()): Promise<void> {
    await this.failures.insertMany(keys.map(([key]) => ({ key, at: new Date(now) })));
  }

  /** A success forgets the account's failures (and any older than a day, everywhere). */
  async clear(key: string, now = Date.now()): Promise<void> {
    await this.failures.deleteMany({ $or: [{ key }, { at: { $lt: new Date(now - 86_400_000) } }] });
  }
}
