import { createLogger, SessionCodec } from '@portal/service-kit';
import { authMatrix, listen, type Listening } from '@portal/service-kit/testing';
import { createGatewayApp } from './gateway';

describe('gateway: who may call its own routes', () => {
  const app = createGatewayApp(createLogger('gateway', 'silent'));
  let gateway: Listening;

  beforeAll(async () => {
    gateway = await listen(app);
  });

  afterAll(() => gateway.close());

  it('serves its health to anyone, with a contract', async () => {
    expect(await authMatrix({ app, url: gateway.url }, { sessions: SessionCodec.fromEnv(process.env) })).toEqual([]);
  });
});
