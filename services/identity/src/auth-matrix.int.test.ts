import type { Role } from '@portal/contracts';
import { authMatrix, startServices, type SessionUser, type StartedServices } from '@portal/service-kit/testing';
import { DEMO_ACCOUNTS } from './demo-seed';

jest.setTimeout(120_000);

describe('identity: who may call each route', () => {
  let started: StartedServices;

  beforeAll(async () => {
    started = await startServices(['identity']);
  });

  afterAll(() => started.stop());

  it('answers 401 signed out, 403 to a role not declared, and lets a declared caller through', async () => {
    const identity = started.services.identity!;
    // Identity looks its users up, so each role's session is the demo user's of that role.
    const users: Partial<Record<Role, SessionUser>> = {};
    for (const account of DEMO_ACCOUNTS) {
      const user = await identity.deps.mongo.db.collection('users').findOne({ email: account.email });
      users[account.role] = { uid: user!._id.toHexString(), aid: user!.agencyId?.toHexString() ?? null, role: account.role };
    }
    expect(await authMatrix(identity, { users })).toEqual([]);
  });
});
