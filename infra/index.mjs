// Local infrastructure for development and tests, without Docker:
//   mongo         MongoDB wire protocol (mongo-java-server; H2 file,  mongodb://127.0.0.1:27017
//                 or memory with LOCAL_MONGO_BACKEND=memory)
//   kafka         Apache Kafka 3.9.1, one KRaft node                  127.0.0.1:9092 (controller 9093)
//   mail-catcher  MailDev: SMTP, web UI and REST API                 smtp://127.0.0.1:1025, http://127.0.0.1:1080
// See infra/README.md.
import { mongo } from './lib/mongo.mjs';
import { kafka } from './lib/kafka.mjs';
import { withLock } from './lib/lock.mjs';
import { mail } from './lib/mail.mjs';
import { CACHE_DIR, DATA_ROOT, pidFile } from './lib/paths.mjs';
import { isAlive, isPortOpen, removePid, runningPid, spawnDetached, stopPid, waitHealthy, waitPortsFree } from './lib/proc.mjs';

export const COMPONENTS = { mongo, kafka, 'mail-catcher': mail };
const ALIASES = {
  mongo: 'mongo',
  mongodb: 'mongo',
  kafka: 'kafka',
  'mail-catcher': 'mail-catcher',
  mail: 'mail-catcher',
  smtp: 'mail-catcher',
};

export const LOCAL = Object.freeze({
  MONGO_URL: mongo.url,
  KAFKA_BROKERS: kafka.url,
  SMTP_URL: mail.url,
  MAIL_API_URL: mail.apiUrl,
});
export { CACHE_DIR, DATA_ROOT };
export { mongoBackend } from './lib/mongo.mjs';

function makeLog(log) {
  if (log === false) return () => {};
  if (typeof log === 'function') return log;
  return (msg) => process.stderr.write(`[infra] ${msg}\n`);
}

const envSet = (name) => typeof process.env[name] === 'string' && process.env[name].trim() !== '';

function resolveNames(names) {
  if (names == null) return Object.values(COMPONENTS);
  const list = Array.isArray(names) ? names : [names];
  return [
    ...new Set(
      list.map((n) => {
        const key = ALIASES[String(n).toLowerCase()];
        if (!key) throw new Error(`[infra] unknown component '${n}' (known: ${Object.keys(ALIASES).join(', ')})`);
        return COMPONENTS[key];
      }),
    ),
  ];
}

async function healthy(c) {
  try {
    return (await c.health()) === true;
  } catch {
    return false;
  }
}

/** Make sure one component runs and is healthy. Returns 'started' | 'running' | 'external'. */
async function ensureRunning(c, log) {
  const pid = runningPid(c.name, c.marker);
  if (pid) {
    if (await healthy(c)) return 'running';
    log(`${c.name}: pid ${pid} is running but not healthy yet; waiting up to ${c.startTimeoutMs / 1000} s`);
    await waitHealthy(c.name, () => c.health(), {
      timeoutMs: c.startTimeoutMs,
      logs: c.logs,
      alive: () => isAlive(pid),
    });
    return 'running';
  }

  const busy = [];
  for (const port of c.ports) if (await isPortOpen(port)) busy.push(port);
  if (busy.length) {
    if (await healthy(c)) {
      log(`${c.name}: ${c.url} is already served by a process infra did not start; using it`);
      return 'external';
    }
    throw new Error(
      `[infra] ${c.name}: 127.0.0.1 port(s) ${busy.join(', ')} are in use by another program ` +
        `(no ${pidFile(c.name)}). Stop it, or set ${[c.envVar, c.apiEnvVar].filter(Boolean).join(' and ')} to use an existing server.`,
    );
  }

  await c.install(log);
  const spec = await c.prepareStart(log);
  log(`${c.name}: starting (log: ${c.logs.join(', ')})`);
  const t0 = Date.now();
  const newPid = await spawnDetached(c.name, spec.command, spec.args, { cwd: spec.cwd, env: spec.env });
  try {
    await waitHealthy(c.name, () => c.health(), {
      timeoutMs: c.startTimeoutMs,
      logs: c.logs,
      alive: () => isAlive(newPid),
    });
  } catch (err) {
    await stopPid(newPid, { timeoutMs: 5_000, name: c.name }).catch(() => {});
    removePid(c.name);
    throw err;
  }
  log(`${c.name}: healthy on 127.0.0.1:${c.ports.join('/')} after ${((Date.now() - t0) / 1000).toFixed(1)} s (pid ${newPid})`);
  return 'started';
}

async function stopComponent(c, log) {
  const pid = runningPid(c.name, c.marker);
  if (!pid) return false;
  log(`${c.name}: stopping pid ${pid}`);
  const t0 = Date.now();
  const how = await stopPid(pid, { timeoutMs: c.stopTimeoutMs, log, name: c.name });
  removePid(c.name);
  await waitPortsFree(c.ports);
  log(`${c.name}: ${how === 'killed' ? 'killed' : 'stopped'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return true;
}

function settle(results, comps) {
  const errors = results.filter((r) => r.status === 'rejected').map((r) => r.reason);
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) {
    throw new AggregateError(errors, `[infra] ${errors.length} components failed:\n${errors.map((e) => e.message).join('\n\n')}`);
  }
  return results.map((r, i) => [comps[i].name, r.value]);
}

/**
 * Install (if missing), start (if not running) and health-check the local infrastructure.
 * Any of MONGO_URL / KAFKA_BROKERS / SMTP_URL already set in process.env is used as is and the
 * matching local component is not started; the mail catcher is started unless both SMTP_URL
 * and MAIL_API_URL are set. process.env is not modified.
 *
 * @param {{ log?: ((msg: string) => void) | false }} [options] progress lines (default: stderr)
 * @returns {Promise<{ env: { MONGO_URL: string, KAFKA_BROKERS: string, SMTP_URL: string, MAIL_API_URL: string }, started: string[] }>}
 */
export async function ensureInfra({ log } = {}) {
  const say = makeLog(log);
  const wanted = [];
  if (!envSet('MONGO_URL')) wanted.push(mongo);
  if (!envSet('KAFKA_BROKERS')) wanted.push(kafka);
  if (!envSet('SMTP_URL') || !envSet('MAIL_API_URL')) wanted.push(mail);
  const env = {
    MONGO_URL: envSet('MONGO_URL') ? process.env.MONGO_URL : mongo.url,
    KAFKA_BROKERS: envSet('KAFKA_BROKERS') ? process.env.KAFKA_BROKERS : kafka.url,
    SMTP_URL: envSet('SMTP_URL') ? process.env.SMTP_URL : mail.url,
    MAIL_API_URL: envSet('MAIL_API_URL') ? process.env.MAIL_API_URL : mail.apiUrl,
  };
  const started = [];
  if (wanted.length) {
    await withLock(
      async () => {
        const results = await Promise.allSettled(wanted.map((c) => ensureRunning(c, say)));
        for (const [name, outcome] of settle(results, wanted)) if (outcome === 'started') started.push(name);
        // A broker just started has no test running against it yet: the topics of earlier runs' test files go.
        if (started.includes(kafka.name)) {
          const deleted = await kafka.deleteTestTopics().catch((error) => say(`kafka: old test topics kept (${error.message})`));
          if (deleted) say(`kafka: deleted ${deleted} topics of earlier test runs`);
        }
      },
      { log: say },
    );
  }
  return { env, started };
}

/**
 * Stop components started by ensureInfra (all by default) whose PID files exist: SIGTERM, then
 * SIGKILL after a timeout, then wait until their ports are free.
 *
 * @param {string | string[]} [names] 'mongo' (alias 'mongodb'), 'kafka', 'mail-catcher' (alias 'mail')
 * @param {{ log?: ((msg: string) => void) | false }} [options]
 * @returns {Promise<string[]>} the names of the components that were stopped
 */
export async function stopInfra(names, { log } = {}) {
  const say = makeLog(log);
  const comps = resolveNames(names);
  return withLock(
    async () => {
      const results = await Promise.allSettled(comps.map((c) => stopComponent(c, say)));
      return settle(results, comps)
        .filter(([, stopped]) => stopped)
        .map(([name]) => name);
    },
    { log: say },
  );
}

/**
 * Start the local Kafka broker (installing it if needed) on its existing data and wait until it
 * is healthy. Ignores KAFKA_BROKERS: it always manages the local broker on 127.0.0.1:9092.
 * @returns {Promise<{ brokers: string, started: boolean }>}
 */
export async function startKafka({ log } = {}) {
  const say = makeLog(log);
  const outcome = await withLock(() => ensureRunning(kafka, say), { log: say });
  return { brokers: kafka.url, started: outcome === 'started' };
}

/**
 * Stop the local Kafka broker (if infra started it); its data stays for the next startKafka().
 * @returns {Promise<boolean>} whether a broker was stopped
 */
export async function stopKafka({ log } = {}) {
  const say = makeLog(log);
  return withLock(() => stopComponent(kafka, say), { log: say });
}

/** A snapshot of every component: env override, PID, health, install state, ports. */
export async function infraStatus() {
  const envVars = { mongo: ['MONGO_URL'], kafka: ['KAFKA_BROKERS'], 'mail-catcher': ['SMTP_URL', 'MAIL_API_URL'] };
  return Promise.all(
    Object.values(COMPONENTS).map(async (c) => {
      const pid = runningPid(c.name, c.marker);
      const overrides = Object.fromEntries(envVars[c.name].filter(envSet).map((v) => [v, process.env[v]]));
      const openPorts = [];
      for (const p of c.ports) if (await isPortOpen(p)) openPorts.push(p);
      return {
        name: c.name,
        url: c.url,
        ...(c.apiUrl ? { apiUrl: c.apiUrl } : {}),
        ports: c.ports,
        openPorts,
        pid,
        healthy: openPorts.length > 0 ? await healthy(c) : false,
        installed: c.isInstalled(),
        envOverrides: overrides,
        ...c.describe(),
      };
    }),
  );
}
