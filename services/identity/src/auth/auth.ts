import { PARTNER_LINK_CLOCK_SKEW_SECONDS, PARTNER_LINK_TTL_SECONDS, type CurrentUser, type PartnerLoginRequest, type UserData } from '@portal/contracts';
import { AppError, isDuplicateKey, REMEMBER_ME_TTL_MS, SESSION_TTL_MS, type RouteContext, type SessionClaims } from '@portal/service-kit';
import { matchingStep } from '../crypto/totp';
import { spendOnce, type Identity } from '../identity';
import type { AgencyDoc, UserDoc } from '../models';

export const TWO_FACTOR_PURPOSE = 'two-factor';
export const TWO_FACTOR_TTL_MS = 5 * 60 * 1000;

export const invalidCredentials = () => new AppError('invalid_credentials', 'Invalid email or password', undefined, 401);

/** A user who proved who they are but may not sign in yet gets the reason (never before the password matched). */
export async function assertMaySignIn(identity: Identity, user: UserDoc): Promise<void> {
  if (user.status === 'disabled') throw new AppError('account_disabled', 'This account is disabled. Contact your agency administrator.', undefined, 403);
  if (!user.emailVerified) throw new AppError('email_not_verified', 'Please verify your email address first. Check your inbox for the link.', undefined, 403);
  if (!user.agencyId) return;
  const agency = await identity.models.agencies.findOne({ _id: user.agencyId }).select({ status: 1 }).lean<Pick<AgencyDoc, 'status'>>();
  if (agency?.status === 'pending_approval') throw new AppError('agency_pending_approval', 'Your agency is awaiting approval by our team.', undefined, 403);
  if (agency?.status === 'rejected') throw new AppError('agency_rejected', 'Your agency registration was not approved.', undefined, 403);
}

/**
 * Checks a second-factor code and spends its time step, so the same code is never accepted twice,
 * not even by two requests at once.
 */
export async function acceptTwoFactorCode(identity: Identity, user: UserDoc, sealedSecret: string, code: string): Promise<boolean> {
  const now = identity.deps.clock.now();
  const step = matchingStep(identity.secrets.open(sealedSecret), code, now);
  if (step === undefined || step <= user.twoFactor.lastStep) return false;
  if (!(await spendOnce(identity, `totp:${user._id.toHexString()}:${step}`, now))) return false;
  await identity.models.users.updateOne({ _id: user._id, 'twoFactor.lastStep': { $lt: step } }, { $set: { 'twoFactor.lastStep': step } });
  return true;
}

/** Why a partner link's timestamp (Unix seconds) is refused at `now` (ms), if it is. */
export function partnerLinkTimeRefusal(timestampSeconds: number, now: number): AppError | undefined {
  const ageSeconds = now / 1000 - timestampSeconds;
  if (ageSeconds > PARTNER_LINK_TTL_SECONDS) {
    return new AppError('partner_link_expired', 'This partner link has expired. Open the portal again from your partner site.', { timestamp: timestampSeconds }, 401);
  }
  if (ageSeconds < -PARTNER_LINK_CLOCK_SKEW_SECONDS) {
    return new AppError(
      'partner_link_not_yet_valid',
      "This partner link is dated in the future: the partner site's clock is wrong. Ask your partner to check it.",
      { timestamp: timestampSeconds },
      401,
    );
  }
  return undefined;
}

/**
 * A partner link signs in once: its signature is inserted under a unique id, so of two uses (even
 * on two instances at once) exactly one gets through. Marks go once the link would be too old anyway.
 */
export async function spendPartnerLink(identity: Identity, link: PartnerLoginRequest, now: number): Promise<void> {
  const { usedPartnerLinks } = identity.models;
  const expiresAt = new Date((Number(link.timestamp) + PARTNER_LINK_TTL_SECONDS + PARTNER_LINK_CLOCK_SKEW_SECONDS) * 1000);
  try {
    await usedPartnerLinks.create({ _id: link.SHASIGN.toLowerCase(), partnerId: link.partnerId, expiresAt });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    throw new AppError('partner_link_used', 'This partner link was already used. Open the portal again from your partner site.', undefined, 401);
  }
  await usedPartnerLinks.deleteMany({ expiresAt: { $lt: new Date(now) } });
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

/** What the session record and the current user both say of a user: name, language, formats, currency, role. */
function userBasics(user: UserDoc, agency: AgencyDoc | null) {
  return {
    langId: user.langId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    dateTimeFormat: dateTimeFormatOf(user),
    utcOffsetTime: utcOffsetLabel(user.timeZone),
    currency: agency?.contractCurrency ?? 'EUR',
    role: user.role,
  };
}

/** The stored session record of spec §3, as the shell keeps it. */
export function userDataOf(user: UserDoc, agency: AgencyDoc | null): UserData {
  return { id: user._id.toHexString(), ...userBasics(user, agency), ...(agency ? { partner: agency.agencyName } : {}) };
}

export function currentUserOf(user: UserDoc, agency: AgencyDoc | null): CurrentUser {
  return {
    userId: user._id.toHexString(),
    ...userBasics(user, agency),
    partner: agency?.agencyName,
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
  await identity.models.users.updateOne({ _id: user._id }, { $set: { lastSignInAt: new Date() } });
  const agency = user.agencyId ? await identity.models.agencies.findOne({ _id: user.agencyId }).lean<AgencyDoc>() : null;
  return { claims, userData: userDataOf(user, agency) };
}
