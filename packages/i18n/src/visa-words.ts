import type { Language, VisaDocumentKind, VisaRequestStatus, VisaType } from '@portal/contracts';
import { commonEn } from './common.en';
import { commonFr } from './common.fr';

/** The visa desk's words as the screens show them, for what a service writes (emails, bell entries, tickets). */
export interface VisaWords {
  statuses: Record<VisaRequestStatus, string>;
  documentKinds: Record<VisaDocumentKind, string>;
  types: Record<VisaType, string>;
}

/** A document kind's short label (the screens' `visaDocumentKinds.<kind>.label`). */
const labels = (kinds: Record<VisaDocumentKind, { label: string }>) => Object.fromEntries(Object.entries(kinds).map(([kind, { label }]) => [kind, label])) as Record<VisaDocumentKind, string>;

export const VISA_WORDS: Record<Language, VisaWords> = {
  en: { statuses: commonEn.visaStatuses, documentKinds: labels(commonEn.visaDocumentKinds), types: commonEn.visaTypes },
  fr: { statuses: commonFr.visaStatuses, documentKinds: labels(commonFr.visaDocumentKinds), types: commonFr.visaTypes },
};
