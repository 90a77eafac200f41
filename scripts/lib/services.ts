import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS, INTERNAL_PORT_OFFSET, type ServiceName } from '@portal/contracts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const LOG_DIR = path.join(ROOT, '.data', 'logs');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

export type ProcessName = ServiceName | 'gateway';

export interface ServiceProcess {
  name: ProcessName;
  url: string;
  child: ChildProcess;
}

export const SERVICE_NAMES = Object.keys(DEFAULT_PORTS.services) as ServiceName[];

function portOf(name: ProcessName): number {
  return name === 'gateway' ? DEFAULT_PORTS.gateway : DEFAULT_PORTS.services[name];
}

async function waitReady(service: ServiceProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (service.child.exitCode !== null) {
      throw new Error(`${service.name} exited with code ${service.child.exitCode}; see ${path.join(LOG_DIR, `${service.name}.log`)}`);
    }
    try {
      const res = await fetch(`${service.url}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${service.name} did not answer /healthz within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts every service and the gateway as its own process (JSON logs in .data/logs/<name>.log)
 * and waits until each answers /healthz.
 */
export async function startServices(env: Record<string, string>, names: ProcessName[] = [...SERVICE_NAMES, 'gateway']): Promise<ServiceProcess[]> {
  mkdirSync(LOG_DIR, { recursive: true });
  const started: ServiceProcess[] = names.map((name) => {
    const port = portOf(name);
    const logStream = createWriteStream(path.join(LOG_DIR, `${name}.log`), { flags: 'a' });
    const child = spawn(TSX, [path.join(ROOT, 'services', name, 'src', 'main.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port), INTERNAL_PORT: String(port + INTERNAL_PORT_OFFSET) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(logStream);
    child.stderr?.pipe(logStream);
    return { name, url: `http://127.0.0.1:${port}`, child };
  });
  try {
    await Promise.all(started.map((service) => waitReady(service, 60_000)));
  } catch (err) {
    await stopServices(started);
    throw err;
  }
  return started;
}

/** SIGTERM (graceful shutdown), then SIGKILL after a grace period. */
export async function stopServices(services: ServiceProcess[], graceMs = 15_000): Promise<void> {
  await Promise.all(
    services.map(
      (service) =>
        new Promise<void>((resolve) => {
          if (service.child.exitCode !== null || service.child.signalCode !== null) return resolve();
          const timer = setTimeout(() => service.child.kill('SIGKILL'), graceMs);
          service.child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          service.child.kill('SIGTERM');
        }),
    ),
  );
}
