import type { z } from 'zod';
import type { ApiKeyCreated, ApiKeyRow, apiKeyRevokedResponse, CreateApiKeyRequest, Page } from '@portal/contracts';
import { accountApi } from '../store';

export const developerApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    apiKeys: build.query<Page<ApiKeyRow>, { page: number; pageSize: number }>({
      query: (params) => ({ url: '/company/api-keys', params }),
      providesTags: ['ApiKeys'],
    }),
    createApiKey: build.mutation<ApiKeyCreated, CreateApiKeyRequest>({
      query: (body) => ({ url: '/company/api-keys', method: 'POST', body }),
      invalidatesTags: ['ApiKeys'],
    }),
    revokeApiKey: build.mutation<z.infer<typeof apiKeyRevokedResponse>, string>({
      query: (id) => ({ url: `/company/api-keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ApiKeys'],
    }),
  }),
});

export const { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = developerApi;
