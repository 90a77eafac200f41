export type { NoticeKind, ParcelProps, RemoteLifecycles, RemoteProps } from './remote-contract';
export { portalTheme } from './theme';
export { PortalProviders } from './providers';
export { ComingSoon, PageLoading, UnavailableNotice } from './feedback';
export { ErrorBoundary } from './error-boundary';
export { PageFrame, type FrameLink, type PageFrameProps } from './page-frame';
export { RemoteRouter } from './remote-router';
export {
  createRemoteStore,
  createServiceApi,
  serviceBaseQuery,
  type ServiceContext,
  type ServiceContextRef,
} from './service-api';
export { createRemoteLifecycles, type RemoteDefinition, type RemotePage } from './remote-app';
export { mountStandalone } from './standalone';
