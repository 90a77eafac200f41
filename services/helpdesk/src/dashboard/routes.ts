import { helpdeskDashboard, helpdeskDashboardQuery } from '@portal/contracts';
import { agencyOf, AppError, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import type { HelpdeskContext } from '../context';
import { dashboardOf } from './dashboard';

/** The agency's helpdesk dashboard: the user's tickets, or (`scope=all`, the agency admin's) the agency's. */
export function dashboardRoutes(context: HelpdeskContext): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/helpdesk/dashboard',
    requireSession('agency_admin', 'agent'),
    handle({ query: helpdeskDashboardQuery, response: helpdeskDashboard }, async (ctx, { query }) => {
      const session = sessionOf(ctx);
      if (query.scope === 'all' && session.role !== 'agency_admin') throw new AppError('forbidden', "Only the agency's admins see every ticket of the agency");
      const agencyId = agencyOf(session);
      ctx.body = await dashboardOf(context.tickets, query.scope === 'all' ? { agencyId } : { agencyId, ownerId: session.uid }, query.months);
    }),
  );
  return router;
}
