import { request } from 'node:http';
import Router from '@koa/router';
import { createServiceApp } from './app';
import { forwardedChain, TrustedProxies } from './client-address';
import type { AppState } from './context';
import { createLogger } from './logger';
import { listen, type Listening } from './testing';

describe('the client address', () => {
  const trusted = new TrustedProxies(['127.0.0.1', '10.0.0.0/8', '::1']);

  it('is the peer when the peer is not a trusted proxy, whatever it forwards', () => {
    expect(forwardedChain('198.51.100.7', '203.0.113.66', trusted)).toEqual(['198.51.100.7']);
  });

  it('is what trusted proxies forwarded, read from the right up to the first untrusted hop', () => {
    expect(forwardedChain('127.0.0.1', '203.0.113.66, 198.51.100.7, 10.1.2.3', trusted)).toEqual(['198.51.100.7', '10.1.2.3', '127.0.0.1']);
    expect(forwardedChain('::ffff:127.0.0.1', '10.1.2.3', trusted)).toEqual(['10.1.2.3', '127.0.0.1']);
    expect(forwardedChain('::1', '', trusted)).toEqual(['::1']);
  });

  it('stops at the last hop that gave a real address', () => {
    expect(forwardedChain('127.0.0.1', '198.51.100.7, not-an-address', trusted)).toEqual(['127.0.0.1']);
  });

  it('refuses a TRUSTED_PROXIES entry that is neither an address nor a range', () => {
    expect(() => new TrustedProxies(['10.0.0.0/33'])).toThrow('TRUSTED_PROXIES: "10.0.0.0/33" is not an address or a CIDR range');
    expect(() => new TrustedProxies(['gateway.local'])).toThrow('TRUSTED_PROXIES');
  });

  describe('as every service sees it (ctx.ip)', () => {
    let server: Listening;
    beforeAll(async () => {
      const router = new Router<AppState>();
      router.get('/ip', (ctx) => {
        ctx.body = { ip: ctx.ip };
      });
      server = await listen(createServiceApp({ name: 'test', log: createLogger('test', 'silent'), corsOrigins: [], readiness: {}, routers: [router], trustedProxies: ['127.0.0.1'] }));
    });
    afterAll(() => server.close());

    const ipFrom = (localAddress: string, forwardedFor: string) =>
      new Promise<string>((resolve, reject) => {
        const req = request(`${server.url}/ip`, { localAddress, headers: { 'x-forwarded-for': forwardedFor } }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve((JSON.parse(text) as { ip: string }).ip));
        });
        req.on('error', reject);
        req.end();
      });

    it('ignores X-Forwarded-For from an untrusted peer', async () => {
      expect(await ipFrom('127.0.0.2', '203.0.113.66')).toBe('127.0.0.2');
    });

    it('takes the forwarded address from a trusted proxy', async () => {
      expect(await ipFrom('127.0.0.1', '203.0.113.66')).toBe('203.0.113.66');
    });
  });
});
