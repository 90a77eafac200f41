// A cross-process lock file around install/start/stop, so that e.g. a jest globalSetup and
// `npm start` calling ensureInfra() at the same time do not build or start things twice.
// The file holds the owner's PID; a lock whose owner is dead is taken over. Within one process
// calls are queued on a promise chain (the file lock is not re-entrant).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCK_FILE } from './paths.mjs';
import { isAlive, sleep } from './proc.mjs';

let chain = Promise.resolve();

export function withLock(fn, { timeoutMs = 20 * 60_000, log = () => {} } = {}) {
  const next = chain.then(() => withFileLock(fn, { timeoutMs, log }));
  chain = next.catch(() => {});
  return next;
}

function readOwner() {
  try {
    const [pid, host, since] = fs.readFileSync(LOCK_FILE, 'utf8').split('\n');
    return { pid: Number.parseInt(pid, 10), host, since, raw: `${pid}\n${host}\n${since}` };
  } catch {
    return null;
  }
}

function tryAcquire() {
  try {
    const fd = fs.openSync(LOCK_FILE, 'wx');
    fs.writeSync(fd, `${process.pid}\n${os.hostname()}\n${new Date().toISOString()}\n`);
    fs.closeSync(fd);
    return true;
  } catch (err) {
    if (err.code === 'EEXIST') return false;
    throw err;
  }
}

/** Remove the lock if its owner is dead. A short-lived `.steal` file serialises the takeover. */
function breakIfStale(owner) {
  if (!owner) return;
  if (!Number.isInteger(owner.pid)) {
    // Just created and not yet written, or garbage: only break it once it is old.
    try {
      if (Date.now() - fs.statSync(LOCK_FILE).mtimeMs < 5_000) return;
    } catch {
      return;
    }
  } else if (owner.pid !== process.pid && isAlive(owner.pid)) {
    // (Calls in this process are serialised by `chain`, so a lock naming our own PID is left
    // over from an earlier process that had the same PID, e.g. before a reboot.)
    return;
  }
  const steal = `${LOCK_FILE}.steal`;
  try {
    const st = fs.statSync(steal);
    if (Date.now() - st.mtimeMs > 10_000) fs.rmSync(steal, { force: true });
  } catch {
    /* no steal file */
  }
  let fd;
  try {
    fd = fs.openSync(steal, 'wx');
  } catch {
    return; // someone else is taking it over
  }
  try {
    const again = readOwner();
    if (again && again.raw === owner.raw) fs.rmSync(LOCK_FILE, { force: true });
  } finally {
    fs.closeSync(fd);
    fs.rmSync(steal, { force: true });
  }
}

async function withFileLock(fn, { timeoutMs, log }) {
  fs.mkdirSync(path.dirname(LOCK_FILE), { recursive: true });
  const started = Date.now();
  let announced = false;
  while (!tryAcquire()) {
    const owner = readOwner();
    breakIfStale(owner);
    if (!announced && owner && isAlive(owner.pid)) {
      log(`waiting for another infra process (pid ${owner.pid}) that holds ${LOCK_FILE}`);
      announced = true;
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`[infra] timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${LOCK_FILE} (held by pid ${owner?.pid})`);
    }
    await sleep(250);
  }
  try {
    return await fn();
  } finally {
    const owner = readOwner();
    if (owner && owner.pid === process.pid) fs.rmSync(LOCK_FILE, { force: true });
  }
}
