import {
  noContent,
  WEBHOOK_ENDPOINTS_MAX,
  webhookDeliveriesPage,
  webhookDeliveriesQuery,
  webhookEndpoint,
  webhookEndpointCreateRequest,
  webhookEndpointList,
  webhookEndpointUpdateRequest,
  webhookEndpointWithSecret,
  webhookTestResponse,
} from '@portal/contracts';
import { agencyOf, findPage, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { z } from 'zod';
import { deliveryOf, endpointOf, type Webhooks } from './webhooks';

const endpointParams = z.object({ id: z.string().min(1).max(100) });

/** An agency admin's webhook endpoints and their deliveries (behind the gateway at `/notifications/webhooks`). */
export function webhookRoutes(webhooks: Webhooks): Router<AppState> {
  const router = new Router<AppState>();
  const admin = requireSession('agency_admin');

  router.get(
    '/notifications/webhooks',
    admin,
    handle({ response: webhookEndpointList }, async (ctx) => {
      ctx.body = { items: (await webhooks.list(agencyOf(sessionOf(ctx)))).map(endpointOf), max: WEBHOOK_ENDPOINTS_MAX };
    }),
  );

  router.post(
    '/notifications/webhooks',
    admin,
    handle({ body: webhookEndpointCreateRequest, response: webhookEndpointWithSecret }, async (ctx, { body }) => {
      const { doc, secret } = await webhooks.create(agencyOf(sessionOf(ctx)), body);
      ctx.status = 201;
      ctx.body = { ...endpointOf(doc), secret };
    }),
  );

  router.get(
    '/notifications/webhooks/deliveries',
    admin,
    handle({ query: webhookDeliveriesQuery, response: webhookDeliveriesPage }, async (ctx, { query }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const filter = query.endpointId ? { agencyId, endpointId: query.endpointId } : { agencyId };
      ctx.body = await findPage(webhooks.deliveries, filter, { createdAt: -1, _id: 1 }, query, deliveryOf, { projection: { body: 0 } });
    }),
  );

  router.put(
    '/notifications/webhooks/:id',
    admin,
    handle({ params: endpointParams, body: webhookEndpointUpdateRequest, response: webhookEndpoint }, async (ctx, { params, body }) => {
      ctx.body = endpointOf(await webhooks.update(agencyOf(sessionOf(ctx)), params.id, body));
    }),
  );

  router.delete(
    '/notifications/webhooks/:id',
    admin,
    handle({ params: endpointParams, response: noContent }, async (ctx, { params }) => {
      await webhooks.remove(agencyOf(sessionOf(ctx)), params.id);
      ctx.status = 204;
    }),
  );

  router.post(
    '/notifications/webhooks/:id/rotate-secret',
    admin,
    handle({ params: endpointParams, response: webhookEndpointWithSecret }, async (ctx, { params }) => {
      const { doc, secret } = await webhooks.rotateSecret(agencyOf(sessionOf(ctx)), params.id);
      ctx.body = { ...endpointOf(doc), secret };
    }),
  );

  router.post(
    '/notifications/webhooks/:id/test',
    admin,
    handle({ params: endpointParams, response: webhookTestResponse }, async (ctx, { params }) => {
      ctx.status = 202;
      ctx.body = await webhooks.sendTest(agencyOf(sessionOf(ctx)), params.id);
    }),
  );

  return router;
}
