import { hotelVisaNights, type Language } from '@portal/contracts';
import { DOCUMENT_WORDS, fillWords } from '@portal/i18n/documents';
import { A4, renderPdf, type PdfItem } from '@portal/service-kit';
import type { HotelVisaDoc } from './hotels';

type Rgb = [number, number, number];
const BRAND: Rgb = [21, 84, 173];
const MUTED: Rgb = [110, 110, 110];
const WHITE: Rgb = [255, 255, 255];
const MARGIN = 40;

/** A stay's date (an ISO day) in the reader's language, as an embassy reads it: "14 March 2027", "14 mars 2027". */
const longDate = (isoDay: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));

/** The reservation letter a visa application carries (the desk's hotel, its confirmation number, the guests), in the user's language. */
export function renderHotelVisaLetter(booking: HotelVisaDoc, lang: Language): Promise<Buffer> {
  const words = DOCUMENT_WORDS[lang];
  const letter = words.hotelVisaLetter;
  const confirmation = booking.confirmation!;
  const lines: { text: string; size?: number; bold?: boolean; color?: Rgb; gap?: number }[] = [
    { text: `${words.reference}: ${booking.reference}`, size: 12, bold: true },
    { text: fillWords(letter.issued, { date: longDate(confirmation.confirmedAt.toISOString(), lang) }), gap: 14 },
    { text: letter.hotel, bold: true, color: BRAND, size: 12 },
    { text: confirmation.hotelName, bold: true },
    { text: confirmation.hotelAddress },
    { text: fillWords(letter.confirmationNumber, { number: confirmation.confirmationNumber }), gap: 14 },
    { text: letter.stay, bold: true, color: BRAND, size: 12 },
    { text: [booking.city, booking.area].filter(Boolean).join(', ') },
    {
      text: fillWords(letter.dates, { arrival: longDate(booking.arrival, lang), departure: longDate(booking.departure, lang), count: hotelVisaNights(booking.arrival, booking.departure) }),
      gap: 14,
    },
    { text: letter.guests, bold: true, color: BRAND, size: 12 },
    ...booking.rooms.flatMap((room, index) => [
      { text: fillWords(letter.room, { number: index + 1 }), bold: true },
      ...room.occupants.map((o) => ({
        text: `${letter.civilities[o.civility]} ${o.firstName} ${o.lastName} (${o.type === 'child' ? fillWords(letter.child, { age: o.age ?? 0 }) : letter.adult})`,
      })),
    ]),
    { text: '', gap: 6 },
    { text: fillWords(letter.notice, { date: longDate(booking.autoCancelAt.toISOString(), lang) }), size: 9, color: MUTED },
  ];
  const items: PdfItem[] = [
    { kind: 'box', x: 0, y: 0, width: A4.width, height: 70, color: BRAND },
    { kind: 'text', x: MARGIN, y: 42, text: words.brand, size: 20, bold: true, color: WHITE },
    { kind: 'text', x: 330, y: 36, text: letter.title, size: 14, color: WHITE },
    { kind: 'text', x: 330, y: 54, text: letter.subtitle, size: 10, color: WHITE },
  ];
  let y = 105;
  for (const line of lines) {
    if (line.text) items.push({ kind: 'text', x: MARGIN, y, text: line.text, size: line.size ?? 10, bold: line.bold, color: line.color });
    y += 18 + (line.gap ?? 0);
  }
  items.push({ kind: 'text', x: MARGIN, y: 800, text: letter.footer, size: 8, color: MUTED });
  return renderPdf([items], `${letter.title} ${booking.reference}`);
}
