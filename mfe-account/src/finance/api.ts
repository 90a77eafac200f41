import type { z } from 'zod';
import type { AlertSettings, Balance, LedgerEntry, ledgerQuery, Page, TopUp, topUpsQuery } from '@portal/contracts';
import { accountApi } from '../store';

export type LedgerQuery = z.input<typeof ledgerQuery>;
export type TopUpsQuery = z.input<typeof topUpsQuery>;

export const financeApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    balance: build.query<Balance, void>({ query: () => '/api/balance', providesTags: ['Wallet'] }),
    ledger: build.query<Page<LedgerEntry>, LedgerQuery>({
      query: (params) => ({ url: '/account/ledger', params }),
      providesTags: ['Wallet'],
    }),
    topUps: build.query<Page<TopUp>, TopUpsQuery>({
      query: (params) => ({ url: '/account/top-ups', params }),
      providesTags: ['TopUps'],
    }),
    declareTopUp: build.mutation<TopUp, FormData>({
      query: (body) => ({ url: '/account/top-ups', method: 'POST', body }),
      invalidatesTags: ['TopUps'],
    }),
    alerts: build.query<AlertSettings, void>({ query: () => '/account/alerts', providesTags: ['Alerts'] }),
    saveAlerts: build.mutation<AlertSettings, { percents: number[] }>({
      query: (body) => ({ url: '/account/alerts', method: 'PUT', body }),
      invalidatesTags: ['Alerts'],
    }),
  }),
});

export const { useBalanceQuery, useLedgerQuery, useTopUpsQuery, useDeclareTopUpMutation, useAlertsQuery, useSaveAlertsMutation } = financeApi;
