import { randomUUID } from 'node:crypto';
import { addMonths, type CreateVisaRequest, type VisaDocumentKind } from '@portal/contracts';
import type { RunningService, ServiceDefinition } from '@portal/service-kit';
import { sessionCookie } from '@portal/service-kit/testing';
import { visaDefinition } from '../service';

const DAY = 86_400_000;

/** Files by their content: the first bytes of each kind, and something that is none of them. */
export const FILES = {
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a passport scan')]),
  pdf: () => Buffer.from('%PDF-1.4\n% a birth certificate\n%%EOF\n'),
  text: () => Buffer.from('not a document at all'),
  /** A PNG of `bytes` bytes. */
  sized: (bytes: number) => Buffer.concat([FILES.png(), Buffer.alloc(bytes - FILES.png().length, 7)]),
};

/** AE tourist for a Moroccan: three documents per person, 137 € each (95 embassy, 35 service, 7 tax). */
export const AE_TOURIST = { destination: 'AE', visaType: 'tourist' as const, nationality: 'MA', documents: ['passport', 'photos', 'travel_booking'] as VisaDocumentKind[], perPerson: 13_700 };

/** What the account service's booking test bed gives (the tests pass it in: a service's files may not import another service). */
export interface MoneyBed {
  product: RunningService;
  agencyWith(balance: number): Promise<{ agencyId: string; cookie: string }>;
  call(cookie: string, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are what each test reads
}

export type VisaTestbed<Bed extends MoneyBed> = Bed & VisaBed;

export interface VisaBed {
  clock: { offset: number; now(): number };
  operator: string;
  /** Uploads one file as the cookie's agent; the answer as the service gave it. */
  upload(cookie: string, bytes: Buffer, fileName: string): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are what each test reads
  /** A multipart call (a re-upload) with `fields` and one `file`. */
  multipart(cookie: string, path: string, fields: Record<string, string>, bytes: Buffer, fileName: string): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are what each test reads
  /** A valid AE tourist request for `people` participants, its documents uploaded by the cookie's agent. */
  requestFor(cookie: string, people?: number): Promise<CreateVisaRequest>;
  /** Sends a request (a fresh key unless given). */
  send(cookie: string, request: CreateVisaRequest, key?: string): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are what each test reads
  /** A paid request of a new agency: its id, the agency and its cookie. */
  paidRequest(people?: number): Promise<{ id: string; agencyId: string; cookie: string; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are what each test reads
  dayAhead(days: number): string;
}

/** The visa service with the account service behind its money, a test clock, an operator's cookie. */
export async function visaTestbed<Bed extends MoneyBed>(start: (definition: ServiceDefinition) => Promise<Bed>): Promise<VisaTestbed<Bed>> {
  const clock = { offset: 0, now: () => Date.now() + clock.offset };
  const bed = await start(visaDefinition({ clock, sweepMs: 300 }));
  const operator = sessionCookie(bed.product.deps.sessions, { uid: 'operator-visa', aid: null, role: 'operator' });
  const dayAhead = (days: number) => new Date(clock.now() + days * DAY).toISOString().slice(0, 10);

  const multipart: VisaBed['multipart'] = async (cookie, path, fields, bytes, fileName) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
    const res = await fetch(`${bed.product.url}${path}`, { method: 'POST', headers: { cookie }, body: form });
    return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text() };
  };
  const upload: VisaBed['upload'] = (cookie, bytes, fileName) => multipart(cookie, '/visa/uploads', {}, bytes, fileName);

  const requestFor: VisaBed['requestFor'] = async (cookie, people = 1) => {
    const travelDate = dayAhead(30);
    const returnDate = dayAhead(40);
    const participants = [];
    for (let i = 0; i < people; i += 1) {
      const documents = [];
      for (const kind of AE_TOURIST.documents) {
        const uploaded = kind === 'passport' ? await upload(cookie, FILES.png(), 'passport.png') : await upload(cookie, FILES.pdf(), `${kind}.pdf`);
        expect(uploaded.status).toBe(201);
        documents.push({ kind, uploadId: uploaded.body.upload.id as string });
      }
      participants.push({
        civility: 'mrs' as const,
        firstName: ['Amira', 'Youssef', 'Salma'][i % 3]!,
        lastName: 'Bennani',
        dateOfBirth: '1988-04-12',
        placeOfBirth: 'Casablanca',
        passportNumber: `AB${123456 + i}`,
        passportIssuedAt: '2022-01-10',
        passportExpiresAt: addMonths(returnDate, 12),
        email: 'amira@example.com',
        residenceAddress: '12 rue des Oliviers, Casablanca',
        documents,
      });
    }
    return {
      destination: AE_TOURIST.destination,
      visaType: AE_TOURIST.visaType,
      nationality: AE_TOURIST.nationality,
      travelDocument: 'ordinary_passport',
      people,
      travelDate,
      returnDate,
      participants,
      acceptedClauses: ['passport_validity', 'travel_documents', 'photos_birth_certificate', 'proof_of_funds', 'professional_proof', 'french_translation'],
      acceptedTotal: AE_TOURIST.perPerson * people,
      payment: 'balance',
      clientReference: 'CLIENT-9',
    };
  };

  const send: VisaBed['send'] = (cookie, request, key = `idem-${randomUUID()}`) => bed.call(cookie, 'POST', '/visa/requests', request, { 'idempotency-key': key });

  return Object.assign(bed, {
    clock,
    operator,
    upload,
    multipart,
    requestFor,
    send,
    dayAhead,
    async paidRequest(people = 1) {
      const { agencyId, cookie } = await bed.agencyWith(1_000_000);
      const sent = await send(cookie, await requestFor(cookie, people));
      expect(sent.status).toBe(201);
      return { id: sent.body.id as string, agencyId, cookie, body: sent.body };
    },
  });
}
