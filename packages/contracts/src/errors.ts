import { z } from 'zod';

/**
 * The status catalogue of spec §8 (plus 409, 413, 422 and 429, which HTTP needs for conflicts,
 * oversize bodies, reused idempotency keys and throttling). Every service answers errors as `{ error: { code, message, details } }`.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  malformed_json: 400,
  unauthorized: 401,
  forbidden: 403,
  developer_inactive: 403,
  quota_exceeded: 403,
  not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  conflict: 409,
  request_in_progress: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  too_many_requests: 429,
  rate_limit_exceeded: 429,
  internal: 500,
  response_contract_violation: 500,
  bad_gateway: 502,
  service_unavailable: 503,
  service_not_found: 596,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Default English messages (spec §8 wording); clients translate by `code`. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  bad_request: 'Bad request',
  validation_failed: 'Some fields are invalid',
  malformed_json: 'The request body is not valid JSON',
  unauthorized: 'Not authorized: invalid or expired token',
  forbidden: 'Developer inactive or quota exceeded',
  developer_inactive: 'Developer inactive',
  quota_exceeded: 'Quota exceeded',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  not_acceptable: 'Not acceptable',
  conflict: 'The request conflicts with the current state',
  request_in_progress: 'A request with this Idempotency-Key is still being processed; retry in a moment',
  payload_too_large: 'The request body is too large',
  unsupported_media_type: 'Unsupported media type',
  idempotency_key_reused: 'This Idempotency-Key was used with a different request',
  too_many_requests: 'Too many attempts, please wait and try again',
  rate_limit_exceeded: 'Too many requests per second: retry after the time in Retry-After',
  internal: 'System error, try later',
  response_contract_violation: 'System error, try later',
  bad_gateway: 'Bad gateway',
  service_unavailable: 'Service unavailable, you may retry',
  service_not_found: 'Service not found',
};

export const fieldIssueSchema = z.object({
  /** Dotted path of the field, e.g. `passengers.0.lastName`; '' for the body itself. */
  field: z.string(),
  reason: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
