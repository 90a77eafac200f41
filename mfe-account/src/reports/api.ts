import { accountApi } from '../store';

/** One group of a report: bookings counted, and purchase, sale and margin of those sold. */
export interface ReportBucket {
  key: string;
  count: number;
  purchase: number;
  sale: number;
  margin: number;
}

/** `GET /account/reports` */
export interface BookingsReport {
  currency: string;
  totals: ReportBucket;
  byProduct: ReportBucket[];
  byStatus: ReportBucket[];
  byAgent: ReportBucket[];
  byMonth: ReportBucket[];
}

export const reportsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    report: build.query<BookingsReport, { from?: string; to?: string }>({
      query: (params) => ({ url: '/account/reports', params }),
      providesTags: ['Reports'],
    }),
  }),
});

export const { useReportQuery } = reportsApi;
