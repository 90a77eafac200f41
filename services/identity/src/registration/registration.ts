import { randomInt } from 'node:crypto';
import { IdentityEvents, type registrationRequest } from '@portal/contracts';
import { AppError, isDuplicateKey } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import { issueLinkToken, LINK_TTL_MS, link, publish, redeemLinkToken, type Identity } from '../identity';
import type { AgencyDoc, UserDoc } from '../models';
import { hashPassword } from '../password/password';
import { newUserDefaults, recipientOf, tellOwnerOfTakenAddress, userChanged } from '../users/users';

export interface RegistrationAnswer {
  agencyId: string;
  email: string;
  verificationExpiresAt: string;
}

function registrationAnswer(agencyId: ObjectId, email: string, verificationExpiresAt: Date): RegistrationAnswer {
  return { agencyId: agencyId.toHexString(), email, verificationExpiresAt: verificationExpiresAt.toISOString() };
}

/**
 * An agency and its first admin, awaiting the email's verification. An address already in use
 * gets the answer of a new registration, so sign-up reveals no account; the owner is told instead.
 */
export async function registerAgency(identity: Identity, body: z.output<typeof registrationRequest>, logo: AgencyDoc['logo']): Promise<RegistrationAnswer> {
  const { models } = identity;
  const now = new Date();
  const agencyId = new ObjectId();
  const user: UserDoc = {
    _id: new ObjectId(),
    agencyId,
    email: body.admin.email,
    firstName: body.admin.firstName,
    lastName: body.admin.lastName,
    phone: body.admin.phone,
    role: 'agency_admin',
    status: 'active',
    emailVerified: false,
    passwordHash: await hashPassword(body.admin.password),
    langId: body.admin.langId,
    ...newUserDefaults(now),
  };
  try {
    await models.users.create(user);
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    await tellOwnerOfTakenAddress(identity, user.email, { kind: 'registration', agencyName: body.company.agencyName, invitedBy: null, actorId: user._id.toHexString() });
    return registrationAnswer(agencyId, user.email, new Date(now.getTime() + LINK_TTL_MS.verify));
  }
  const agency: AgencyDoc = {
    _id: agencyId,
    ...body.company,
    status: 'pending_verification',
    professionalId: String(randomInt(10_000_000, 99_999_999)),
    logo,
    rejectionReason: null,
    createdAt: now,
    updatedAt: now,
    verifiedAt: null,
    decidedAt: null,
    decidedBy: null,
  };
  await models.agencies.create(agency);
  await userChanged(identity, user._id, user._id.toHexString());
  const { raw, expiresAt } = await issueLinkToken(identity, 'verify', user._id);
  await publish(identity, IdentityEvents.agencyRegistered, {
    id: `${user._id.toHexString()}:registered`,
    agencyId: agencyId.toHexString(),
    actor: { kind: 'user', id: user._id.toHexString() },
    data: {
      agencyName: agency.agencyName,
      recipient: recipientOf(user),
      verifyUrl: link(identity, '/verify-email', raw, user.langId),
      expiresAt: expiresAt.toISOString(),
    },
  });
  return registrationAnswer(agencyId, user.email, expiresAt);
}

/** Spends a verification link: the address is verified and the agency awaits approval. */
export async function verifyEmail(identity: Identity, rawToken: string): Promise<{ verified: true; awaitingApproval: boolean }> {
  const { models } = identity;
  const token = await redeemLinkToken(identity, ['verify'], rawToken);
  const user = await models.users.findOneAndUpdate({ _id: token.userId }, { $set: { emailVerified: true } }, { returnDocument: 'after' }).lean<UserDoc>();
  if (!user) throw new AppError('invalid_link', 'This link is not valid or was already used', undefined, 400);
  const agency = user.agencyId
    ? await models.agencies
        .findOneAndUpdate({ _id: user.agencyId, status: 'pending_verification' }, { $set: { status: 'pending_approval', verifiedAt: new Date() } }, { returnDocument: 'after' })
        .lean<AgencyDoc>()
    : null;
  if (agency) {
    await publish(identity, IdentityEvents.emailVerified, {
      id: `${user._id.toHexString()}:verified`,
      agencyId: agency._id.toHexString(),
      actor: { kind: 'user', id: user._id.toHexString() },
      data: { agencyName: agency.agencyName, recipient: recipientOf(user) },
    });
  }
  return { verified: true, awaitingApproval: agency?.status === 'pending_approval' };
}

/** A new verification link for an address not yet verified; nothing for any other. */
export async function resendVerification(identity: Identity, email: string): Promise<void> {
  const user = await identity.models.users.findOne({ email, emailVerified: false }).lean<UserDoc>();
  if (!user) return;
  const { raw, expiresAt } = await issueLinkToken(identity, 'verify', user._id);
  await publish(identity, IdentityEvents.verificationResent, {
    agencyId: user.agencyId?.toHexString() ?? null,
    actor: { kind: 'user', id: user._id.toHexString() },
    data: { recipient: recipientOf(user), verifyUrl: link(identity, '/verify-email', raw, user.langId), expiresAt: expiresAt.toISOString() },
  });
}
