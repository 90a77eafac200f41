import type { ApiKeyCreated, CreateApiKeyRequest } from '@portal/contracts';
import { shellApi } from '../api/shell-api';
import { openApiShape, type OpenApi } from './openapi';

/** The `docs` page's calls on the main server: the API's own document, and a sandbox key for trying it. */
export const docsApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    openApi: build.query<OpenApi, void>({ query: () => '/openapi.json', transformResponse: (answer: unknown) => openApiShape.parse(answer) }),
    createApiKey: build.mutation<ApiKeyCreated, CreateApiKeyRequest>({ query: (body) => ({ url: '/company/api-keys', method: 'POST', body }) }),
  }),
});

export const { useOpenApiQuery, useCreateApiKeyMutation } = docsApi;
