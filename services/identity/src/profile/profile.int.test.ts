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

  it('tells other services the user’s time zone and date-time format, so emails give times as the portal does', async () => {
    const admin = client('10.0.0.21');
    await admin.signIn(ADMIN.email, ADMIN.password);
    const settings = await admin.call('PUT', '/user/settings', {
      firstName: 'Amina',
      lastName: 'Benali',
      phone: '0600000000',
      langId: 'en',
      timeZone: 'America/New_York',
      dateFormat: 'MM/DD/YYYY',
      timeFormat: 'hh:mm A',
    });
    expect(settings.status).toBe(200);
    const changed = await bed.service.deps.outbox.collection.findOne({ 'envelope.type': 'identity.user.changed', 'envelope.data.email': ADMIN.email }, { sort: { createdAt: -1 } });
    expect(changed?.envelope.data).toMatchObject({ timeZone: 'America/New_York', dateTimeFormat: 'MM/DD/YYYY hh:mm A', langId: 'en' });
  });
});
