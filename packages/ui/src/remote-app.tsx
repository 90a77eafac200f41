import { StrictMode, useCallback, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { matchPath, Navigate, Route, Routes, useParams } from 'react-router';
import type { Store } from '@reduxjs/toolkit';
import type { Language, RemoteName, Role } from '@portal/contracts';
import { createI18n, type I18n } from '@portal/i18n';
import { useDocumentTitle } from './document-title';
import { ErrorBoundary } from './error-boundary';
import { ComingSoon, UnavailableNotice } from './feedback';
import { HostPropsContext, useHostProps } from './host-context';
import { PageFrame, type FrameLink, type FrameLogo } from './page-frame';
import { PageTitleParamsContext, type PageTitleParams } from './page-title';
import { PortalProviders } from './providers';
import type { ParcelProps, RemoteLifecycles, RemoteProps, RemoteTheme } from './remote-contract';
import { RemoteRouter } from './remote-router';
import type { ServiceContext, ServiceContextRef } from './service-api';

/** One screen of a remote. Keys name strings in the remote's own namespace. */
export interface RemotePage {
  path: string;
  titleKey: string;
  descriptionKey: string;
  /** Listed in the area's sub-navigation (detail screens are not). */
  nav?: boolean;
  /** Path of the screen a detail screen belongs to, for the breadcrumb. */
  parent?: string;
  /** The domain screen; until it exists the page shows an honest empty state. */
  element?: ReactNode;
  /** Roles whose sub-navigation lists the screen; every role when absent. */
  roles?: readonly Role[];
  /** The request the screen makes first, started as the remote mounts on this page (see `FIRST_DATA_WAIT_MS`). */
  firstData?: FirstData;
}

/**
 * Starts a screen's first request into the remote's store, as the screen itself will make it for
 * this address and user (so that the screen finds it in the cache); undefined when the address
 * shows something else. The promise settles when the answer is in.
 */
export type FirstData = (store: Store, at: Pick<RemoteProps, 'search' | 'user'>) => PromiseLike<unknown> | undefined;

/**
 * How long a mount waits for its screen's first data before drawing. Within it the screen's first
 * render already has its rows: one render instead of a skeleton, then the request (which the
 * screen only starts once drawn), then a second render. Past it the screen draws its skeleton and
 * the rows follow as before, so a slow service never holds the screen back for longer.
 */
const FIRST_DATA_WAIT_MS = 150;

/** Waits for the first data of the page at `props.pathname`, if it has any, at most FIRST_DATA_WAIT_MS; never fails. */
async function firstDataOf(definition: RemoteDefinition, store: Store, props: RemoteProps): Promise<void> {
  const page = definition.pages.find((candidate) => matchPath(`/${candidate.path}`, props.pathname));
  let data: PromiseLike<unknown> | undefined;
  try {
    data = page?.firstData?.(store, props);
  } catch {
    return;
  }
  if (!data) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.resolve(data).catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, FIRST_DATA_WAIT_MS)))]);
  clearTimeout(timer);
}

export interface RemoteDefinition {
  name: RemoteName;
  /** Key of the area's name in the remote's namespace (breadcrumb, fallback text). */
  areaKey: string;
  pages: readonly RemotePage[];
  strings: Record<Language, object>;
  createStore(serviceContext: ServiceContextRef): Store;
}

function logoOf(theme: RemoteTheme | undefined): FrameLogo | undefined {
  return theme?.logoUrl ? { url: theme.logoUrl, alt: theme.logoAlt ?? '' } : undefined;
}

function RemotePageView({ definition, page }: { definition: RemoteDefinition; page: RemotePage }) {
  const { t } = useTranslation();
  const params = useParams();
  const host = useHostProps();
  const role = host.user?.role;
  const pagePath = (path: string) => `/${path}`;
  const first = definition.pages[0];
  const breadcrumb: FrameLink[] = [{ label: t('common:nav.home'), to: '/' }];
  if (first) breadcrumb.push({ label: t(definition.areaKey), to: pagePath(first.path) });
  const parent = page.parent ? definition.pages.find((candidate) => candidate.path === page.parent) : undefined;
  if (parent && parent !== first) breadcrumb.push({ label: t(parent.titleKey), to: pagePath(parent.path) });
  const sections = definition.pages
    .filter((candidate) => candidate.nav && (!role || !candidate.roles || candidate.roles.includes(role)))
    .map((candidate) => ({ label: t(candidate.titleKey), to: pagePath(candidate.path) }));
  const active = page.nav ? page : parent;
  // What the screen said of its heading counts only for the route it was said on (another id shows its own once loaded).
  const route = `${page.path} ${JSON.stringify(params)}`;
  const [told, setTold] = useState<{ route: string; params: PageTitleParams } | null>(null);
  const tell = useCallback(
    (said: PageTitleParams) => setTold((before) => (before?.route === route && JSON.stringify(before.params) === JSON.stringify(said) ? before : { route, params: said })),
    [route],
  );
  const shown = { ...params, ...(told?.route === route ? told.params : {}) };
  const title = t(page.titleKey, shown);
  useDocumentTitle(title);
  return (
    <PageFrame
      logo={logoOf(host.theme)}
      title={title}
      description={t(page.descriptionKey, shown)}
      breadcrumb={breadcrumb}
      sections={sections}
      activeSection={active ? pagePath(active.path) : undefined}
    >
      <PageTitleParamsContext value={tell}>{page.element ?? <ComingSoon />}</PageTitleParamsContext>
    </PageFrame>
  );
}

function RemotePages({ definition }: { definition: RemoteDefinition }) {
  return (
    <Routes>
      {definition.pages.map((page) => (
        <Route key={page.path} path={page.path} element={<RemotePageView definition={definition} page={page} />} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

function AreaFallback({ definition, onRetry }: { definition: RemoteDefinition; onRetry: () => void }) {
  const { t } = useTranslation();
  return <UnavailableNotice area={t(definition.areaKey)} crashed onRetry={onRetry} />;
}

interface MountedRemote {
  root: Root;
  i18n: I18n;
  store: Store;
  serviceContext: ServiceContextRef;
}

function serviceContextOf(props: RemoteProps): ServiceContext {
  return { serviceBaseUrl: props.serviceBaseUrl, serverBaseUrl: props.serverBaseUrl, onUnauthorized: props.onUnauthorized };
}

function render(definition: RemoteDefinition, mounted: MountedRemote, props: RemoteProps) {
  mounted.root.render(
    <StrictMode>
      <I18nextProvider i18n={mounted.i18n} defaultNS={definition.name}>
        <PortalProviders language={props.language} theme={props.theme}>
          <HostPropsContext value={props}>
            <Provider store={mounted.store}>
              <RemoteRouter basePath={props.basePath} pathname={props.pathname} search={props.search} navigate={props.navigate}>
                <ErrorBoundary resetKey={props.pathname} fallback={(reset) => <AreaFallback definition={definition} onRetry={reset} />}>
                  <RemotePages definition={definition} />
                </ErrorBoundary>
              </RemoteRouter>
            </Provider>
          </HostPropsContext>
        </PortalProviders>
      </I18nextProvider>
    </StrictMode>,
  );
}

/**
 * The single-spa lifecycles a remote exposes as './app': its own React root, i18next instance
 * and store per mount, an error boundary at the entry, and routes driven by the host's props.
 */
export function createRemoteLifecycles(definition: RemoteDefinition): RemoteLifecycles {
  const mountedByElement = new Map<HTMLElement, MountedRemote>();

  const mountedFor = (props: ParcelProps): MountedRemote => {
    const mounted = mountedByElement.get(props.domElement);
    if (!mounted) throw new Error(`${definition.name} is not mounted in this element`);
    return mounted;
  };

  return {
    async bootstrap() {},
    async mount(props) {
      const serviceContext: ServiceContextRef = { current: serviceContextOf(props) };
      const mounted: MountedRemote = {
        root: createRoot(props.domElement),
        i18n: createI18n({ language: props.language, namespace: definition.name, strings: definition.strings }),
        store: definition.createStore(serviceContext),
        serviceContext,
      };
      mountedByElement.set(props.domElement, mounted);
      await firstDataOf(definition, mounted.store, props);
      render(definition, mounted, props);
    },
    async update(props) {
      const mounted = mountedFor(props);
      mounted.serviceContext.current = serviceContextOf(props);
      if (mounted.i18n.language !== props.language) await mounted.i18n.changeLanguage(props.language);
      render(definition, mounted, props);
    },
    async unmount(props) {
      mountedFor(props).root.unmount();
      mountedByElement.delete(props.domElement);
    },
  };
}
