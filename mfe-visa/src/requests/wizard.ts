import {
  passportValidEnough,
  VISA_CLAUSES,
  VISA_LIMITS,
  type CreateVisaRequest,
  type TravelDocumentType,
  type VisaCivility,
  type VisaClause,
  type VisaDocumentKind,
  type VisaRequirement,
  type VisaType,
} from '@portal/contracts';

/** Spec §2's five steps of the visa wizard. */
export const WIZARD_STEPS = ['note', 'request', 'coordinates', 'conditions', 'finalisation'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** A document already stored by the service: the draft keeps its id and what to show, never the file. */
export interface UploadedDocument {
  uploadId: string;
  fileName: string;
  size: number;
}

export interface ParticipantValues {
  civility?: VisaCivility;
  firstName: string;
  lastName: string;
  dateOfBirth?: string;
  placeOfBirth: string;
  passportNumber: string;
  passportIssuedAt?: string;
  passportExpiresAt?: string;
  email: string;
  residenceAddress: string;
  documents: Partial<Record<VisaDocumentKind, UploadedDocument>>;
}

export interface RequestValues {
  destination?: string;
  visaType?: VisaType;
  people: number;
  nationality?: string;
  travelDocument?: TravelDocumentType;
  travelDate?: string;
  returnDate?: string;
}

/** Everything the wizard holds, as the draft keeps it (a reload mid-wizard loses nothing). */
export interface WizardValues extends Record<string, unknown> {
  step: WizardStep;
  request: RequestValues;
  participants: ParticipantValues[];
  clauses: VisaClause[];
  payment: 'balance' | 'agency';
  clientReference: string;
  /** One key per submission attempt: a retried submit never pays twice. */
  idempotencyKey: string;
}

/** A field's path (`request.travelDate`, `participants.0.passportExpiresAt`) → the validation reason to show. */
export type StepIssues = Record<string, string>;

export const emptyParticipant = (): ParticipantValues => ({
  firstName: '',
  lastName: '',
  placeOfBirth: '',
  passportNumber: '',
  email: '',
  residenceAddress: '',
  documents: {},
});

export const newIdempotencyKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

export function initialWizard(): WizardValues {
  return { step: 'note', request: { people: 1 }, participants: [emptyParticipant()], clauses: [], payment: 'balance', clientReference: '', idempotencyKey: newIdempotencyKey() };
}

/** The participants' forms follow the number of people: kept ones stay, new ones start empty. */
export function withPeople(values: WizardValues, people: number): WizardValues {
  const participants = Array.from({ length: people }, (_, index) => values.participants[index] ?? emptyParticipant());
  return { ...values, request: { ...values.request, people }, participants };
}

/** Bytes of every upload of the request so far (20 MB in all). */
export const uploadedBytes = (participants: readonly ParticipantValues[]) =>
  participants.reduce((sum, participant) => sum + Object.values(participant.documents).reduce((bytes, document) => bytes + (document?.size ?? 0), 0), 0);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 30;

/** The request step: every choice made, dates in order, a visa needed (`required` false: the nationality needs none). */
export function requestIssues(request: RequestValues, requirement: VisaRequirement | undefined, today: string): StepIssues {
  const issues: StepIssues = {};
  for (const field of ['destination', 'visaType', 'nationality', 'travelDocument', 'travelDate', 'returnDate'] as const) if (!request[field]) issues[`request.${field}`] = 'required';
  if (!Number.isInteger(request.people) || request.people < VISA_LIMITS.peopleMin || request.people > VISA_LIMITS.peopleMax) issues['request.people'] = 'invalid_choice';
  if (request.travelDate && request.travelDate < today) issues['request.travelDate'] = 'invalid_date';
  if (request.travelDate && request.returnDate && request.returnDate < request.travelDate) issues['request.returnDate'] = 'return_before_travel';
  if (requirement && !requirement.required) issues['request.nationality'] = 'visa_not_required';
  return issues;
}

/** The coordinates step: each participant's fields as the service checks them, the passport valid 6 months after the return, every document of the checklist uploaded. */
export function coordinatesIssues(values: WizardValues, documents: readonly VisaDocumentKind[], today: string): StepIssues {
  const issues: StepIssues = {};
  const returnDate = values.request.returnDate;
  values.participants.forEach((participant, index) => {
    const at = (field: string) => `participants.${index}.${field}`;
    if (!participant.civility) issues[at('civility')] = 'required';
    for (const field of ['firstName', 'lastName'] as const) {
      if (!participant[field].trim()) issues[at(field)] = 'required';
      else if (participant[field].trim().length > NAME_MAX) issues[at(field)] = 'too_long_plain';
    }
    if (!participant.placeOfBirth.trim()) issues[at('placeOfBirth')] = 'required';
    else if (participant.placeOfBirth.trim().length > VISA_LIMITS.placeOfBirthMax) issues[at('placeOfBirth')] = 'too_long_plain';
    if (!participant.residenceAddress.trim()) issues[at('residenceAddress')] = 'required';
    else if (participant.residenceAddress.trim().length > VISA_LIMITS.residenceAddressMax) issues[at('residenceAddress')] = 'too_long_plain';
    if (!participant.email.trim()) issues[at('email')] = 'required';
    else if (!EMAIL.test(participant.email.trim()) || participant.email.trim().length > 50) issues[at('email')] = 'invalid_email';
    if (!participant.passportNumber.trim()) issues[at('passportNumber')] = 'required';
    else if (!VISA_LIMITS.passportNumberPattern.test(participant.passportNumber.trim().toUpperCase())) issues[at('passportNumber')] = 'invalid_passport_number';
    if (!participant.dateOfBirth) issues[at('dateOfBirth')] = 'required';
    else if (participant.dateOfBirth >= today) issues[at('dateOfBirth')] = 'invalid_date';
    if (!participant.passportIssuedAt) issues[at('passportIssuedAt')] = 'required';
    else if (participant.passportIssuedAt > today) issues[at('passportIssuedAt')] = 'invalid_date';
    if (!participant.passportExpiresAt) issues[at('passportExpiresAt')] = 'required';
    else if (participant.passportIssuedAt && participant.passportExpiresAt <= participant.passportIssuedAt) issues[at('passportExpiresAt')] = 'expiry_before_issue';
    else if (returnDate && !passportValidEnough(participant.passportExpiresAt, returnDate)) issues[at('passportExpiresAt')] = 'passport_validity';
    for (const kind of documents) if (!participant.documents[kind]) issues[at(`documents.${kind}`)] = 'required';
  });
  if (uploadedBytes(values.participants) > VISA_LIMITS.uploadTotalBytes) issues.uploads = 'file_too_large';
  return issues;
}

/** The conditions step: spec §5, every clause accepted before going on. */
export function conditionsIssues(clauses: readonly VisaClause[]): StepIssues {
  return VISA_CLAUSES.every((clause) => clauses.includes(clause)) ? {} : { clauses: 'clauses_not_accepted' };
}

/** What stops the wizard leaving a step (none for the note and the finalisation). */
export function stepIssues(step: WizardStep, values: WizardValues, requirement: VisaRequirement | undefined, today: string): StepIssues {
  if (step === 'request') return { ...requestIssues(values.request, requirement, today), ...(requirement ? {} : { requirement: 'required' }) };
  if (step === 'coordinates') return coordinatesIssues(values, requirement?.documents ?? [], today);
  if (step === 'conditions') return conditionsIssues(values.clauses);
  return {};
}

/** The first step still holding an issue (a reloaded draft resumes there at most). */
export function firstStepWithIssues(values: WizardValues, requirement: VisaRequirement | undefined, today: string): WizardStep | null {
  for (const step of WIZARD_STEPS.slice(0, WIZARD_STEPS.indexOf(values.step))) if (Object.keys(stepIssues(step, values, requirement, today)).length > 0) return step;
  return null;
}

/** The total the agent sees and accepts (per person × people, tax included): the service refuses it if its table changed since. */
export const totalOf = (requirement: VisaRequirement, people: number) => requirement.pricePerPerson * people;

/** The request sent at the finalisation, from values every step has checked. */
export function requestOf(values: WizardValues, requirement: VisaRequirement): CreateVisaRequest {
  const { request } = values;
  return {
    destination: request.destination ?? '',
    visaType: request.visaType ?? requirement.visaType,
    nationality: request.nationality ?? '',
    travelDocument: request.travelDocument ?? 'ordinary_passport',
    people: request.people,
    travelDate: request.travelDate ?? '',
    returnDate: request.returnDate ?? '',
    participants: values.participants.map((participant) => ({
      civility: participant.civility ?? 'mr',
      firstName: participant.firstName.trim(),
      lastName: participant.lastName.trim(),
      dateOfBirth: participant.dateOfBirth ?? '',
      placeOfBirth: participant.placeOfBirth.trim(),
      passportNumber: participant.passportNumber.trim().toUpperCase(),
      passportIssuedAt: participant.passportIssuedAt ?? '',
      passportExpiresAt: participant.passportExpiresAt ?? '',
      email: participant.email.trim(),
      residenceAddress: participant.residenceAddress.trim(),
      documents: requirement.documents.flatMap((kind) => {
        const uploaded = participant.documents[kind];
        return uploaded ? [{ kind, uploadId: uploaded.uploadId }] : [];
      }),
    })),
    acceptedClauses: [...values.clauses],
    acceptedTotal: totalOf(requirement, request.people),
    payment: values.payment,
    ...(values.clientReference.trim() ? { clientReference: values.clientReference.trim() } : {}),
  };
}
