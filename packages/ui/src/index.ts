export type { NoticeKind, ParcelProps, RemoteLifecycles, RemoteProps } from './remote-contract';
export { PortalProviders } from './providers';
export { PageLoading, UnavailableNotice } from './feedback';
export { ErrorBoundary } from './error-boundary';
export { createRemoteStore, createServiceApi, type ServiceContext, type ServiceContextRef } from './service-api';
export { createRemoteLifecycles, type RemoteDefinition, type RemotePage } from './remote-app';
export { mountStandalone } from './standalone';
