#!/usr/bin/env node
// Integration tests against the real database and broker (already up: see with-infra.mjs): the files
// that share the broker two at a time (each file has databases and topics of its own), then alone the
// ones that stop and restart it. Extra arguments (a path filter) go to both runs.
import { runForwarding } from './lib/bootstrap.mjs';
import { jestReportArgs } from './lib/test-results.mjs';

const extra = process.argv.slice(2);
// --forceExit: after the broker-outage test a few kafkajs sockets linger until Kafka closes idle
// connections (minutes); every test has finished and stopped its services by then.
const runs = [
  ['integration', '--maxWorkers=2'],
  ['broker-outage', '--runInBand'],
];
for (const [project, workers] of runs) {
  const code = await runForwarding('npx', ['jest', ...extra, '--selectProjects', project, workers, '--forceExit', '--passWithNoTests', ...jestReportArgs(project)]);
  if (code !== 0) process.exit(code);
}
