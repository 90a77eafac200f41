import type { z } from 'zod';
import type {
  WebhookEndpoint,
  WebhookEndpointCreateRequest,
  WebhookEndpointUpdateRequest,
  WebhookEndpointWithSecret,
  webhookDeliveriesPage,
  webhookEndpointList,
  webhookTestResponse,
} from '@portal/contracts';
import { accountApi } from '../store';

/** The agency's webhook endpoints and deliveries (notifications, behind the main server). */
export const webhooksApi = accountApi.enhanceEndpoints({ addTagTypes: ['Webhooks', 'WebhookDeliveries'] }).injectEndpoints({
  endpoints: (build) => ({
    webhookEndpoints: build.query<z.infer<typeof webhookEndpointList>, void>({ query: () => '/notifications/webhooks', providesTags: ['Webhooks'] }),
    createWebhookEndpoint: build.mutation<WebhookEndpointWithSecret, WebhookEndpointCreateRequest>({
      query: (body) => ({ url: '/notifications/webhooks', method: 'POST', body }),
      invalidatesTags: ['Webhooks'],
    }),
    updateWebhookEndpoint: build.mutation<WebhookEndpoint, WebhookEndpointUpdateRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/notifications/webhooks/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Webhooks'],
    }),
    deleteWebhookEndpoint: build.mutation<void, string>({
      query: (id) => ({ url: `/notifications/webhooks/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Webhooks', 'WebhookDeliveries'],
    }),
    rotateWebhookSecret: build.mutation<WebhookEndpointWithSecret, string>({
      query: (id) => ({ url: `/notifications/webhooks/${id}/rotate-secret`, method: 'POST' }),
      invalidatesTags: ['Webhooks'],
    }),
    sendWebhookTest: build.mutation<z.infer<typeof webhookTestResponse>, string>({
      query: (id) => ({ url: `/notifications/webhooks/${id}/test`, method: 'POST' }),
      invalidatesTags: ['WebhookDeliveries'],
    }),
    webhookDeliveries: build.query<z.infer<typeof webhookDeliveriesPage>, { page: number; pageSize: number }>({
      query: (params) => ({ url: '/notifications/webhooks/deliveries', params }),
      providesTags: ['WebhookDeliveries'],
    }),
  }),
});

export const {
  useWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
  useWebhookDeliveriesQuery,
} = webhooksApi;
