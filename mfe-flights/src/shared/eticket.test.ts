import { eticketPath, hasEticket } from './eticket';

const traveller = (ticketNumber: string | null) => ({
  type: 'adult' as const,
  title: 'mr' as const,
  firstName: 'Sami',
  lastName: 'Haddad',
  nationality: 'TN',
  passportNumber: 'AB123456',
  passportExpiry: '2031-01-01',
  dateOfBirth: '1985-04-12',
  ticketNumber,
});

describe("a flight booking's e-ticket", () => {
  it('exists once every traveller has a ticket number', () => {
    expect(hasEticket({ travellers: [traveller('057-1234567890'), traveller('057-1234567891')] })).toBe(true);
    expect(hasEticket({ travellers: [traveller('057-1234567890'), traveller(null)] })).toBe(false);
    expect(hasEticket({ travellers: [] })).toBe(false);
  });

  it("is the booking's document on the flights service", () => {
    expect(eticketPath('66a1')).toBe('/flights/bookings/66a1/eticket');
  });
});
