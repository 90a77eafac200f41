import { randomBytes } from 'node:crypto';
import type { ApiKeyAuthorization, ApiKeyLimits, ApiKeyMode, ApiKeyRefusal, ApiKeyRow, Language } from '@portal/contracts';
import { isDuplicateKey, type Clock } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import { hashToken } from '../identity';
import type { ApiKeyDoc, IdentityModels, UserDoc } from '../models';

/** The integrator API's limits per key: calls a day (UTC) and calls a second. */
export interface ApiLimits {
  daily: number;
  perSecond: number;
}

export function apiLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): ApiLimits {
  const positive = (value: string | undefined, fallback: number) => (value && Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback);
  return { daily: positive(env.API_DAILY_QUOTA, 10_000), perSecond: positive(env.API_RATE_PER_SECOND, 10) };
}

/** How many characters after `vk_<mode>_` the list shows. */
const VISIBLE_CHARACTERS = 6;
const DAY_MS = 86_400_000;
/** Counters outlive their day or second by this much before the sweep removes them. */
const COUNTER_GRACE_MS = 60_000;
/** The sweep of spent counters runs at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

/** A new key in clear (shown once), its visible prefix and the hash that is kept. */
export function newApiKey(mode: ApiKeyMode): { key: string; prefix: string; hash: string } {
  const head = `vk_${mode}_`;
  const key = `${head}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, head.length + VISIBLE_CHARACTERS), hash: hashToken(key) };
}

export function apiKeyRowOf(doc: ApiKeyDoc): ApiKeyRow {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    mode: doc.mode,
    prefix: doc.prefix,
    createdAt: doc.createdAt.toISOString(),
    createdBy: doc.createdByName,
    lastUsedAt: doc.lastUsedAt?.toISOString() ?? null,
    revokedAt: doc.revokedAt?.toISOString() ?? null,
  };
}

/** The UTC day a time falls in and when the next one starts. */
export function utcDayOf(nowMs: number): { day: string; nextDayMs: number } {
  const start = Math.floor(nowMs / DAY_MS) * DAY_MS;
  return { day: new Date(start).toISOString().slice(0, 10), nextDayMs: start + DAY_MS };
}

/**
 * API keys and their counted calls. Each counter is a document per key and day (or second) moved
 * by ONE guarded `$inc`, so limits hold across every identity and gateway instance and restarts.
 */
export class ApiKeys {
  private lastSweepMs = 0;

  constructor(
    private readonly models: IdentityModels,
    private readonly clock: Clock,
    readonly limits: ApiLimits,
  ) {}

  async create(agencyId: string, creator: Pick<UserDoc, '_id' | 'firstName' | 'lastName'>, name: string, mode: ApiKeyMode): Promise<ApiKeyRow & { key: string }> {
    const { key, prefix, hash } = newApiKey(mode);
    const doc: ApiKeyDoc = {
      _id: new ObjectId(),
      agencyId: new ObjectId(agencyId),
      name,
      mode,
      prefix,
      hash,
      createdBy: creator._id,
      createdByName: `${creator.firstName} ${creator.lastName}`.trim(),
      createdAt: new Date(this.clock.now()),
      lastUsedAt: null,
      revokedAt: null,
    };
    await this.models.apiKeys.create(doc);
    return { ...apiKeyRowOf(doc), key };
  }

  /** Revokes the agency's own key (a revoked one keeps its first revocation time); undefined when the agency has no such key. */
  async revoke(agencyId: string, id: string): Promise<ApiKeyDoc | undefined> {
    const filter = { _id: new ObjectId(id), agencyId: new ObjectId(agencyId) };
    await this.models.apiKeys.updateOne({ ...filter, revokedAt: null }, { $set: { revokedAt: new Date(this.clock.now()) } });
    return (await this.models.apiKeys.findOne(filter).lean<ApiKeyDoc>()) ?? undefined;
  }

  /** One call of the API with `key`: who acts and what is left, or why it is refused. */
  async authorize(key: string): Promise<ApiKeyAuthorization> {
    const now = this.clock.now();
    const doc = await this.models.apiKeys.findOne({ hash: hashToken(key) }).lean<ApiKeyDoc>();
    if (!doc || doc.revokedAt) return refused('unauthorized');
    const [user, agency] = await Promise.all([
      this.models.users.findOne({ _id: doc.createdBy }).select({ status: 1, langId: 1, role: 1 }).lean<Pick<UserDoc, 'status' | 'langId' | 'role'>>(),
      this.models.agencies.findOne({ _id: doc.agencyId }).select({ status: 1, developerActive: 1 }).lean<{ status: string; developerActive?: boolean }>(),
    ]);
    // The key acts as its creator, as an agency admin: a creator disabled or no longer an admin, or an agency no
    // longer approved, signs nothing in (a demoted admin's keys never keep the rights the demotion took).
    if (!user || user.status !== 'active' || user.role !== 'agency_admin' || !agency || agency.status !== 'approved') return refused('unauthorized');
    const { day, nextDayMs } = utcDayOf(now);
    const limits = (count: number): ApiKeyLimits => ({
      limit: this.limits.daily,
      remaining: Math.max(0, this.limits.daily - count),
      resetAt: Math.floor(nextDayMs / 1000),
      ratePerSecond: this.limits.perSecond,
    });
    const dayId = `${doc._id.toHexString()}:d:${day}`;
    if (agency.developerActive === false) return refused('developer_inactive', limits(await this.count(dayId)));
    await this.sweep(now);

    // The rate first, then the day's quota: a call refused for the rate never takes a share of the day (taking it
    // and giving it back let the calls of one busy second find the day spent). A call over quota spends its second.
    const second = Math.floor(now / 1000);
    const perSecond = await this.take(`${doc._id.toHexString()}:s:${second}`, this.limits.perSecond, new Date((second + 1) * 1000 + COUNTER_GRACE_MS));
    if (perSecond === undefined) return refused('rate_limit_exceeded', limits(await this.count(dayId)), 1);
    const daily = await this.take(dayId, this.limits.daily, new Date(nextDayMs + COUNTER_GRACE_MS));
    if (daily === undefined) return refused('quota_exceeded', limits(this.limits.daily));
    await this.models.apiKeys.updateOne({ _id: doc._id }, { $set: { lastUsedAt: new Date(now) } });
    return {
      allowed: true,
      keyId: doc._id.toHexString(),
      keyName: doc.name,
      mode: doc.mode,
      userId: doc.createdBy.toHexString(),
      agencyId: doc.agencyId.toHexString(),
      language: user.langId as Language,
      limits: limits(daily),
    };
  }

  /**
   * Counts one call on the counter `id` unless it has reached `limit`: the count after it, or
   * undefined when full. Of two first calls racing to create the counter, the loser's upsert
   * meets the unique `_id` and retries as a plain guarded update.
   */
  private async take(id: string, limit: number, expiresAt: Date): Promise<number | undefined> {
    const update = { $inc: { count: 1 }, $setOnInsert: { expiresAt } };
    try {
      const after = await this.models.apiKeyCounters.findOneAndUpdate({ _id: id, count: { $lt: limit } }, update, { upsert: true, returnDocument: 'after' }).lean<{ count: number }>();
      return after?.count;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      const after = await this.models.apiKeyCounters.findOneAndUpdate({ _id: id, count: { $lt: limit } }, { $inc: { count: 1 } }, { returnDocument: 'after' }).lean<{ count: number }>();
      return after?.count;
    }
  }

  private async count(id: string): Promise<number> {
    return (await this.models.apiKeyCounters.findOne({ _id: id }).lean<{ count: number }>())?.count ?? 0;
  }

  /** Spent counters go once their day or second is over (a TTL index would do it on MongoDB; the local database has none). */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweepMs < SWEEP_EVERY_MS && now >= this.lastSweepMs) return;
    this.lastSweepMs = now;
    await this.models.apiKeyCounters.deleteMany({ expiresAt: { $lt: new Date(now) } });
  }
}

function refused(refusal: ApiKeyRefusal, limits?: ApiKeyLimits, retryAfterSeconds?: number): ApiKeyAuthorization {
  return { allowed: false, refusal, ...(limits ? { limits } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
}
