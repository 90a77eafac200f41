import { fields, identityTestbed } from '../testbed';

jest.setTimeout(120_000);

describe('identity: operator back office and contact form', () => {
  const bed = identityTestbed();
  const { client } = bed;

  it.each([['POST', '/contact', { name: '', email: 'a@b.c', subject: 's', message: 'x'.repeat(501) }, ['captcha', 'message', 'name']]])(
    '%s %s answers bad payloads with 400 and the fields',
    async (method, path, body, expected) => {
      const res = await client().call(method, path, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(fields(res.body)).toEqual(expect.arrayContaining(expected));
    },
  );
});
