import { airportsResponse } from '@portal/contracts';
import { handle, publicRoute, Router, type AppState } from '@portal/service-kit';
import { z } from 'zod';
import { findAirports } from './airports';

const airportQuery = z.object({ q: z.string().trim().min(1).max(40), limit: z.coerce.number().int().min(1).max(20).default(8) });

export function airportRoutes(): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/flights/airports',
    publicRoute(),
    handle({ query: airportQuery, response: airportsResponse }, (ctx, { query }) => {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = { airports: findAirports(query.q, query.limit) };
    }),
  );
  return router;
}
