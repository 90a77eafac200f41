import type { z } from 'zod';
import type { agenciesQuery, agencyDecisionResponse, agencySummary, developerAccessResponse, emailRetryResponse, EmailStatus, Page, QueuedEmail, TopUp, topUpsQuery } from '@portal/contracts';
import { accountApi } from '../store';

export { EMAIL_STATUSES, type EmailStatus, type QueuedEmail } from '@portal/contracts';

export type AgencySummary = z.infer<typeof agencySummary>;
export type AgenciesQuery = z.input<typeof agenciesQuery>;
type AgencyDecision = z.infer<typeof agencyDecisionResponse>;

export const operatorApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    agencies: build.query<Page<AgencySummary>, AgenciesQuery>({
      query: (params) => ({ url: '/operator/agencies', params }),
      providesTags: ['Agencies'],
    }),
    approveAgency: build.mutation<AgencyDecision, string>({
      query: (id) => ({ url: `/operator/agencies/${encodeURIComponent(id)}/approve`, method: 'POST' }),
      invalidatesTags: ['Agencies'],
    }),
    rejectAgency: build.mutation<AgencyDecision, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/operator/agencies/${encodeURIComponent(id)}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: ['Agencies'],
    }),
    setDeveloperAccess: build.mutation<z.infer<typeof developerAccessResponse>, { id: string; active: boolean }>({
      query: ({ id, active }) => ({ url: `/operator/agencies/${encodeURIComponent(id)}/developer-access`, method: 'PUT', body: { active } }),
      invalidatesTags: ['Agencies'],
    }),
    operatorTopUps: build.query<Page<TopUp>, z.input<typeof topUpsQuery>>({
      query: (params) => ({ url: '/account/operator/top-ups', params }),
      providesTags: ['OperatorTopUps'],
    }),
    approveTopUp: build.mutation<TopUp, string>({
      query: (id) => ({ url: `/account/operator/top-ups/${encodeURIComponent(id)}/approve`, method: 'POST' }),
      invalidatesTags: ['OperatorTopUps'],
    }),
    rejectTopUp: build.mutation<TopUp, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/account/operator/top-ups/${encodeURIComponent(id)}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: ['OperatorTopUps'],
    }),
    emails: build.query<Page<QueuedEmail>, { status?: EmailStatus; page: number; pageSize: number }>({
      query: (params) => ({ url: '/notifications/emails', params }),
      providesTags: ['Emails'],
    }),
    retryEmail: build.mutation<z.infer<typeof emailRetryResponse>, string>({
      query: (id) => ({ url: `/notifications/emails/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: ['Emails'],
    }),
  }),
});

export const {
  useAgenciesQuery,
  useApproveAgencyMutation,
  useRejectAgencyMutation,
  useSetDeveloperAccessMutation,
  useOperatorTopUpsQuery,
  useApproveTopUpMutation,
  useRejectTopUpMutation,
  useEmailsQuery,
  useRetryEmailMutation,
} = operatorApi;
