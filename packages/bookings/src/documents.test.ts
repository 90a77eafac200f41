import { formatDateTime, formatMoney } from '@portal/contracts';
import { DOCUMENT_WORDS } from '@portal/i18n/documents';
import { documentFontLacks, pdfText } from '@portal/service-kit/testing';
import { renderBookingDocument, wrapText, type BookingDocument } from './documents';

const voucher = (lang: BookingDocument['lang'], total = '120.00 EUR'): BookingDocument => ({
  lang,
  title: 'Voucher',
  reference: 'HT-7QK2PX',
  status: 'confirmed',
  details: ['Hotel confirmation: 48213'],
  sections: [{ heading: 'Guests', table: { columns: [40, 320], labels: ['Name', 'Room'], rows: [['HADDAD / Sami', 'Double']] }, lines: ['Breakfast included'] }],
  total,
  footer: 'Show this voucher at check-in.',
});

// Each test reads its PDF back with PDF.js in a child process: seconds on a busy machine.
jest.setTimeout(30_000);

/** Every string of a tree of words. */
const stringsOf = (words: unknown): string[] => (typeof words === 'string' ? [words] : typeof words === 'object' && words ? Object.values(words).flatMap(stringsOf) : []);

describe('a booking document', () => {
  it("writes the reference, the status and the shared labels in the reader's language, then the product's sections", async () => {
    const pdf = await renderBookingDocument(voucher('en'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const en = await pdfText(pdf);
    for (const text of ['Booking reference: HT-7QK2PX', 'Status: Confirmed', 'Guests', 'Name', 'HADDAD / Sami', 'Breakfast included', 'Total paid by the traveller: 120.00 EUR'])
      expect(en).toContain(text);
    const fr = await pdfText(await renderBookingDocument(voucher('fr')));
    expect(fr).toContain('Référence de réservation: HT-7QK2PX');
    expect(fr).toContain('Statut: Confirmée');
  });

  it('prints every character the French formatters produce: the narrow no-break space of an amount, accents, arrows, ligatures', async () => {
    const total = formatMoney(272000, 'EUR', 'fr');
    expect(total).toBe('2\u202f720,00\u00a0€');
    const document = { ...voucher('fr', total), details: ['Émis le 12/05/2026 · CDG → NCE', 'Œuvre « cœur » — 2 × 23 kg'] };
    const text = await pdfText(await renderBookingDocument(document));
    expect(text).not.toContain('?');
    // A PDF reader copies no-break spaces as plain ones; that their glyphs are in the font is checked below.
    for (const line of [`Total payé par le voyageur: ${total}`, ...document.details]) expect(text).toContain(line.replace(/[\u00a0\u202f]/g, ' '));
  });

  it("has a glyph for every character of the documents' words and of the formatters' amounts and dates, in English and French", () => {
    const formatted = (['en', 'fr'] as const).flatMap((lang) => [
      ...stringsOf(DOCUMENT_WORDS[lang]),
      ...[0, 99, 272000, 123456789].flatMap((minor) => ['EUR', 'USD', 'GBP', 'CHF', 'MAD', 'JPY'].map((currency) => formatMoney(minor, currency, lang))),
      formatDateTime('2026-05-12T08:05:00Z', 'DD/MM/YYYY HH:mm'),
    ]);
    expect(documentFontLacks(`${formatted.join('')} → · « » — – ’ × Œœ ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸàâäçéèêëîïôöùûüÿ`)).toEqual([]);
    expect(documentFontLacks('漢字')).toEqual(['漢', '字']);
  });

  it('cuts a long text into lines that fit, between words', () => {
    const text = 'Arrivals hall of your terminal: your driver holds a sign with the name of the lead passenger and waits up to 60 minutes.';
    const lines = wrapText(text, 40);
    expect(lines.every((line) => line.length <= 40)).toBe(true);
    expect(lines.join(' ')).toBe(text);
    expect(wrapText('short')).toEqual(['short']);
  });
});
