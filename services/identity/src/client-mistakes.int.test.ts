import { startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, roleUsers, sessionCookie, testDeps } from '@portal/service-kit/testing';
import { ObjectId } from 'mongodb';
import { identityService } from './service';

jest.setTimeout(60_000);

/** Whatever a client sends, a mistake is a 4xx naming the field and the reason, never a 500. */
describe('identity: client mistakes', () => {
  let identity: RunningService;
  const cookies = { admin: '', operator: '' };

  beforeAll(async () => {
    identity = await startService(identityService, testDeps('identity'));
    const users = roleUsers({
      agencyId: new ObjectId().toHexString(),
      otherAgencyId: new ObjectId().toHexString(),
      uids: { agencyAdmin: new ObjectId().toHexString(), operator: new ObjectId().toHexString() },
    });
    cookies.admin = sessionCookie(identity.deps.sessions, users.agencyAdmin);
    cookies.operator = sessionCookie(identity.deps.sessions, users.operator);
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
