import type { ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import type { SessionClaims } from './session';

export interface AppState {
  requestId: string;
  log: Logger;
  /** The caller's verified session, when the request carries one. */
  session?: SessionClaims;
}

export type AppContext<S = object> = ParameterizedContext<AppState & S>;
