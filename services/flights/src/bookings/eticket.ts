import { renderBookingDocument } from '@portal/bookings';
import { formatMoney, type Language } from '@portal/contracts';
import { DOCUMENT_WORDS, fillWords } from '@portal/i18n/documents';
import type { BookingDoc } from './bookings';

const ITINERARY_COLUMNS = [40, 110, 160, 210, 330, 450];

const localTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** The e-ticket of an issued booking, in the reader's language. */
export function renderEticket(booking: BookingDoc, lang: Language): Promise<Buffer> {
  const words = DOCUMENT_WORDS[lang];
  const w = words.eticket;
  const { baggage, fareRules } = booking.offer;
  return renderBookingDocument({
    lang,
    title: w.title,
    reference: booking.reference,
    status: booking.status,
    details: [`${w.pnr}: ${booking.pnr ?? '—'}`, `${words.issued}: ${booking.ticketedAt?.toISOString().slice(0, 10) ?? '—'}`],
    sections: [
      {
        heading: w.passengers,
        table: { columns: [40, 320], rows: booking.travellers.map((t) => [`${words.titles[t.title]} ${t.lastName.toUpperCase()} / ${t.firstName}`, `${w.ticket} ${t.ticketNumber ?? '—'}`]) },
      },
      {
        heading: w.itinerary,
        table: {
          columns: ITINERARY_COLUMNS,
          labels: [w.flight, w.from, w.to, w.departure, w.arrival, w.cabin],
          rows: booking.offer.journeys.flatMap((j) => j.segments).map((s) => [s.flightNumber, s.origin, s.destination, localTime(s.departureAt), localTime(s.arrivalAt), words.cabins[s.cabin]]),
        },
      },
      {
        heading: w.baggage,
        lines: [`${fillWords(w.checked, { pieces: baggage.checked.pieces, weight: baggage.checked.weight })}, ${fillWords(w.cabinBag, { weight: baggage.cabin.weight })}`],
      },
      {
        heading: w.rules,
        lines: [`${fareRules.refundable ? w.refundable : w.nonRefundable} — ${w.deadline}: ${fareRules.cancellationDeadline.slice(0, 16).replace('T', ' ')} UTC`],
      },
    ],
    total: formatMoney(booking.salePrice, booking.offer.currency, lang),
    footer: w.footer,
  });
}
