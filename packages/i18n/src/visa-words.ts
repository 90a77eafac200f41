import type { Language, VisaDocumentKind, VisaRequestStatus, VisaType } from '@portal/contracts';
import { commonEn } from './common.en';
import { commonFr } from './common.fr';

/** The visa desk's words as the screens show them, for what a service writes (emails, bell entries, tickets). */
export interface VisaWords {
  statuses: Record<VisaRequestStatus, string>;
  documentKinds: Record<VisaDocumentKind, string>;
  types: Record<VisaType, string>;
}

export const VISA_WORDS: Record<Language, VisaWords> = {
  en: {
    statuses: commonEn.visaStatuses,
    documentKinds: {
      passport: 'Passport',
      photos: 'Photos',
      birth_certificate: 'Birth certificate',
      proof_of_funds: 'Proof of funds',
      professional_proof: 'Professional proof',
      travel_booking: 'Travel booking',
      invitation_letter: 'Invitation letter',
      translations: 'Translations',
    },
    types: { tourist: 'Tourist', business: 'Business', family_visit: 'Family visit', transit: 'Transit', student: 'Student', umrah: 'Umrah' },
  },
  fr: {
    statuses: commonFr.visaStatuses,
    documentKinds: {
      passport: 'Passeport',
      photos: 'Photos',
      birth_certificate: 'Acte de naissance',
      proof_of_funds: 'Justificatif de ressources',
      professional_proof: 'Justificatif professionnel',
      travel_booking: 'Réservation de voyage',
      invitation_letter: "Lettre d'invitation",
      translations: 'Traductions',
    },
    types: { tourist: 'Tourisme', business: 'Affaires', family_visit: 'Visite familiale', transit: 'Transit', student: 'Études', umrah: 'Omra' },
  },
};
