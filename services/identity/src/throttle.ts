import { AppError, isDuplicateKey } from '@portal/service-kit';
import type { Collection } from 'mongodb';
import type { ThrottleDoc } from './store';

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
 * Counts failed attempts per key (an account, an address) in fixed windows, with single-document
 * atomic updates so concurrent attempts are all counted.
 */
export class Throttle {
  constructor(private readonly throttles: Collection<ThrottleDoc>) {}

  /** 429 while any key is over its limit, with the seconds until its window ends. */
  async check(keys: [string, ThrottleRule][], now = Date.now()): Promise<void> {
    const docs = await this.throttles.find({ _id: { $in: keys.map(([key]) => key) } }).toArray();
    for (const [key, rule] of keys) {
      const doc = docs.find((d) => d._id === key);
      if (!doc) continue;
      const endsAt = doc.windowStart.getTime() + rule.windowMs;
      if (endsAt > now && doc.failures >= rule.limit) {
        throw new AppError('too_many_requests', 'Too many failed attempts. Please wait before trying again.', {
          retryAfterSeconds: Math.ceil((endsAt - now) / 1000),
        });
      }
    }
  }

  async fail(keys: [string, ThrottleRule][], now = Date.now()): Promise<void> {
    for (const [key, rule] of keys) {
      const staleBefore = new Date(now - rule.windowMs);
      // A window that has ended starts again at one failure.
      const restarted = await this.throttles.updateOne(
        { _id: key, windowStart: { $lt: staleBefore } },
        { $set: { failures: 1, windowStart: new Date(now) } },
      );
      if (restarted.matchedCount === 0) await this.increment(key, now);
    }
  }

  private async increment(key: string, now: number): Promise<void> {
    const update = { $inc: { failures: 1 }, $setOnInsert: { windowStart: new Date(now) } };
    try {
      await this.throttles.updateOne({ _id: key }, update, { upsert: true });
    } catch (err) {
      // Two first failures at once: one inserted, the other counts on it.
      if (!isDuplicateKey(err)) throw err;
      await this.throttles.updateOne({ _id: key }, { $inc: { failures: 1 } });
    }
  }

  async clear(key: string): Promise<void> {
    await this.throttles.deleteOne({ _id: key });
  }
}
