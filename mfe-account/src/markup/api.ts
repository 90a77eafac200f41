import type { z } from 'zod';
import type { markupChange, MarkupSettings, markupsResponse, Page } from '@portal/contracts';
import { accountApi } from '../store';

export type MarkupsAnswer = z.infer<typeof markupsResponse>;
export type MarkupChange = z.infer<typeof markupChange>;

export const markupApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    markups: build.query<MarkupsAnswer, void>({ query: () => '/account/markups', providesTags: ['Markups'] }),
    saveMarkups: build.mutation<MarkupsAnswer, MarkupSettings>({
      query: (body) => ({ url: '/account/markups', method: 'PUT', body }),
      invalidatesTags: ['Markups'],
    }),
    markupHistory: build.query<Page<MarkupChange>, { page: number; pageSize: number }>({
      query: (params) => ({ url: '/account/markups/history', params }),
      providesTags: ['Markups'],
    }),
  }),
});

export const { useMarkupsQuery, useSaveMarkupsMutation, useMarkupHistoryQuery } = markupApi;
