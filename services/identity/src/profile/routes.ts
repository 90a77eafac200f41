import { currentUserResponse, IdentityEvents, profileSettingsRequest, twoFactorCodeRequest, twoFactorSetupResponse, twoFactorStatusResponse } from '@portal/contracts';
import { AppError, handle, requireSession, Router, sessionOf, type AppState, type RouteContext } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import { acceptTwoFactorCode, currentUserOf } from '../auth/auth';
import { newTotpSecret, otpauthUrl } from '../crypto/totp';
import { publish, type Identity } from '../identity';
import type { AgencyDoc, UserDoc } from '../models';
import { recipientOf, userChanged } from '../users/users';

const ISSUER = 'Voyagr Pro';

/** The signed-in user's own settings: profile (names, phone, language, time zone, formats) and 2FA. */
export function profileRoutes(identity: Identity): Router<AppState> {
  const { models } = identity;
  const router = new Router<AppState>();

  async function me(ctx: RouteContext) {
    const user = await models.users.findOne({ _id: new ObjectId(sessionOf(ctx).uid) }).lean<UserDoc>();
    if (!user || user.status !== 'active') throw new AppError('unauthorized');
    return user;
  }

  const invalidCode = () => new AppError('validation_failed', undefined, { fields: [{ field: 'code', reason: 'invalid_2fa_code' }] });

  router.put(
    '/user/settings',
    requireSession(),
    handle({ body: profileSettingsRequest, response: currentUserResponse }, async (ctx, { body }) => {
      const user = await me(ctx);
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: body.timeZone });
      } catch {
        throw new AppError('validation_failed', undefined, { fields: [{ field: 'timeZone', reason: 'invalid_choice' }] });
      }
      const updated = await models.users.findOneAndUpdate({ _id: user._id }, { $set: body }, { returnDocument: 'after' }).lean<UserDoc>();
      await userChanged(identity, user._id, user._id.toHexString());
      const agency = updated!.agencyId ? await models.agencies.findOne({ _id: updated!.agencyId }).lean<AgencyDoc>() : null;
      ctx.body = { user: currentUserOf(updated!, agency) };
    }),
  );

  /** A new secret to scan; it becomes active only once a code from it is entered. */
  router.post(
    '/auth/2fa/setup',
    requireSession(),
    handle({ response: twoFactorSetupResponse }, async (ctx) => {
      const user = await me(ctx);
      if (user.twoFactor.enabled) throw new AppError('two_factor_already_enabled', 'Two-factor authentication is already on', undefined, 409);
      const secret = newTotpSecret();
      await models.users.updateOne({ _id: user._id }, { $set: { 'twoFactor.pendingSecretSealed': identity.secrets.seal(secret) } });
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { secret, otpauthUrl: otpauthUrl(secret, user.email, ISSUER) };
    }),
  );

  router.post(
    '/auth/2fa/enable',
    requireSession(),
    handle({ body: twoFactorCodeRequest, response: twoFactorStatusResponse }, async (ctx, { body }) => {
      const user = await me(ctx);
      const pending = user.twoFactor.pendingSecretSealed;
      if (user.twoFactor.enabled || !pending) throw new AppError('two_factor_not_set_up', 'Start the set-up again', undefined, 409);
      if (!(await acceptTwoFactorCode(identity, user, pending, body.code))) throw invalidCode();
      await models.users.updateOne({ _id: user._id }, { $set: { 'twoFactor.enabled': true, 'twoFactor.secretSealed': pending, 'twoFactor.pendingSecretSealed': null } });
      await publish(identity, IdentityEvents.twoFactorChanged, {
        agencyId: user.agencyId?.toHexString() ?? null,
        actor: { kind: 'user', id: user._id.toHexString() },
        data: { recipient: recipientOf(user), enabled: true },
      });
      ctx.body = { twoFactorEnabled: true };
    }),
  );

  router.post(
    '/auth/2fa/disable',
    requireSession(),
    handle({ body: twoFactorCodeRequest, response: twoFactorStatusResponse }, async (ctx, { body }) => {
      const user = await me(ctx);
      const secret = user.twoFactor.secretSealed;
      if (!user.twoFactor.enabled || !secret) throw new AppError('two_factor_not_enabled', 'Two-factor authentication is off', undefined, 409);
      if (!(await acceptTwoFactorCode(identity, user, secret, body.code))) throw invalidCode();
      await models.users.updateOne({ _id: user._id }, { $set: { 'twoFactor.enabled': false, 'twoFactor.secretSealed': null } });
      await publish(identity, IdentityEvents.twoFactorChanged, {
        agencyId: user.agencyId?.toHexString() ?? null,
        actor: { kind: 'user', id: user._id.toHexString() },
        data: { recipient: recipientOf(user), enabled: false },
      });
      ctx.body = { twoFactorEnabled: false };
    }),
  );

  return router;
}
