import type { BookingProduct, BookingStatus, Language, LedgerEntryType } from '@portal/contracts';
import { DOCUMENT_WORDS } from '@portal/i18n/documents';

/** Words of exported files, in the reader's language (the screens use the same ones, from `@portal/i18n`). */
export const LEDGER_TYPE_LABELS: Record<Language, Record<LedgerEntryType, string>> = { en: DOCUMENT_WORDS.en.ledgerTypes, fr: DOCUMENT_WORDS.fr.ledgerTypes };

export const LEDGER_COLUMNS: Record<Language, string[]> = {
  en: ['Date', 'Type', 'Reference', 'Booking reference', 'Agent', 'Amount', 'Held change', 'Available after', 'Held after', 'Currency'],
  fr: ['Date', 'Type', 'Référence', 'Référence réservation', 'Agent', 'Montant', 'Variation bloquée', 'Disponible après', 'Bloqué après', 'Devise'],
};

export const PRODUCT_LABELS: Record<Language, Record<BookingProduct, string>> = { en: DOCUMENT_WORDS.en.products, fr: DOCUMENT_WORDS.fr.products };

export const BOOKING_COLUMNS: Record<Language, string[]> = {
  en: ['Reference', 'Booked at', 'Product', 'Status', 'Agent', 'Customer', 'Purchase price', 'Sale price', 'Margin', 'Currency'],
  fr: ['Référence', 'Réservée le', 'Produit', 'Statut', 'Agent', 'Client', "Prix d'achat", 'Prix de vente', 'Marge', 'Devise'],
};

/** The portal's one list of booking status labels, as the screens show them. */
export function statusLabel(status: BookingStatus, lang: Language): string {
  return DOCUMENT_WORDS[lang].statuses[status];
}
