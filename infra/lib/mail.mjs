// The SMTP catcher (infra/mail-catcher.mjs) as a managed background process.
import path from 'node:path';
import { HOST, INFRA_DIR, RUN_DIR, logFile } from './paths.mjs';

const SMTP_PORT = 1025;
const HTTP_PORT = 1080;
const SCRIPT = path.join(INFRA_DIR, 'mail-catcher.mjs');

export const mail = {
  name: 'mail-catcher',
  envVar: 'SMTP_URL',
  apiEnvVar: 'MAIL_API_URL',
  url: `smtp://${HOST}:${SMTP_PORT}`,
  apiUrl: `http://${HOST}:${HTTP_PORT}`,
  ports: [SMTP_PORT, HTTP_PORT],
  marker: 'mail-catcher.mjs',
  startTimeoutMs: 15_000,
  stopTimeoutMs: 5_000,
  logs: [logFile('mail-catcher')],

  isInstalled() {
    return true; // npm workspace dependencies (smtp-server, mailparser)
  },

  async install() {
    return false;
  },

  async prepareStart() {
    return {
      command: process.execPath,
      args: [SCRIPT],
      cwd: RUN_DIR,
      env: {
        ...process.env,
        MAIL_CATCHER_HOST: HOST,
        MAIL_CATCHER_SMTP_PORT: String(SMTP_PORT),
        MAIL_CATCHER_HTTP_PORT: String(HTTP_PORT),
      },
    };
  },

  async health() {
    const res = await fetch(`${this.apiUrl}/healthz`, { signal: AbortSignal.timeout(1_500) });
    if (!res.ok) return false;
    const body = await res.json();
    return body.ok === true && body.smtp?.port === SMTP_PORT;
  },

  describe() {
    return { script: SCRIPT, api: this.apiUrl };
  },
};
