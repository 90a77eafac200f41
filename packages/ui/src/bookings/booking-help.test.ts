import { bookingHelpPath } from './BookingHelpLink';

describe('help with a booking', () => {
  it('opens the helpdesk new-ticket form with the booking reference, under the remote router (which adds the language prefix)', () => {
    expect(bookingHelpPath('FL7K2M9QX')).toBe('/helpdesk/tickets?create=1&reference=FL7K2M9QX');
    expect(new URLSearchParams(bookingHelpPath('HT A&B').split('?')[1]).get('reference')).toBe('HT A&B');
  });
});
