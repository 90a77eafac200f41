import type { ThemeConfig } from 'antd';
import type { CurrentUser, Language, UserData } from '@portal/contracts';

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

/** A white-label host's look: antd design tokens over the portal's, and its logo shown above each screen. */
export interface RemoteTheme {
  /** antd tokens, e.g. `{ colorPrimary: '#c2410c', borderRadius: 2, fontFamily: 'Georgia, serif' }`. */
  tokens?: NonNullable<ThemeConfig['token']>;
  logoUrl?: string;
  /** The logo's text alternative (the partner's name). */
  logoAlt?: string;
}

/**
 * Props the shell (or a white-label host page) hands a remote when it mounts it as a
 * single-spa parcel. The shell owns history: the remote renders `pathname` and asks the host
 * to `navigate`; it never reaches into the host's store.
 */
export interface RemoteProps {
  /** Prefix the remote's routes live under: the shell's language prefix ('', '/en', '/fr') or a host page's own (e.g. '/hotels'). */
  basePath: string;
  /** Current path without the language prefix, e.g. '/helpdesk/tickets/42'. */
  pathname: string;
  search: string;
  language: Language;
  /** Base URL of the service behind this remote (from /config.json). */
  serviceBaseUrl: string;
  /** Base URL of the main server (the gateway), for the services a remote reaches behind it (from /config.json). */
  serverBaseUrl: string;
  user: UserData | null;
  /** Path without language prefix; the host adds it. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Any 401 from the remote's service: the host clears the session and shows sign-in. */
  onUnauthorized(): void;
  notify(kind: NoticeKind, message: string, description?: string): void;
  /** The user saved their own settings (names, language, time zone, formats): the host refreshes its session record. */
  onCurrentUserChanged?(user: CurrentUser): void;
  /** A white-label host's colours and logo; the shell passes none (the portal's own look). */
  theme?: RemoteTheme;
}

export interface ParcelProps extends RemoteProps {
  domElement: HTMLElement;
  name?: string;
}

/** single-spa lifecycle object, what every remote exposes as './app'. */
export interface RemoteLifecycles {
  bootstrap(props: ParcelProps): Promise<void>;
  mount(props: ParcelProps): Promise<void>;
  update(props: ParcelProps): Promise<void>;
  unmount(props: ParcelProps): Promise<void>;
}
