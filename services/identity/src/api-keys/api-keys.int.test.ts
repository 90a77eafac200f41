import { createHash } from 'node:crypto';
import type { ApiKeyAuthorization } from '@portal/contracts';
import { serviceHeaders, startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, TestClient, testDeps } from '@portal/service-kit/testing';
import { identityService } from '../service';
import { ADMIN, OPERATOR, identityTestbed } from '../testbed';

jest.setTimeout(60_000);

// Small limits, so a test reaches them; the counters live in the database both instances share.
process.env.API_DAILY_QUOTA = '5';
process.env.API_RATE_PER_SECOND = '2';

describe('integrator API keys: created once, stored hashed, revoked, counted across instances', () => {
  const bed = identityTestbed();
  /** A second identity instance on the same database, as a second replica would be. */
  let second: RunningService;
  let admin: TestClient;
  let operator: TestClient;

  beforeAll(async () => {
    second = await startService(identityService, testDeps('identity', { MONGO_DB: bed.service.deps.config.dbName }, bed.clock));
    admin = bed.client();
    await admin.signIn(ADMIN.email, ADMIN.password);
    operator = bed.client();
    await operator.signIn(OPERATOR.email, OPERATOR.password);
  });

  afterAll(async () => {
    await second.stop();
    await dropTestDeps(second.deps).catch(() => undefined);
  });

  /** The gateway's check of one call, on one instance's internal listener. */
  async function authorize(key: string, instance: RunningService = bed.service): Promise<ApiKeyAuthorization> {
    const res = await fetch(`${instance.internalUrl}/internal/api-keys/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...serviceHeaders() },
      body: JSON.stringify({ key }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as ApiKeyAuthorization;
  }

  async function newKey(client: TestClient, name: string, mode = 'sandbox'): Promise<{ id: string; key: string; prefix: string }> {
    const res = await client.call('POST', '/company/api-keys', { name, mode });
    expect(res.status).toBe(201);
    return res.body;
  }

  /** Moves the shared clock to the very start of a second, so the calls that follow fall in one second. */
  function startOfSecond(): void {
    bed.clock.advance(1000 - (bed.clock.now() % 1000));
  }

  it('shows a key once and keeps only its hash; the list shows its prefix and when it was last used', async () => {
    const created = await newKey(admin, 'Booking engine', 'live');
    expect(created.key).toMatch(/^vk_live_[A-Za-z0-9_-]{32,}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.prefix.length).toBeLessThan(20);

    const stored = await bed.service.deps.mongo.db.collection('api_keys').findOne({ name: 'Booking engine' });
    expect(stored!.hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(created.key);

    const list = await admin.call('GET', '/company/api-keys');
    expect(list.status).toBe(200);
    const row = list.body.items.find((k: { id: string }) => k.id === created.id);
    expect(row).toMatchObject({ name: 'Booking engine', mode: 'live', prefix: created.prefix, lastUsedAt: null, revokedAt: null, createdBy: expect.any(String) });
    expect(row.key).toBeUndefined();

    const allowed = await authorize(created.key);
    expect(allowed).toMatchObject({ allowed: true, keyId: created.id, mode: 'live', agencyId: expect.any(String), userId: expect.any(String) });
    const after = await admin.call('GET', '/company/api-keys');
    expect(after.body.items.find((k: { id: string }) => k.id === created.id).lastUsedAt).not.toBeNull();
  });

  it('refuses a revoked key and an unknown one; another agency cannot revoke the key', async () => {
    const created = await newKey(admin, 'To revoke');
    await bed.approvedAgency('keys-other@sahara.example');
    const other = bed.client();
    await other.signIn('keys-other@sahara.example', 'Sahara#2026');
    expect((await other.call('DELETE', `/company/api-keys/${created.id}`)).status).toBe(404);
    expect((await authorize(created.key)).allowed).toBe(true);

    const revoked = await admin.call('DELETE', `/company/api-keys/${created.id}`);
    expect(revoked.status).toBe(200);
    expect(await authorize(created.key)).toEqual({ allowed: false, refusal: 'unauthorized' });
    expect(await authorize(created.key.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toEqual({ allowed: false, refusal: 'unauthorized' });
    const again = await admin.call('DELETE', `/company/api-keys/${created.id}`);
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
    expect((await admin.call('GET', '/company/api-keys')).body.items.find((k: { id: string }) => k.id === created.id).revokedAt).toBe(revoked.body.revokedAt);
  });

  it("answers 'developer inactive' while an operator has turned the agency's access off", async () => {
    await bed.approvedAgency('keys-dev@sahara.example');
    const sahara = bed.client();
    await sahara.signIn('keys-dev@sahara.example', 'Sahara#2026');
    const created = await newKey(sahara, 'Partner site');
    const first = await authorize(created.key);
    if (!first.allowed) throw new Error(`the new key was refused: ${first.refusal}`);
    const { agencyId } = first;

    const off = await operator.call('PUT', `/operator/agencies/${agencyId}/developer-access`, { active: false });
    expect(off.body).toEqual({ id: agencyId, developerActive: false });
    const listed = await operator.call('GET', '/operator/agencies?search=Sahara');
    expect(listed.body.items.find((a: { id: string }) => a.id === agencyId).developerActive).toBe(false);
    expect(await authorize(created.key, second)).toMatchObject({ allowed: false, refusal: 'developer_inactive' });

    await operator.call('PUT', `/operator/agencies/${agencyId}/developer-access`, { active: true });
    bed.clock.advance(1000);
    expect((await authorize(created.key)).allowed).toBe(true);
    expect((await operator.call('PUT', '/operator/agencies/0123456789abcdef01234567/developer-access', { active: false })).status).toBe(404);
  });

  it('refuses the key of a creator who was disabled or is no longer an agency admin (the key acts as its creator)', async () => {
    for (const [email, change] of [
      ['keys-disabled@sahara.example', { status: 'disabled' }],
      ['keys-demoted@sahara.example', { role: 'agent' }],
    ] as const) {
      await bed.approvedAgency(email);
      const sahara = bed.client();
      await sahara.signIn(email, 'Sahara#2026');
      const created = await newKey(sahara, 'Old integration');
      expect((await authorize(created.key)).allowed).toBe(true);
      bed.clock.advance(1000);
      await bed.service.deps.mongo.db.collection('users').updateOne({ email }, { $set: change });
      expect(await authorize(created.key)).toEqual({ allowed: false, refusal: 'unauthorized' });
    }
  });

  it('counts the daily quota across two instances and refuses the call after it', async () => {
    const { key } = await newKey(admin, 'Quota');
    const remaining: number[] = [];
    for (let call = 0; call < 5; call += 1) {
      // One call a second: the rate never refuses these.
      bed.clock.advance(1000);
      const answer = await authorize(key, call % 2 === 0 ? bed.service : second);
      expect(answer.allowed).toBe(true);
      remaining.push(answer.limits!.remaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    bed.clock.advance(1000);
    const refused = await authorize(key, second);
    expect(refused).toMatchObject({ allowed: false, refusal: 'quota_exceeded', limits: { limit: 5, remaining: 0, ratePerSecond: 2 } });
    expect(refused.limits!.resetAt * 1000).toBeGreaterThan(bed.clock.now());
  });

  it('lets through the rate per second across two instances at once, and tells the others when to retry', async () => {
    const { key } = await newKey(admin, 'Rate');
    startOfSecond();
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((call) => authorize(key, call % 2 === 0 ? bed.service : second)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(2);
    const refused = answers.filter((a) => !a.allowed);
    expect(refused).toHaveLength(4);
    for (const answer of refused) expect(answer).toMatchObject({ refusal: 'rate_limit_exceeded', retryAfterSeconds: 1 });
    // A call refused for the rate spends none of the day's quota.
    bed.clock.advance(1000);
    expect(await authorize(key, second)).toMatchObject({ allowed: true, limits: { remaining: 2 } });
  });
});
