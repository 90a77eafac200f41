import {
  BookingEvents,
  canMoveVisa,
  SERVICE_HOURS,
  VISA_CLAUSES,
  VISA_LIMITS,
  VISA_REFUNDABLE,
  VisaEvents,
  type BookingDeadlines,
  type BookingOperation,
  type CancellationQuote,
  type createVisaRequest,
  type VisaClause,
  type VisaDocument,
  type VisaDocumentKind,
  type VisaMessage,
  type VisaRequestStatus,
  type VisaRequestSummary,
  type VisaRequestView,
  type VisaRequirement,
} from '@portal/contracts';
import {
  isRefusal,
  ProductBookings,
  SYSTEM,
  Transitions,
  type Actor,
  type BookingBase,
  type BookingParts,
  type CreateSteps,
  type ProductDefinition,
  type ProductRules,
  type SweepRules,
} from '@portal/bookings';
import { AppError, fieldErrors, type SessionClaims, type UploadedFile } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import { visaRequirementOf } from '../requirements/requirements';
import { fileTooLarge, type UploadDoc, type VisaUploads } from '../uploads/uploads';

type CreateRequest = z.output<typeof createVisaRequest>;
type Side = 'agency' | 'operator';

const DAY_MS = 86_400_000;

export interface DownloadDoc {
  userId: string;
  userName: string;
  side: Side;
  at: Date;
}

/** A participant's document: its bytes encrypted in the service's file store under `fileId`. */
export interface DocumentDoc {
  _id: ObjectId;
  kind: VisaDocumentKind;
  state: VisaDocument['state'];
  fileId: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
  missingReason: string | null;
  downloads: DownloadDoc[];
}

export interface ParticipantDoc {
  civility: VisaRequestView['participants'][number]['civility'];
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  placeOfBirth: string;
  passportNumber: string;
  passportIssuedAt: string;
  passportExpiresAt: string;
  email: string;
  residenceAddress: string;
  documents: DocumentDoc[];
}

export interface MessageDoc {
  _id: ObjectId;
  author: { userId: string; name: string; side: Side | 'system' };
  body: string;
  createdAt: Date;
}

/** A visa request: the kit's booking (its money, status and history) with the visa status beside it. */
export interface VisaRequestDoc extends BookingBase {
  visaStatus: VisaRequestStatus;
  visaStatusAt: Date;
  destination: string;
  visaType: CreateRequest['visaType'];
  nationality: string;
  travelDocument: CreateRequest['travelDocument'];
  people: number;
  travelDate: string;
  returnDate: string;
  clientReference: string | null;
  participants: ParticipantDoc[];
  /** The requirement as sold (whatever the table becomes). */
  requirement: VisaRequirement;
  clausesAccepted: { clauses: VisaClause[]; userId: string; userName: string; at: Date };
  currency: string;
  taxTotal: number;
  messages: MessageDoc[];
  confirmedAt: Date | null;
}

/** The kit's statuses of a visa request's money: paid (confirmed) or failed; cancelled (with its refund) by the agency's cancellation or the operator's rejection. */
const VISA_BOOKING_TRANSITIONS = new Transitions({
  pending: ['confirmed', 'failure'],
  confirmed: ['cancelled'],
  cancelled: [],
  failure: [],
});

const RECOVERY = { pending: 'resolve', cancelled: 'refund', failure: 'refund' } as const;
type Recovery = 'resolve';

const nameOf = (participant: Pick<ParticipantDoc, 'firstName' | 'lastName'>) => `${participant.firstName} ${participant.lastName}`;
const clientOf = (request: VisaRequestDoc) => (request.participants[0] ? nameOf(request.participants[0]) : '');

const VISA_PRODUCT: ProductDefinition<VisaRequestDoc> = {
  product: 'visa',
  referencePrefix: 'VI',
  transitions: VISA_BOOKING_TRANSITIONS,
  changed: BookingEvents.visa,
  snapshot: (request) => ({ customer: clientOf(request), currency: request.currency, purchasePrice: request.salePrice }),
  notice: (request) => ({
    requestId: request._id.toHexString(),
    reference: request.reference,
    agencyId: request.agencyId,
    agentId: request.agentId,
    destination: request.destination,
    visaType: request.visaType,
    people: request.people,
    client: clientOf(request),
    travelDate: request.travelDate,
    visaStatus: request.visaStatus,
    totalIncludingTax: request.salePrice,
    currency: request.currency,
    refunded: request.refunded,
  }),
};

const VISA_RULES: ProductRules<VisaRequestDoc> = {
  definition: VISA_PRODUCT,
  moneyKeyPrefix: 'visa',
  priceOf: (request) => ({ currency: request.currency, purchasePrice: request.salePrice }),
  passengerFields: ['participants.lastName', 'participants.firstName'],
};

/** The history's word for each visa status a request moves to. */
const VISA_OPERATIONS: Record<VisaRequestStatus, BookingOperation> = {
  in_progress: 'visa documents uploaded again',
  missing_documents: 'visa documents missing',
  embassy_processing: 'visa file sent to the embassy',
  accepted: 'visa accepted by the embassy',
  denied: 'visa denied by the embassy',
  rejected: 'visa request rejected',
  cancelled: 'visa request cancelled',
};

/** A move the transition table refuses. */
export function invalidTransition(from: VisaRequestStatus, to: VisaRequestStatus): AppError {
  return new AppError('invalid_transition', `A visa request that is ${from.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}`, { from, to }, 409);
}

/** A racing move won: this one is refused as an impossible one. */
function raced(from: VisaRequestStatus, to: VisaRequestStatus) {
  return (err: unknown): never => {
    if (err instanceof AppError && err.code === 'booking_changed') throw invalidTransition(from, to);
    throw err;
  };
}

export interface MissingDocument {
  participant: number;
  kind: VisaDocumentKind;
  reason: string;
}

/** Visa requests on the booking kit: checked and paid once per key, their visa status moved by the desk and the agency, refunded once before the embassy. */
export class VisaRequests extends ProductBookings<VisaRequestDoc, VisaRequestView, CreateRequest, Recovery> {
  constructor(
    parts: BookingParts,
    readonly uploads: VisaUploads,
  ) {
    super(parts, VISA_RULES);
  }

  override async init(): Promise<void> {
    await super.init();
    await this.bookings.createIndex({ agencyId: 1, visaStatus: 1, createdAt: -1, _id: 1 });
    await this.bookings.createIndex({ agencyId: 1, travelDate: 1 });
    await this.bookings.createIndex({ visaStatus: 1, visaStatusAt: 1, _id: 1 });
  }

  now(): number {
    return this.clock.now();
  }

  protected sweepRules(): SweepRules<VisaRequestDoc, Recovery> {
    return {
      holding: [],
      holdEnded: [],
      watched: [],
      expire: async () => undefined,
      releaseHold: (request) => this.money.releaseHold(request),
      watch: async () => undefined,
      strandedMs: 2 * 60 * 1000,
      recovery: RECOVERY,
      recover: {
        // A request whose process stopped while paying: failed, anything taken given back, its uploads free again.
        resolve: async (request) => {
          await this.uploads.release(request._id);
          return this.money.undo(request, 'recovered: booking cancelled', SYSTEM, {}, async () => undefined);
        },
        refund: (request) => this.money.refund(request, SYSTEM),
      },
    };
  }

  /** The booking sweep, then expired unclaimed uploads deleted. */
  override async sweep(): Promise<void> {
    await super.sweep();
    await this.uploads.sweep();
  }

  protected steps(session: SessionClaims, actor: Actor, request: CreateRequest): CreateSteps<VisaRequestDoc> {
    return { open: () => this.open(session, actor, request), place: (booking) => this.place(booking, actor) };
  }

  /** Spec §5's rules beyond the contract's, the uploads checked, the price accepted: the request's own fields. */
  private async open(session: SessionClaims, actor: Actor, request: CreateRequest) {
    const agencyId = session.aid!;
    const requirement = visaRequirementOf(request.destination, request.nationality, request.visaType);
    if (!requirement.required) throw fieldErrors([{ field: 'nationality', reason: 'visa_not_required' }]);
    const now = this.clock.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const issues: { field: string; reason: string }[] = [];
    if (request.travelDate < today) issues.push({ field: 'travelDate', reason: 'date_in_past' });
    const stayDays = (Date.parse(request.returnDate) - Date.parse(request.travelDate)) / DAY_MS;
    if (stayDays > Math.min(requirement.maxStayDays, VISA_LIMITS.stayMaxDays)) issues.push({ field: 'returnDate', reason: 'visa_stay_too_long' });
    const wanted = request.participants.flatMap((participant, i) => participant.documents.map((document, j) => ({ i, j, id: new ObjectId(document.uploadId) })));
    const found = new Map(
      (
        await this.uploads.usable(
          agencyId,
          wanted.map((w) => w.id),
        )
      ).map((upload) => [upload._id.toHexString(), upload]),
    );
    const seen = new Set<string>();
    request.participants.forEach((participant, i) => {
      if (participant.dateOfBirth >= today) issues.push({ field: `participants.${i}.dateOfBirth`, reason: 'date_not_past' });
      if (participant.passportIssuedAt > today) issues.push({ field: `participants.${i}.passportIssuedAt`, reason: 'date_not_past' });
      const kinds = participant.documents.map((document) => document.kind);
      for (const kind of requirement.documents) if (!kinds.includes(kind)) issues.push({ field: `participants.${i}.documents`, reason: 'document_missing' });
      participant.documents.forEach((document, j) => {
        const field = `participants.${i}.documents.${j}`;
        if (!requirement.documents.includes(document.kind) || kinds.indexOf(document.kind) !== j) issues.push({ field: `${field}.kind`, reason: 'invalid_choice' });
        if (!found.has(document.uploadId) || seen.has(document.uploadId)) issues.push({ field: `${field}.uploadId`, reason: 'upload_unavailable' });
        seen.add(document.uploadId);
      });
    });
    if (issues.length > 0) throw fieldErrors(issues);
    const bytes = [...found.values()].reduce((sum, upload) => sum + upload.size, 0);
    if (bytes > VISA_LIMITS.uploadTotalBytes) throw fieldErrors([{ field: 'participants', reason: 'file_too_large' }]);
    const total = requirement.pricePerPerson * request.people;
    if (total !== request.acceptedTotal) throw new AppError('prices_expired', 'The price changed: review it and accept the new price', { total }, 409);
    const at = new Date(now);
    const documentOf = (upload: UploadDoc, kind: VisaDocumentKind): DocumentDoc => ({
      _id: new ObjectId(),
      kind,
      state: 'uploaded',
      fileId: upload._id.toHexString(),
      fileName: upload.fileName,
      contentType: upload.contentType,
      size: upload.size,
      uploadedAt: upload.createdAt,
      missingReason: null,
      downloads: [],
    });
    return {
      status: 'pending' as const,
      payment: request.payment,
      salePrice: total,
      visaStatus: 'in_progress' as const,
      visaStatusAt: at,
      destination: request.destination,
      visaType: request.visaType,
      nationality: request.nationality,
      travelDocument: request.travelDocument,
      people: request.people,
      travelDate: request.travelDate,
      returnDate: request.returnDate,
      clientReference: request.clientReference ?? null,
      participants: request.participants.map(({ documents, ...person }) => ({
        ...person,
        documents: documents.map((document) => documentOf(found.get(document.uploadId)!, document.kind)),
      })),
      requirement,
      clausesAccepted: { clauses: [...VISA_CLAUSES], userId: actor.userId, userName: actor.userName, at },
      currency: requirement.currency,
      taxTotal: requirement.tax * request.people,
      messages: [],
      confirmedAt: null,
    };
  }

  /** The uploads claimed, then the money taken: a refusal fails the request and frees its uploads (the kit's error is thrown). */
  private async place(request: VisaRequestDoc, actor: Actor): Promise<VisaRequestDoc> {
    const uploadIds = request.participants.flatMap((participant) => participant.documents.map((document) => new ObjectId(document.fileId)));
    if (!(await this.uploads.claim(uploadIds, request._id))) {
      await this.store.move(request, 'failure', 'visa documents already used', actor);
      throw fieldErrors([{ field: 'participants', reason: 'upload_unavailable' }]);
    }
    const method = request.payment === 'agency' ? 'agency' : 'balance';
    try {
      await this.money.take(request, method);
    } catch (err) {
      await this.uploads.release(request._id);
      if (!isRefusal(err)) {
        await this.money.undo(request, 'payment not confirmed', actor, {}, async () => undefined);
        throw err;
      }
      await this.store.move(request, 'failure', `payment refused: ${(err as AppError).code}`, actor);
      throw err;
    }
    return this.store.move(request, 'confirmed', method === 'balance' ? 'paid from the balance' : 'charged to the agency', actor, {
      set: { paidWith: method, confirmedAt: new Date(this.clock.now()) },
      notice: VisaEvents.submitted,
    });
  }

  travelStartsAt(request: VisaRequestDoc): Date {
    return new Date(`${request.travelDate}T00:00:00Z`);
  }

  deadlines(): BookingDeadlines {
    return { payment: null, freeCancellation: null, cancellation: null };
  }

  /** Before the embassy, everything paid comes back; after, nothing (the reason says why). */
  quote(request: VisaRequestDoc): CancellationQuote {
    const allowed = request.status === 'confirmed' && VISA_REFUNDABLE.includes(request.visaStatus);
    return {
      allowed,
      kind: allowed ? 'refund' : 'none',
      refund: allowed ? request.salePrice : 0,
      penalty: 0,
      currency: request.currency,
      deadline: null,
      reason: allowed ? null : 'invalid_transition',
    };
  }

  /** Bytes still allowed for the request's documents (20 MB in all). */
  bytesLeft(request: VisaRequestDoc): number {
    const used = request.participants.reduce((sum, participant) => sum + participant.documents.reduce((inner, document) => inner + document.size, 0), 0);
    return Math.max(0, VISA_LIMITS.uploadTotalBytes - used);
  }

  /** Spec §1: the first agency message since the operator's last answer has waited 24 hours. */
  showHelpPhone(request: VisaRequestDoc): boolean {
    const answered = request.messages.findLastIndex((message) => message.author.side === 'operator');
    const waiting = request.messages.slice(answered + 1).find((message) => message.author.side === 'agency');
    return waiting !== undefined && this.clock.now() - waiting.createdAt.getTime() >= SERVICE_HOURS.noReplyHelpAfterMs;
  }

  /** The request as the agency reads it (downloads are the operators' to see); `downloads` adds them for the desk. */
  summaryOf(request: VisaRequestDoc, downloads = false): Omit<VisaRequestView, 'history'> {
    return {
      id: request._id.toHexString(),
      reference: request.reference,
      status: request.status,
      visaStatus: request.visaStatus,
      payment: request.payment === 'agency' ? 'agency' : 'balance',
      destination: request.destination,
      visaType: request.visaType,
      nationality: request.nationality,
      travelDocument: request.travelDocument,
      people: request.people,
      travelDate: request.travelDate,
      returnDate: request.returnDate,
      clientReference: request.clientReference,
      client: clientOf(request),
      participants: request.participants.map(({ documents, ...person }) => ({
        ...person,
        documents: documents.map((document) => ({
          id: document._id.toHexString(),
          kind: document.kind,
          state: document.state,
          fileName: document.fileName,
          contentType: document.contentType,
          size: document.size,
          uploadedAt: document.uploadedAt.toISOString(),
          missingReason: document.missingReason,
          downloads: downloads ? document.downloads.map((d) => ({ userName: d.userName, side: d.side, at: d.at.toISOString() })).reverse() : [],
        })),
      })),
      requirement: request.requirement,
      clausesAccepted: { clauses: request.clausesAccepted.clauses, userName: request.clausesAccepted.userName, at: request.clausesAccepted.at.toISOString() },
      totalIncludingTax: request.salePrice,
      taxTotal: request.taxTotal,
      currency: request.currency,
      purchasePrice: request.salePrice,
      salePrice: request.salePrice,
      fees: request.fees,
      feeDate: request.feeDate?.toISOString() ?? null,
      refunded: request.refunded,
      holdExpiresAt: null,
      confirmedAt: request.confirmedAt?.toISOString() ?? null,
      agentId: request.agentId,
      agentName: request.agentName,
      createdAt: request.createdAt.toISOString(),
      cancellation: this.quote(request),
      uploadBytesLeft: this.bytesLeft(request),
      messages: request.messages.map(messageView),
      showHelpPhone: this.showHelpPhone(request),
      visaStatusAt: request.visaStatusAt.toISOString(),
    };
  }

  /** One row of a list. */
  rowOf(request: VisaRequestDoc): VisaRequestSummary {
    return {
      id: request._id.toHexString(),
      reference: request.reference,
      status: request.status,
      visaStatus: request.visaStatus,
      destination: request.destination,
      visaType: request.visaType,
      people: request.people,
      travelDate: request.travelDate,
      client: clientOf(request),
      totalIncludingTax: request.salePrice,
      currency: request.currency,
      agentName: request.agentName,
      createdAt: request.createdAt.toISOString(),
      visaStatusAt: request.visaStatusAt.toISOString(),
    };
  }

  /** The desk's view: the agency's view with every download (who, side, when). */
  async deskView(request: VisaRequestDoc): Promise<VisaRequestView> {
    return { ...this.summaryOf(request, true), history: await this.store.historyOf(request) };
  }

  /** The agency cancels before the embassy: visa status and booking cancelled at once, everything paid back once. */
  async cancel(session: SessionClaims, actor: Actor, id: ObjectId): Promise<VisaRequestDoc> {
    const request = await this.store.get(session, id);
    if (!this.quote(request).allowed) throw invalidTransition(request.visaStatus, 'cancelled');
    return this.refundedMove(request, 'cancelled', actor, 'agency', null);
  }

  pay(): Promise<VisaRequestDoc> {
    throw new AppError('invalid_transition', 'A visa request is paid when it is sent', undefined, 409);
  }

  /**
   * The operator's move from the desk (VISA_DESK_MOVES, by the transition table): missing documents
   * marked with their reasons, a rejection refunded once, the note written to the thread.
   */
  async deskMove(id: ObjectId, actor: Actor, change: { to: VisaRequestStatus; missing: MissingDocument[]; note?: string | null }): Promise<VisaRequestDoc> {
    const request = await this.find(id);
    const from = request.visaStatus;
    if (request.status !== 'confirmed' || !canMoveVisa(from, change.to) || change.to === 'in_progress' || change.to === 'cancelled') throw invalidTransition(from, change.to);
    const note = change.note ? this.message(actor, 'operator', change.note) : null;
    if (change.to === 'rejected') return this.refundedMove(request, 'rejected', actor, 'operator', note);
    let participants = request.participants;
    if (change.to === 'missing_documents') participants = this.markedMissing(request, change.missing);
    if (change.to === 'embassy_processing') participants = participants.map((p) => ({ ...p, documents: p.documents.map((d) => (d.state === 'uploaded' ? { ...d, state: 'accepted' as const } : d)) }));
    const missing = change.to === 'missing_documents' ? change.missing.map((m) => ({ participant: nameOf(request.participants[m.participant]!), kind: m.kind, reason: m.reason })) : [];
    const moved = await this.store
      .record(request, VISA_OPERATIONS[change.to], actor, {
        guard: { visaStatus: from },
        set: { visaStatus: change.to, visaStatusAt: new Date(this.clock.now()), participants },
        notice: VisaEvents.statusChanged,
        extra: { from, by: 'operator', missing, note: note?.body ?? null },
      })
      .catch(raced(from, change.to));
    return this.withNote(moved, note);
  }

  /** The move's note added to the thread (pushed, so a message posted meanwhile stays). */
  private async withNote(request: VisaRequestDoc, note: MessageDoc | null): Promise<VisaRequestDoc> {
    if (!note) return request;
    await this.bookings.updateOne({ _id: request._id }, { $push: { messages: note } } as never);
    return { ...request, messages: [...request.messages, note] };
  }

  /** The participants with the named documents asked again (400 for a participant or a document the request does not have). */
  private markedMissing(request: VisaRequestDoc, missing: MissingDocument[]): ParticipantDoc[] {
    const issues = missing.flatMap((m, i) =>
      request.participants[m.participant]?.documents.some((d) => d.kind === m.kind)
        ? []
        : [{ field: `missing.${i}`, reason: request.participants[m.participant] ? 'document_missing' : 'invalid_choice' }],
    );
    if (issues.length > 0) throw fieldErrors(issues);
    return request.participants.map((participant, p) => ({
      ...participant,
      documents: participant.documents.map((document) => {
        const asked = missing.find((m) => m.participant === p && m.kind === document.kind);
        return asked ? { ...document, state: 'missing' as const, missingReason: asked.reason } : document;
      }),
    }));
  }

  /** Cancelled by the agency or rejected by the operator: the booking cancelled with everything paid due back, then refunded once. */
  private async refundedMove(request: VisaRequestDoc, to: 'cancelled' | 'rejected', actor: Actor, by: Side, note: MessageDoc | null): Promise<VisaRequestDoc> {
    const from = request.visaStatus;
    const moved = await this.store
      .move(request, 'cancelled', VISA_OPERATIONS[to], actor, {
        guard: { visaStatus: { $in: VISA_REFUNDABLE } },
        set: { visaStatus: to, visaStatusAt: new Date(this.clock.now()), refundDue: request.paidWith ? request.salePrice : 0 },
        notice: VisaEvents.statusChanged,
        extra: { from, by, missing: [], note: note?.body ?? null },
      })
      .catch(raced(from, to));
    return this.money.refund(await this.withNote(moved, note), actor);
  }

  /**
   * The agency uploads again a document the operator asked for; once none is missing any more the
   * request returns to `in_progress` (by the agency). The new file is stored first, the old one
   * deleted once the request points at the new one.
   */
  async reupload(session: SessionClaims, actor: Actor, id: ObjectId, participant: number, kind: VisaDocumentKind, file: UploadedFile): Promise<VisaRequestDoc> {
    const request = await this.store.get(session, id);
    const old = request.participants[participant]?.documents.find((document) => document.kind === kind);
    if (request.visaStatus !== 'missing_documents' || old?.state !== 'missing') throw new AppError('document_not_missing', 'This document was not asked again', { participant, kind }, 409);
    if (file.bytes.length > this.bytesLeft(request) + old.size) throw fileTooLarge();
    const fileId = new ObjectId().toHexString();
    await this.uploads.files.put(fileId, file.bytes);
    const now = new Date(this.clock.now());
    const replaced: DocumentDoc = {
      ...old,
      _id: new ObjectId(),
      state: 'uploaded',
      fileId,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.bytes.length,
      uploadedAt: now,
      missingReason: null,
      downloads: [],
    };
    const participants = request.participants.map((p, i) => (i === participant ? { ...p, documents: p.documents.map((d) => (d.kind === kind ? replaced : d)) } : p));
    const complete = participants.every((p) => p.documents.every((d) => d.state !== 'missing'));
    try {
      const written = complete
        ? await this.store.record(request, VISA_OPERATIONS.in_progress, actor, {
            guard: { visaStatus: 'missing_documents' },
            set: { visaStatus: 'in_progress', visaStatusAt: now, participants },
            notice: VisaEvents.statusChanged,
            extra: { from: 'missing_documents', by: 'agency', missing: [], note: null },
          })
        : await this.unmovedVersion(request, { participants });
      if (!written) throw new AppError('booking_changed', 'The request changed meanwhile; reload it', undefined, 409);
      await this.uploads.files.delete([old.fileId]);
      return written;
    } catch (err) {
      await this.uploads.files.delete([fileId]);
      throw err;
    }
  }

  /** Writes fields at the next version without a history entry (a document replaced), so a racing change of the request is refused, not overwritten; undefined when it moved. */
  private async unmovedVersion(request: VisaRequestDoc, set: Partial<VisaRequestDoc>): Promise<VisaRequestDoc | undefined> {
    const version = request.version + 1;
    const written = await this.bookings.updateOne({ _id: request._id, version: request.version }, { $set: { ...set, version } } as never);
    return written.matchedCount === 0 ? undefined : { ...request, ...set, version };
  }

  /** A document's decrypted bytes, the download recorded (who, side, when). */
  async download(request: VisaRequestDoc, documentId: string, actor: Actor, side: Side): Promise<{ document: DocumentDoc; bytes: Buffer }> {
    let at: [number, number] | undefined;
    request.participants.forEach((participant, p) =>
      participant.documents.forEach((document, d) => {
        if (document._id.toHexString() === documentId) at = [p, d];
      }),
    );
    if (!at) throw new AppError('not_found', 'No such document');
    const document = request.participants[at[0]]!.documents[at[1]]!;
    const bytes = await this.uploads.files.get(document.fileId);
    if (!bytes) throw new AppError('not_found', 'No such document');
    const entry: DownloadDoc = { userId: actor.userId, userName: actor.userName, side, at: new Date(this.clock.now()) };
    await this.bookings.updateOne({ _id: request._id, [`participants.${at[0]}.documents.${at[1]}._id`]: document._id }, {
      $push: { [`participants.${at[0]}.documents.${at[1]}.downloads`]: entry },
    } as never);
    return { document, bytes };
  }

  private message(actor: Actor, side: Side, body: string): MessageDoc {
    return { _id: new ObjectId(), author: { userId: actor.userId, name: actor.userName, side }, body, createdAt: new Date(this.clock.now()) };
  }

  /** A message of the request's thread; the other side is told. */
  async post(request: VisaRequestDoc, actor: Actor, side: Side, body: string): Promise<VisaRequestDoc> {
    const message = this.message(actor, side, body);
    await this.bookings.updateOne({ _id: request._id }, { $push: { messages: message } } as never);
    const posted = { ...request, messages: [...request.messages, message] };
    await this.store.announce(posted, VisaEvents.messagePosted, `message:${message._id.toHexString()}`, { side, authorName: actor.userName, excerpt: body.slice(0, 140) });
    return posted;
  }
}

function messageView(message: MessageDoc): VisaMessage {
  return { id: message._id.toHexString(), author: message.author, body: message.body, createdAt: message.createdAt.toISOString() };
}
