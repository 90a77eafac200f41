import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout, one line per event; LOG_LEVEL picks the threshold. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}
