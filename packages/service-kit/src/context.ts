import type { ParameterizedContext } from 'koa';
import type { Logger } from 'pino';

export interface AppState {
  requestId: string;
  log: Logger;
}

export type AppContext<S = object> = ParameterizedContext<AppState & S>;
