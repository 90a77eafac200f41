export { callersOf, declareCallers, publicRoute, ROLES, type Caller } from './access';
export { systemClock, type Clock } from './clock';
export { createServiceApp, type AppOptions } from './app';
export { DEFAULT_BODY_LIMIT, readJsonBody } from './body';
export { clientAddress, DEFAULT_TRUSTED_PROXIES, forwardedChain, TrustedProxies } from './client-address';
export { browserOrigins, DEVELOPMENT_SECRET_PREFIX, loadConfig, type ServiceConfig } from './config';
export { IdempotentConsumer, type ConsumerOptions, type EventHandler } from './consumer';
export type { AppContext, AppState } from './context';
export { cors } from './cors';
export { AppError, errorBody, errorHandler, fieldErrors } from './errors';
export { createEvent, type NewEvent, type OutgoingEvent } from './events';
export { EncryptedFileStore, FileStore, fileKey } from './files';
export { healthRoutes, type ReadinessCheck } from './health';
export { connectKafka, type KafkaHandle } from './kafka';
export { createLogger, type Logger } from './logger';
export { modelConnection } from './models';
export { connectMongo, dayRange, findPage, isDuplicateKey, literalPattern, type MongoHandle, type PageQuery } from './mongo';
export { Outbox, type OutboxOptions, type OutboxRecord } from './outbox';
export { requestContext } from './request-context';
export { API_SECURITY_HEADERS, securityHeaders } from './security-headers';
export {
  buildApp,
  buildInternalApp,
  closeServer,
  createDeps,
  onShutdown,
  runService,
  startService,
  type RunningService,
  type ServiceDefinition,
  type ServiceParts,
  type Worker,
  type ServiceDeps,
} from './service';
export { checksResponses, contractOf, controlCharacterIssues, fieldIssues, handle, responseIssues, type RequestSchemas, type RouteContext, type RouteSchemas, type ValidatedInput } from './validate';
export { default as Router } from '@koa/router';
export {
  agencyOf,
  REMEMBER_ME_TTL_MS,
  requireSession,
  RevocationListener,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  SessionCodec,
  sessionOf,
  sessionReader,
  SessionRevocations,
  type SessionClaims,
} from './session';
export { CONTENT_TYPES, readMultipart, sniffFileKind, type FileKind, type MultipartOptions, type UploadedFile } from './uploads';
export { internalUrlOf, requireServiceCall, serviceHeaders, serviceToken } from './service-auth';
export { A4, renderPdf, type PdfItem } from './pdf';
export { SecretBox } from './secret-box';
export { shiftedClock, testClockRoutes, type ShiftedClock } from './test-clock';
export { TokenSigner, type OpenedToken } from './token-signer';
export { canonicalJson, IdempotencyKeys, requestHash, type Begin, type IdempotencyRecord, type IdempotentRequest, type IdempotentResponse, type Resume } from './idempotency';
