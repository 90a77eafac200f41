// The local MongoDB-wire database: mongo-java-server (de.bwaldvogel, Maven Central) behind the
// small launcher in infra/mongo, built with Maven into the cache. Two backends: H2's MVStore file
// under .data/mongo (npm start: data kept across restarts) and memory (test runs: a fresh server
// per run). Production points MONGO_URL at a MongoDB replica set instead.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { CACHE_DIR, DATA_ROOT, HOST, INFRA_DIR, logFile } from './paths.mjs';
import { run } from './proc.mjs';

const PROJECT = path.join(INFRA_DIR, 'mongo');
const LIB = path.join(CACHE_DIR, 'mongo-lib');
const BUILD = path.join(CACHE_DIR, 'mongo-build');
const JAR = path.join(BUILD, 'local-mongo-0.0.0.jar');
const STAMP = path.join(LIB, '.source-sha256');
const M2 = path.join(CACHE_DIR, 'm2');
const INSTALL_LOG = path.join(CACHE_DIR, 'logs', 'mongo-install.log');

/** One H2 MVStore file holds every database; the launcher makes its folder. */
const DATA_FILE = path.join(DATA_ROOT, 'mongo', 'portal.mv.db');
const PORT = 27017;
const BACKENDS = ['h2', 'memory'];

/** The pom and the launcher's sources: a change to any of them rebuilds. */
function sourceHash() {
  const hash = crypto.createHash('sha256');
  const files = ['pom.xml', ...fs.readdirSync(path.join(PROJECT, 'src'), { recursive: true }).map((file) => path.join('src', String(file)))]
    .filter((file) => file.endsWith('.xml') || file.endsWith('.java'))
    .sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(PROJECT, file)));
  return hash.digest('hex');
}

/** `LOCAL_MONGO_BACKEND`: h2 (default, data under .data/mongo) or memory (the test runs). */
export function mongoBackend(env = process.env) {
  const backend = (env.LOCAL_MONGO_BACKEND || 'h2').toLowerCase();
  if (!BACKENDS.includes(backend)) throw new Error(`[infra] LOCAL_MONGO_BACKEND is ${BACKENDS.join(' or ')}, not ${backend}`);
  return backend;
}

/** The java command line of the launcher (installed first) on a port, with a backend and its file. */
export function launcherCommand({ port = PORT, backend = mongoBackend(), file = DATA_FILE } = {}) {
  return {
    command: 'java',
    args: [
      '-Xms128m',
      '-Xmx1g',
      '-XX:+UseG1GC',
      '-XX:+ExitOnOutOfMemoryError',
      // mongo-java-server logs every connection at info and every refused command (a duplicate
      // key is how the wallet keeps its order) with a stack trace at error.
      `-Dorg.slf4j.simpleLogger.defaultLogLevel=${process.env.LOCAL_MONGO_LOG_LEVEL || 'warn'}`,
      '-Dorg.slf4j.simpleLogger.log.de.bwaldvogel.mongo.wire=off',
      '-cp',
      `${JAR}${path.delimiter}${LIB}${path.sep}*`,
      'portal.infra.LocalMongo',
      ...['--host', HOST, '--port', String(port), '--backend', backend],
      ...(backend === 'h2' ? ['--file', file] : []),
    ],
  };
}

export const mongo = {
  name: 'mongo',
  envVar: 'MONGO_URL',
  url: `mongodb://${HOST}:${PORT}`,
  ports: [PORT],
  marker: 'portal.infra.LocalMongo',
  startTimeoutMs: 30_000,
  stopTimeoutMs: 10_000,
  logs: [logFile('mongo')],

  isInstalled() {
    try {
      return fs.existsSync(JAR) && fs.readFileSync(STAMP, 'utf8').trim() === sourceHash();
    } catch {
      return false;
    }
  },

  async install(log) {
    if (this.isInstalled()) return false;
    const t0 = Date.now();
    await run('java', ['-version'], { logPath: INSTALL_LOG, label: 'java -version (the local database needs Java 17+)' });
    log(`mongo: building the mongo-java-server launcher with mvn (log: ${INSTALL_LOG})`);
    // Built beside the current jars and swapped in whole: a running server keeps its open files.
    const tmp = `${LIB}.tmp-${process.pid}`;
    const tmpBuild = `${BUILD}.tmp-${process.pid}`;
    await fsp.rm(tmp, { recursive: true, force: true });
    await fsp.rm(tmpBuild, { recursive: true, force: true });
    await run(
      'mvn',
      ['-q', '-B', '-f', path.join(PROJECT, 'pom.xml'), `-Dmaven.repo.local=${M2}`, `-Dlocal.build=${tmpBuild}`, 'package', 'dependency:copy-dependencies', `-DoutputDirectory=${tmp}`],
      { logPath: INSTALL_LOG, label: 'mvn package (local MongoDB launcher)' },
    );
    if (!fs.existsSync(path.join(tmpBuild, path.basename(JAR)))) throw new Error(`[infra] mongo: mvn finished but built no ${path.basename(JAR)} (see ${INSTALL_LOG})`);
    await fsp.rm(LIB, { recursive: true, force: true });
    await fsp.rename(tmp, LIB);
    await fsp.rm(BUILD, { recursive: true, force: true });
    await fsp.rename(tmpBuild, BUILD);
    await fsp.writeFile(STAMP, `${sourceHash()}\n`);
    log(`mongo: launcher and ${fs.readdirSync(LIB).filter((f) => f.endsWith('.jar')).length} jars ready (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    return true;
  },

  async prepareStart(log) {
    const backend = mongoBackend();
    log(`mongo: ${backend === 'h2' ? `H2 file backend, data in ${DATA_FILE}` : 'memory backend (nothing kept after it stops)'}`);
    return { ...launcherCommand({ backend }), cwd: DATA_ROOT };
  },

  async health() {
    const { MongoClient } = await import('mongodb');
    const client = new MongoClient(this.url, {
      directConnection: true,
      serverSelectionTimeoutMS: 1_500,
      connectTimeoutMS: 1_500,
      socketTimeoutMS: 3_000,
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
    return { backend: mongoBackend(), data: DATA_FILE, lib: LIB };
  },
};
