import { ObjectId } from 'mongodb';
import type { Role } from '@portal/contracts';
import { IdentityEvents } from '@portal/contracts';
import { publish, type Identity } from './identity';
import type { AgencyDoc, UserDoc } from './models';
import { hashPassword } from './password/password';
import { newUserDefaults, recipientOf, userChanged } from './users/users';

export const DEMO_ACCOUNTS = [
  { role: 'operator', email: 'operator@voyagr.example', password: 'Operator#2026', firstName: 'Olivia', lastName: 'Operator' },
  { role: 'agency_admin', email: 'admin@atlas-voyages.example', password: 'Admin#2026', firstName: 'Amina', lastName: 'Benali' },
  { role: 'agent', email: 'agent@atlas-voyages.example', password: 'Agent#2026', firstName: 'Lucas', lastName: 'Martin' },
] as const satisfies readonly { role: Role; email: string; password: string; firstName: string; lastName: string }[];

const DEMO_AGENCY_ID = new ObjectId('64a000000000000000000001');

/**
 * The white-label example's partner (examples/partner-site): it signs its visitors into the demo
 * agency with this secret, which its server reads from the same variable.
 */
export const DEMO_PARTNER = {
  partnerId: '900001',
  name: 'Sunny Trips',
  secret: process.env.DEMO_PARTNER_SECRET ?? 'development-only-partner-secret',
} as const;

/**
 * Development only: a platform operator and an approved demo agency with an admin and an agent,
 * and the demo partner. Idempotent: an account that exists is left as it is.
 */
export async function seedDemoData(identity: Identity): Promise<void> {
  const { models } = identity;
  const now = new Date();
  const agency: AgencyDoc = {
    _id: DEMO_AGENCY_ID,
    agencyName: 'Atlas Voyages',
    address: '12 rue de la Paix',
    city: 'Paris',
    zipCode: '75002',
    country: 'France',
    phone: '0142000000',
    tradeRegister: 'RCS Paris 812 345 678',
    taxNumber: 'FR12812345678',
    licence: 'IM075100001',
    numberOfEmployees: '6-20',
    businessModel: 'leisure',
    contractCurrency: 'EUR',
    productsOfInterest: ['flights', 'hotels', 'transfers', 'visa'],
    heardAbout: 'trade_show',
    status: 'approved',
    professionalId: '10000001',
    logo: null,
    rejectionReason: null,
    createdAt: now,
    updatedAt: now,
    verifiedAt: now,
    decidedAt: now,
    decidedBy: 'demo-seed',
  };
  // The seed's own dates are kept: timestamps would $set `updatedAt` beside the $setOnInsert.
  await models.agencies.updateOne({ _id: DEMO_AGENCY_ID }, { $setOnInsert: agency }, { upsert: true, timestamps: false });
  for (const account of DEMO_ACCOUNTS) {
    if (await models.users.exists({ email: account.email })) continue;
    await models.users.create({
      _id: new ObjectId(),
      agencyId: account.role === 'operator' ? null : DEMO_AGENCY_ID,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: '0600000000',
      role: account.role,
      status: 'active',
      emailVerified: true,
      passwordHash: await hashPassword(account.password),
      langId: 'en',
      ...newUserDefaults(now),
    });
  }
  // The secret is set on every start, so changing DEMO_PARTNER_SECRET needs no fresh database.
  await models.partners.updateOne(
    { _id: DEMO_PARTNER.partnerId },
    { $set: { name: DEMO_PARTNER.name, agencyId: DEMO_AGENCY_ID, secretSealed: identity.secrets.seal(DEMO_PARTNER.secret) }, $setOnInsert: { createdAt: now } },
    { upsert: true },
  );
  // Once per user: the id names this user, so a database seeded afresh (new ids) is told again even where the broker keeps older seeds' events.
  for (const account of DEMO_ACCOUNTS) {
    const user = await models.users.findOne({ email: account.email }).lean<UserDoc>();
    if (user) await userChanged(identity, user._id, 'demo-seed', `demo-user:${user._id.toHexString()}`);
  }
  // Other services learn of the demo agency as of any approved one (once: the event id is fixed).
  const admin = await models.users.findOne({ agencyId: DEMO_AGENCY_ID, role: 'agency_admin' }).lean<UserDoc>();
  if (admin) {
    await publish(identity, IdentityEvents.agencyApproved, {
      id: 'demo-agency:approved',
      agencyId: DEMO_AGENCY_ID.toHexString(),
      actor: { kind: 'system', id: 'demo-seed' },
      data: { agencyName: agency.agencyName, contractCurrency: agency.contractCurrency, recipient: recipientOf(admin), signInUrl: identity.portalUrl },
    });
  }
}
