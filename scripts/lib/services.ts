import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS, INTERNAL_PORT_OFFSET, type ServiceName } from '@portal/contracts';
import { describeSupervisorEvent, Supervisor, waitAnswering, type SupervisorEvent } from './supervisor';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const LOG_DIR = path.join(ROOT, '.data', 'logs');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

export type ProcessName = ServiceName | 'gateway';

export interface ServiceProcess {
  name: ProcessName;
  url: string;
  /** Restarts the process when it exits unexpectedly (see ./supervisor). */
  supervisor: Supervisor;
}

export const SERVICE_NAMES = Object.keys(DEFAULT_PORTS.services) as ServiceName[];

function portOf(name: ProcessName): number {
  return name === 'gateway' ? DEFAULT_PORTS.gateway : DEFAULT_PORTS.services[name];
}

function waitReady(service: ServiceProcess, timeoutMs: number): Promise<void> {
  return waitAnswering(service.name, `${service.url}/healthz`, service.supervisor, path.join(LOG_DIR, `${service.name}.log`), timeoutMs);
}

/** Console line and a JSON line in the service's own log, like its other entries. */
function reporter(name: ProcessName, logStream: NodeJS.WritableStream, log: (line: string) => void) {
  return (event: SupervisorEvent) => {
    const line = describeSupervisorEvent(event);
    log(line);
    const level = event.kind === 'crash_loop' ? 50 : event.kind === 'exited' ? 40 : 30;
    logStream.write(`${JSON.stringify({ level, time: Date.now(), name: 'supervisor', service: name, event: event.kind, msg: line })}\n`);
  };
}

/**
 * Starts every service and the gateway as its own supervised process (JSON logs in
 * .data/logs/<name>.log; restarted with backoff when it exits unexpectedly) and waits until each
 * answers /healthz.
 */
export async function startServices(
  env: Record<string, string>,
  {
    names = [...SERVICE_NAMES, 'gateway'],
    log = (line) => process.stderr.write(`[portal] ${line}\n`),
    readyMs = 60_000,
  }: { names?: ProcessName[]; log?: (line: string) => void; /** How long each may take to answer /healthz. */ readyMs?: number } = {},
): Promise<ServiceProcess[]> {
  mkdirSync(LOG_DIR, { recursive: true });
  const started: ServiceProcess[] = names.map((name) => {
    const port = portOf(name);
    const logStream = createWriteStream(path.join(LOG_DIR, `${name}.log`), { flags: 'a' });
    const supervisor = new Supervisor({
      name,
      report: reporter(name, logStream, log),
      start: () => {
        const child = spawn(TSX, [path.join(ROOT, 'services', name, 'src', 'main.ts')], {
          cwd: ROOT,
          env: { ...process.env, ...env, PORT: String(port), INTERNAL_PORT: String(port + INTERNAL_PORT_OFFSET) },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        // The log outlives each process: a restarted one writes on in the same file.
        child.stdout?.pipe(logStream, { end: false });
        child.stderr?.pipe(logStream, { end: false });
        return child;
      },
    });
    supervisor.start();
    return { name, url: `http://127.0.0.1:${port}`, supervisor };
  });
  try {
    await Promise.all(started.map((service) => waitReady(service, readyMs)));
  } catch (err) {
    await stopServices(started);
    throw err;
  }
  return started;
}

/** SIGTERM (graceful shutdown), then SIGKILL after a grace period; nothing is restarted. */
export async function stopServices(services: ServiceProcess[], graceMs = 15_000): Promise<void> {
  await Promise.all(services.map((service) => service.supervisor.stop(graceMs)));
}
