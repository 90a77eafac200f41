import { formatMoney, type Language } from '@portal/contracts';
import { A4, renderPdf, type PdfItem } from '@portal/service-kit';
import type { BookingDoc } from './bookings';

const WORDS = {
  en: {
    title: 'Electronic ticket',
    reference: 'Booking reference',
    pnr: 'Airline record (PNR)',
    issued: 'Issued',
    passengers: 'Passengers',
    ticket: 'Ticket',
    itinerary: 'Itinerary',
    flight: 'Flight',
    from: 'From',
    to: 'To',
    departure: 'Departure',
    arrival: 'Arrival',
    cabin: 'Cabin',
    baggage: 'Baggage',
    checked: (pieces: number, weight: number) => `${pieces} × ${weight} kg checked`,
    cabinBag: (weight: number) => `${weight} kg cabin`,
    rules: 'Fare rules',
    refundable: (yes: boolean) => (yes ? 'Refundable' : 'Non-refundable'),
    deadline: 'Cancellation deadline',
    total: 'Total paid by the traveller',
    footer: 'Present this e-ticket with a valid passport at check-in. Times are local to each airport.',
    cabins: { economy: 'Economy', premium_economy: 'Premium economy', business: 'Business', first: 'First' },
  },
  fr: {
    title: 'Billet électronique',
    reference: 'Référence de réservation',
    pnr: 'Dossier compagnie (PNR)',
    issued: 'Émis le',
    passengers: 'Passagers',
    ticket: 'Billet',
    itinerary: 'Itinéraire',
    flight: 'Vol',
    from: 'De',
    to: 'À',
    departure: 'Départ',
    arrival: 'Arrivée',
    cabin: 'Classe',
    baggage: 'Bagages',
    checked: (pieces: number, weight: number) => `${pieces} × ${weight} kg en soute`,
    cabinBag: (weight: number) => `${weight} kg en cabine`,
    rules: 'Conditions tarifaires',
    refundable: (yes: boolean) => (yes ? 'Remboursable' : 'Non remboursable'),
    deadline: "Date limite d'annulation",
    total: 'Total payé par le voyageur',
    footer: "Présentez ce billet avec un passeport valide à l'enregistrement. Les heures sont locales à chaque aéroport.",
    cabins: { economy: 'Économique', premium_economy: 'Économique premium', business: 'Affaires', first: 'Première' },
  },
} as const;

const BRAND: [number, number, number] = [21, 84, 173];
const MUTED: [number, number, number] = [110, 110, 110];

const localTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** The e-ticket of an issued booking, in the reader's language. */
export function renderEticket(booking: BookingDoc, lang: Language): Buffer {
  const w = WORDS[lang];
  const items: PdfItem[] = [
    { kind: 'box', x: 0, y: 0, width: A4.width, height: 70, color: BRAND },
    { kind: 'text', x: 40, y: 42, text: 'Voyagr Pro', size: 20, bold: true, color: [255, 255, 255] },
    { kind: 'text', x: 360, y: 42, text: w.title, size: 14, color: [255, 255, 255] },
    { kind: 'text', x: 40, y: 105, text: `${w.reference}: ${booking.reference}`, size: 12, bold: true },
    { kind: 'text', x: 40, y: 123, text: `${w.pnr}: ${booking.pnr ?? '—'}`, size: 11 },
    { kind: 'text', x: 40, y: 141, text: `${w.issued}: ${booking.ticketedAt?.toISOString().slice(0, 10) ?? '—'}`, size: 10, color: MUTED },
    { kind: 'text', x: 40, y: 180, text: w.passengers, size: 12, bold: true, color: BRAND },
  ];
  let y = 200;
  for (const traveller of booking.travellers) {
    items.push({ kind: 'text', x: 40, y, text: `${traveller.lastName.toUpperCase()} / ${traveller.firstName}`, size: 11 });
    items.push({ kind: 'text', x: 320, y, text: `${w.ticket} ${traveller.ticketNumber ?? '—'}`, size: 11 });
    y += 18;
  }
  y += 20;
  items.push({ kind: 'text', x: 40, y, text: w.itinerary, size: 12, bold: true, color: BRAND });
  y += 20;
  items.push(
    ...[w.flight, w.from, w.to, w.departure, w.arrival, w.cabin].map((label, i): PdfItem => ({
      kind: 'text',
      x: [40, 110, 160, 210, 330, 450][i]!,
      y,
      text: label,
      size: 9,
      bold: true,
      color: MUTED,
    })),
  );
  y += 16;
  for (const segment of booking.offer.journeys.flatMap((j) => j.segments)) {
    const cells = [segment.flightNumber, segment.origin, segment.destination, localTime(segment.departureAt), localTime(segment.arrivalAt), w.cabins[segment.cabin]];
    items.push(...cells.map((text, i): PdfItem => ({ kind: 'text', x: [40, 110, 160, 210, 330, 450][i]!, y, text, size: 10 })));
    y += 16;
  }
  y += 20;
  const { baggage, fareRules } = booking.offer;
  items.push(
    { kind: 'text', x: 40, y, text: w.baggage, size: 12, bold: true, color: BRAND },
    { kind: 'text', x: 40, y: y + 18, text: `${w.checked(baggage.checked.pieces, baggage.checked.weight)}, ${w.cabinBag(baggage.cabin.weight)}`, size: 10 },
    { kind: 'text', x: 40, y: y + 50, text: w.rules, size: 12, bold: true, color: BRAND },
    { kind: 'text', x: 40, y: y + 68, text: `${w.refundable(fareRules.refundable)} — ${w.deadline}: ${fareRules.cancellationDeadline.slice(0, 16).replace('T', ' ')} UTC`, size: 10 },
    { kind: 'text', x: 40, y: y + 100, text: `${w.total}: ${formatMoney(booking.salePrice, booking.offer.currency, lang)}`, size: 12, bold: true },
    { kind: 'text', x: 40, y: 800, text: w.footer, size: 8, color: MUTED },
  );
  return renderPdf([items], `${w.title} ${booking.reference}`);
}
