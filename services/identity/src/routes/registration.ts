import { randomInt } from 'node:crypto';
import { captchaChallengeSchema, emailRequest, emailSentResponse, emailVerifiedResponse, IdentityEvents, registrationRequest, registrationResponse, tokenRequest } from '@portal/contracts';
import { AppError, handle, isDuplicateKey, publicRoute, Router, sniffFileKind, CONTENT_TYPES, type AppState } from '@portal/service-kit';
import { Binary, ObjectId } from 'mongodb';
import { hashPassword } from '../crypto/password';
import { issueLinkToken, LINK_TTL_MS, link, publish, recipientOf, redeemLinkToken, tellOwnerOfTakenAddress, userChanged, type Identity } from '../identity';
import type { AgencyDoc, UserDoc } from '../store';

const REGISTRATION_BODY_LIMIT = 2 * 1024 * 1024;

/** A logo's bytes, accepted only when its content is a png or jpg, whatever its file name says. */
export function decodeLogo(logo: { fileName: string; dataBase64: string } | null | undefined): AgencyDoc['logo'] {
  if (!logo) return null;
  const bytes = Buffer.from(logo.dataBase64, 'base64');
  const kind = sniffFileKind(bytes);
  if (kind !== 'png' && kind !== 'jpg') {
    throw new AppError('validation_failed', 'Invalid file types detected', { fields: [{ field: 'logo', reason: 'invalid_file_type' }] });
  }
  return { contentType: CONTENT_TYPES[kind], data: new Binary(bytes) };
}

export const captchaRefused = () => new AppError('validation_failed', 'Captcha incomplete', { fields: [{ field: 'captcha', reason: 'captcha_incomplete' }] });

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

function registrationAnswer(agencyId: ObjectId, email: string, verificationExpiresAt: Date) {
  return { agencyId: agencyId.toHexString(), email, verificationExpiresAt: verificationExpiresAt.toISOString() };
}

export function registrationRoutes(identity: Identity): Router<AppState> {
  const { store, captcha } = identity;
  const router = new Router<AppState>();

  router.get(
    '/captcha',
    publicRoute(),
    handle({ response: captchaChallengeSchema }, (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = captcha.issue();
    }),
  );

  /** Sign-up (§7 `POST /user/profile`): the agency and its first admin, verified by email within 48 hours. */
  router.post(
    '/user/profile',
    publicRoute(),
    handle(
      { body: registrationRequest, response: registrationResponse },
      async (ctx, { body }) => {
        const logo = decodeLogo(body.logo);
        if (!(await captcha.redeem(body.captcha))) throw captchaRefused();
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
          await store.users.insertOne(user);
        } catch (err) {
          if (!isDuplicateKey(err)) throw err;
          // The answer of a new registration, so sign-up reveals no account; the owner is told instead.
          await tellOwnerOfTakenAddress(identity, user.email, { kind: 'registration', agencyName: body.company.agencyName, invitedBy: null, actorId: user._id.toHexString() });
          ctx.status = 201;
          ctx.body = registrationAnswer(agencyId, user.email, new Date(now.getTime() + LINK_TTL_MS.verify));
          return;
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
        await store.agencies.insertOne(agency);
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
        ctx.status = 201;
        ctx.body = registrationAnswer(agencyId, user.email, expiresAt);
      },
      { bodyLimit: REGISTRATION_BODY_LIMIT },
    ),
  );

  router.post(
    '/auth/verify-email',
    publicRoute(),
    handle({ body: tokenRequest, response: emailVerifiedResponse }, async (ctx, { body }) => {
      const token = await redeemLinkToken(identity, ['verify'], body.token);
      const user = await store.users.findOneAndUpdate({ _id: token.userId }, { $set: { emailVerified: true, updatedAt: new Date() } }, { returnDocument: 'after' });
      if (!user) throw new AppError('invalid_link', 'This link is not valid or was already used', undefined, 400);
      const agency = user.agencyId
        ? await store.agencies.findOneAndUpdate(
            { _id: user.agencyId, status: 'pending_verification' },
            { $set: { status: 'pending_approval', verifiedAt: new Date(), updatedAt: new Date() } },
            { returnDocument: 'after' },
          )
        : null;
      if (agency) {
        await publish(identity, IdentityEvents.emailVerified, {
          id: `${user._id.toHexString()}:verified`,
          agencyId: agency._id.toHexString(),
          actor: { kind: 'user', id: user._id.toHexString() },
          data: { agencyName: agency.agencyName, recipient: recipientOf(user) },
        });
      }
      ctx.body = { verified: true, awaitingApproval: agency?.status === 'pending_approval' };
    }),
  );

  /** Always 202: whether the address has an account is nobody's business. */
  router.post(
    '/auth/resend-verification',
    publicRoute(),
    handle({ body: emailRequest, response: emailSentResponse }, async (ctx, { body }) => {
      const user = await store.users.findOne({ email: body.email, emailVerified: false });
      if (user) {
        const { raw, expiresAt } = await issueLinkToken(identity, 'verify', user._id);
        await publish(identity, IdentityEvents.verificationResent, {
          agencyId: user.agencyId?.toHexString() ?? null,
          actor: { kind: 'user', id: user._id.toHexString() },
          data: { recipient: recipientOf(user), verifyUrl: link(identity, '/verify-email', raw, user.langId), expiresAt: expiresAt.toISOString() },
        });
      }
      ctx.status = 202;
      ctx.body = { sent: true };
    }),
  );

  return router;
}
