import type { z } from 'zod';
import type {
  CancellationQuote,
  CreateVisaRequest,
  VisaDeskQuery,
  visaDeskPage,
  VisaDeskRequestView,
  visaDestinationsResponse,
  VisaDestination,
  VisaDocumentKind,
  VisaRequestsQuery,
  visaRequestsPage,
  VisaRequestView,
  VisaRequirement,
  VisaStatusChange,
  VisaUpload,
  visaUploadResponse,
} from '@portal/contracts';
import { visaApi } from '../store';

export type VisaRequestsPage = z.infer<typeof visaRequestsPage>;
export type VisaDeskPage = z.infer<typeof visaDeskPage>;
export type VisaRequirementQuery = { destination: string; nationality: string; visaType: string };

const requestPath = (id: string, rest = '') => `/visa/requests/${encodeURIComponent(id)}${rest}`;
const deskPath = (id: string, rest = '') => `/visa/desk/requests/${encodeURIComponent(id)}${rest}`;

/** The visa service's calls for visa requests: the wizard's table and uploads, the agency's requests, the operators' desk. */
export const requestsApi = visaApi.injectEndpoints({
  endpoints: (build) => ({
    visaDestinations: build.query<VisaDestination[], void>({
      query: () => '/visa/destinations',
      transformResponse: (answer: z.infer<typeof visaDestinationsResponse>) => answer.destinations,
    }),
    visaRequirement: build.query<VisaRequirement, VisaRequirementQuery>({
      query: (params) => ({ url: '/visa/requirements', params }),
    }),
    /** One file (multipart `file`); the wizard sends it with its progress through the upload field, this is for the rest. */
    uploadVisaFile: build.mutation<VisaUpload, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/visa/uploads', method: 'POST', body };
      },
      transformResponse: (answer: z.infer<typeof visaUploadResponse>) => answer.upload,
    }),
    deleteVisaUpload: build.mutation<void, string>({
      query: (id) => ({ url: `/visa/uploads/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
    createVisaRequest: build.mutation<VisaRequestView, { idempotencyKey: string; request: CreateVisaRequest }>({
      query: ({ idempotencyKey, request }) => ({ url: '/visa/requests', method: 'POST', body: request, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['VisaRequests'],
    }),
    visaRequests: build.query<VisaRequestsPage, VisaRequestsQuery>({
      query: (params) => ({ url: '/visa/requests', params }),
      providesTags: ['VisaRequests'],
    }),
    visaRequest: build.query<VisaRequestView, string>({
      query: (id) => requestPath(id),
      providesTags: (_result, _error, id) => [{ type: 'VisaRequest', id }],
    }),
    /** What cancelling now would do, as the service's rule says (full refund before the embassy, nothing after). */
    visaCancellationQuote: build.query<CancellationQuote, string>({
      query: (id) => requestPath(id, '/cancellation'),
      providesTags: (_result, _error, id) => [{ type: 'VisaRequest', id }],
      keepUnusedDataFor: 0,
    }),
    cancelVisaRequest: build.mutation<VisaRequestView, string>({
      query: (id) => ({ url: requestPath(id, '/cancel'), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => ['VisaRequests', { type: 'VisaRequest', id }, 'VisaDesk'],
    }),
    /** A missing document uploaded again (multipart `participant`, `kind`, `file`). */
    reuploadVisaDocument: build.mutation<VisaRequestView, { id: string; participant: number; kind: VisaDocumentKind; file: File }>({
      query: ({ id, participant, kind, file }) => {
        const body = new FormData();
        body.append('participant', String(participant));
        body.append('kind', kind);
        body.append('file', file);
        return { url: requestPath(id, '/documents'), method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { id }) => ['VisaRequests', { type: 'VisaRequest', id }, 'VisaDesk'],
    }),
    postVisaMessage: build.mutation<VisaRequestView, { id: string; body: string }>({
      query: ({ id, body }) => ({ url: requestPath(id, '/messages'), method: 'POST', body: { body } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'VisaRequest', id }, 'VisaDesk'],
    }),
    visaDeskRequests: build.query<VisaDeskPage, VisaDeskQuery>({
      query: (params) => ({ url: '/visa/desk/requests', params }),
      providesTags: ['VisaDesk'],
    }),
    visaDeskRequest: build.query<VisaDeskRequestView, string>({
      query: (id) => deskPath(id),
      providesTags: ['VisaDesk'],
    }),
    changeVisaStatus: build.mutation<VisaDeskRequestView, { id: string; change: VisaStatusChange }>({
      query: ({ id, change }) => ({ url: deskPath(id, '/status'), method: 'POST', body: change }),
      invalidatesTags: (_result, _error, { id }) => ['VisaDesk', 'VisaRequests', { type: 'VisaRequest', id }],
    }),
    postVisaDeskMessage: build.mutation<VisaDeskRequestView, { id: string; body: string }>({
      query: ({ id, body }) => ({ url: deskPath(id, '/messages'), method: 'POST', body: { body } }),
      invalidatesTags: (_result, _error, { id }) => ['VisaDesk', { type: 'VisaRequest', id }],
    }),
  }),
});

export const {
  useVisaDestinationsQuery,
  useVisaRequirementQuery,
  useUploadVisaFileMutation,
  useDeleteVisaUploadMutation,
  useCreateVisaRequestMutation,
  useVisaRequestsQuery,
  useVisaRequestQuery,
  useVisaCancellationQuoteQuery,
  useCancelVisaRequestMutation,
  useReuploadVisaDocumentMutation,
  usePostVisaMessageMutation,
  useVisaDeskRequestsQuery,
  useVisaDeskRequestQuery,
  useChangeVisaStatusMutation,
  usePostVisaDeskMessageMutation,
} = requestsApi;

/** Where the wizard's upload field sends a file (the browser's own request, for its progress). */
export const uploadUrl = (serviceBaseUrl: string) => `${serviceBaseUrl}/visa/uploads`;

/**
 * A document's file as a plain link, so the browser sends the session cookie and the service
 * records the download (who, side, when): the agency's or the desk's path.
 */
export const documentUrl = (serviceBaseUrl: string, side: 'agency' | 'operator', id: string, documentId: string) =>
  `${serviceBaseUrl}${side === 'agency' ? requestPath(id) : deskPath(id)}/documents/${encodeURIComponent(documentId)}`;
