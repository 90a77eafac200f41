import type { ChildProcess } from 'node:child_process';

export interface SupervisorPolicy {
  /** First restart delay; each crash in a row doubles it up to `maxDelayMs`. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** A process that stayed up this long is healthy again: the delay and the crash count start over. */
  stableAfterMs: number;
  /** This many crashes within `crashLoopWindowMs` is a crash loop… */
  crashLoopCrashes: number;
  crashLoopWindowMs: number;
  /** …after which the process is retried only this often, until it stays up again. */
  crashLoopRetryMs: number;
}

export const DEFAULT_SUPERVISOR_POLICY: SupervisorPolicy = {
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
  crashLoopCrashes: 5,
  crashLoopWindowMs: 120_000,
  crashLoopRetryMs: 5 * 60_000,
};

/** What the supervisor reports: every unexpected exit, and the moment a crash loop is recognised. */
export type SupervisorEvent =
  | { kind: 'exited'; name: string; code: number | null; signal: NodeJS.Signals | null; restartInMs: number; crashes: number }
  | { kind: 'crash_loop'; name: string; crashes: number; windowMs: number; retryInMs: number }
  | { kind: 'restarted'; name: string; pid: number | undefined };

export interface SupervisorOptions {
  name: string;
  /** Starts the process; called again for every restart. */
  start: () => ChildProcess;
  report: (event: SupervisorEvent) => void;
  policy?: Partial<SupervisorPolicy>;
}

/** One line a person reads, for the console and the service's log. */
export function describeSupervisorEvent(event: SupervisorEvent): string {
  const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`);
  switch (event.kind) {
    case 'exited':
      return `${event.name} exited unexpectedly (${event.signal ? `signal ${event.signal}` : `code ${event.code}`}); restarting in ${seconds(event.restartInMs)}`;
    case 'crash_loop':
      return `${event.name} is in a crash loop: ${event.crashes} crashes within ${seconds(event.windowMs)}. Read its log; it is retried every ${seconds(event.retryInMs)} until it stays up`;
    case 'restarted':
      return `${event.name} restarted (pid ${event.pid ?? 'unknown'})`;
  }
}

/**
 * Keeps one child process running: an exit nobody asked for restarts it with a doubling delay, and
 * a crash loop is reported once and then retried slowly. `stop()` ends it without a restart.
 */
export class Supervisor {
  private readonly policy: SupervisorPolicy;
  private current: ChildProcess | undefined;
  private startedAt = 0;
  private crashTimes: number[] = [];
  private nextDelayMs: number;
  private inCrashLoop = false;
  private restartTimer: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(private readonly options: SupervisorOptions) {
    this.policy = { ...DEFAULT_SUPERVISOR_POLICY, ...options.policy };
    this.nextDelayMs = this.policy.initialDelayMs;
  }

  get name(): string {
    return this.options.name;
  }

  /** The process running now (undefined while waiting to restart). */
  get child(): ChildProcess | undefined {
    return this.current;
  }

  get crashLooping(): boolean {
    return this.inCrashLoop;
  }

  start(): ChildProcess {
    this.stopping = false;
    return this.spawn();
  }

  private spawn(): ChildProcess {
    const child = this.options.start();
    this.current = child;
    this.startedAt = Date.now();
    child.once('exit', (code, signal) => this.exited(child, code, signal));
    return child;
  }

  private exited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.current !== child) return;
    this.current = undefined;
    if (this.stopping) return;
    const now = Date.now();
    if (now - this.startedAt >= this.policy.stableAfterMs) {
      this.crashTimes = [];
      this.nextDelayMs = this.policy.initialDelayMs;
      this.inCrashLoop = false;
    }
    this.crashTimes = [...this.crashTimes.filter((at) => now - at < this.policy.crashLoopWindowMs), now];
    const enteringCrashLoop = !this.inCrashLoop && this.crashTimes.length >= this.policy.crashLoopCrashes;
    if (enteringCrashLoop) this.inCrashLoop = true;
    const delay = this.inCrashLoop ? this.policy.crashLoopRetryMs : this.nextDelayMs;
    this.nextDelayMs = Math.min(this.nextDelayMs * 2, this.policy.maxDelayMs);
    this.options.report({ kind: 'exited', name: this.name, code, signal, restartInMs: delay, crashes: this.crashTimes.length });
    if (enteringCrashLoop) {
      this.options.report({
        kind: 'crash_loop',
        name: this.name,
        crashes: this.crashTimes.length,
        windowMs: this.policy.crashLoopWindowMs,
        retryInMs: this.policy.crashLoopRetryMs,
      });
    }
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      if (this.stopping) return;
      const restarted = this.spawn();
      this.options.report({ kind: 'restarted', name: this.name, pid: restarted.pid });
    }, delay);
  }

  /** SIGTERM (graceful shutdown), SIGKILL after the grace period; no restart follows. */
  async stop(graceMs = 15_000): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    const child = this.current;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}

/** Waits until `url` answers 2xx, failing at once when the supervised process keeps exiting at start (its log named). */
export async function waitAnswering(what: string, url: string, supervisor: Supervisor, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (supervisor.crashLooping) throw new Error(`${what} keeps exiting at start; see ${logFile}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
