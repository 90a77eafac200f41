import { handle, publicRoute, Router, type AppState } from '@portal/service-kit';
import { z } from 'zod';
import { openApiDocument } from './openapi';

/** What the document route answers: an OpenAPI 3.1 document (its own test checks the rest). */
const openApiJson = z.looseObject({ openapi: z.string().startsWith('3.1'), paths: z.record(z.string(), z.unknown()) });

/** `GET /openapi.json`: the integrator API's document, its server the origin the client called; cacheable for five minutes. */
export function openApiRoutes(): Router<AppState> {
  const router = new Router<AppState>();
  // Built once: only the server's address differs between callers.
  const { servers: _servers, ...document } = openApiDocument('');
  router.get(
    '/openapi.json',
    publicRoute(),
    handle({ response: openApiJson }, (ctx) => {
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.vary('Host');
      ctx.body = { ...document, servers: [{ url: `${ctx.protocol}://${ctx.host}`, description: 'This portal' }] };
    }),
  );
  return router;
}
