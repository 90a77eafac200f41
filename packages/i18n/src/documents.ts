import type { BookingStatus, Language } from '@portal/contracts';

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
  cabins: { economy: 'Economy', premium_economy: 'Premium economy', business: 'Business', first: 'First' },
  statuses: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    ignored: 'Ignored',
    cancelled: 'Cancelled',
    awaiting_payment: 'Awaiting payment',
    ticket_issued: 'Ticket issued',
    on_request: 'On request',
    failure: 'Failure',
    reimbursed: 'Reimbursed',
    pnr_pending: 'PNR pending',
    failure_pnr: 'Failure PNR',
    voided: 'Voided',
    voided_to_be_reimbursed: 'Voided, to be reimbursed',
    ticket_in_progress: 'Ticket in progress',
    issue_processing: 'Issue processing',
    void_processing: 'Void processing',
    expired: 'Expired',
    failure_confirm: 'Failure confirm',
    failure_ticket: 'Failure ticket',
    failure_cancel: 'Failure cancel',
  } satisfies Record<BookingStatus, string>,
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
  cabins: { economy: 'Économique', premium_economy: 'Économique premium', business: 'Affaires', first: 'Première' },
  statuses: {
    pending: 'En attente',
    confirmed: 'Confirmée',
    ignored: 'Ignorée',
    cancelled: 'Annulée',
    awaiting_payment: 'En attente de paiement',
    ticket_issued: 'Billet émis',
    on_request: 'Sur demande',
    failure: 'Échec',
    reimbursed: 'Remboursée',
    pnr_pending: 'PNR en attente',
    failure_pnr: 'Échec du PNR',
    voided: 'Annulée (void)',
    voided_to_be_reimbursed: 'Annulée (void), à rembourser',
    ticket_in_progress: 'Émission en cours',
    issue_processing: 'Émission en traitement',
    void_processing: 'Annulation (void) en cours',
    expired: 'Expirée',
    failure_confirm: 'Échec de confirmation',
    failure_ticket: "Échec d'émission",
    failure_cancel: "Échec d'annulation",
  },
};

export const DOCUMENT_WORDS: Record<Language, DocumentWords> = { en, fr };

/** A dictionary string with its `{{name}}` places filled, as i18next fills them on screens. */
export function fillWords(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}
