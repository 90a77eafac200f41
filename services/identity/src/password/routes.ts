import { changePasswordRequest, emailRequest, emailSentResponse, IdentityEvents, noContent, passwordSetResponse, resetPasswordRequest } from '@portal/contracts';
import { AppError, handle, publicRoute, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import { issueLinkToken, link, publish, redeemLinkToken, type Identity } from '../identity';
import type { UserDoc } from '../models';
import { recipientOf, revokeUserSessions, userChanged } from '../users/users';
import { hashPassword, verifyPassword } from './password';

export function passwordRoutes(identity: Identity): Router<AppState> {
  const { models } = identity;
  const router = new Router<AppState>();

  /** Always 202, whether or not the address has an account. */
  router.post(
    '/auth/forgot-password',
    publicRoute(),
    handle({ body: emailRequest, response: emailSentResponse }, async (ctx, { body }) => {
      const user = await models.users.findOne({ email: body.email, status: 'active' }).lean<UserDoc>();
      if (user) {
        const { raw, expiresAt } = await issueLinkToken(identity, 'reset', user._id);
        await publish(identity, IdentityEvents.passwordResetRequested, {
          agencyId: user.agencyId?.toHexString() ?? null,
          actor: { kind: 'user', id: user._id.toHexString() },
          data: { recipient: recipientOf(user), resetUrl: link(identity, '/reset-password', raw, user.langId), expiresAt: expiresAt.toISOString() },
        });
      }
      ctx.status = 202;
      ctx.body = { sent: true };
    }),
  );

  /** Sets a password from a reset link or an invitation link; both are single-use and expire. */
  router.post(
    '/auth/reset-password',
    publicRoute(),
    handle({ body: resetPasswordRequest, response: passwordSetResponse }, async (ctx, { body }) => {
      const token = await redeemLinkToken(identity, ['reset', 'invite'], body.token);
      const user = await models.users.findOne({ _id: token.userId }).lean<UserDoc>();
      if (!user || user.status === 'disabled' || user.invitedAddress) throw new AppError('invalid_link', 'This link is not valid or was already used', undefined, 400);
      const now = new Date();
      await models.users.updateOne({ _id: user._id }, { $set: { passwordHash: await hashPassword(body.password), status: 'active', emailVerified: true } });
      await userChanged(identity, user._id, user._id.toHexString());
      if (token.kind === 'reset') await revokeUserSessions(identity, user, 'password_changed', user._id.toHexString(), now.getTime());
      ctx.body = { passwordSet: true, email: user.email };
    }),
  );

  router.post(
    '/user/password',
    requireSession(),
    handle({ body: changePasswordRequest, response: noContent }, async (ctx, { body }) => {
      const session = sessionOf(ctx);
      const user = await models.users.findOne({ _id: new ObjectId(session.uid) }).lean<UserDoc>();
      if (!user?.passwordHash) throw new AppError('unauthorized');
      if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
        throw new AppError('validation_failed', undefined, { fields: [{ field: 'currentPassword', reason: 'wrong_password' }] });
      }
      await models.users.updateOne({ _id: user._id }, { $set: { passwordHash: await hashPassword(body.password) } });
      // Other sessions end; this one gets a fresh cookie so the user stays signed in here.
      const now = Date.now();
      await revokeUserSessions(identity, user, 'password_changed', session.uid, now - 1);
      const { token } = identity.deps.sessions.issue({ uid: session.uid, aid: session.aid, role: session.role, lang: session.lang }, session.exp - now);
      identity.deps.sessions.setCookie(ctx, token, false, session.exp - now);
      ctx.status = 204;
    }),
  );

  return router;
}
