// Where the local infrastructure keeps its downloads, builds, data, logs and PID files.
// Both roots are gitignored. INFRA_CACHE_DIR / INFRA_DATA_DIR move them (absolute paths).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const INFRA_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = path.dirname(INFRA_DIR);

export const CACHE_DIR = path.resolve(process.env.INFRA_CACHE_DIR || path.join(REPO_ROOT, '.cache', 'infra'));
export const DATA_ROOT = path.resolve(process.env.INFRA_DATA_DIR || path.join(REPO_ROOT, '.data'));

/** PID files, process logs and the install/start lock. */
export const RUN_DIR = path.join(DATA_ROOT, 'infra');
export const LOCK_FILE = path.join(RUN_DIR, 'infra.lock');

export const pidFile = (name) => path.join(RUN_DIR, `${name}.pid`);
export const logFile = (name) => path.join(RUN_DIR, `${name}.log`);

export const HOST = '127.0.0.1';
