import { agencyUser as agencyUserSchema, idParams, IdentityEvents, inviteUserRequest, noContent, setUserPasswordRequest, updateUserRequest, usersPage, usersQuery } from '@portal/contracts';
import { agencyOf, AppError, findPage, handle, literalPattern, isDuplicateKey, requireSession, Router, sessionOf, type AppState, type RouteContext } from '@portal/service-kit';
import { ObjectId, type Filter } from 'mongodb';
import { issueLinkToken, link, publish, type Identity } from '../identity';
import type { AgencyDoc, UserDoc } from '../models';
import { hashPassword } from '../password/password';
import { agencyUserOf, hasActiveAdmin, lastAdmin, newUserDefaults, placeholderEmail, recipientOf, revokeUserSessions, tellOwnerOfTakenAddress, userChanged } from './users';

const SORT_FIELDS = { name: 'lastName', email: 'email', createdAt: 'createdAt', status: 'status' } as const;

/** The agency's users and invitations, for agency admins; every query is scoped to the session's agency. */
export function userRoutes(identity: Identity): Router<AppState> {
  const { models } = identity;
  const router = new Router<AppState>();
  const admin = requireSession('agency_admin');
  // The page reader of the service kit counts with the driver's `count` command, which mongoose 8 no longer has.
  const usersCollection = identity.deps.mongo.db.collection<UserDoc>(models.users.collection.collectionName);

  /** A user of the caller's own agency; another agency's user is simply not found. */
  async function agencyUser(ctx: RouteContext, id: string): Promise<UserDoc> {
    const user = await models.users.findOne({ _id: new ObjectId(id), agencyId: new ObjectId(agencyOf(sessionOf(ctx))) }).lean<UserDoc>();
    if (!user) throw new AppError('not_found', 'No such user in your agency');
    return user;
  }

  router.get(
    '/users',
    admin,
    handle({ query: usersQuery, response: usersPage }, async (ctx, { query }) => {
      const filter: Filter<UserDoc> = { agencyId: new ObjectId(agencyOf(sessionOf(ctx))) };
      if (query.status) filter.status = query.status;
      if (query.search) {
        const pattern = literalPattern(query.search);
        // A placeholder is searched by the address it shows, never by its key.
        filter.$or = [{ firstName: pattern }, { lastName: pattern }, { email: pattern, invitedAddress: { $exists: false } }, { invitedAddress: pattern }];
      }
      ctx.body = await findPage(usersCollection, filter, { [SORT_FIELDS[query.sort]]: query.order === 'asc' ? 1 : -1, _id: 1 }, query, agencyUserOf);
    }),
  );

  router.get(
    '/users/:id',
    admin,
    handle({ params: idParams, response: agencyUserSchema }, async (ctx, { params }) => {
      ctx.body = agencyUserOf(await agencyUser(ctx, params.id));
    }),
  );

  /** Adds a user who receives an invitation email to set their password. */
  router.post(
    '/users',
    admin,
    handle({ body: inviteUserRequest, response: agencyUserSchema }, async (ctx, { body }) => {
      const session = sessionOf(ctx);
      const agencyId = new ObjectId(agencyOf(session));
      const agency = await models.agencies.findOne({ _id: agencyId }).lean<AgencyDoc>();
      const inviter = await models.users.findOne({ _id: new ObjectId(session.uid) }).lean<UserDoc>();
      if (!agency || !inviter) throw new AppError('not_found');
      const now = new Date();
      const user: UserDoc = {
        _id: new ObjectId(),
        agencyId,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone,
        role: body.role,
        status: 'invited',
        emailVerified: false,
        passwordHash: null,
        langId: body.langId,
        ...newUserDefaults(now),
      };
      const invitedBy = `${inviter.firstName} ${inviter.lastName}`;
      const emailTaken = () => new AppError('validation_failed', 'This email already has an account', { fields: [{ field: 'email', reason: 'email_taken' }] });
      try {
        await models.users.create(user);
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        if (await models.users.exists({ email: body.email, agencyId })) throw emailTaken();
        // An account elsewhere is not revealed: this agency gets an invitation row like any other
        // (so a second invitation is refused as for its own invited users), and the owner is told.
        const placeholder: UserDoc = { ...user, email: placeholderEmail(body.email, agencyId), invitedAddress: body.email };
        try {
          await models.users.create(placeholder);
        } catch (placeholderErr) {
          if (isDuplicateKey(placeholderErr)) throw emailTaken();
          throw placeholderErr;
        }
        await tellOwnerOfTakenAddress(identity, body.email, { kind: 'invitation', agencyName: agency.agencyName, invitedBy, actorId: session.uid });
        ctx.status = 201;
        ctx.body = agencyUserOf(placeholder);
        return;
      }
      await userChanged(identity, user._id, session.uid);
      const { raw, expiresAt } = await issueLinkToken(identity, 'invite', user._id);
      await publish(identity, IdentityEvents.userInvited, {
        id: `${user._id.toHexString()}:invited`,
        agencyId: agencyId.toHexString(),
        actor: { kind: 'user', id: session.uid },
        data: {
          recipient: recipientOf(user),
          agencyName: agency.agencyName,
          invitedBy,
          inviteUrl: `${link(identity, '/reset-password', raw, user.langId)}&invite=1`,
          expiresAt: expiresAt.toISOString(),
        },
      });
      ctx.status = 201;
      ctx.body = agencyUserOf(user);
    }),
  );

  router.put(
    '/users/:id',
    admin,
    handle({ params: idParams, body: updateUserRequest, response: agencyUserSchema }, async (ctx, { params, body }) => {
      const user = await agencyUser(ctx, params.id);
      const updated = await models.users.findOneAndUpdate({ _id: user._id }, { $set: body }, { returnDocument: 'after' }).lean<UserDoc>();
      if (user.role === 'agency_admin' && body.role === 'agent' && user.status === 'active' && !(await hasActiveAdmin(identity, user))) {
        await models.users.updateOne({ _id: user._id }, { $set: { role: 'agency_admin' } });
        throw lastAdmin();
      }
      if (user.role !== body.role) await revokeUserSessions(identity, user, 'role_changed', sessionOf(ctx).uid);
      await userChanged(identity, user._id, sessionOf(ctx).uid);
      ctx.body = agencyUserOf(updated!);
    }),
  );

  router.post(
    '/users/:id/disable',
    admin,
    handle({ params: idParams, response: agencyUserSchema }, async (ctx, { params }) => {
      const user = await agencyUser(ctx, params.id);
      const before = await models.users.findOneAndUpdate({ _id: user._id, status: { $ne: 'disabled' } }, { $set: { status: 'disabled' } }, { returnDocument: 'before' }).lean<UserDoc>();
      if (!before) {
        ctx.body = agencyUserOf(user);
        return;
      }
      if (before.role === 'agency_admin' && before.status === 'active' && !(await hasActiveAdmin(identity, before))) {
        await models.users.updateOne({ _id: user._id }, { $set: { status: before.status } });
        throw lastAdmin();
      }
      await revokeUserSessions(identity, before, 'disabled', sessionOf(ctx).uid);
      await userChanged(identity, user._id, sessionOf(ctx).uid);
      ctx.body = agencyUserOf({ ...before, status: 'disabled' });
    }),
  );

  router.post(
    '/users/:id/enable',
    admin,
    handle({ params: idParams, response: agencyUserSchema }, async (ctx, { params }) => {
      const user = await agencyUser(ctx, params.id);
      if (user.status !== 'disabled') {
        ctx.body = agencyUserOf(user);
        return;
      }
      const status = user.passwordHash ? 'active' : 'invited';
      const updated = await models.users.findOneAndUpdate({ _id: user._id, status: 'disabled' }, { $set: { status } }, { returnDocument: 'after' }).lean<UserDoc>();
      await userChanged(identity, user._id, sessionOf(ctx).uid);
      ctx.body = agencyUserOf(updated ?? user);
    }),
  );

  /** An admin sets a new password for a user of the agency; the user's sessions end. */
  router.post(
    '/users/:id/password',
    admin,
    handle({ params: idParams, body: setUserPasswordRequest, response: noContent }, async (ctx, { params, body }) => {
      const user = await agencyUser(ctx, params.id);
      // Signing in with a password set here would tell an own invitee (not verified) from another agency's account (wrong password).
      if (!user.passwordHash) throw new AppError('user_not_activated', 'This user sets a password from the invitation email', undefined, 409);
      await models.users.updateOne({ _id: user._id }, { $set: { passwordHash: await hashPassword(body.password) } });
      if (user._id.toHexString() !== sessionOf(ctx).uid) await revokeUserSessions(identity, user, 'password_changed', sessionOf(ctx).uid);
      ctx.status = 204;
    }),
  );

  return router;
}
