import type { Language } from '@portal/contracts';

/**
 * Booking error codes of spec §8 in the same words for every product; a remote spreads them into
 * its `errors` table beside its own (sold out, supplier timeout, confirmation failures).
 */
export const BOOKING_ERRORS = {
  en: {
    prices_expired: 'Prices expired, refresh the search.',
    price_changed: 'The price changed: review it and accept the new price.',
    balance_error: 'Balance error: the balance does not cover this booking.',
    credit_limit_exceeded: 'Balance error: the credit limit of the agency is reached.',
    cancellation_deadline_missed: 'Cancellation deadline missed.',
    invalid_transition: 'This booking cannot do that in its current status.',
    not_found: 'This booking does not exist.',
    request_in_progress: 'This booking is still being processed. Wait a moment, then look at your bookings.',
    idempotency_key_reused: 'This booking request was already sent with other details. Start the booking again.',
  },
  fr: {
    prices_expired: 'Les prix ont expiré, relancez la recherche.',
    price_changed: 'Le prix a changé : vérifiez-le et acceptez le nouveau prix.',
    balance_error: 'Erreur de solde : le solde ne couvre pas cette réservation.',
    credit_limit_exceeded: "Erreur de solde : la limite de crédit de l'agence est atteinte.",
    cancellation_deadline_missed: "Date limite d'annulation dépassée.",
    invalid_transition: 'Cette réservation ne le permet pas dans son statut actuel.',
    not_found: "Cette réservation n'existe pas.",
    request_in_progress: 'Cette réservation est encore en cours de traitement. Patientez un instant, puis consultez vos réservations.',
    idempotency_key_reused: 'Cette demande de réservation a déjà été envoyée avec d’autres détails. Recommencez la réservation.',
  },
} satisfies Record<Language, Record<string, string>>;
