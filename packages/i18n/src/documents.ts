import type { Language } from '@portal/contracts';
import { commonEn } from './common.en';
import { commonFr } from './common.fr';

/** The i18next namespace of these words, for a screen that shows them beside its own. */
export const DOCUMENTS_NAMESPACE = 'documents';

const en = {
  brand: 'Voyagr Pro',
  reference: 'Booking reference',
  status: 'Status',
  issued: 'Issued',
  total: 'Total paid by the traveller',
  eticket: {
    title: 'Electronic ticket',
    pnr: 'Airline record (PNR)',
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
    checked: '{{pieces}} × {{weight}} kg checked',
    cabinBag: '{{weight}} kg cabin',
    rules: 'Fare rules',
    refundable: 'Refundable',
    nonRefundable: 'Non-refundable',
    deadline: 'Cancellation deadline',
    footer: 'Present this e-ticket with a valid passport at check-in. Times are local to each airport.',
  },
  voucher: {
    title: 'Hotel voucher',
    hotelConfirmation: 'Hotel confirmation number',
    toFollow: 'to follow',
    clientReference: 'Client reference',
    hotel: 'Hotel',
    phone: 'Phone',
    stay: 'Stay',
    checkIn: 'Check-in: {{date}} from {{time}}',
    checkOut: 'Check-out: {{date}} until {{time}}',
    nights: '{{count}} night(s)',
    rooms: 'Rooms',
    room: 'Room',
    board: 'Board',
    guests: 'Guests',
    leadGuest: 'Lead guest',
    adults: '{{count}} adult(s)',
    children: 'children aged {{ages}}',
    comments: 'Rate comments',
    specialRequests: 'Special requests (subject to availability)',
    emergency: 'Emergency contact, 24/7: {{phone}}',
    footer: 'Present this voucher at check-in with an identity document. Dates and times are local to the hotel.',
  },
  boards: commonEn.boards,
  roomTypes: commonEn.roomTypes,
  cabins: { economy: 'Economy', premium_economy: 'Premium economy', business: 'Business', first: 'First' },
  statuses: commonEn.bookingStatuses,
  ledgerTypes: commonEn.ledgerTypes,
};

/** The words of the documents the portal issues (e-tickets, vouchers): titles, labels, status words. */
export type DocumentWords = typeof en;

const fr: DocumentWords = {
  brand: 'Voyagr Pro',
  reference: 'Référence de réservation',
  status: 'Statut',
  issued: 'Émis le',
  total: 'Total payé par le voyageur',
  eticket: {
    title: 'Billet électronique',
    pnr: 'Dossier compagnie (PNR)',
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
    checked: '{{pieces}} × {{weight}} kg en soute',
    cabinBag: '{{weight}} kg en cabine',
    rules: 'Conditions tarifaires',
    refundable: 'Remboursable',
    nonRefundable: 'Non remboursable',
    deadline: "Date limite d'annulation",
    footer: "Présentez ce billet avec un passeport valide à l'enregistrement. Les heures sont locales à chaque aéroport.",
  },
  voucher: {
    title: "Bon d'hébergement",
    hotelConfirmation: "Numéro de confirmation de l'hôtel",
    toFollow: 'à suivre',
    clientReference: 'Référence client',
    hotel: 'Hôtel',
    phone: 'Téléphone',
    stay: 'Séjour',
    checkIn: 'Arrivée : {{date}} à partir de {{time}}',
    checkOut: "Départ : {{date}} jusqu'à {{time}}",
    nights: '{{count}} nuit(s)',
    rooms: 'Chambres',
    room: 'Chambre',
    board: 'Pension',
    guests: 'Occupants',
    leadGuest: 'Occupant principal',
    adults: '{{count}} adulte(s)',
    children: 'enfants de {{ages}} ans',
    comments: 'Remarques du tarif',
    specialRequests: 'Demandes particulières (selon disponibilité)',
    emergency: "Contact d'urgence, 24 h/24, 7 j/7 : {{phone}}",
    footer: "Présentez ce bon à l'arrivée avec une pièce d'identité. Les dates et heures sont locales à l'hôtel.",
  },
  boards: commonFr.boards,
  roomTypes: commonFr.roomTypes,
  cabins: { economy: 'Économique', premium_economy: 'Économique premium', business: 'Affaires', first: 'Première' },
  statuses: commonFr.bookingStatuses,
  ledgerTypes: commonFr.ledgerTypes,
};

export const DOCUMENT_WORDS: Record<Language, DocumentWords> = { en, fr };

/** A dictionary string with its `{{name}}` places filled, as i18next fills them on screens. */
export function fillWords(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}
