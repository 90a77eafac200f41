import { isPrivateAddress, nextAttemptAt, RETRY_WINDOW_MS, urlProblem } from './webhooks';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('webhook retries', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, 6 h, then every 12 h after each failure', () => {
    const start = 0;
    const waits = [1, 2, 3, 4, 5, 6, 7].map((failures) => nextAttemptAt(failures, start, RETRY_WINDOW_MS)!.getTime() - start);
    expect(waits).toEqual([MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR, 12 * HOUR]);
  });

  it('gives up once the next attempt would fall after 72 hours from the event', () => {
    const giveUpAt = RETRY_WINDOW_MS;
    expect(nextAttemptAt(8, giveUpAt - 12 * HOUR, giveUpAt)).toEqual(new Date(giveUpAt));
    expect(nextAttemptAt(9, giveUpAt - 11 * HOUR, giveUpAt)).toBeNull();
  });
});

describe('where a webhook may go', () => {
  it('outside production: https anywhere, plain http to this machine only', async () => {
    expect(await urlProblem('https://partner.example/hooks', false)).toBeNull();
    expect(await urlProblem('http://127.0.0.1:9999/hooks', false)).toBeNull();
    expect(await urlProblem('http://localhost:9999/hooks', false)).toBeNull();
    expect(await urlProblem('http://partner.example/hooks', false)).toBe('https_required');
  });

  it('in production: https to a public address only', async () => {
    expect(await urlProblem('http://8.8.8.8/hooks', true)).toBe('https_required');
    expect(await urlProblem('https://127.0.0.1/hooks', true)).toBe('private_address');
    expect(await urlProblem('https://[::1]/hooks', true)).toBe('private_address');
    expect(await urlProblem('https://8.8.8.8/hooks', true)).toBeNull();
  });

  it('knows private, loopback and link-local addresses', () => {
    for (const ip of ['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '127.0.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1'])
      expect([ip, isPrivateAddress(ip)]).toEqual([ip, true]);
    for (const ip of ['8.8.8.8', '172.32.0.1', '93.184.216.34', '2001:4860:4860::8888']) expect([ip, isPrivateAddress(ip)]).toEqual([ip, false]);
  });
});
