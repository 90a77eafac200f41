/** Visa request statuses of spec §4; their labels live in `@portal/i18n` (`visaStatuses`). */
export const VISA_REQUEST_STATUSES = ['in_progress', 'accepted', 'rejected', 'missing_documents', 'denied', 'embassy_processing', 'cancelled'] as const;
export type VisaRequestStatus = (typeof VISA_REQUEST_STATUSES)[number];
