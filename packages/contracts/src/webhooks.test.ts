import { createHmac } from 'node:crypto';
import { signWebhook, verifyWebhook, WEBHOOK_TOLERANCE_SECONDS, webhookEndpointCreateRequest } from './webhooks';

const secret = 'whsec_test-secret';
const body = JSON.stringify({ id: 'evt-1', type: 'booking.confirmed', occurredAt: '2026-11-27T10:00:00.000Z', data: { reference: 'H-1' } });
const t = 1_795_000_000;

describe('webhook signatures', () => {
  it('signs the hex HMAC-SHA256 of "<t>.<raw body>", as a receiver computes it with node:crypto', async () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(await signWebhook(secret, t, body)).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies its own signature within the tolerance', async () => {
    const header = await signWebhook(secret, t, body);
    expect(await verifyWebhook(secret, header, body, t + 10)).toBe(true);
    expect(await verifyWebhook(secret, header, body, t - WEBHOOK_TOLERANCE_SECONDS)).toBe(true);
  });

  it('refuses another body, another secret, a stale timestamp and a malformed header', async () => {
    const header = await signWebhook(secret, t, body);
    expect(await verifyWebhook(secret, header, `${body} `, t)).toBe(false);
    expect(await verifyWebhook('whsec_other', header, body, t)).toBe(false);
    expect(await verifyWebhook(secret, header, body, t + WEBHOOK_TOLERANCE_SECONDS + 1)).toBe(false);
    expect(await verifyWebhook(secret, 'v1=abc', body, t)).toBe(false);
    expect(await verifyWebhook(secret, `t=${t},v1=zz`, body, t)).toBe(false);
  });

  it('accepts any of several v1 signatures (a secret being rotated)', async () => {
    const old = (await signWebhook('whsec_old', t, body)).split(',')[1];
    const header = `${await signWebhook(secret, t, body)},${old}`;
    expect(await verifyWebhook('whsec_old', header, body, t)).toBe(true);
  });
});

describe('webhook endpoint requests', () => {
  it('takes an http(s) URL and at least one event type, with the reasons forms translate', () => {
    expect(webhookEndpointCreateRequest.safeParse({ url: 'https://partner.example/hooks', eventTypes: ['booking.confirmed'] }).success).toBe(true);
    const refused = webhookEndpointCreateRequest.safeParse({ url: 'ftp://partner.example', eventTypes: [] });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['url', 'invalid_url'],
      ['eventTypes', 'required'],
    ]);
  });
});
