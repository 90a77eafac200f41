import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  authCheckResponse,
  currentUserResponse,
  IdentityEvents,
  loginRequest,
  loginResponse,
  noContent,
  partnerLoginResponse,
  partnerLoginRequest,
  partnerSignaturePayload,
  twoFactorLoginRequest,
  type LoginResponse,
} from '@portal/contracts';
import { AppError, handle, publicRoute, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import { publish, type Identity } from '../identity';
import type { AgencyDoc, PartnerDoc, UserDoc } from '../models';
import { unknownAccountHash, verifyPassword } from '../password/password';
import {
  acceptTwoFactorCode,
  assertMaySignIn,
  currentUserOf,
  dateTimeFormatOf,
  invalidCredentials,
  partnerLinkTimeRefusal,
  signIn,
  spendPartnerLink,
  TWO_FACTOR_PURPOSE,
  TWO_FACTOR_TTL_MS,
  utcOffsetLabel,
} from './auth';
import { SIGN_IN_RULES, type ThrottleRule } from './throttle';

export function authRoutes(identity: Identity): Router<AppState> {
  const { models, throttle, signer } = identity;
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
      const user = await models.users.findOne({ email: body.email }).lean<UserDoc>();
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
      const user = await models.users.findOne({ _id: new ObjectId(challenge.uid) }).lean<UserDoc>();
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
      const user = session
        ? await models.users
            .findOne({ _id: new ObjectId(session.uid) })
            .select({ status: 1 })
            .lean<Pick<UserDoc, 'status'>>()
        : null;
      ctx.body = { authenticated: Boolean(user && user.status === 'active') };
    }),
  );

  /** The current-user lookup (§7): the database is the authority here, so a disabled user is 401 at once. */
  router.get(
    '/auth/me',
    requireSession(),
    handle({ response: currentUserResponse }, async (ctx) => {
      const session = sessionOf(ctx);
      const user = await models.users.findOne({ _id: new ObjectId(session.uid) }).lean<UserDoc>();
      if (!user || user.status !== 'active') throw new AppError('unauthorized');
      const agency = user.agencyId ? await models.agencies.findOne({ _id: user.agencyId }).lean<AgencyDoc>() : null;
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
      const partner = await models.partners.findOne({ _id: body.partnerId }).lean<PartnerDoc>();
      // Signed over the same string whether or not the partner exists, so timing tells nothing.
      const secret = partner ? identity.secrets.open(partner.secretSealed) : 'no-such-partner';
      const expected = Buffer.from(createHmac('sha256', secret).update(partnerSignaturePayload(body)).digest('hex'));
      const given = Buffer.from(body.SHASIGN.toLowerCase());
      if (!partner || expected.length !== given.length || !timingSafeEqual(expected, given)) throw await refused();
      const now = identity.deps.clock.now();
      const tooOldOrEarly = partnerLinkTimeRefusal(Number(body.timestamp), now);
      if (tooOldOrEarly) throw tooOldOrEarly;
      const agency = await models.agencies.findOne({ _id: partner.agencyId, professionalId: body.professionalId }).lean<AgencyDoc>();
      const user = agency ? await models.users.findOne({ email: body.email, agencyId: agency._id }).lean<UserDoc>() : null;
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
