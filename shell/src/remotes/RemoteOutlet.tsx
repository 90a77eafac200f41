import { App } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Parcel } from 'single-spa';
import { CHUNK_LOAD_TIMEOUT_MS, REMOTE_SERVICE, type RemoteName } from '@portal/contracts';
import { PageLoading, UnavailableNotice, type RemoteProps } from '@portal/ui';
import { useRuntimeConfig } from '../config/runtime-config';
import { useLanguage, usePageTitle } from '../language/use-language';
import { currentUserChanged, selectUser, sessionExpired } from '../session/session-slice';
import { useShellDispatch, useShellSelector } from '../store';
import { loadRemoteApp } from './remote-loader';
import { routeChunks } from '../routing/route-chunks';

type MountProps = RemoteProps & { domElement: HTMLElement };

/** Rejects when `promise` has not settled within the spec's load timeout: a hung mount is a failed one. */
function withinLoadTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out`)), CHUNK_LOAD_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
type Phase = 'loading' | 'mounted' | 'unavailable';

interface MountedParcel {
  parcel: Parcel<MountProps>;
  domElement: HTMLElement;
  /** Updates run one after another: single-spa refuses an update while another is running. */
  updates: Promise<unknown>;
}

/**
 * Mounts a remote's single-spa lifecycles as a parcel inside the layout, with a loading view,
 * and a translated fallback with retry when it cannot load or mount. The parcel gets prop
 * updates on every location, language or session change.
 */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const { language, basePath, path, localize, switchLanguage } = useLanguage();
  const { search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useShellDispatch();
  const user = useShellSelector(selectUser);
  const { notification } = App.useApp();
  const area = t(`common:nav.${remote}`);
  // The area's name until the remote's screen sets its own title.
  usePageTitle(area);

  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedParcel | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);

  const latest = useRef({ navigate, localize, dispatch, notification, user, language, switchLanguage });
  latest.current = { navigate, localize, dispatch, notification, user, language, switchLanguage };
  const callbacks = useMemo<Pick<RemoteProps, 'navigate' | 'onUnauthorized' | 'notify' | 'onCurrentUserChanged'>>(
    () => ({
      navigate: (to, options) => void latest.current.navigate(latest.current.localize(to), options),
      onUnauthorized: () => void latest.current.dispatch(sessionExpired()),
      onCurrentUserChanged: (current) => {
        const { user: before, language: shown } = latest.current;
        void latest.current.dispatch(currentUserChanged(current));
        // A new language chosen in the profile applies at once, as the header switch would.
        if (before && current.langId !== before.langId && current.langId !== shown) latest.current.switchLanguage(current.langId);
      },
      notify: (kind, message, description) => latest.current.notification[kind]({ message, description }),
    }),
    [],
  );

  const props = useMemo<RemoteProps>(
    () => ({
      basePath,
      pathname: path,
      search,
      language,
      serviceBaseUrl: config[REMOTE_SERVICE[remote]],
      serverBaseUrl: config.serverBaseUrl,
      user,
      ...callbacks,
    }),
    [basePath, path, search, language, config, remote, user, callbacks],
  );
  const latestProps = useRef(props);
  latestProps.current = props;

  useEffect(() => {
    const domElement = host.current;
    if (!domElement) return undefined;
    let active = true;
    let parcel: Parcel<MountProps> | null = null;
    setPhase('loading');
    void (async () => {
      // single-spa loads beside the remote, not after it (on a first visit the entry has started both).
      const [loaded, { mountRootParcel }] = await Promise.all([loadRemoteApp(remote), routeChunks.singleSpa()]);
      if (!active) return;
      if (loaded.status === 'unavailable') {
        console.warn(`Remote ${remote} is unavailable: ${loaded.reason}`);
        setPhase('unavailable');
        return;
      }
      parcel = mountRootParcel<MountProps>(loaded.lifecycles, { ...latestProps.current, domElement });
      try {
        await withinLoadTimeout(parcel.mountPromise, `Mounting ${remote}`);
      } catch (error) {
        console.error(`Remote ${remote} failed to mount`, error);
        if (active) setPhase('unavailable');
        return;
      }
      if (!active) return;
      mounted.current = { parcel, domElement, updates: Promise.resolve() };
      setPhase('mounted');
    })();
    return () => {
      active = false;
      mounted.current = null;
      const started = parcel;
      if (started) void started.mountPromise.then(() => started.unmount()).catch(() => undefined);
    };
  }, [remote, attempt]);

  useEffect(() => {
    const current = mounted.current;
    if (phase !== 'mounted' || !current?.parcel.update) return;
    const update = current.parcel.update.bind(current.parcel);
    current.updates = current.updates
      .then(() => update({ ...props, domElement: current.domElement }))
      .catch((error: unknown) => {
        console.error(`Remote ${remote} failed to update`, error);
        setPhase('unavailable');
      });
  }, [phase, props, remote]);

  return (
    <>
      {phase === 'loading' ? <PageLoading label={t('common:state.loadingArea', { area })} /> : null}
      {phase === 'unavailable' ? (
        <div style={{ maxWidth: 720, margin: '0 auto', padding: '48px 24px' }}>
          <UnavailableNotice area={area} onRetry={() => setAttempt((count) => count + 1)} />
        </div>
      ) : null}
      <div ref={host} hidden={phase !== 'mounted'} data-remote={remote} />
    </>
  );
}
