import type { Language } from '@portal/contracts';

/** Why the portal opened a ticket on the agency's behalf. */
export type SystemNotice = 'supplier_cancelled' | 'ticketing_failed';

interface NoticeText {
  subject: (reference: string) => string;
  body: (reference: string) => string;
}

/** Written once, in the language of the agency's admins (English when unknown): a ticket's thread keeps the text it was sent in. */
const TEXTS: Record<SystemNotice, Record<Language, NoticeText>> = {
  supplier_cancelled: {
    en: {
      subject: (ref) => `Booking ${ref} cancelled by the supplier`,
      body: (ref) => `The supplier cancelled booking ${ref}. Our support team will contact you about a replacement or a refund.`,
    },
    fr: {
      subject: (ref) => `Réservation ${ref} annulée par le fournisseur`,
      body: (ref) => `Le fournisseur a annulé la réservation ${ref}. Notre équipe support vous contactera pour une solution de remplacement ou un remboursement.`,
    },
  },
  ticketing_failed: {
    en: {
      subject: (ref) => `Ticketing failed for booking ${ref}`,
      body: (ref) => `The tickets of booking ${ref} could not be issued. Our support team is looking into it and will get back to you.`,
    },
    fr: {
      subject: (ref) => `Échec de l'émission des billets de la réservation ${ref}`,
      body: (ref) => `Les billets de la réservation ${ref} n'ont pas pu être émis. Notre équipe support s'en occupe et reviendra vers vous.`,
    },
  },
};

export function noticeText(notice: SystemNotice, language: Language | undefined, reference: string): { subject: string; body: string } {
  const text = TEXTS[notice][language ?? 'en'];
  return { subject: text.subject(reference), body: text.body(reference) };
}
