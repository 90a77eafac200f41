import {
  apiKeyAuthorizeRequest,
  apiKeyAuthorizeResponse,
  apiKeyCreatedResponse,
  apiKeyRevokedResponse,
  apiKeysPage,
  apiKeysQuery,
  createApiKeyRequest,
  developerAccessRequest,
  developerAccessResponse,
  idParams,
} from '@portal/contracts';
import { agencyOf, AppError, findPage, handle, requireServiceCall, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import type { Identity } from '../identity';
import type { ApiKeyDoc, UserDoc } from '../models';
import { apiKeyRowOf, type ApiKeys } from './api-keys';

/** An agency admin's API keys, and the operator's switch of an agency's developer access. */
export function apiKeyRoutes(identity: Identity, keys: ApiKeys): Router<AppState> {
  const { models } = identity;
  // The page reader counts with the driver's `count` command, which mongoose 8 no longer has.
  const keysCollection = identity.deps.mongo.db.collection<ApiKeyDoc>(models.apiKeys.collection.collectionName);
  const router = new Router<AppState>();
  const admin = requireSession('agency_admin');

  router.get(
    '/company/api-keys',
    admin,
    handle({ query: apiKeysQuery, response: apiKeysPage }, async (ctx, { query }) => {
      ctx.body = await findPage(keysCollection, { agencyId: new ObjectId(agencyOf(sessionOf(ctx))) }, { createdAt: -1, _id: 1 }, query, apiKeyRowOf, { projection: { hash: 0 } });
    }),
  );

  /** The key is in this answer only; identity keeps its hash. */
  router.post(
    '/company/api-keys',
    admin,
    handle({ body: createApiKeyRequest, response: apiKeyCreatedResponse }, async (ctx, { body }) => {
      const session = sessionOf(ctx);
      const creator = await models.users
        .findOne({ _id: new ObjectId(session.uid) })
        .select({ firstName: 1, lastName: 1 })
        .lean<Pick<UserDoc, '_id' | 'firstName' | 'lastName'>>();
      if (!creator) throw new AppError('unauthorized');
      ctx.status = 201;
      ctx.body = await keys.create(agencyOf(session), creator, body.name, body.mode);
    }),
  );

  router.delete(
    '/company/api-keys/:id',
    admin,
    handle({ params: idParams, response: apiKeyRevokedResponse }, async (ctx, { params }) => {
      const revoked = await keys.revoke(agencyOf(sessionOf(ctx)), params.id);
      if (!revoked?.revokedAt) throw new AppError('not_found', 'No such API key');
      ctx.body = { id: params.id, revokedAt: revoked.revokedAt.toISOString() };
    }),
  );

  router.put(
    '/operator/agencies/:id/developer-access',
    requireSession('operator'),
    handle({ params: idParams, body: developerAccessRequest, response: developerAccessResponse }, async (ctx, { params, body }) => {
      const updated = await models.agencies.updateOne({ _id: new ObjectId(params.id) }, { $set: { developerActive: body.active } });
      if (updated.matchedCount === 0) throw new AppError('not_found', 'No such agency');
      ctx.body = { id: params.id, developerActive: body.active };
    }),
  );

  return router;
}

/** The gateway's one check per integrator API call, on the internal listener only. */
export function internalApiKeyRoutes(keys: ApiKeys): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/internal/api-keys' });
  router.use(requireServiceCall());
  router.post(
    '/authorize',
    handle({ body: apiKeyAuthorizeRequest, response: apiKeyAuthorizeResponse }, async (ctx, { body }) => {
      ctx.body = await keys.authorize(body.key);
    }),
  );
  return router;
}
