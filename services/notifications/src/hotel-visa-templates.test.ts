// The hotel visa notices' words: the automatic cancellation in the reader's clock, the letter said to be attached.
import { HotelVisaEvents } from '@portal/contracts';
import { HOTEL_VISA_EMAILS, HOTEL_VISA_FEED } from './hotel-visa-templates';

const base = {
  reservationId: '6b088fcb21e79607d8a0a057',
  reference: 'HVK7P2MQA',
  agencyId: 'agency-1',
  agentId: 'agent-1',
  city: 'Paris',
  arrival: '2027-03-14',
  departure: '2027-03-17',
  client: 'Amira Haddad',
  status: 'confirmed',
  autoCancelAt: '2027-03-11T00:00:00.000Z',
};
const clock = { timeZone: 'Africa/Tunis', dateTimeFormat: 'DD/MM/YYYY HH:mm' };

describe('hotel visa notices', () => {
  it('tells the confirmation with its hotel, the letter attached and the automatic cancellation in the reader clock', () => {
    const confirmed = HotelVisaEvents.confirmed.data.parse({ ...base, hotelName: 'Hôtel du Louvre', confirmationNumber: 'HL-88231', letterPath: '/visa/hotel-reservations/x/letter' });
    const en = HOTEL_VISA_EMAILS.confirmed(confirmed, 'Lucas', 'en', 'https://portal/visa/hotel/x', clock);
    expect(en.subject).toContain('HVK7P2MQA');
    expect(en.paragraphs.join(' ')).toContain('The reservation letter is attached.');
    expect(en.paragraphs.join(' ')).toContain('11/03/2027 01:00 (Africa/Tunis)');
    const fr = HOTEL_VISA_EMAILS.confirmed(confirmed, 'Lucas', 'fr', 'https://portal/fr/visa/hotel/x', clock);
    expect(fr.paragraphs.join(' ')).toContain('La lettre de réservation est jointe.');
  });

  it('warns and tells the automatic cancellation in both languages, linking the reservation', () => {
    const warning = HotelVisaEvents.cancelWarning.data.parse(base);
    expect(HOTEL_VISA_EMAILS.cancelWarning(warning, 'Lucas', 'fr', 'u', clock).subject).toBe('Annulation automatique demain – HVK7P2MQA');
    const cancelled = HotelVisaEvents.cancelledAutomatically.data.parse({ ...base, status: 'cancelled' });
    expect(HOTEL_VISA_FEED.cancelledAutomatically(cancelled)).toMatchObject({ title: { en: 'Cancelled automatically: HVK7P2MQA' }, link: '/visa/hotel/6b088fcb21e79607d8a0a057' });
  });
});
