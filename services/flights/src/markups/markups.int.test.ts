import { randomUUID } from 'node:crypto';
import { AccountEvents, DEFAULT_MARKUPS, IdentityEvents, type EventEnvelope } from '@portal/contracts';
import { modelConnection, type ServiceDeps } from '@portal/service-kit';
import { dropTestDeps, testDeps } from '@portal/service-kit/testing';
import { FlightReplicas } from './markups';

jest.setTimeout(60_000);

/** What flights keeps from account's and identity's events, in its own database. */
describe("flights' replicas of other domains", () => {
  let deps: ServiceDeps;
  let replicas: FlightReplicas;

  beforeAll(async () => {
    deps = testDeps('flights');
    replicas = new FlightReplicas(await modelConnection(deps.mongo));
  });

  afterAll(async () => {
    await dropTestDeps(deps);
  });

  const envelope = (type: string, agencyId: string | null, data: unknown): EventEnvelope => ({
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    agencyId,
    actor: { kind: 'user', id: 'admin-1' },
    data,
  });

  const markupsChanged = (agencyId: string, version: number, serviceChargePerTicket: number) =>
    replicas.accountHandlers()[AccountEvents.markupsChanged.type]!(
      envelope(AccountEvents.markupsChanged.type, agencyId, { version, currency: 'EUR', markups: { ...DEFAULT_MARKUPS, flights: { serviceChargePerTicket } } }),
    );

  it('keeps the latest service charge per ticket of each agency, never an older version over a newer one', async () => {
    const agencyId = `agency-${randomUUID().slice(0, 8)}`;
    expect(await replicas.serviceCharge(agencyId)).toBe(0);
    await markupsChanged(agencyId, 2, 1500);
    expect(await replicas.serviceCharge(agencyId)).toBe(1500);
    await markupsChanged(agencyId, 1, 900);
    expect(await replicas.serviceCharge(agencyId)).toBe(1500);
    expect(await deps.mongo.db.collection('markup_copy').findOne({ _id: agencyId as never })).toEqual({ _id: agencyId, serviceChargePerTicket: 1500, version: 2 });
  });

  it("keeps agents' names and each approved agency's contract currency", async () => {
    const agencyId = `agency-${randomUUID().slice(0, 8)}`;
    const userId = `user-${randomUUID().slice(0, 8)}`;
    const identity = replicas.identityHandlers();
    expect(await replicas.agentName(userId)).toBe(userId);
    expect(await replicas.currency(agencyId)).toBe('EUR');
    await identity[IdentityEvents.userChanged.type]!(
      envelope(IdentityEvents.userChanged.type, agencyId, {
        userId,
        agencyId,
        agencyName: 'Sahara Voyages',
        email: 'leila@sahara.example',
        firstName: 'Leila',
        lastName: 'Ben Salah',
        langId: 'fr',
        role: 'agent',
        status: 'active',
      }),
    );
    await identity[IdentityEvents.agencyApproved.type]!(
      envelope(IdentityEvents.agencyApproved.type, agencyId, {
        agencyName: 'Sahara Voyages',
        contractCurrency: 'TND',
        recipient: { email: 'leila@sahara.example', name: 'Leila Ben Salah', langId: 'fr', userId },
        signInUrl: 'http://localhost:3000/login',
      }),
    );
    expect(await replicas.agentName(userId)).toBe('Leila Ben Salah');
    expect(await replicas.currency(agencyId)).toBe('TND');
  });
});
