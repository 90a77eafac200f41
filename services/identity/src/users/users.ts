import { IdentityEvents, type AgencyUser } from '@portal/contracts';
import { AppError } from '@portal/service-kit';
import type { ObjectId } from 'mongodb';
import { dateTimeFormatOf } from '../auth/auth';
import { publish, type Identity } from '../identity';
import type { AgencyDoc, UserDoc } from '../models';

/** The address a user is shown and searched under (an invitation placeholder's, not its key). */
export function addressOf(user: Pick<UserDoc, 'email' | 'invitedAddress'>): string {
  return user.invitedAddress ?? user.email;
}

/** A placeholder's `email`: unique per agency and address, and never a valid address (it has a space). */
export function placeholderEmail(address: string, agencyId: ObjectId): string {
  return `${address} ${agencyId.toHexString()}`;
}

export function newUserDefaults(now: Date): Pick<UserDoc, 'timeZone' | 'dateFormat' | 'timeFormat' | 'twoFactor' | 'createdAt' | 'updatedAt' | 'lastSignInAt'> {
  return {
    timeZone: 'Europe/Paris',
    dateFormat: 'DD/MM/YYYY',
    timeFormat: 'HH:mm',
    twoFactor: { enabled: false, secretSealed: null, pendingSecretSealed: null, lastStep: 0 },
    createdAt: now,
    updatedAt: now,
    lastSignInAt: null,
  };
}

export function agencyUserOf(user: UserDoc): AgencyUser {
  return {
    id: user._id.toHexString(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: addressOf(user),
    phone: user.phone,
    role: user.role === 'agency_admin' ? 'agency_admin' : 'agent',
    status: user.status,
    twoFactorEnabled: user.twoFactor.enabled,
    createdAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  };
}

export function recipientOf(user: UserDoc) {
  return { email: user.email, name: `${user.firstName} ${user.lastName}`, langId: user.langId, userId: user._id.toHexString() };
}

/**
 * Emails are sign-in identifiers, unique across agencies, so an invitation or a registration for an
 * address with an account elsewhere creates no account (an invitation leaves a placeholder in the
 * inviting agency). The asker must not learn that (it would reveal another agency's account): the
 * caller answers as for a new address, and the owner is told here.
 */
export async function tellOwnerOfTakenAddress(
  identity: Identity,
  email: string,
  attempt: { kind: 'invitation' | 'registration'; agencyName: string; invitedBy: string | null; actorId: string },
): Promise<void> {
  const owner = await identity.models.users.findOne({ email }).lean<UserDoc>();
  if (!owner) return;
  await publish(identity, IdentityEvents.addressAlreadyRegistered, {
    agencyId: owner.agencyId?.toHexString() ?? null,
    actor: { kind: 'user', id: attempt.actorId },
    data: {
      recipient: recipientOf(owner),
      attempt: attempt.kind,
      agencyName: attempt.agencyName,
      invitedBy: attempt.invitedBy,
      signInUrl: `${identity.portalUrl}${owner.langId === 'fr' ? '/fr' : ''}/`,
    },
  });
}

/** Tells other services who the user is now (they keep it to reach people by email and bell). */
export async function userChanged(identity: Identity, userId: ObjectId, actorId: string, eventId?: string): Promise<void> {
  const user = await identity.models.users.findOne({ _id: userId }).lean<UserDoc>();
  // An invitation placeholder never acts or receives anything: other services need not know it.
  if (!user || user.invitedAddress) return;
  const agency = user.agencyId ? await identity.models.agencies.findOne({ _id: user.agencyId }).select({ agencyName: 1 }).lean<Pick<AgencyDoc, 'agencyName'>>() : null;
  await publish(identity, IdentityEvents.userChanged, {
    id: eventId,
    agencyId: user.agencyId?.toHexString() ?? null,
    actor: { kind: 'user', id: actorId },
    data: {
      userId: user._id.toHexString(),
      agencyId: user.agencyId?.toHexString() ?? null,
      agencyName: agency?.agencyName ?? null,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      langId: user.langId,
      role: user.role,
      status: user.status,
      timeZone: user.timeZone,
      dateTimeFormat: dateTimeFormatOf(user),
    },
  });
}

/** Every session of the user issued until now stops working here at once and elsewhere within seconds. */
export async function revokeUserSessions(identity: Identity, user: UserDoc, reason: 'disabled' | 'password_changed' | 'role_changed', actorId: string, now = Date.now()): Promise<void> {
  identity.deps.sessions.revocations.revokeUserBefore(user._id.toHexString(), now);
  await publish(identity, IdentityEvents.userSessionsRevoked, {
    agencyId: user.agencyId?.toHexString() ?? null,
    actor: { kind: 'user', id: actorId },
    data: { userId: user._id.toHexString(), at: new Date(now).toISOString(), reason },
  });
}

/**
 * Whether the agency still has an active admin. Changes are made first and undone when this says
 * no, so two admins disabling each other at once both get refused rather than both succeed.
 */
export async function hasActiveAdmin(identity: Identity, user: UserDoc): Promise<boolean> {
  return (await identity.models.users.countDocuments({ agencyId: user.agencyId, role: 'agency_admin', status: 'active' })) > 0;
}

export const lastAdmin = () => new AppError('last_admin', 'The last active administrator of the agency cannot be disabled or demoted', undefined, 409);
