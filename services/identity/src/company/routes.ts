import { company, companyUpdateRequest, imageFile } from '@portal/contracts';
import { agencyOf, AppError, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import type { Identity } from '../identity';
import type { AgencyDoc } from '../models';
import { companyOf, decodeLogo } from './company';

const COMPANY_BODY_LIMIT = 2 * 1024 * 1024;

/** The agency's own company details and logo: read by its users, changed by its admins. */
export function companyRoutes(identity: Identity): Router<AppState> {
  const { models } = identity;
  const router = new Router<AppState>();

  router.get(
    '/company',
    requireSession('agency_admin', 'agent'),
    handle({ response: company }, async (ctx) => {
      const agency = await models.agencies.findOne({ _id: new ObjectId(agencyOf(sessionOf(ctx))) }).lean<AgencyDoc>();
      if (!agency) throw new AppError('not_found');
      ctx.body = companyOf(agency);
    }),
  );

  router.get(
    '/company/logo',
    requireSession('agency_admin', 'agent'),
    handle({ response: imageFile }, async (ctx) => {
      const agency = await models.agencies
        .findOne({ _id: new ObjectId(agencyOf(sessionOf(ctx))) })
        .select({ logo: 1 })
        .lean<Pick<AgencyDoc, 'logo'>>();
      if (!agency?.logo) throw new AppError('not_found', 'No logo');
      ctx.type = agency.logo.contentType;
      ctx.set('Cache-Control', 'private, max-age=60');
      ctx.body = Buffer.from(agency.logo.data.buffer);
    }),
  );

  router.put(
    '/company',
    requireSession('agency_admin'),
    handle(
      { body: companyUpdateRequest, response: company },
      async (ctx, { body }) => {
        const { logo, ...fields } = body;
        const set: Partial<AgencyDoc> = { ...fields };
        if (logo !== undefined) set.logo = decodeLogo(logo);
        const agency = await models.agencies.findOneAndUpdate({ _id: new ObjectId(agencyOf(sessionOf(ctx))) }, { $set: set }, { returnDocument: 'after' }).lean<AgencyDoc>();
        if (!agency) throw new AppError('not_found');
        ctx.body = companyOf(agency);
      },
      { bodyLimit: COMPANY_BODY_LIMIT },
    ),
  );

  return router;
}
