import { ADMIN, fields, identityTestbed } from '../testbed';

jest.setTimeout(120_000);

describe('identity: profile', () => {
  const bed = identityTestbed();
  const { client } = bed;

  it('answers bad settings with 400 and the fields', async () => {
    const admin = client('10.0.0.20');
    await admin.signIn(ADMIN.email, ADMIN.password);
    const settings = await admin.call('PUT', '/user/settings', {
      firstName: 'A',
      lastName: 'B',
      phone: '0600000000',
      langId: 'de',
      timeZone: 'Europe/Paris',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: 'HH:mm',
    });
    expect(fields(settings.body)).toEqual(['langId']);
  });
});
