import { createHash, randomBytes } from 'node:crypto';
import { IdentityEvents, type CurrentUser, type EventDefinition, type UserData } from '@portal/contracts';
import { AppError, createEvent, isDuplicateKey, REMEMBER_ME_TTL_MS, SESSION_TTL_MS, TokenSigner, type RouteContext, type ServiceDeps, type SessionClaims, type NewEvent } from '@portal/service-kit';
import type { ObjectId } from 'mongodb';
import type { z } from 'zod';
import { Captcha } from './captcha';
import { SecretBox } from './crypto/secret-box';
import { identityStore, type AgencyDoc, type IdentityStore, type TokenKind, type UserDoc } from './store';
import { Throttle } from './throttle';

export const LINK_TTL_MS: Record<TokenKind, number> = {
  verify: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
};

/** Everything the identity routes work with. */
export interface Identity {
  deps: ServiceDeps;
  store: IdentityStore;
  captcha: Captcha;
  throttle: Throttle;
  signer: TokenSigner;
  secrets: SecretBox;
  /** Where the portal's screens are, for links in emails. */
  portalUrl: string;
}

export function createIdentity(deps: ServiceDeps, env: NodeJS.ProcessEnv = process.env): Identity {
  const store = identityStore(deps.mongo.db);
  const signer = new TokenSigner(`${env.SESSION_SECRET ?? 'development-only-session-secret-change-me'}:identity`);
  return {
    deps,
    store,
    captcha: new Captcha(signer, store.captchas, Number(env.CAPTCHA_DIFFICULTY ?? 16)),
    throttle: new Throttle(store.failures),
    signer,
    secrets: SecretBox.fromEnv(env),
    portalUrl: (env.PORTAL_URL ?? 'http://localhost:8080').replace(/\/$/, ''),
  };
}

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** A single-use link token; the raw value goes in the email, only its hash is kept. */
export async function issueLinkToken(identity: Identity, kind: TokenKind, userId: ObjectId, now = Date.now()): Promise<{ raw: string; expiresAt: Date }> {
  const raw = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + LINK_TTL_MS[kind]);
  // A new link replaces the earlier ones of the same kind.
  await identity.store.tokens.updateMany({ userId, kind, usedAt: null }, { $set: { usedAt: new Date(now) } });
  await identity.store.tokens.insertOne({ _id: hashToken(raw), kind, userId, expiresAt, usedAt: null, createdAt: new Date(now) });
  return { raw, expiresAt };
}

/** Uses a link token once: 410 when it has expired (the screen offers a new one), 400 when unknown or used. */
export async function redeemLinkToken(identity: Identity, kinds: TokenKind[], raw: string, now = Date.now()) {
  const id = hashToken(raw);
  const token = await identity.store.tokens.findOne({ _id: id, kind: { $in: kinds } });
  if (!token || token.usedAt) throw new AppError('invalid_link', 'This link is not valid or was already used', undefined, 400);
  if (token.expiresAt.getTime() <= now) throw new AppError('link_expired', 'This link has expired', { kind: token.kind }, 410);
  // Spent by inserting its mark: of two clicks at once, exactly one gets through.
  if (!(await spendOnce(identity, `link:${id}`, now))) throw new AppError('invalid_link', 'This link is not valid or was already used', undefined, 400);
  await identity.store.tokens.updateOne({ _id: id }, { $set: { usedAt: new Date(now) } });
  return token;
}

/** True the first time `mark` is spent, false ever after (a unique insert: atomic on any MongoDB-wire database). */
export async function spendOnce(identity: Identity, mark: string, now = Date.now()): Promise<boolean> {
  try {
    await identity.store.once.insertOne({ _id: mark, at: new Date(now) });
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

export function link(identity: Identity, path: string, token: string, langId: string): string {
  const prefix = langId === 'fr' ? '/fr' : '';
  return `${identity.portalUrl}${prefix}${path}?token=${encodeURIComponent(token)}`;
}

export function recipientOf(user: UserDoc) {
  return { email: user.email, name: `${user.firstName} ${user.lastName}`, langId: user.langId, userId: user._id.toHexString() };
}

/** Records an identity event in the outbox (the notifications service and every other service hear it). */
export async function publish<D extends EventDefinition>(identity: Identity, def: D, event: NewEvent<z.input<D['data']>>): Promise<void> {
  await identity.deps.outbox.add([createEvent(def, event)]);
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
  const owner = await identity.store.users.findOne({ email });
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
  const user = await identity.store.users.findOne({ _id: userId });
  // An invitation placeholder never acts or receives anything: other services need not know it.
  if (!user || user.invitedAddress) return;
  const agency = user.agencyId ? await identity.store.agencies.findOne({ _id: user.agencyId }, { projection: { agencyName: 1 } }) : null;
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

/** `(UTC+01:00) Europe/Paris` for a time zone, at the given moment. */
export function utcOffsetLabel(timeZone: string, at = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
    const offset = parts.find((p) => p.type === 'timeZoneName')?.value.replace('GMT', '') || '+00:00';
    return `(UTC${offset}) ${timeZone}`;
  } catch {
    return `(UTC+00:00) UTC`;
  }
}

export function dateTimeFormatOf(user: UserDoc): string {
  return `${user.dateFormat} ${user.timeFormat}`;
}

/** The stored session record of spec §3, as the shell keeps it. */
export function userDataOf(user: UserDoc, agency: AgencyDoc | null): UserData {
  return {
    id: user._id.toHexString(),
    langId: user.langId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    dateTimeFormat: dateTimeFormatOf(user),
    utcOffsetTime: utcOffsetLabel(user.timeZone),
    currency: agency?.contractCurrency ?? 'EUR',
    role: user.role,
    ...(agency ? { partner: agency.agencyName } : {}),
  };
}

export function currentUserOf(user: UserDoc, agency: AgencyDoc | null): CurrentUser {
  return {
    userId: user._id.toHexString(),
    langId: user.langId,
    partner: agency?.agencyName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    dateTimeFormat: dateTimeFormatOf(user),
    utcOffsetTime: utcOffsetLabel(user.timeZone),
    currency: agency?.contractCurrency ?? 'EUR',
    role: user.role,
    agencyId: user.agencyId?.toHexString() ?? null,
    agencyName: agency?.agencyName ?? null,
    twoFactorEnabled: user.twoFactor.enabled,
    phone: user.phone,
    timeZone: user.timeZone,
    dateFormat: user.dateFormat,
    timeFormat: user.timeFormat,
  };
}

/** Sets the session cookie valid at every service and answers what the shell stores. */
export async function signIn(identity: Identity, ctx: RouteContext, user: UserDoc, rememberMe: boolean): Promise<{ claims: SessionClaims; userData: UserData }> {
  const ttl = rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS;
  const { token, claims } = identity.deps.sessions.issue({ uid: user._id.toHexString(), aid: user.agencyId?.toHexString() ?? null, role: user.role, lang: user.langId }, ttl);
  identity.deps.sessions.setCookie(ctx, token, rememberMe, ttl);
  await identity.store.users.updateOne({ _id: user._id }, { $set: { lastSignInAt: new Date() } });
  const agency = user.agencyId ? await identity.store.agencies.findOne({ _id: user.agencyId }) : null;
  return { claims, userData: userDataOf(user, agency) };
}
