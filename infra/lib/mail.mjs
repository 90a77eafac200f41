// The mail catcher: MailDev (npm `maildev`, a workspace dependency of infra) as a managed background process.
// Every email the portal sends lands in it: a person reads them in its web UI, the tests through its REST API
// (`GET /api/email`). The newest MAX_EMAILS are kept in RUN_DIR/mail, so they survive a restart.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { HOST, RUN_DIR, logFile } from './paths.mjs';

const SMTP_PORT = 1025;
const HTTP_PORT = 1080;
const MAX_EMAILS = 1000;

/** MailDev's command-line entry (its package exports only its library, so found beside it). */
function maildevBin() {
  try {
    return path.join(path.dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js');
  } catch {
    return undefined;
  }
}

export const mail = {
  name: 'mail-catcher',
  envVar: 'SMTP_URL',
  apiEnvVar: 'MAIL_API_URL',
  url: `smtp://${HOST}:${SMTP_PORT}`,
  apiUrl: `http://${HOST}:${HTTP_PORT}`,
  ports: [SMTP_PORT, HTTP_PORT],
  marker: 'maildev.js',
  startTimeoutMs: 20_000,
  stopTimeoutMs: 5_000,
  logs: [logFile('mail-catcher')],

  isInstalled() {
    return maildevBin() !== undefined; // installed by `npm ci` with the workspace
  },

  async install() {
    return false;
  },

  async prepareStart() {
    const bin = maildevBin();
    if (!bin) throw new Error('MailDev is not installed: run `npm ci` at the repository root');
    return {
      command: process.execPath,
      args: [
        bin,
        ...['--smtp', String(SMTP_PORT), '--ip', HOST],
        ...['--web', String(HTTP_PORT), '--web-ip', HOST],
        ...['--mail-directory', path.join(RUN_DIR, 'mail'), '--max-emails', String(MAX_EMAILS)],
      ],
      cwd: RUN_DIR,
      env: process.env,
    };
  },

  async health() {
    const res = await fetch(`${this.apiUrl}/api/healthz`, { signal: AbortSignal.timeout(1_500) });
    return res.ok && (await res.text()).trim() === 'true';
  },

  describe() {
    return { web: this.apiUrl, api: `${this.apiUrl}/api/email` };
  },
};
