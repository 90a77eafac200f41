import { startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, testDeps } from '@portal/service-kit/testing';
import { ObjectId } from 'mongodb';
import { identityService } from './service';

jest.setTimeout(60_000);

/** Whatever a client sends, a mistake is a 4xx naming the field and the reason, never a 500. */
describe('identity: client mistakes', () => {
  let identity: RunningService;
  const cookies = { admin: '', operator: '' };

  beforeAll(async () => {
    identity = await startService(identityService, testDeps('identity'));
    const agencyId = new ObjectId().toHexString();
    const issue = (role: 'agency_admin' | 'operator') =>
      `portal_session=${identity.deps.sessions.issue({ uid: new ObjectId().toHexString(), aid: role === 'operator' ? null : agencyId, role, lang: 'en' }, 3_600_000).token}`;
    cookies.admin = issue('agency_admin');
    cookies.operator = issue('operator');
  });

  afterAll(async () => {
    await identity.stop();
    await dropTestDeps(identity.deps);
  });

  it.each([
    ['admin', '/users?search=a%00b', 'query.search'],
    ['admin', '/users?search=%01', 'query.search'],
    ['operator', '/operator/agencies?search=%00', 'query.search'],
  ] as const)('refuses a control character in %s %s as a field error', async (who, path, field) => {
    const res = await fetch(`${identity.url}${path}`, { headers: { cookie: cookies[who] } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.details.fields).toEqual([{ field, reason: 'control_character' }]);
  });

  it('searches with pattern characters literally', async () => {
    const res = await fetch(`${identity.url}/operator/agencies?search=${encodeURIComponent('(\\0[')}`, { headers: { cookie: cookies.operator } });
    expect(res.status).toBe(200);
  });
});
