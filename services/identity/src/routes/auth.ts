import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  authCheckResponse,
  currentUserResponse,
  IdentityEvents,
  loginRequest,
  loginResponse,
  noContent,
  partnerLoginResponse,
  PARTNER_LINK_CLOCK_SKEW_SECONDS,
  PARTNER_LINK_TTL_SECONDS,
  partnerLoginRequest,
  partnerSignaturePayload,
  twoFactorLoginRequest,
  type LoginResponse,
  type PartnerLoginRequest,
} from '@portal/contracts';
import { AppError, handle, isDuplicateKey, publicRoute, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import { verifyPassword, unknownAccountHash } from '../crypto/password';
import { matchingStep } from '../crypto/totp';
import { currentUserOf, dateTimeFormatOf, publish, signIn, spendOnce, utcOffsetLabel, type Identity } from '../identity';
import type { UserDoc } from '../store';
import { SIGN_IN_RULES, type ThrottleRule } from '../throttle';

const TWO_FACTOR_PURPOSE = 'two-factor';
const TWO_FACTOR_TTL_MS = 5 * 60 * 1000;

const invalidCredentials = () => new AppError('invalid_credentials', 'Invalid email or password', undefined, 401);

/** A user who proved who they are but may not sign in yet gets the reason (never before the password matched). */
async function assertMaySignIn(identity: Identity, user: UserDoc): Promise<void> {
  if (user.status === 'disabled') throw new AppError('account_disabled', 'This account is disabled. Contact your agency administrator.', undefined, 403);
  if (!user.emailVerified) throw new AppError('email_not_verified', 'Please verify your email address first. Check your inbox for the link.', undefined, 403);
  if (!user.agencyId) return;
  const agency = await identity.store.agencies.findOne({ _id: user.agencyId }, { projection: { status: 1 } });
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
  await identity.store.users.updateOne({ _id: user._id, 'twoFactor.lastStep': { $lt: step } }, { $set: { 'twoFactor.lastStep': step } });
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
async function spendPartnerLink(identity: Identity, link: PartnerLoginRequest, now: number): Promise<void> {
  const { usedPartnerLinks } = identity.store;
  const expiresAt = new Date((Number(link.timestamp) + PARTNER_LINK_TTL_SECONDS + PARTNER_LINK_CLOCK_SKEW_SECONDS) * 1000);
  try {
    await usedPartnerLinks.insertOne({ _id: link.SHASIGN.toLowerCase(), partnerId: link.partnerId, expiresAt });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    throw new AppError('partner_link_used', 'This partner link was already used. Open the portal again from your partner site.', undefined, 401);
  }
  await usedPartnerLinks.deleteMany({ expiresAt: { $lt: new Date(now) } });
}

export function authRoutes(identity: Identity): Router<AppState> {
  const { store, throttle, signer } = identity;
  const router = new Router<AppState>();

  router.post(
    '/auth/login',
    publicRoute(),
    handle({ body: loginRequest, response: loginResponse }, async (ctx, { body }) => {
      const keys: [string, ThrottleRule][] = [
        [`login:account:${body.email}`, SIGN_IN_RULES.account],
        [`login:address:${ctx.ip}`, SIGN_IN_RULES.address],
      ];
      await throttle.check(keys);
      const user = await store.users.findOne({ email: body.email });
      const matches = await verifyPassword(body.password, user?.passwordHash ?? (await unknownAccountHash()));
      if (!user || !user.passwordHash || !matches) {
        await throttle.fail(keys);
        throw invalidCredentials();
      }
      await throttle.clear(keys[0]![0]);
      await assertMaySignIn(identity, user);
      let answer: LoginResponse;
      if (user.twoFactor.enabled) {
        const challengeToken = signer.sign(TWO_FACTOR_PURPOSE, { uid: user._id.toHexString(), rememberMe: body.rememberMe }, TWO_FACTOR_TTL_MS);
        answer = { status: 'two_factor_required', challengeToken };
      } else {
        answer = { status: 'signed_in', userData: (await signIn(identity, ctx, user, body.rememberMe)).userData };
      }
      ctx.body = answer;
    }),
  );

  router.post(
    '/auth/twoFA',
    publicRoute(),
    handle({ body: twoFactorLoginRequest, response: loginResponse }, async (ctx, { body }) => {
      const challenge = signer.verify<{ uid: string; rememberMe: boolean }>(TWO_FACTOR_PURPOSE, body.challengeToken);
      if (!challenge) throw new AppError('two_factor_expired', 'Your sign-in step expired. Please sign in again.', undefined, 401);
      const keys: [string, ThrottleRule][] = [
        [`2fa:account:${challenge.uid}`, SIGN_IN_RULES.account],
        [`2fa:address:${ctx.ip}`, SIGN_IN_RULES.address],
      ];
      await throttle.check(keys);
      const user = await store.users.findOne({ _id: new ObjectId(challenge.uid) });
      if (!user || !user.twoFactor.enabled || !user.twoFactor.secretSealed) throw invalidCredentials();
      await assertMaySignIn(identity, user);
      if (!(await acceptTwoFactorCode(identity, user, user.twoFactor.secretSealed, body.code))) {
        await throttle.fail(keys);
        throw new AppError('validation_failed', undefined, { fields: [{ field: 'code', reason: 'invalid_2fa_code' }] });
      }
      await throttle.clear(keys[0]![0]);
      const answer: LoginResponse = { status: 'signed_in', userData: (await signIn(identity, ctx, user, challenge.rememberMe)).userData };
      ctx.body = answer;
    }),
  );

  router.post(
    '/auth/logout',
    publicRoute(),
    handle({ response: noContent }, async (ctx) => {
      const session = ctx.state.session;
      if (session) {
        identity.deps.sessions.revocations.revokeSession(session.sid, session.exp);
        await publish(identity, IdentityEvents.sessionRevoked, {
          agencyId: session.aid,
          actor: { kind: 'user', id: session.uid },
          data: { sessionId: session.sid, expiresAt: new Date(session.exp).toISOString() },
        });
      }
      identity.deps.sessions.clearCookie(ctx);
      ctx.status = 204;
    }),
  );

  router.get(
    '/auth-check',
    publicRoute(),
    handle({ response: authCheckResponse }, async (ctx) => {
      const session = ctx.state.session;
      const user = session ? await store.users.findOne({ _id: new ObjectId(session.uid) }, { projection: { status: 1 } }) : null;
      ctx.body = { authenticated: Boolean(user && user.status === 'active') };
    }),
  );

  /** The current-user lookup (§7): the database is the authority here, so a disabled user is 401 at once. */
  router.get(
    '/auth/me',
    requireSession(),
    handle({ response: currentUserResponse }, async (ctx) => {
      const session = sessionOf(ctx);
      const user = await store.users.findOne({ _id: new ObjectId(session.uid) });
      if (!user || user.status !== 'active') throw new AppError('unauthorized');
      const agency = user.agencyId ? await store.agencies.findOne({ _id: user.agencyId }) : null;
      ctx.body = { user: currentUserOf(user, agency) };
    }),
  );

  router.post(
    '/auth/partner',
    publicRoute(),
    handle({ body: partnerLoginRequest, response: partnerLoginResponse }, async (ctx, { body }) => {
      const keys: [string, ThrottleRule][] = [[`partner:address:${ctx.ip}`, SIGN_IN_RULES.address]];
      await throttle.check(keys);
      const refused = async () => {
        await throttle.fail(keys);
        return new AppError('partner_signature_invalid', 'The partner link is not valid. Ask your partner for a new one.', undefined, 401);
      };
      const partner = await store.partners.findOne({ _id: body.partnerId });
      // Signed over the same string whether or not the partner exists, so timing tells nothing.
      const secret = partner ? identity.secrets.open(partner.secretSealed) : 'no-such-partner';
      const expected = Buffer.from(createHmac('sha256', secret).update(partnerSignaturePayload(body)).digest('hex'));
      const given = Buffer.from(body.SHASIGN.toLowerCase());
      if (!partner || expected.length !== given.length || !timingSafeEqual(expected, given)) throw await refused();
      const now = identity.deps.clock.now();
      const tooOldOrEarly = partnerLinkTimeRefusal(Number(body.timestamp), now);
      if (tooOldOrEarly) throw tooOldOrEarly;
      const agency = await store.agencies.findOne({ _id: partner.agencyId, professionalId: body.professionalId });
      const user = agency ? await store.users.findOne({ email: body.email, agencyId: agency._id }) : null;
      if (!agency || !user) throw await refused();
      await spendPartnerLink(identity, body, now);
      await assertMaySignIn(identity, user);
      await signIn(identity, ctx, user, false);
      ctx.body = {
        userData: {
          userId: user._id.toHexString(),
          langId: user.langId,
          partner: partner.name,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          dateFormat: dateTimeFormatOf(user),
          utcOffsetTime: utcOffsetLabel(user.timeZone),
        },
      };
    }),
  );

  return router;
}
