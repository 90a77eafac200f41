import type { CaptchaChallenge, RegistrationRequest } from '@portal/contracts';
import { startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, testClock, TestClient, testDeps } from '@portal/service-kit/testing';
import { solveCaptcha } from './captcha';
import { DEMO_ACCOUNTS } from './demo-seed';
import { identityService } from './service';

export const [OPERATOR, ADMIN, AGENT] = DEMO_ACCOUNTS;

export function fields(body: { error: { details?: { fields?: { field: string }[] } } }): string[] {
  return (body.error.details?.fields ?? []).map((f) => f.field).sort();
}

/** The identity service started for one test file (on a database of its own), and what its tests call it with. */
export function identityTestbed() {
  const bed = {
    service: undefined as unknown as RunningService,
    base: '',
    // Two-factor windows pass when the test says, not after 30 real seconds.
    clock: testClock(),
    client: (ip = '10.0.0.1') => new TestClient(bed.base, '', ip),

    async captcha() {
      const res = await bed.client().call('GET', '/captcha');
      return solveCaptcha(res.body as CaptchaChallenge);
    },

    registration(email: string, overrides: Partial<RegistrationRequest['company']> = {}): Omit<RegistrationRequest, 'captcha'> {
      return {
        company: {
          agencyName: 'Sahara Travel',
          address: '4 avenue Habib Bourguiba',
          city: 'Tunis',
          zipCode: '1000',
          country: 'Tunisia',
          phone: '21671000000',
          tradeRegister: 'B0123456',
          taxNumber: '1234567A',
          licence: 'LIC-42',
          numberOfEmployees: '6-20',
          businessModel: 'leisure',
          contractCurrency: 'TND',
          productsOfInterest: ['flights', 'visa'],
          heardAbout: 'referral',
          ...overrides,
        },
        admin: { firstName: 'Salma', lastName: 'Trabelsi', email, phone: '21698000000', password: 'Sahara#2026', repeatPassword: 'Sahara#2026', langId: 'fr' },
      };
    },

    /** The raw link token, as the email would carry it: issued anew through the API, read from the outbox. */
    async lastLinkToken(type: string, email: string): Promise<string> {
      const record = await bed.service.deps.outbox.collection.findOne({ 'envelope.type': type, 'envelope.data.recipient.email': email }, { sort: { createdAt: -1 } });
      const data = record!.envelope.data as { verifyUrl?: string; resetUrl?: string; inviteUrl?: string };
      const url = new URL((data.verifyUrl ?? data.resetUrl ?? data.inviteUrl)!);
      return url.searchParams.get('token')!;
    },

    /** Sahara Travel registered by `email` (password `Sahara#2026`), verified and approved: an agency beside the demo one. */
    async approvedAgency(email: string): Promise<void> {
      expect((await bed.client().call('POST', '/user/profile', { ...bed.registration(email), captcha: await bed.captcha() })).status).toBe(201);
      expect((await bed.client().call('POST', '/auth/verify-email', { token: await bed.lastLinkToken('identity.agency.registered', email) })).status).toBe(200);
      const operator = bed.client();
      await operator.signIn(OPERATOR.email, OPERATOR.password);
      const list = await operator.call('GET', '/operator/agencies?status=pending_approval');
      const agency = list.body.items.find((a: { adminEmail: string }) => a.adminEmail === email);
      expect((await operator.call('POST', `/operator/agencies/${agency.id}/approve`)).status).toBe(200);
    },
  };

  beforeAll(async () => {
    process.env.CAPTCHA_DIFFICULTY = '4';
    bed.service = await startService(identityService, testDeps('identity', {}, bed.clock));
    bed.base = bed.service.url;
  });

  afterAll(async () => {
    await bed.service.stop();
    await dropTestDeps(bed.service.deps);
  });

  return bed;
}
