import type { BookingProduct, BookingStatus, Language, LedgerEntryType } from '@portal/contracts';

/** Words of exported files, in the reader's language (the screens use the same ones). */
export const LEDGER_TYPE_LABELS: Record<Language, Record<LedgerEntryType, string>> = {
  en: {
    top_up: 'Top-up',
    booking_debit: 'Booking debit',
    hold: 'Hold',
    hold_release: 'Hold release',
    hold_capture: 'Hold capture',
    refund: 'Refund',
    fee: 'Fee',
    adjustment: 'Adjustment',
    pay_at_agency: 'Pay at agency',
    agency_settlement: 'Agency settlement',
  },
  fr: {
    top_up: 'Rechargement',
    booking_debit: 'Débit réservation',
    hold: 'Blocage',
    hold_release: 'Déblocage',
    hold_capture: 'Encaissement du blocage',
    refund: 'Remboursement',
    fee: 'Frais',
    adjustment: 'Ajustement',
    pay_at_agency: 'Paiement agence',
    agency_settlement: 'Règlement agence',
  },
};

export const LEDGER_COLUMNS: Record<Language, string[]> = {
  en: ['Date', 'Type', 'Reference', 'Booking reference', 'Agent', 'Amount', 'Held change', 'Available after', 'Held after', 'Currency'],
  fr: ['Date', 'Type', 'Référence', 'Référence réservation', 'Agent', 'Montant', 'Variation bloquée', 'Disponible après', 'Bloqué après', 'Devise'],
};

export const PRODUCT_LABELS: Record<Language, Record<BookingProduct, string>> = {
  en: { flights: 'Flights', hotels: 'Hotels', transfers: 'Transfers', activities: 'Activities', visa: 'Visa' },
  fr: { flights: 'Vols', hotels: 'Hôtels', transfers: 'Transferts', activities: 'Activités', visa: 'Visa' },
};

export const BOOKING_COLUMNS: Record<Language, string[]> = {
  en: ['Reference', 'Booked at', 'Product', 'Status', 'Agent', 'Customer', 'Purchase price', 'Sale price', 'Margin', 'Currency'],
  fr: ['Référence', 'Réservée le', 'Produit', 'Statut', 'Agent', 'Client', "Prix d'achat", 'Prix de vente', 'Marge', 'Devise'],
};

export function statusLabel(status: BookingStatus, lang: Language): string {
  const words = status.replace(/_/g, ' ').replace('pnr', 'PNR');
  if (lang === 'en') return words.charAt(0).toUpperCase() + words.slice(1);
  return STATUS_FR[status];
}

const STATUS_FR: Record<BookingStatus, string> = {
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
  failure_pnr: 'Échec PNR',
  voided: 'Annulée (void)',
  voided_to_be_reimbursed: 'Void à rembourser',
  ticket_in_progress: 'Billet en cours',
  issue_processing: 'Émission en cours',
  void_processing: 'Void en cours',
  expired: 'Expirée',
  failure_confirm: 'Échec de confirmation',
  failure_ticket: "Échec d'émission",
  failure_cancel: "Échec d'annulation",
};
