// Benchmarks write their figures into bench/README.md, each between its own markers.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { mongoBackend } from '../infra/index.mjs';

const README = new URL('./README.md', import.meta.url);

/** Replaces (or appends) the section `<!-- name:start --> … <!-- name:end -->`. */
export function writeSection(name: string, title: string, figures: string): void {
  const readme = readFileSync(README, 'utf8');
  const block = `<!-- ${name}:start -->\n## ${title}\n\n${figures}\n<!-- ${name}:end -->`;
  const marker = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  writeFileSync(README, marker.test(readme) ? readme.replace(marker, block) : `${readme.trimEnd()}\n\n${block}\n`);
}

/** "Measured <date> on <cores> (<cpu>), Node <version>" for a figures line. */
export function measuredOn(): string {
  return `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}`;
}

/** Latencies (ms) → rounded percentile. */
export function percentile(sorted: number[], q: number): number {
  return Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 10) / 10;
}

/** Which database the figures are of: the local one and its backend, or the one at MONGO_URL. */
export function databaseLabel(external: boolean): string {
  if (process.env.BENCH_DB_LABEL) return process.env.BENCH_DB_LABEL;
  return external ? 'the database at MONGO_URL' : `mongo-java-server 1.47 ${mongoBackend() === 'h2' ? 'with its H2 file backend' : 'in memory'}`;
}

/** The figures table's head: the load, its figures, then any further columns. */
export function loadTableHead(...more: string[]): string[] {
  const heads = ['load', 'requests/s', 'p50 ms', 'p95 ms', 'errors', ...more];
  return [`| ${heads.join(' | ')} |`, `|${heads.map(() => '---').join('|')}|`];
}

/** A load's row in the figures table: what was loaded, its figures, then any further columns. */
export function loadRow(what: string, run: { rps: number; p50: number; p95: number; errors: number }, ...more: (string | number)[]): string {
  return `| ${[what, run.rps, run.p50, run.p95, run.errors, ...more].join(' | ')} |`;
}

/** Prints a benchmark's figures and writes them into its README section. */
export function publishFigures(name: string, title: string, lines: string[]): void {
  const figures = lines.join('\n');
  process.stdout.write(`${figures}\n`);
  writeSection(name, title, figures);
}
