import {
  agencyUser as agencyUserSchema,
  company,
  companyUpdateRequest,
  idParams,
  IdentityEvents,
  imageFile,
  inviteUserRequest,
  noContent,
  setUserPasswordRequest,
  updateUserRequest,
  usersPage,
  usersQuery,
  type AgencyUser,
  type Company,
} from '@portal/contracts';
import { agencyOf, AppError, findPage, handle, literalPattern, isDuplicateKey, requireSession, Router, sessionOf, type AppState, type RouteContext } from '@portal/service-kit';
import { ObjectId, type Filter } from 'mongodb';
import { hashPassword } from '../crypto/password';
import { issueLinkToken, link, publish, recipientOf, revokeUserSessions, tellOwnerOfTakenAddress, userChanged, type Identity } from '../identity';
import { addressOf, placeholderEmail, type AgencyDoc, type UserDoc } from '../store';
import { decodeLogo, newUserDefaults } from './registration';

const COMPANY_BODY_LIMIT = 2 * 1024 * 1024;

export function companyOf(agency: AgencyDoc): Company {
  return {
    id: agency._id.toHexString(),
    agencyName: agency.agencyName,
    address: agency.address,
    city: agency.city,
    zipCode: agency.zipCode,
    country: agency.country,
    phone: agency.phone,
    tradeRegister: agency.tradeRegister,
    taxNumber: agency.taxNumber,
    licence: agency.licence,
    numberOfEmployees: agency.numberOfEmployees,
    businessModel: agency.businessModel,
    contractCurrency: agency.contractCurrency,
    productsOfInterest: agency.productsOfInterest,
    heardAbout: agency.heardAbout,
    status: agency.status,
    hasLogo: agency.logo !== null,
    createdAt: agency.createdAt.toISOString(),
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

const SORT_FIELDS = { name: 'lastName', email: 'email', createdAt: 'createdAt', status: 'status' } as const;

/** Company and agency users, for agency admins; every query is scoped to the session's agency. */
export function agencyRoutes(identity: Identity): Router<AppState> {
  const { store } = identity;
  const router = new Router<AppState>();
  const admin = requireSession('agency_admin');

  /** A user of the caller's own agency; another agency's user is simply not found. */
  async function agencyUser(ctx: RouteContext, id: string): Promise<UserDoc> {
    const user = await store.users.findOne({ _id: new ObjectId(id), agencyId: new ObjectId(agencyOf(sessionOf(ctx))) });
    if (!user) throw new AppError('not_found', 'No such user in your agency');
    return user;
  }

  router.get(
    '/company',
    requireSession('agency_admin', 'agent'),
    handle({ response: company }, async (ctx) => {
      const agency = await store.agencies.findOne({ _id: new ObjectId(agencyOf(sessionOf(ctx))) });
      if (!agency) throw new AppError('not_found');
      ctx.body = companyOf(agency);
    }),
  );

  router.get(
    '/company/logo',
    requireSession('agency_admin', 'agent'),
    handle({ response: imageFile }, async (ctx) => {
      const agency = await store.agencies.findOne({ _id: new ObjectId(agencyOf(sessionOf(ctx))) }, { projection: { logo: 1 } });
      if (!agency?.logo) throw new AppError('not_found', 'No logo');
      ctx.type = agency.logo.contentType;
      ctx.set('Cache-Control', 'private, max-age=60');
      ctx.body = Buffer.from(agency.logo.data.buffer);
    }),
  );

  router.put(
    '/company',
    admin,
    handle(
      { body: companyUpdateRequest, response: company },
      async (ctx, { body }) => {
        const { logo, ...fields } = body;
        const set: Partial<AgencyDoc> = { ...fields, updatedAt: new Date() };
        if (logo !== undefined) set.logo = decodeLogo(logo);
        const agency = await store.agencies.findOneAndUpdate({ _id: new ObjectId(agencyOf(sessionOf(ctx))) }, { $set: set }, { returnDocument: 'after' });
        if (!agency) throw new AppError('not_found');
        ctx.body = companyOf(agency);
      },
      { bodyLimit: COMPANY_BODY_LIMIT },
    ),
  );

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
      ctx.body = await findPage(store.users, filter, { [SORT_FIELDS[query.sort]]: query.order === 'asc' ? 1 : -1, _id: 1 }, query, agencyUserOf);
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
      const agency = await store.agencies.findOne({ _id: agencyId });
      const inviter = await store.users.findOne({ _id: new ObjectId(session.uid) });
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
        await store.users.insertOne(user);
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        if (await store.users.countDocuments({ email: body.email, agencyId }, { limit: 1 })) throw emailTaken();
        // An account elsewhere is not revealed: this agency gets an invitation row like any other
        // (so a second invitation is refused as for its own invited users), and the owner is told.
        const placeholder: UserDoc = { ...user, email: placeholderEmail(body.email, agencyId), invitedAddress: body.email };
        try {
          await store.users.insertOne(placeholder);
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
      const updated = await store.users.findOneAndUpdate({ _id: user._id }, { $set: { ...body, updatedAt: new Date() } }, { returnDocument: 'after' });
      if (user.role === 'agency_admin' && body.role === 'agent' && user.status === 'active' && !(await hasActiveAdmin(user))) {
        await store.users.updateOne({ _id: user._id }, { $set: { role: 'agency_admin' } });
        throw lastAdmin();
      }
      if (user.role !== body.role) await revokeUserSessions(identity, user, 'role_changed', sessionOf(ctx).uid);
      await userChanged(identity, user._id, sessionOf(ctx).uid);
      ctx.body = agencyUserOf(updated!);
    }),
  );

  /**
   * Whether the agency still has an active admin. Changes are made first and undone when this says
   * no, so two admins disabling each other at once both get refused rather than both succeed.
   */
  async function hasActiveAdmin(user: UserDoc): Promise<boolean> {
    return (await store.users.countDocuments({ agencyId: user.agencyId, role: 'agency_admin', status: 'active' })) > 0;
  }

  const lastAdmin = () => new AppError('last_admin', 'The last active administrator of the agency cannot be disabled or demoted', undefined, 409);

  router.post(
    '/users/:id/disable',
    admin,
    handle({ params: idParams, response: agencyUserSchema }, async (ctx, { params }) => {
      const user = await agencyUser(ctx, params.id);
      const before = await store.users.findOneAndUpdate({ _id: user._id, status: { $ne: 'disabled' } }, { $set: { status: 'disabled', updatedAt: new Date() } }, { returnDocument: 'before' });
      if (!before) {
        ctx.body = agencyUserOf(user);
        return;
      }
      if (before.role === 'agency_admin' && before.status === 'active' && !(await hasActiveAdmin(before))) {
        await store.users.updateOne({ _id: user._id }, { $set: { status: before.status } });
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
      const updated = await store.users.findOneAndUpdate({ _id: user._id, status: 'disabled' }, { $set: { status, updatedAt: new Date() } }, { returnDocument: 'after' });
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
      await store.users.updateOne({ _id: user._id }, { $set: { passwordHash: await hashPassword(body.password), updatedAt: new Date() } });
      if (user._id.toHexString() !== sessionOf(ctx).uid) await revokeUserSessions(identity, user, 'password_changed', sessionOf(ctx).uid);
      ctx.status = 204;
    }),
  );

  return router;
}
