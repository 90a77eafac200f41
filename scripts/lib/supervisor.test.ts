import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeSupervisorEvent, Supervisor, type SupervisorEvent, type SupervisorPolicy } from './supervisor';

jest.setTimeout(30_000);

/** Short delays so the test runs in a moment; the crash-loop retry is long so nothing restarts after it. */
const POLICY: SupervisorPolicy = {
  initialDelayMs: 20,
  maxDelayMs: 1_000,
  stableAfterMs: 60_000,
  crashLoopCrashes: 3,
  crashLoopWindowMs: 60_000,
  crashLoopRetryMs: 60_000,
};

/** A real node process running a one-line script. */
function node(script: string, ...args: string[]): () => ChildProcess {
  return () => spawn(process.execPath, ['-e', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
}

const CRASH_AT_ONCE = 'process.exit(3)';
/** Crashes on its first run (no marker file yet), then keeps running and says so. */
const CRASH_ONCE = [
  "const fs = require('node:fs');",
  'const marker = process.argv[1];',
  "if (!fs.existsSync(marker)) { fs.writeFileSync(marker, ''); process.exit(1); }",
  "process.stdout.write('up\\n');",
  'setInterval(() => {}, 1000);',
].join(' ');
const RUN_FOREVER = "process.stdout.write('up\\n'); setInterval(() => {}, 1000);";

function until(condition: () => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 20_000;
    const poll = setInterval(() => {
      if (condition()) {
        clearInterval(poll);
        resolve();
      } else if (Date.now() > deadline) {
        clearInterval(poll);
        reject(new Error(`timed out waiting for ${what}`));
      }
    }, 10);
  });
}

function saysUp(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => child.stdout!.once('data', () => resolve()));
}

describe('Supervisor', () => {
  let dir: string;
  const running: Supervisor[] = [];

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'supervisor-'));
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop(1_000)));
    rmSync(dir, { recursive: true, force: true });
  });

  function supervise(start: () => ChildProcess, events: SupervisorEvent[]): Supervisor {
    const supervisor = new Supervisor({ name: 'crashy', start, report: (event) => events.push(event), policy: POLICY });
    running.push(supervisor);
    return supervisor;
  }

  it('restarts a process that crashed, and it runs again', async () => {
    const events: SupervisorEvent[] = [];
    const supervisor = supervise(node(CRASH_ONCE, path.join(dir, 'crashed-once')), events);
    const first = supervisor.start();
    await until(() => events.some((e) => e.kind === 'restarted'), 'the restart');
    const second = supervisor.child!;
    await saysUp(second);
    expect(second.pid).not.toBe(first.pid);
    expect(first.exitCode).toBe(1);
    expect(second.exitCode).toBeNull();
    expect(events).toEqual([
      { kind: 'exited', name: 'crashy', code: 1, signal: null, restartInMs: 20, crashes: 1 },
      { kind: 'restarted', name: 'crashy', pid: second.pid },
    ]);
    expect(describeSupervisorEvent(events[0]!)).toBe('crashy exited unexpectedly (code 1); restarting in 20 ms');
  });

  it('doubles the delay between crashes, then reports a crash loop once and retries slowly', async () => {
    const events: SupervisorEvent[] = [];
    const supervisor = supervise(node(CRASH_AT_ONCE), events);
    supervisor.start();
    await until(() => events.some((e) => e.kind === 'crash_loop'), 'the crash-loop report');
    expect(supervisor.crashLooping).toBe(true);
    const exits = events.filter((e) => e.kind === 'exited');
    expect(exits.map((e) => [e.code, e.restartInMs, e.crashes])).toEqual([
      [3, 20, 1],
      [3, 40, 2],
      [3, 60_000, 3],
    ]);
    expect(events.filter((e) => e.kind === 'restarted')).toHaveLength(2);
    const loop = events.find((e) => e.kind === 'crash_loop')!;
    expect(loop).toEqual({ kind: 'crash_loop', name: 'crashy', crashes: 3, windowMs: 60_000, retryInMs: 60_000 });
    expect(describeSupervisorEvent(loop)).toBe('crashy is in a crash loop: 3 crashes within 60 s. Read its log; it is retried every 60 s until it stays up');
  });

  it('does not restart a process it was asked to stop', async () => {
    const events: SupervisorEvent[] = [];
    const supervisor = supervise(node(RUN_FOREVER), events);
    const child = supervisor.start();
    await saysUp(child);
    await supervisor.stop(5_000);
    expect(child.signalCode ?? child.exitCode).not.toBeNull();
    // An unexpected exit is reported as it happens, before stop() resolves: nothing was reported.
    expect(events).toEqual([]);
    expect(supervisor.child).toBeUndefined();
  });

  it('cancels a pending restart when stopped while waiting for it', async () => {
    const events: SupervisorEvent[] = [];
    const supervisor = new Supervisor({ name: 'crashy', start: node(CRASH_AT_ONCE), report: (event) => events.push(event), policy: { ...POLICY, initialDelayMs: 60_000 } });
    running.push(supervisor);
    supervisor.start();
    await until(() => events.length > 0, 'the first exit');
    await supervisor.stop();
    expect(events.map((e) => e.kind)).toEqual(['exited']);
    expect(supervisor.child).toBeUndefined();
  });
});
