// FerretDB v1 (MongoDB wire protocol) with its pure-Go SQLite backend, built from the Go module
// proxy. No Docker, no cgo, no MongoDB binaries needed.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { CACHE_DIR, DATA_ROOT, HOST, logFile } from './paths.mjs';
import { run } from './proc.mjs';

export const FERRETDB_VERSION = 'v1.24.2';
const MODULE = 'github.com/FerretDB/FerretDB';

const BIN = path.join(CACHE_DIR, 'bin', 'ferretdb');
const STAMP = `${BIN}.version`;
const SRC = path.join(CACHE_DIR, 'ferretdb-src');
const INSTALL_LOG = path.join(CACHE_DIR, 'logs', 'ferretdb-install.log');
const SQLITE_DIR = path.join(DATA_ROOT, 'ferretdb');
const STATE_DIR = path.join(DATA_ROOT, 'ferretdb-state');

const PORT = 27017;

function goEnv() {
  const flags = (process.env.GOFLAGS ?? '').split(/\s+/).filter(Boolean);
  if (!flags.includes('-modcacherw')) flags.push('-modcacherw');
  return {
    ...process.env,
    GOMODCACHE: path.join(CACHE_DIR, 'gomod'), // -modcacherw keeps it deletable with rm -rf
    GOCACHE: path.join(CACHE_DIR, 'gocache'),
    GOFLAGS: flags.join(' '),
    CGO_ENABLED: '0', // the SQLite backend is modernc.org/sqlite, pure Go
  };
}

export const ferretdb = {
  name: 'ferretdb',
  envVar: 'MONGO_URL',
  url: `mongodb://${HOST}:${PORT}`,
  ports: [PORT],
  marker: 'ferretdb',
  startTimeoutMs: 30_000,
  stopTimeoutMs: 10_000,
  logs: [logFile('ferretdb')],

  isInstalled() {
    try {
      return fs.existsSync(BIN) && fs.readFileSync(STAMP, 'utf8').trim() === FERRETDB_VERSION;
    } catch {
      return false;
    }
  },

  async install(log) {
    if (this.isInstalled()) return false;
    const t0 = Date.now();
    const env = goEnv();
    await fsp.mkdir(CACHE_DIR, { recursive: true });
    log(`ferretdb: downloading ${MODULE}@${FERRETDB_VERSION} from the Go module proxy (log: ${INSTALL_LOG})`);
    const out = await run('go', ['mod', 'download', '-json', `${MODULE}@${FERRETDB_VERSION}`], {
      env,
      cwd: CACHE_DIR,
      logPath: INSTALL_LOG,
      label: 'go mod download (FerretDB)',
      capture: true,
    });
    const { Dir: dir, Error: error } = JSON.parse(out);
    if (error || !dir) throw new Error(`[infra] go mod download FerretDB: ${error ?? 'no Dir in output'}`);

    // The module cache is read-only by design and the module lacks build/version/version.txt
    // (without it the binary panics at start), so build from a writable copy.
    await fsp.rm(SRC, { recursive: true, force: true });
    await fsp.cp(dir, SRC, { recursive: true });
    await run('chmod', ['-R', 'u+w', SRC], { logPath: INSTALL_LOG });
    await fsp.writeFile(path.join(SRC, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);

    log('ferretdb: building ./cmd/ferretdb (downloads its Go dependencies; about 1-2 min on 2 cores)');
    await fsp.mkdir(path.dirname(BIN), { recursive: true });
    const tmp = `${BIN}.tmp-${process.pid}`;
    await run('go', ['build', '-trimpath', '-o', tmp, './cmd/ferretdb'], {
      env,
      cwd: SRC,
      logPath: INSTALL_LOG,
      label: 'go build (FerretDB)',
    });
    await fsp.rename(tmp, BIN);
    await fsp.writeFile(STAMP, `${FERRETDB_VERSION}\n`);
    // The build cache (~350 MB) and the source copy are only needed to build; the module
    // downloads (.cache/infra/gomod, ~650 MB) stay so that a version bump does not re-download.
    await fsp.rm(SRC, { recursive: true, force: true });
    await fsp.rm(env.GOCACHE, { recursive: true, force: true });
    log(`ferretdb: built ${BIN} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return true;
  },

  async prepareStart() {
    await fsp.mkdir(SQLITE_DIR, { recursive: true });
    await fsp.mkdir(STATE_DIR, { recursive: true });
    return {
      command: BIN,
      args: [
        '--handler=sqlite',
        // WAL with synchronous=NORMAL: a commit no longer waits for the disk (a power cut may lose
        // the last commits, never corrupt the file). A local database; production runs MongoDB.
        `--sqlite-url=file:${encodeURI(SQLITE_DIR)}/?_pragma=synchronous(normal)`,
        `--listen-addr=${HOST}:${PORT}`,
        `--state-dir=${STATE_DIR}`,
        '--telemetry=disable',
        '--debug-addr=-', // no metrics/pprof HTTP listener (default would take 127.0.0.1:8088)
        // 'info' logs every connection and 'warn' a full dump of each unsupported command (the
        // driver's endSessions on every close), so the default is 'error'.
        `--log-level=${process.env.FERRETDB_LOG_LEVEL || 'error'}`,
        '--log-format=text',
      ],
      cwd: STATE_DIR,
    };
  },

  async health() {
    const { MongoClient } = await import('mongodb');
    const client = new MongoClient(this.url, {
      directConnection: true,
      serverSelectionTimeoutMS: 1_500,
      connectTimeoutMS: 1_500,
      socketTimeoutMS: 3_000,
      monitorCommands: false,
    });
    try {
      await client.connect();
      const admin = client.db('admin');
      const hello = await admin.command({ hello: 1 });
      const ping = await admin.command({ ping: 1 });
      return hello.isWritablePrimary === true && ping.ok === 1;
    } finally {
      await client.close(true).catch(() => {});
    }
  },

  describe() {
    return { binary: BIN, data: SQLITE_DIR };
  },
};
