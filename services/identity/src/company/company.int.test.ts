import { ADMIN, fields, identityTestbed } from '../testbed';

jest.setTimeout(120_000);

describe('identity: company', () => {
  const bed = identityTestbed();
  const { client } = bed;

  it('answers bad company details with 400 and the fields', async () => {
    const admin = client('10.0.0.20');
    await admin.signIn(ADMIN.email, ADMIN.password);
    const company = await admin.call('PUT', '/company', { agencyName: 'Atlas', zipCode: '123' });
    expect(fields(company.body)).toEqual(expect.arrayContaining(['zipCode', 'city', 'contractCurrency']));
  });
});
