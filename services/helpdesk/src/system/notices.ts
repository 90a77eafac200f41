import type { Language, VisaDocumentKind } from '@portal/contracts';
import { VISA_WORDS } from '@portal/i18n/visa-words';

/** Why the portal opened a ticket on the agency's behalf. */
export type SystemNotice = 'supplier_cancelled' | 'ticketing_failed' | 'visa_documents_missing';

/** A document the visa desk asks again: whose, which, and why. */
export interface MissingDocument {
  participant: string;
  kind: VisaDocumentKind;
  reason: string;
}

interface NoticeText {
  subject: (reference: string) => string;
  body: (reference: string, missing: MissingDocument[]) => string;
}

/** One line per missing document, its kind in the ticket's language. */
const missingLines = (missing: MissingDocument[], language: Language) =>
  missing.map((m) => `• ${m.participant} – ${VISA_WORDS[language].documentKinds[m.kind]}${language === 'fr' ? ' : ' : ': '}${m.reason}`).join('\n');

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
  visa_documents_missing: {
    en: {
      subject: (ref) => `Documents missing for visa request ${ref}`,
      body: (ref, missing) =>
        `The visa desk needs these documents again for visa request ${ref}:\n${missingLines(missing, 'en')}\nUpload them from the request's page: it then goes back to processing. Reply here if you have a question.`,
    },
    fr: {
      subject: (ref) => `Documents manquants pour la demande de visa ${ref}`,
      body: (ref, missing) =>
        `Le service visa a besoin de nouveau de ces documents pour la demande de visa ${ref} :\n${missingLines(missing, 'fr')}\nDéposez-les depuis la page de la demande : elle reprendra alors son traitement. Répondez ici pour toute question.`,
    },
  },
};

export function noticeText(notice: SystemNotice, language: Language | undefined, reference: string, missing: MissingDocument[] = []): { subject: string; body: string } {
  const text = TEXTS[notice][language ?? 'en'];
  return { subject: text.subject(reference), body: text.body(reference, missing) };
}
