import { type Language } from '@portal/contracts';
import { AppError, requireSession, sessionOf, type PageQuery, type RouteContext } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import type { ListQuery } from './list';
import { sessionActor, type Actor, type BookingBase } from './models';
import type { ProductBookings } from './product';
import type { HistoryView } from './store';

const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;

/** A booking document (e-ticket, voucher): issued in some statuses only, as a PDF named after the booking. */
export interface DocumentRules<Doc extends BookingBase> {
  /** Starts its file name (`voucher`, `e-ticket`). */
  name: string;
  /** Whether the booking has its document yet. */
  issued(booking: Doc): boolean;
  /** The 409 answered while it has not. */
  missing: { code: string; message: string };
  render(booking: Doc, lang: Language): Promise<Buffer>;
}

/** Answers a booking's document, or the product's 409 while it has none. */
export function documentSender<Doc extends BookingBase>(rules: DocumentRules<Doc>): (ctx: RouteContext, booking: Doc, lang: Language, download?: '1') => Promise<void> {
  return async (ctx, booking, lang, download) => {
    if (!rules.issued(booking)) throw new AppError(rules.missing.code, rules.missing.message, undefined, 409);
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `${download ? 'attachment' : 'inline'}; filename="${rules.name}-${booking.reference}.pdf"`);
    ctx.body = await rules.render(booking, lang);
  };
}

export interface BookingRoutesOptions<Request> {
  /** The agent's name as the product's replicas know it, for the history. */
  agentName(userId: string): Promise<string>;
  /** The product's own check of a create request, after its idempotency key's. */
  checkCreate?(request: Request): void;
}

/**
 * The bodies of the booking routes every product has (book, list, read, quote, cancel, pay); the
 * product's routes keep their paths, their contracts (`handle`) and their callers, and call these.
 */
export class BookingRoutes<Doc extends BookingBase, View extends { history: HistoryView[] }, Request> {
  /** The agency's own users: what every agency booking route requires. */
  readonly agencyUser = requireSession('agency_admin', 'agent');

  constructor(
    private readonly bookings: ProductBookings<Doc, View, Request, string>,
    private readonly options: BookingRoutesOptions<Request>,
  ) {}

  /** Who acts, for the booking's history. */
  async actorOf(ctx: RouteContext): Promise<Actor> {
    const session = sessionOf(ctx);
    return sessionActor(session, await this.options.agentName(session.uid), ctx.ip);
  }

  /** Books once per required `Idempotency-Key`; a replayed answer says so in `Idempotent-Replayed`. */
  async create(ctx: RouteContext, request: Request): Promise<void> {
    const key = ctx.get('idempotency-key');
    if (!IDEMPOTENCY_KEY.test(key)) throw new AppError('validation_failed', 'Send an Idempotency-Key header', { fields: [{ field: 'Idempotency-Key', reason: 'required' }] });
    this.options.checkCreate?.(request);
    const answer = await this.bookings.create(sessionOf(ctx), await this.actorOf(ctx), key, request);
    ctx.status = answer.status;
    ctx.body = answer.body;
    if (answer.replayed) ctx.set('Idempotent-Replayed', 'true');
  }

  async list(ctx: RouteContext, query: ListQuery & PageQuery): Promise<void> {
    ctx.body = await this.bookings.list(sessionOf(ctx), query);
  }

  /** The session's agency's booking (`not_found` for another agency's). */
  booking(ctx: RouteContext, id: string): Promise<Doc> {
    return this.bookings.get(sessionOf(ctx), new ObjectId(id));
  }

  async read(ctx: RouteContext, id: string): Promise<void> {
    ctx.body = await this.bookings.view(await this.booking(ctx, id));
  }

  async quote(ctx: RouteContext, id: string): Promise<void> {
    ctx.body = await this.bookings.quoteFor(sessionOf(ctx), new ObjectId(id));
  }

  async cancel(ctx: RouteContext, id: string): Promise<void> {
    ctx.body = await this.bookings.view(await this.bookings.cancel(sessionOf(ctx), await this.actorOf(ctx), new ObjectId(id)));
  }

  async pay(ctx: RouteContext, id: string, method: 'balance' | 'agency'): Promise<void> {
    ctx.body = await this.bookings.view(await this.bookings.pay(sessionOf(ctx), await this.actorOf(ctx), new ObjectId(id), method));
  }
}
