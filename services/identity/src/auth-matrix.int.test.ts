import type { Role } from '@portal/contracts';
import { authMatrixSuite, type SessionUser } from '@portal/service-kit/testing';
import { DEMO_ACCOUNTS } from './demo-seed';

// Identity looks its users up, so each role's session is the demo user's of that role.
authMatrixSuite('identity', async (identity) => {
  const users: Partial<Record<Role, SessionUser>> = {};
  for (const account of DEMO_ACCOUNTS) {
    const user = await identity.deps.mongo.db.collection('users').findOne({ email: account.email });
    users[account.role] = { uid: user!._id.toHexString(), aid: user!.agencyId?.toHexString() ?? null, role: account.role };
  }
  return users;
});
