import { renderBookingDocument, wrapText, type BookingDocument } from './documents';

const voucher = (lang: BookingDocument['lang']): BookingDocument => ({
  lang,
  title: 'Voucher',
  reference: 'HT-7QK2PX',
  status: 'confirmed',
  details: ['Hotel confirmation: 48213'],
  sections: [{ heading: 'Guests', table: { columns: [40, 320], labels: ['Name', 'Room'], rows: [['HADDAD / Sami', 'Double']] }, lines: ['Breakfast included'] }],
  total: '120.00 EUR',
  footer: 'Show this voucher at check-in.',
});

describe('a booking document', () => {
  it("writes the reference, the status and the shared labels in the reader's language, then the product's sections", () => {
    const en = renderBookingDocument(voucher('en')).toString('latin1');
    expect(en.startsWith('%PDF-1.4')).toBe(true);
    for (const text of ['(Booking reference: HT-7QK2PX)', '(Status: Confirmed)', '(Guests)', '(Name)', '(HADDAD / Sami)', '(Breakfast included)', '(Total paid by the traveller: 120.00 EUR)'])
      expect(en).toContain(text);
    const fr = renderBookingDocument(voucher('fr')).toString('latin1');
    expect(fr).toContain('(R\\351f\\351rence de r\\351servation: HT-7QK2PX)');
    expect(fr).toContain('(Statut: Confirm\\351e)');
  });

  it('cuts a long text into lines that fit, between words', () => {
    const text = 'Arrivals hall of your terminal: your driver holds a sign with the name of the lead passenger and waits up to 60 minutes.';
    const lines = wrapText(text, 40);
    expect(lines.every((line) => line.length <= 40)).toBe(true);
    expect(lines.join(' ')).toBe(text);
    expect(wrapText('short')).toEqual(['short']);
  });
});
