import { randomBytes } from 'node:crypto';
import {
  agenciesPage,
  agenciesQuery,
  agencyDecisionResponse,
  contactReceivedResponse,
  contactRequest,
  idParams,
  IdentityEvents,
  partnerCreatedResponse,
  partnersResponse,
  rejectAgencyRequest,
} from '@portal/contracts';
import { AppError, findPage, handle, literalPattern, publicRoute, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { ObjectId, type Filter } from 'mongodb';
import { z } from 'zod';
import { captchaRefused } from '../captcha';
import { publish, type Identity } from '../identity';
import type { AgencyDoc, PartnerDoc, UserDoc } from '../models';
import { recipientOf } from '../users/users';
import { adminOf, notDecidable } from './operator';

const createPartnerRequest = z.object({
  partnerId: z.string().regex(/^\d{1,20}$/, { error: 'invalid_partner_id' }),
  name: z.string().trim().min(1).max(50),
  agencyId: z.string().regex(/^[0-9a-f]{24}$/, { error: 'invalid_id' }),
});

/** The platform operators' back office: agency approvals and partners; and the public contact form. */
export function operatorRoutes(identity: Identity): Router<AppState> {
  const { models } = identity;
  // The page reader of the service kit counts with the driver's `count` command, which mongoose 8 no longer has.
  const agenciesCollection = identity.deps.mongo.db.collection<AgencyDoc>(models.agencies.collection.collectionName);
  const router = new Router<AppState>();
  const operator = requireSession('operator');

  router.get(
    '/operator/agencies',
    operator,
    handle({ query: agenciesQuery, response: agenciesPage }, async (ctx, { query }) => {
      const filter: Filter<AgencyDoc> = {};
      if (query.status) filter.status = query.status;
      if (query.search) filter.agencyName = literalPattern(query.search);
      const page = await findPage(agenciesCollection, filter, { createdAt: -1, _id: 1 }, query, (a) => a, { projection: { logo: 0 } });
      const agencies = page.items;
      // The agency's contact is one of its accounts, not an invitation placeholder.
      const admins = await models.users
        .find({ agencyId: { $in: agencies.map((a) => a._id) }, role: 'agency_admin', invitedAddress: { $exists: false } })
        .select({ agencyId: 1, email: 1, createdAt: 1 })
        .sort({ createdAt: 1 })
        .lean<Pick<UserDoc, '_id' | 'agencyId' | 'email' | 'createdAt'>[]>();
      ctx.body = {
        items: agencies.map((a) => ({
          id: a._id.toHexString(),
          agencyName: a.agencyName,
          city: a.city,
          country: a.country,
          contractCurrency: a.contractCurrency,
          status: a.status,
          adminEmail: admins.find((u) => u.agencyId?.equals(a._id))?.email ?? '',
          createdAt: a.createdAt.toISOString(),
          rejectionReason: a.rejectionReason,
          developerActive: a.developerActive !== false,
        })),
        total: page.total,
        page: page.page,
        pageSize: page.pageSize,
      };
    }),
  );

  router.post(
    '/operator/agencies/:id/approve',
    operator,
    handle({ params: idParams, response: agencyDecisionResponse }, async (ctx, { params }) => {
      const now = new Date();
      const agency = await models.agencies
        .findOneAndUpdate({ _id: new ObjectId(params.id), status: 'pending_approval' }, { $set: { status: 'approved', decidedAt: now, decidedBy: sessionOf(ctx).uid } }, { returnDocument: 'after' })
        .lean<AgencyDoc>();
      if (!agency) throw await notDecidable(identity, params.id);
      const admin = await adminOf(identity, agency);
      await publish(identity, IdentityEvents.agencyApproved, {
        id: `${agency._id.toHexString()}:approved`,
        agencyId: agency._id.toHexString(),
        actor: { kind: 'user', id: sessionOf(ctx).uid },
        data: {
          agencyName: agency.agencyName,
          contractCurrency: agency.contractCurrency,
          recipient: recipientOf(admin),
          signInUrl: `${identity.portalUrl}${admin.langId === 'fr' ? '/fr' : ''}/`,
        },
      });
      ctx.body = { id: params.id, status: agency.status };
    }),
  );

  router.post(
    '/operator/agencies/:id/reject',
    operator,
    handle({ params: idParams, body: rejectAgencyRequest, response: agencyDecisionResponse }, async (ctx, { params, body }) => {
      const now = new Date();
      const agency = await models.agencies
        .findOneAndUpdate(
          { _id: new ObjectId(params.id), status: 'pending_approval' },
          { $set: { status: 'rejected', rejectionReason: body.reason, decidedAt: now, decidedBy: sessionOf(ctx).uid } },
          { returnDocument: 'after' },
        )
        .lean<AgencyDoc>();
      if (!agency) throw await notDecidable(identity, params.id);
      const admin = await adminOf(identity, agency);
      await publish(identity, IdentityEvents.agencyRejected, {
        id: `${agency._id.toHexString()}:rejected`,
        agencyId: agency._id.toHexString(),
        actor: { kind: 'user', id: sessionOf(ctx).uid },
        data: { agencyName: agency.agencyName, recipient: recipientOf(admin), reason: body.reason },
      });
      ctx.body = { id: params.id, status: agency.status };
    }),
  );

  router.get(
    '/operator/partners',
    operator,
    handle({ response: partnersResponse }, async (ctx) => {
      const partners = await models.partners.find().select({ secretSealed: 0 }).sort({ createdAt: -1 }).lean<Omit<PartnerDoc, 'secretSealed'>[]>();
      ctx.body = { items: partners.map((p) => ({ partnerId: p._id, name: p.name, agencyId: p.agencyId.toHexString(), createdAt: p.createdAt.toISOString() })) };
    }),
  );

  /** Registers a partner; its signing secret is shown this once and stored encrypted. */
  router.post(
    '/operator/partners',
    operator,
    handle({ body: createPartnerRequest, response: partnerCreatedResponse }, async (ctx, { body }) => {
      const agency = await models.agencies.findOne({ _id: new ObjectId(body.agencyId), status: 'approved' }).lean<AgencyDoc>();
      if (!agency) throw new AppError('validation_failed', undefined, { fields: [{ field: 'agencyId', reason: 'not_an_approved_agency' }] });
      const secret = randomBytes(32).toString('hex');
      const inserted = await models.partners
        .create({ _id: body.partnerId, name: body.name, agencyId: agency._id, secretSealed: identity.secrets.seal(secret), createdAt: new Date() })
        .catch(() => undefined);
      if (!inserted) throw new AppError('conflict', 'This partner id is taken');
      ctx.status = 201;
      ctx.body = { partnerId: body.partnerId, name: body.name, professionalId: agency.professionalId, secret };
    }),
  );

  /** The public contact form; its message reaches the operators by email. */
  router.post(
    '/contact',
    publicRoute(),
    handle({ body: contactRequest, response: contactReceivedResponse }, async (ctx, { body }) => {
      if (!(await identity.captcha.redeem(body.captcha))) throw captchaRefused();
      const langId = ctx.get('accept-language').toLowerCase().startsWith('fr') ? 'fr' : 'en';
      await publish(identity, IdentityEvents.contactReceived, {
        agencyId: ctx.state.session?.aid ?? null,
        actor: ctx.state.session ? { kind: 'user', id: ctx.state.session.uid } : { kind: 'system', id: 'contact-form' },
        data: { name: body.name, email: body.email, subject: body.subject, message: body.message, langId },
      });
      ctx.status = 202;
      ctx.body = { received: true };
    }),
  );

  return router;
}
