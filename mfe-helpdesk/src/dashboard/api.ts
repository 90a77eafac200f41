import type { HelpdeskDashboard } from '@portal/contracts';
import { helpdeskApi } from '../store';

/** The dashboard's counts: the reader's tickets, or the agency's for its admin. */
export const dashboardApi = helpdeskApi.injectEndpoints({
  endpoints: (build) => ({
    helpdeskDashboard: build.query<HelpdeskDashboard, { scope: 'mine' | 'all' }>({
      query: (params) => ({ url: '/helpdesk/dashboard', params }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useHelpdeskDashboardQuery } = dashboardApi;
