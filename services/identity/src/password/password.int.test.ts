import { fields, identityTestbed } from '../testbed';

jest.setTimeout(120_000);

describe('identity: passwords', () => {
  const bed = identityTestbed();
  const { client } = bed;

  it.each([
    ['POST', '/auth/forgot-password', {}, ['email']],
    ['POST', '/auth/reset-password', { token: 'short', password: 'abc', repeatPassword: 'abd' }, ['password', 'repeatPassword', 'token']],
  ])('%s %s answers bad payloads with 400 and the fields', async (method, path, body, expected) => {
    const res = await client().call(method, path, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(fields(res.body)).toEqual(expect.arrayContaining(expected));
  });
});
