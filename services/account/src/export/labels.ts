import type { BookingProduct, BookingStatus, Language, LedgerEntryType } from '@portal/contracts';
import { DOCUMENT_WORDS } from '@portal/i18n/documents';

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

/** The portal's one list of booking status labels, as the screens show them. */
export function statusLabel(status: BookingStatus, lang: Language): string {
  return DOCUMENT_WORDS[lang].statuses[status];
}
