import { Agent, request } from 'node:http';
import { startService, type RunningService } from '@portal/service-kit';
import { capturingLogger, dropTestDeps, listen, testDeps, type Listening } from '@portal/service-kit/testing';
import { identityService } from '../../identity/src/service';
import { createGatewayApp } from './gateway';

jest.setTimeout(180_000);

interface Answer {
  status: number | string;
  requestId?: string;
}

/** One POST over its own keep-alive agent's connections, answered or failed (never left hanging by the test). */
function post(url: string, body: string, requestId: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': requestId } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, requestId: res.headers['x-request-id'] as string | undefined }));
    });
    // A lost request: the gateway never answers, so the test stops waiting for it.
    req.setTimeout(20_000, () => req.destroy(new Error('no answer')));
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: err.code ?? err.message }));
    req.end(body);
  });
}

describe('the main server under over-limit bodies', () => {
  let identity: RunningService;
  let gateway: Listening;
  const gatewayLog = capturingLogger('gateway');

  beforeAll(async () => {
    identity = await startService(identityService, testDeps('identity'));
    gateway = await listen(createGatewayApp(gatewayLog.log, { ...process.env, IDENTITY_SERVICE_URL: identity.url }));
  });

  afterAll(async () => {
    await gateway.close();
    await identity.stop();
    await dropTestDeps(identity.deps);
  });

  it('answers and logs every request, whatever its neighbours send', async () => {
    // Just over the 1 MB limit: the service refuses it while the gateway is still sending it.
    const overLimit = JSON.stringify({ email: 'a'.repeat(1_300_000), password: 'x' });
    const empty = '{}';
    const sent: { requestId: string; expected: number }[] = [];
    const answers = new Map<string, Answer>();
    for (const concurrency of [2, 4, 6]) {
      const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
      let next = 0;
      const total = 150;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < total) {
            const n = next++;
            const overSize = n % 2 === 0;
            const requestId = `c${concurrency}-request-${String(n).padStart(4, '0')}`;
            sent.push({ requestId, expected: overSize ? 413 : 400 });
            answers.set(requestId, await post(`${gateway.url}/auth/login`, overSize ? overLimit : empty, requestId, agent));
          }
        }),
      );
      agent.destroy();
    }

    const wrong = sent.filter(({ requestId, expected }) => answers.get(requestId)?.status !== expected || answers.get(requestId)?.requestId !== requestId);
    expect(wrong.map(({ requestId }) => `${requestId}: ${JSON.stringify(answers.get(requestId))}`)).toEqual([]);
    const logged = new Set(gatewayLog.entries.filter((entry) => entry.msg === 'request').map((entry) => entry.requestId));
    expect(sent.filter(({ requestId }) => !logged.has(requestId)).map(({ requestId }) => requestId)).toEqual([]);
  });
});
