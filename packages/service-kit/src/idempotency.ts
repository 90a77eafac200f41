import { createHash } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { AppError, errorBody } from './errors';
import { isDuplicateKey } from './mongo';

/** What a request answered: kept with its key and answered again, byte for byte, to a retry. */
export interface IdempotentResponse {
  status: number;
  body: unknown;
}

export interface IdempotencyRecord {
  /** `${scope}#${key}`: a key is the client's within its scope (e.g. an agency and a route). */
  _id: string;
  /** SHA-256 of the canonical request body: the same key with another request is refused. */
  requestHash: string;
  state: 'running' | 'done';
  /** What the request started (e.g. a booking id) once it did; from then on its outcome is kept. */
  resource: string | null;
  startedAt: Date;
  response: IdempotentResponse | null;
}

export interface IdempotentRequest {
  scope: string;
  key: string;
  /** The request as validated: its canonical JSON is hashed. */
  request: unknown;
}

/** Marks the point of no return: errors before it release the key (nothing was done), errors after it are the answer. */
export type Begin = (resource: string) => Promise<void>;

/**
 * Answers a request whose process stopped before it answered (its lease ended), from what it left
 * behind: a response once the resource is settled, undefined while it is still being resolved.
 */
export type Resume = (resource: string) => Promise<IdempotentResponse | undefined>;

/** JSON with object keys sorted and undefined members dropped: two equal requests give one text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`).join(',')}}`;
}

export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/**
 * Idempotency keys with Stripe's semantics: the first request with a key runs; a retry while it
 * runs answers 409 `request_in_progress`; a retry after it answers the kept status and body; the
 * key with a different request answers 422 `idempotency_key_reused`. A request that failed before
 * it began anything leaves no trace, so a corrected request may use the key again. A 503 (or a
 * crash) after it began is not an answer: the key stays running until `resume` reads the outcome.
 */
export class IdempotencyKeys {
  constructor(
    readonly records: Collection<IdempotencyRecord>,
    private readonly now: () => number = Date.now,
    /** How long a running request is trusted to still be running. */
    private readonly leaseMs = 120_000,
  ) {}

  static on(db: Db, now?: () => number, leaseMs?: number): IdempotencyKeys {
    return new IdempotencyKeys(db.collection<IdempotencyRecord>('idempotency_keys'), now, leaseMs);
  }

  async run(claim: IdempotentRequest, work: (begin: Begin) => Promise<IdempotentResponse>, resume?: Resume): Promise<IdempotentResponse & { replayed: boolean }> {
    const _id = `${claim.scope}#${claim.key}`;
    const hash = requestHash(claim.request);
    let startedAt = new Date(this.now());
    // Two tries: a key released by a failed first request between our insert and our read is free again.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.records.insertOne({ _id, requestHash: hash, state: 'running', resource: null, startedAt, response: null });
        break;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const seen = await this.records.findOne({ _id });
      if (!seen) {
        if (attempt === 0) continue;
        throw inProgress();
      }
      if (seen.requestHash !== hash) {
        throw new AppError('idempotency_key_reused', 'This Idempotency-Key was used with a different request; send a new key for a new request', { key: claim.key }, 422);
      }
      if (seen.state === 'done' && seen.response) return { ...seen.response, replayed: true };
      if (this.now() - seen.startedAt.getTime() < this.leaseMs) throw inProgress();
      if (seen.resource) {
        const answer = resume ? await resume(seen.resource) : undefined;
        if (!answer) throw inProgress();
        await this.records.updateOne({ _id, state: 'running' }, { $set: { state: 'done', response: answer } });
        return { ...answer, replayed: true };
      }
      // Its process stopped before it began anything: one retry takes the key over.
      startedAt = new Date(this.now());
      const taken = await this.records.updateOne({ _id, state: 'running', resource: null, startedAt: seen.startedAt }, { $set: { startedAt } });
      if (taken.modifiedCount !== 1) throw inProgress();
      break;
    }

    const mine = { _id, startedAt };
    let began = false;
    const begin: Begin = async (resource) => {
      began = true;
      await this.records.updateOne(mine, { $set: { resource } });
    };
    let response: IdempotentResponse;
    try {
      response = await work(begin);
    } catch (err) {
      if (!began) {
        await this.records.deleteOne(mine);
        throw err;
      }
      if (err instanceof AppError && err.status !== 503) {
        await this.records.updateOne(mine, { $set: { state: 'done', response: { status: err.status, body: errorBody(err.code, err.message, err.details) } } });
      }
      throw err;
    }
    await this.records.updateOne(mine, { $set: { state: 'done', response } });
    return { ...response, replayed: false };
  }
}

const inProgress = () => new AppError('request_in_progress', 'A request with this Idempotency-Key is still being processed; retry in a moment', { retryAfterSeconds: 1 }, 409);
