import type { BookingsReport } from '@portal/contracts';
import { accountApi } from '../store';

export type { BookingsReport, ReportBucket } from '@portal/contracts';

export const reportsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    report: build.query<BookingsReport, { from?: string; to?: string }>({
      query: (params) => ({ url: '/account/reports', params }),
      providesTags: ['Reports'],
    }),
  }),
});

export const { useReportQuery } = reportsApi;
