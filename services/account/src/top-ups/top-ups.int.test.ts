import { randomUUID } from 'node:crypto';
import { startService, type RunningService, modelConnection } from '@portal/service-kit';
import { dropTestDeps, testDeps, sessionCookie } from '@portal/service-kit/testing';
import { accountService } from '../service';
import { Wallets } from '../wallet/wallet';

jest.setTimeout(120_000);

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 32), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 1)]);

describe('top-ups: declared with proof, approved once', () => {
  let account: RunningService;
  let wallets: Wallets;
  let agencyId: string;
  let admin: string;
  let operator: string;

  const cookieFor = (role: 'agency_admin' | 'operator', aid: string | null) => sessionCookie(account.deps.sessions, { uid: `${role}-user`, aid, role }, 600_000);

  function declare(files: { name: string; bytes: Buffer }[], fields: Record<string, string> = { bankReference: 'VIR-2026-001', amount: '150000' }, cookie = admin) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) form.append('proofs', new Blob([new Uint8Array(file.bytes)]), file.name);
    return fetch(`${account.url}/account/top-ups`, { method: 'POST', headers: { cookie }, body: form });
  }

  const storedCount = async () => ({
    topUps: await account.deps.mongo.db.collection('top_ups').countDocuments({ agencyId }),
    chunks: await account.deps.mongo.db.collection('top_up_proofs').countDocuments(),
  });

  beforeAll(async () => {
    account = await startService(accountService, testDeps('account'));
    wallets = new Wallets(await modelConnection(account.deps.mongo), account.deps.log);
    agencyId = `agency-${randomUUID().slice(0, 8)}`;
    await wallets.open(agencyId, 'EUR');
    admin = cookieFor('agency_admin', agencyId);
    operator = cookieFor('operator', null);
  });

  afterAll(async () => {
    await account.stop();
    await dropTestDeps(account.deps);
  });

  it('declares a top-up with a PDF proof, and the operator approval credits exactly once', async () => {
    const res = await declare([{ name: 'virement.pdf', bytes: PDF }]);
    expect(res.status).toBe(201);
    const topUp = await res.json();
    expect(topUp).toMatchObject({ status: 'pending', amount: 150000, currency: 'EUR', proofs: [{ fileName: 'virement.pdf', contentType: 'application/pdf' }] });

    const proof = await fetch(`${account.url}/account/top-ups/${topUp.id}/proofs/0`, { headers: { cookie: operator } });
    expect(Buffer.from(await proof.arrayBuffer())).toEqual(PDF);

    const approvals = await Promise.all([1, 2, 3].map(() => fetch(`${account.url}/account/operator/top-ups/${topUp.id}/approve`, { method: 'POST', headers: { cookie: operator } })));
    expect(approvals.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await wallets.head(agencyId)).available).toBe(150000);
    expect(await wallets.ledger.countDocuments({ agencyId, type: 'top_up' })).toBe(1);
    const again = await fetch(`${account.url}/account/operator/top-ups/${topUp.id}/approve`, { method: 'POST', headers: { cookie: operator } });
    expect(again.status).toBe(200);
    expect((await wallets.head(agencyId)).available).toBe(150000);
    const reject = await fetch(`${account.url}/account/operator/top-ups/${topUp.id}/reject`, {
      method: 'POST',
      headers: { cookie: operator, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'late' }),
    });
    expect(reject.status).toBe(409);
    const events = await account.deps.outbox.collection.countDocuments({ 'envelope.type': 'account.top_up.approved', 'envelope.data.topUpId': topUp.id });
    expect(events).toBe(1);

    const balance = await (await fetch(`${account.url}/api/balance`, { headers: { cookie: admin } })).json();
    expect(balance.available).toBe(150000);
  });

  it('refuses a file whose content is not jpg, png or pdf whatever its name, and stores nothing', async () => {
    const before = await storedCount();
    const res = await declare([{ name: 'proof.pdf', bytes: PNG.subarray(8) }]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'validation_failed', message: 'Invalid file types detected', details: { fields: [{ field: 'proofs', reason: 'invalid_file_type' }] } },
    });
    const renamed = await declare([{ name: 'proof.exe', bytes: PDF }]);
    expect(renamed.status).toBe(400);
    expect(await storedCount()).toEqual(before);
  });

  it('refuses more than 20 MB in all, and stores nothing', async () => {
    const before = await storedCount();
    const half = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await declare([
      { name: 'a.pdf', bytes: half },
      { name: 'b.pdf', bytes: half },
    ]);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Invalid file types detected');
    expect(await storedCount()).toEqual(before);
  });

  it('asks for the fields and at least one proof, and keeps top-ups to their agency and roles', async () => {
    const res = await declare([], { amount: '-3' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['amount', 'bankReference', 'proofs']);
    const json = await fetch(`${account.url}/account/top-ups`, { method: 'POST', headers: { cookie: admin, 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);

    const other = cookieFor('agency_admin', 'another-agency');
    const list = await (await fetch(`${account.url}/account/top-ups`, { headers: { cookie: other } })).json();
    expect(list.items).toEqual([]);
    const mine = await (await fetch(`${account.url}/account/top-ups`, { headers: { cookie: admin } })).json();
    const theirsProof = await fetch(`${account.url}/account/top-ups/${mine.items[0].id}/proofs/0`, { headers: { cookie: other } });
    expect(theirsProof.status).toBe(404);
    expect((await fetch(`${account.url}/account/operator/top-ups`, { headers: { cookie: admin } })).status).toBe(403);
    const agent = sessionCookie(account.deps.sessions, { uid: 'agent', aid: agencyId, role: 'agent' }, 60_000);
    expect((await declare([{ name: 'x.pdf', bytes: PDF }], undefined, agent)).status).toBe(403);
  });

  it('answers 400 to a proof whose part never closes, stores nothing, and keeps serving', async () => {
    const before = await storedCount();
    const boundary = 'top-up-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bankReference"\r\n\r\nVIR-1\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="proofs"; filename="proof.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      PDF,
    ]);
    const res = await fetch(`${account.url}/account/top-ups`, { method: 'POST', headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('bad_request');
    expect(await storedCount()).toEqual(before);
    expect((await declare([{ name: 'proof.pdf', bytes: PDF }])).status).toBe(201);
  });
});
