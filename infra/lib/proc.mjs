// Process helpers: detached spawning with PID files, liveness, stopping, ports, log tails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { HOST, RUN_DIR, pidFile, logFile } from './paths.mjs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** True if the process exists and is not a zombie. */
export function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (err.code === 'EPERM') return true; // exists, not ours to signal
    return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    if (state === 'Z' || state === 'X') return false;
  } catch {
    /* not Linux, or it just went away: kill(0) already said it exists */
  }
  return true;
}

/** The command line of a process, or null when it cannot be read (non-Linux, gone). */
export function cmdlineOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return null;
  }
}

export function readPid(name) {
  try {
    const pid = Number.parseInt(fs.readFileSync(pidFile(name), 'utf8').trim(), 10);
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function removePid(name) {
  fs.rmSync(pidFile(name), { force: true });
}

/**
 * The PID from `<name>.pid` if that process is alive and (where /proc is readable) its command
 * line contains `marker`; otherwise the stale PID file is removed and null returned.
 */
export function runningPid(name, marker) {
  const pid = readPid(name);
  if (pid == null) return null;
  if (isAlive(pid)) {
    const cmd = cmdlineOf(pid);
    if (cmd == null || !marker || cmd.includes(marker)) return pid;
  }
  removePid(name);
  return null;
}

/**
 * Start a long-running process in its own process group, detached from the caller, with stdout
 * and stderr appended to `<RUN_DIR>/<name>.log`. Writes `<name>.pid`. Returns the PID.
 */
export async function spawnDetached(name, command, args, { cwd, env } = {}) {
  await fsp.mkdir(RUN_DIR, { recursive: true });
  const log = logFile(name);
  const fd = fs.openSync(log, 'a');
  fs.writeSync(fd, `\n===== ${new Date().toISOString()} starting: ${command} ${args.join(' ')}\n`);
  let child;
  try {
    child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      detached: true,
      stdio: ['ignore', fd, fd],
    });
  } finally {
    fs.closeSync(fd);
  }
  if (!child.pid) {
    const err = await new Promise((resolve) => child.once('error', resolve));
    throw new Error(`[infra] could not start ${name} (${command}): ${err?.message ?? 'unknown error'}`);
  }
  child.on('error', () => {});
  child.unref();
  fs.writeFileSync(pidFile(name), `${child.pid}\n`);
  return child.pid;
}

/** SIGTERM the process group (falls back to the process), SIGKILL after `timeoutMs`. */
export async function stopPid(pid, { timeoutMs = 20_000, log = () => {}, name = String(pid) } = {}) {
  const signal = (sig) => {
    try {
      process.kill(-pid, sig);
    } catch {
      try {
        process.kill(pid, sig);
      } catch {
        /* already gone */
      }
    }
  };
  if (!isAlive(pid)) return 'not-running';
  signal('SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return 'terminated';
    await sleep(100);
  }
  log(`${name}: still running ${Math.round(timeoutMs / 1000)}s after SIGTERM, sending SIGKILL`);
  signal('SIGKILL');
  const killDeadline = Date.now() + 5_000;
  while (Date.now() < killDeadline) {
    if (!isAlive(pid)) return 'killed';
    await sleep(100);
  }
  throw new Error(`[infra] ${name} (pid ${pid}) survived SIGKILL`);
}

/** True if something accepts TCP connections on host:port. */
export function isPortOpen(port, host = HOST, timeoutMs = 1_000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (open) => {
      socket.removeAllListeners();
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitPortsFree(ports, { timeoutMs = 15_000, host = HOST } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const busy = [];
    for (const p of ports) if (await isPortOpen(p, host, 500)) busy.push(p);
    if (busy.length === 0) return;
    if (Date.now() > deadline) throw new Error(`[infra] port(s) ${busy.join(', ')} still in use after ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** The last `lines` lines of a file (reads at most the last 64 KiB). */
export function tailFile(file, lines = 40) {
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const { size } = fs.fstatSync(fd);
      const len = Math.min(size, 64 * 1024);
      const buf = Buffer.alloc(len);
      fs.readSync(fd, buf, 0, len, size - len);
      return buf
        .toString('utf8')
        .split('\n')
        .slice(-lines - 1)
        .join('\n')
        .trimEnd();
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return `(no log at ${file})`;
  }
}

/**
 * Poll `check` (async, true when healthy) until it passes; on timeout throw an error that names
 * the component and includes the tails of its logs. `alive` (optional) aborts early when the
 * process died.
 */
export async function waitHealthy(name, check, { timeoutMs, logs = [], alive } = {}) {
  const started = Date.now();
  let lastErr;
  for (;;) {
    try {
      if (await check()) return Date.now() - started;
    } catch (err) {
      lastErr = err;
    }
    const dead = alive && !alive();
    if (dead || Date.now() - started > timeoutMs) {
      const why = dead ? 'its process exited' : `not healthy after ${Math.round(timeoutMs / 1000)} s`;
      const tails = logs.map((f) => `--- last lines of ${f}:\n${tailFile(f)}`).join('\n');
      const last = lastErr ? `\nlast health-check error: ${lastErr.message}` : '';
      throw new Error(`[infra] ${name} failed to start: ${why}${last}\n${tails}`);
    }
    await sleep(dead ? 0 : 300);
  }
}

/**
 * Run a command to completion, its output appended to `logPath`. Resolves on exit code 0 (with
 * the captured stdout when `capture` is set), otherwise rejects with the log's tail.
 */
export async function run(command, args, { cwd, env, logPath, label, capture = false } = {}) {
  await fsp.mkdir(path.dirname(logPath), { recursive: true });
  const fd = fs.openSync(logPath, 'a');
  fs.writeSync(fd, `\n===== ${new Date().toISOString()} ${cwd ? `(in ${cwd}) ` : ''}${command} ${args.join(' ')}\n`);
  let stdout = '';
  try {
    const code = await new Promise((resolve, reject) => {
      const child = spawn(command, args, {
        cwd,
        env: env ?? process.env,
        stdio: ['ignore', capture ? 'pipe' : fd, fd],
      });
      if (capture) {
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (d) => {
          stdout += d;
          fs.writeSync(fd, d);
        });
      }
      child.once('error', reject);
      child.once('close', (c, sig) => resolve(sig ? sig : c));
    });
    if (code !== 0) {
      throw new Error(`[infra] ${label ?? command} failed (exit ${code}); last lines of ${logPath}:\n${tailFile(logPath, 30)}`);
    }
  } catch (err) {
    if (err.code === 'ENOENT') throw new Error(`[infra] ${label ?? command}: '${command}' is not installed or not on PATH`);
    throw err;
  } finally {
    fs.closeSync(fd);
  }
  return stdout;
}
