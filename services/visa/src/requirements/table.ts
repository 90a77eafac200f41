import type { LocalizedText, VisaDocumentKind, VisaType } from '@portal/contracts';

/** Spec §9 pricing: the desk's service fee carries this tax; the embassy's fee does not. */
export const SERVICE_FEE_TAX_RATE = 0.2;

/** What one visa type of a destination needs and costs per person (EUR minor units). */
export interface VisaOffer {
  documents: readonly VisaDocumentKind[];
  processingDays: number;
  maxStayDays: number;
  embassyFee: number;
  serviceFee: number;
  notes: readonly LocalizedText[];
}

export interface DestinationRules {
  country: string;
  /** Nationalities that travel there without a visa (the wizard says so instead of selling one). */
  exemptNationalities: readonly string[];
  offers: Partial<Record<VisaType, VisaOffer>>;
}

export const VISA_CURRENCY = 'EUR';

const SCHENGEN_EXEMPT = ['FR', 'ES', 'IT', 'DE', 'BE', 'NL', 'PT', 'CH', 'GB', 'US', 'CA', 'AE'];
const SCHENGEN_NOTE: LocalizedText = {
  en: 'A Schengen visa: valid in every Schengen country, apply to the country of your main stay.',
  fr: "Un visa Schengen : valable dans tout l'espace Schengen, à demander au pays du séjour principal.",
};
const FUNDS_NOTE: LocalizedText = {
  en: 'Bank statements of the last three months showing at least €1,000 or 200,000 in local currency.',
  fr: 'Relevés bancaires des trois derniers mois montrant au moins 1 000 € ou 200 000 en monnaie locale.',
};

const schengenTourist: VisaOffer = {
  documents: ['passport', 'photos', 'birth_certificate', 'proof_of_funds', 'travel_booking', 'translations'],
  processingDays: 15,
  maxStayDays: 90,
  embassyFee: 9_000,
  serviceFee: 4_500,
  notes: [SCHENGEN_NOTE, FUNDS_NOTE],
};
const schengenBusiness: VisaOffer = {
  documents: ['passport', 'photos', 'professional_proof', 'invitation_letter', 'proof_of_funds', 'translations'],
  processingDays: 15,
  maxStayDays: 90,
  embassyFee: 9_000,
  serviceFee: 6_000,
  notes: [SCHENGEN_NOTE, { en: 'The inviting company’s letter on its letterhead, signed.', fr: "La lettre d'invitation de l'entreprise sur papier à en-tête, signée." }],
};
const schengenFamily: VisaOffer = {
  documents: ['passport', 'photos', 'birth_certificate', 'invitation_letter', 'proof_of_funds', 'translations'],
  processingDays: 15,
  maxStayDays: 90,
  embassyFee: 9_000,
  serviceFee: 4_500,
  notes: [SCHENGEN_NOTE, { en: 'The host’s certificate of accommodation and a copy of their ID.', fr: "L'attestation d'accueil de l'hôte et une copie de sa pièce d'identité." }],
};
const schengenStudent: VisaOffer = {
  documents: ['passport', 'photos', 'birth_certificate', 'proof_of_funds', 'invitation_letter', 'translations'],
  processingDays: 30,
  maxStayDays: 180,
  embassyFee: 5_000,
  serviceFee: 6_000,
  notes: [{ en: 'The school’s enrolment letter stands for the invitation.', fr: "L'attestation d'inscription de l'établissement tient lieu d'invitation." }],
};

/** The requirements table shipped with the service: the destinations the desk handles and their visa types. */
export const VISA_TABLE: readonly DestinationRules[] = [
  { country: 'FR', exemptNationalities: SCHENGEN_EXEMPT, offers: { tourist: schengenTourist, business: schengenBusiness, family_visit: schengenFamily, student: schengenStudent } },
  { country: 'ES', exemptNationalities: SCHENGEN_EXEMPT, offers: { tourist: schengenTourist, business: schengenBusiness, family_visit: schengenFamily } },
  { country: 'IT', exemptNationalities: SCHENGEN_EXEMPT, offers: { tourist: schengenTourist, business: schengenBusiness, student: schengenStudent } },
  {
    country: 'GB',
    exemptNationalities: ['GB', 'FR', 'ES', 'IT', 'US', 'CA'],
    offers: {
      tourist: {
        documents: ['passport', 'photos', 'proof_of_funds', 'travel_booking'],
        processingDays: 21,
        maxStayDays: 180,
        embassyFee: 13_500,
        serviceFee: 5_000,
        notes: [{ en: 'Biometrics are taken at the visa centre after the application.', fr: 'Les données biométriques sont prises au centre de visas après la demande.' }],
      },
      business: {
        documents: ['passport', 'photos', 'professional_proof', 'invitation_letter'],
        processingDays: 21,
        maxStayDays: 180,
        embassyFee: 13_500,
        serviceFee: 6_500,
        notes: [{ en: 'Biometrics are taken at the visa centre after the application.', fr: 'Les données biométriques sont prises au centre de visas après la demande.' }],
      },
      transit: {
        documents: ['passport', 'photos', 'travel_booking'],
        processingDays: 10,
        maxStayDays: 2,
        embassyFee: 4_500,
        serviceFee: 3_000,
        notes: [{ en: 'The onward ticket must leave within 48 hours.', fr: 'Le billet de continuation doit partir dans les 48 heures.' }],
      },
    },
  },
  {
    country: 'US',
    exemptNationalities: ['US', 'FR', 'ES', 'IT', 'GB'],
    offers: {
      tourist: {
        documents: ['passport', 'photos', 'proof_of_funds', 'travel_booking'],
        processingDays: 45,
        maxStayDays: 180,
        embassyFee: 17_000,
        serviceFee: 7_000,
        notes: [{ en: 'An interview at the embassy is required; we book it for you.', fr: "Un entretien à l'ambassade est obligatoire ; nous le réservons pour vous." }],
      },
      business: {
        documents: ['passport', 'photos', 'professional_proof', 'invitation_letter', 'proof_of_funds'],
        processingDays: 45,
        maxStayDays: 180,
        embassyFee: 17_000,
        serviceFee: 8_000,
        notes: [{ en: 'An interview at the embassy is required; we book it for you.', fr: "Un entretien à l'ambassade est obligatoire ; nous le réservons pour vous." }],
      },
      student: {
        documents: ['passport', 'photos', 'birth_certificate', 'proof_of_funds', 'invitation_letter'],
        processingDays: 60,
        maxStayDays: 180,
        embassyFee: 17_000,
        serviceFee: 8_000,
        notes: [{ en: 'The school’s form I-20 stands for the invitation.', fr: "Le formulaire I-20 de l'établissement tient lieu d'invitation." }],
      },
    },
  },
  {
    country: 'CA',
    exemptNationalities: ['CA', 'FR', 'ES', 'IT', 'GB', 'US'],
    offers: {
      tourist: {
        documents: ['passport', 'photos', 'proof_of_funds', 'travel_booking'],
        processingDays: 30,
        maxStayDays: 180,
        embassyFee: 7_000,
        serviceFee: 5_000,
        notes: [FUNDS_NOTE],
      },
      family_visit: {
        documents: ['passport', 'photos', 'birth_certificate', 'invitation_letter', 'proof_of_funds'],
        processingDays: 30,
        maxStayDays: 180,
        embassyFee: 7_000,
        serviceFee: 5_000,
        notes: [{ en: 'The host’s letter of invitation with proof of their status in Canada.', fr: "La lettre d'invitation de l'hôte avec la preuve de son statut au Canada." }],
      },
    },
  },
  {
    country: 'AE',
    exemptNationalities: ['AE', 'SA', 'FR', 'ES', 'IT', 'GB', 'US', 'CA'],
    offers: {
      tourist: { documents: ['passport', 'photos', 'travel_booking'], processingDays: 5, maxStayDays: 30, embassyFee: 9_500, serviceFee: 3_500, notes: [] },
      transit: { documents: ['passport', 'photos', 'travel_booking'], processingDays: 3, maxStayDays: 4, embassyFee: 4_000, serviceFee: 2_500, notes: [] },
    },
  },
  {
    country: 'TR',
    exemptNationalities: ['TR', 'FR', 'ES', 'IT', 'GB', 'AE', 'SA'],
    offers: {
      tourist: {
        documents: ['passport', 'photos', 'proof_of_funds', 'travel_booking'],
        processingDays: 10,
        maxStayDays: 90,
        embassyFee: 6_000,
        serviceFee: 3_500,
        notes: [FUNDS_NOTE],
      },
      business: { documents: ['passport', 'photos', 'professional_proof', 'invitation_letter'], processingDays: 10, maxStayDays: 90, embassyFee: 6_000, serviceFee: 4_500, notes: [] },
    },
  },
  {
    country: 'SA',
    exemptNationalities: ['SA', 'AE'],
    offers: {
      tourist: { documents: ['passport', 'photos', 'travel_booking'], processingDays: 7, maxStayDays: 90, embassyFee: 10_500, serviceFee: 4_000, notes: [] },
      umrah: {
        documents: ['passport', 'photos', 'birth_certificate', 'travel_booking'],
        processingDays: 10,
        maxStayDays: 90,
        embassyFee: 10_500,
        serviceFee: 5_000,
        notes: [
          {
            en: 'A woman under 45 travels with a close male relative (mahram) unless in an organised group.',
            fr: 'Une femme de moins de 45 ans voyage avec un proche parent masculin (mahram), sauf en groupe organisé.',
          },
        ],
      },
      business: { documents: ['passport', 'photos', 'professional_proof', 'invitation_letter'], processingDays: 10, maxStayDays: 90, embassyFee: 10_500, serviceFee: 5_500, notes: [] },
    },
  },
];
