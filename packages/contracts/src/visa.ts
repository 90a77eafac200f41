import { z } from 'zod';
import { bookingAnswerFields, bookingHistoryEntry, bookingsListQuery, bookingStatusSchema, cancellationQuote } from './bookings';
import { defineEvent, TOPICS } from './events';
import { localizedText } from './hotels';
import { emailField, LIMITS, optionalText, pageOf, paginationQuery, personNameField, REASONS, requiredText } from './validation';
import { TRAVEL_DOCUMENT_TYPES, VISA_CIVILITIES, VISA_CLAUSES, VISA_DOCUMENT_KINDS, VISA_LIMITS, VISA_REQUEST_STATUSES, VISA_TYPES, passportValidEnough } from './visa-rules';

export {
  addMonths,
  canMoveVisa,
  passportValidEnough,
  TRAVEL_DOCUMENT_TYPES,
  VISA_CIVILITIES,
  VISA_CLAUSES,
  VISA_DESK_MOVES,
  VISA_DOCUMENT_KINDS,
  VISA_FINAL,
  VISA_LIMITS,
  VISA_REFUNDABLE,
  VISA_TRANSITIONS,
  VISA_TYPES,
  visaUploadIssue,
  type TravelDocumentType,
  type VisaCivility,
  type VisaClause,
  type VisaDocumentKind,
  type VisaType,
} from './visa-rules';

const objectId = z.string().regex(/^[0-9a-f]{24}$/, { error: 'invalid_id' });
const isoDate = z.iso.date({ error: 'invalid_date' });
/** ISO 3166-1 alpha-2; screens name countries with `Intl.DisplayNames` in the reader's language. */
const countryCode = z
  .string({ error: REASONS.required })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'invalid_country' });

export const visaStatusSchema = z.enum(VISA_REQUEST_STATUSES, { error: REASONS.invalidChoice });
export const visaTypeSchema = z.enum(VISA_TYPES, { error: REASONS.invalidChoice });
export const travelDocumentTypeSchema = z.enum(TRAVEL_DOCUMENT_TYPES, { error: REASONS.invalidChoice });
export const visaCivilitySchema = z.enum(VISA_CIVILITIES, { error: REASONS.invalidChoice });
export const visaDocumentKindSchema = z.enum(VISA_DOCUMENT_KINDS, { error: REASONS.invalidChoice });
export const visaClauseSchema = z.enum(VISA_CLAUSES, { error: REASONS.invalidChoice });

export const visaIdParams = z.object({ id: objectId });
export const visaDocumentParams = z.object({ id: objectId, documentId: objectId });

// ---------------------------------------------------------------- requirements (the dataset shipped with the service)

/** `GET /visa/destinations`: the destinations the desk handles, with the visa types each offers. */
export const visaDestination = z.object({
  country: z.string(),
  visaTypes: z.array(visaTypeSchema),
  /** Nationalities that need no visa there (the wizard says so instead of selling one). */
  exemptNationalities: z.array(z.string()),
});
export type VisaDestination = z.infer<typeof visaDestination>;
export const visaDestinationsResponse = z.object({ destinations: z.array(visaDestination) });

/** `GET /visa/requirements?destination=&nationality=&visaType=` */
export const visaRequirementsQuery = z.object({ destination: countryCode, nationality: countryCode, visaType: visaTypeSchema });

/** What one visa type needs and costs for a nationality, per person (minor units). 404 `visa_not_offered` when the desk does not handle it; `required: false` for an exempt nationality. */
export const visaRequirement = z.object({
  destination: z.string(),
  nationality: z.string(),
  visaType: visaTypeSchema,
  required: z.boolean(),
  /** Documents each participant provides, in the checklist's order. */
  documents: z.array(visaDocumentKindSchema),
  processingDays: z.number().int(),
  /** Longest stay the visa allows, in days. */
  maxStayDays: z.number().int(),
  currency: z.string(),
  /** Per person: the embassy's fee, the desk's service fee, the tax on the service fee, and their total. */
  embassyFee: z.number().int(),
  serviceFee: z.number().int(),
  tax: z.number().int(),
  pricePerPerson: z.number().int(),
  notes: z.array(localizedText),
});
export type VisaRequirement = z.infer<typeof visaRequirement>;

// ---------------------------------------------------------------- uploads

/**
 * `POST /visa/uploads` (multipart, one `file`): stored encrypted until a request claims it (or
 * deleted after `VISA_LIMITS.uploadKeptHours`). 415 `invalid_file_type` when its content is not
 * jpg, png or pdf; 413 `file_too_large` over 20 MB. Drafts keep these ids, never the files.
 */
export const visaUpload = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  expiresAt: z.iso.datetime(),
});
export type VisaUpload = z.infer<typeof visaUpload>;
export const visaUploadResponse = z.object({ upload: visaUpload });

// ---------------------------------------------------------------- the request (wizard)

export const visaParticipantDocumentInput = z.object({ kind: visaDocumentKindSchema, uploadId: objectId });

export const visaParticipantInput = z.object({
  civility: visaCivilitySchema,
  firstName: personNameField,
  lastName: personNameField,
  dateOfBirth: isoDate,
  placeOfBirth: requiredText(VISA_LIMITS.placeOfBirthMax),
  passportNumber: z.string({ error: REASONS.required }).trim().toUpperCase().regex(VISA_LIMITS.passportNumberPattern, { error: 'invalid_passport_number' }),
  /** The passport's delivery (issue) date. */
  passportIssuedAt: isoDate,
  passportExpiresAt: isoDate,
  email: emailField,
  residenceAddress: requiredText(VISA_LIMITS.residenceAddressMax),
  /** One upload per document kind the requirement lists (every kind it lists is required). */
  documents: z.array(visaParticipantDocumentInput).max(VISA_DOCUMENT_KINDS.length),
});
export type VisaParticipantInput = z.input<typeof visaParticipantInput>;

/**
 * `POST /visa/requests` with an `Idempotency-Key` header. The service also refuses (400, with the
 * field): a date of birth or issue date not in the past, an expiry before the issue, a passport not
 * valid 6 months after the return (`passport_validity`), a missing document of the requirement, an
 * upload that is not the agency's or already used, uploads over 20 MB together (`file_too_large`),
 * a nationality exempt there (`visa_not_required`).
 */
export const createVisaRequest = z
  .object({
    destination: countryCode,
    visaType: visaTypeSchema,
    nationality: countryCode,
    travelDocument: travelDocumentTypeSchema,
    people: z.number().int().min(VISA_LIMITS.peopleMin, { error: REASONS.invalidChoice }).max(VISA_LIMITS.peopleMax, { error: REASONS.invalidChoice }),
    travelDate: isoDate,
    returnDate: isoDate,
    participants: z.array(visaParticipantInput).min(1).max(VISA_LIMITS.peopleMax),
    /** Spec §5: every preliminary clause; the acceptance is recorded with who and when. */
    acceptedClauses: z.array(visaClauseSchema),
    /** The total the agent saw (per person × people): refused (409 `prices_expired`) if the table changed since. */
    acceptedTotal: z.number().int(),
    payment: z.enum(['balance', 'agency'], { error: REASONS.invalidChoice }),
    clientReference: optionalText(LIMITS.mediumText),
  })
  .superRefine((request, ctx) => {
    if (request.returnDate < request.travelDate) ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'return_before_travel' });
    if (request.participants.length !== request.people) ctx.addIssue({ code: 'custom', path: ['participants'], message: 'participants_count' });
    for (const clause of VISA_CLAUSES) {
      if (!request.acceptedClauses.includes(clause)) ctx.addIssue({ code: 'custom', path: ['acceptedClauses'], message: 'clauses_not_accepted' });
    }
    request.participants.forEach((participant, index) => {
      if (participant.passportExpiresAt <= participant.passportIssuedAt) ctx.addIssue({ code: 'custom', path: ['participants', index, 'passportExpiresAt'], message: 'expiry_before_issue' });
      else if (!passportValidEnough(participant.passportExpiresAt, request.returnDate))
        ctx.addIssue({ code: 'custom', path: ['participants', index, 'passportExpiresAt'], message: 'passport_validity' });
    });
  });
export type CreateVisaRequest = z.input<typeof createVisaRequest>;

/** A participant's document as the summary shows it. `missing`: the operator asked for it again (with the reason); `accepted`: checked by the operator. */
export const visaDocument = z.object({
  id: z.string(),
  kind: visaDocumentKindSchema,
  state: z.enum(['uploaded', 'missing', 'accepted']),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.iso.datetime(),
  /** The operator's words when asking for it again. */
  missingReason: z.string().nullable(),
  /** Every download (who, when), newest first: shown to operators only (an agency answer holds an empty list). */
  downloads: z.array(z.object({ userName: z.string(), side: z.enum(['agency', 'operator']), at: z.iso.datetime() })),
});
export type VisaDocument = z.infer<typeof visaDocument>;

export const visaParticipant = z.object({
  civility: visaCivilitySchema,
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  placeOfBirth: z.string(),
  passportNumber: z.string(),
  passportIssuedAt: z.string(),
  passportExpiresAt: z.string(),
  email: z.string(),
  residenceAddress: z.string(),
  documents: z.array(visaDocument),
});
export type VisaParticipant = z.infer<typeof visaParticipant>;

export const visaMessage = z.object({
  id: z.string(),
  author: z.object({ userId: z.string(), name: z.string(), side: z.enum(['agency', 'operator', 'system']) }),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type VisaMessage = z.infer<typeof visaMessage>;

/** A visa request as the agency (and the operator) reads it: spec §3's summary (file reference, travel date, request status, total including tax) and the rest. */
export const visaRequestView = z.object({
  id: z.string(),
  /** The file reference (`VI…`, the kit's reference). */
  reference: z.string(),
  /** The kit's booking status (its money: confirmed once paid, cancelled, failure). */
  status: bookingStatusSchema,
  visaStatus: visaStatusSchema,
  payment: z.enum(['balance', 'agency']),
  destination: z.string(),
  visaType: visaTypeSchema,
  nationality: z.string(),
  travelDocument: travelDocumentTypeSchema,
  people: z.number().int(),
  travelDate: z.string(),
  returnDate: z.string(),
  clientReference: z.string().nullable(),
  /** The lead participant's name (the list's "client"). */
  client: z.string(),
  participants: z.array(visaParticipant),
  requirement: visaRequirement,
  clausesAccepted: z.object({ clauses: z.array(visaClauseSchema), userName: z.string(), at: z.iso.datetime() }),
  /** Spec §3: total including tax. */
  totalIncludingTax: z.number().int(),
  taxTotal: z.number().int(),
  ...bookingAnswerFields,
  /** What cancelling now would do (the service's rule, never recomputed by a screen). */
  cancellation: cancellationQuote,
  /** Bytes of uploads left for this request (20 MB in all). */
  uploadBytesLeft: z.number().int(),
  messages: z.array(visaMessage),
  /** Spec §1: the operator has not answered an agency message for 24 hours: the help phone is shown. */
  showHelpPhone: z.boolean(),
  /** When the visa status last changed. */
  visaStatusAt: z.iso.datetime(),
  history: z.array(bookingHistoryEntry),
});
export type VisaRequestView = z.infer<typeof visaRequestView>;

/** One row of the visa reservations list (spec §2: ref, start of journey, client, status, actions). */
export const visaRequestSummary = visaRequestView.pick({
  id: true,
  reference: true,
  status: true,
  visaStatus: true,
  destination: true,
  visaType: true,
  people: true,
  travelDate: true,
  client: true,
  totalIncludingTax: true,
  currency: true,
  agentName: true,
  createdAt: true,
  visaStatusAt: true,
});
export type VisaRequestSummary = z.infer<typeof visaRequestSummary>;

/** `GET /visa/requests`: the kit's list query plus the visa status and the start of journey's range. */
export const visaRequestsQuery = bookingsListQuery.extend({
  visaStatus: visaStatusSchema.optional(),
  travelFrom: isoDate.optional(),
  travelTo: isoDate.optional(),
});
export type VisaRequestsQuery = z.input<typeof visaRequestsQuery>;
export const visaRequestsPage = pageOf(visaRequestSummary);

/** `POST /visa/requests/:id/documents` (multipart: `participant` index, `kind`, `file`): a missing document uploaded again. */
export const visaReuploadFields = z.object({
  participant: z.coerce
    .number()
    .int()
    .min(0)
    .max(VISA_LIMITS.peopleMax - 1),
  kind: visaDocumentKindSchema,
});

/** `POST /visa/requests/:id/messages` and `POST /visa/desk/requests/:id/messages`. */
export const visaMessageRequest = z.object({
  body: z.string({ error: REASONS.required }).trim().min(1, { error: 'empty_message' }).max(VISA_LIMITS.messageMax, { error: REASONS.tooLong }),
});

// ---------------------------------------------------------------- the operators' desk

/** `GET /visa/desk/requests`: every agency's requests, the oldest waiting first by default. */
export const visaDeskQuery = paginationQuery.extend({
  visaStatus: visaStatusSchema.optional(),
  destination: countryCode.optional(),
  /** A reference, a participant's or the agency's name. */
  q: z.string().trim().max(LIMITS.longText).optional(),
  sort: z.enum(['waiting', 'travel', 'created_desc']).default('waiting'),
});
export type VisaDeskQuery = z.input<typeof visaDeskQuery>;
export const visaDeskRow = visaRequestSummary.extend({ agencyId: z.string(), agencyName: z.string() });
export const visaDeskPage = pageOf(visaDeskRow);
export const visaDeskRequestView = visaRequestView.extend({ agencyId: z.string(), agencyName: z.string() });
export type VisaDeskRequestView = z.infer<typeof visaDeskRequestView>;

/**
 * `POST /visa/desk/requests/:id/status`: a move of `VISA_DESK_MOVES` allowed from the current
 * status (409 `invalid_transition` otherwise). `missing_documents` names the documents asked again
 * (at least one); `rejected` refunds everything paid, once.
 */
export const visaStatusChange = z
  .object({
    to: visaStatusSchema,
    missing: z
      .array(z.object({ participant: z.number().int().min(0), kind: visaDocumentKindSchema, reason: requiredText(VISA_LIMITS.messageMax) }))
      .max(VISA_LIMITS.peopleMax * VISA_DOCUMENT_KINDS.length)
      .default([]),
    /** Said to the agency with the move (a message of the thread). */
    note: optionalText(VISA_LIMITS.messageMax),
  })
  .superRefine((change, ctx) => {
    if (change.to === 'missing_documents' && change.missing.length === 0) ctx.addIssue({ code: 'custom', path: ['missing'], message: REASONS.required });
  });
export type VisaStatusChange = z.input<typeof visaStatusChange>;

// ---------------------------------------------------------------- events for people and for other domains

const visaNotice = z.object({
  requestId: z.string(),
  reference: z.string(),
  agencyId: z.string(),
  agentId: z.string(),
  destination: z.string(),
  visaType: visaTypeSchema,
  people: z.number().int(),
  client: z.string(),
  travelDate: z.string(),
  visaStatus: visaStatusSchema,
  totalIncludingTax: z.number().int(),
  currency: z.string(),
  refunded: z.number().int(),
});
export type VisaNotice = z.infer<typeof visaNotice>;

export const VisaEvents = {
  /** Paid and handed to the desk. */
  submitted: defineEvent({ topic: TOPICS.visa, type: 'visa.request.submitted', version: 1, data: visaNotice }),
  /** Any move of the visa status; `missing` lists the documents asked again (participant's name, kind, reason). */
  statusChanged: defineEvent({
    topic: TOPICS.visa,
    type: 'visa.request.status_changed',
    version: 1,
    data: visaNotice.extend({
      from: visaStatusSchema,
      by: z.enum(['agency', 'operator']),
      missing: z.array(z.object({ participant: z.string(), kind: visaDocumentKindSchema, reason: z.string() })),
      note: z.string().nullable(),
    }),
  }),
  /** A message of the request's thread; `side` says who wrote it (the other side is told). */
  messagePosted: defineEvent({
    topic: TOPICS.visa,
    type: 'visa.request.message',
    version: 1,
    data: visaNotice.extend({ side: z.enum(['agency', 'operator']), authorName: z.string(), excerpt: z.string() }),
  }),
} as const;
