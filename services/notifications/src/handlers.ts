import {
  AccountEvents,
  ActivityEvents,
  FlightEvents,
  HelpdeskEvents,
  HotelEvents,
  IdentityEvents,
  TransferEvents,
  type EventDefinition,
  type EventEnvelope,
  type EventData,
  type Language,
  type TicketNotice,
} from '@portal/contracts';
import { serviceHeaders, type EventHandler } from '@portal/service-kit';
import type { Feed } from './feed';
import type { Mailer } from './mailer';
import type { RecipientDoc, Recipients } from './recipients';
import { ACTIVITY_EMAILS, ACTIVITY_FEED } from './activity-templates';
import { agencyTicketPath, deskTicketPath, HELPDESK_EMAILS, HELPDESK_FEED, isTicketNews } from './helpdesk-templates';
import { ACCOUNT_EMAILS, ACCOUNT_FEED, DEFAULT_CLOCK, EMAILS, FEED, FLIGHT_EMAILS, FLIGHT_FEED, HOTEL_EMAILS, HOTEL_FEED, type EmailContent, type FeedContent, type ReaderClock } from './templates';
import { TRANSFER_EMAILS, TRANSFER_FEED } from './transfer-templates';

export interface NotifyContext {
  mailer: Mailer;
  feed: Feed;
  recipients: Recipients;
  operatorEmail: string;
  portalUrl: string;
  /** The flights service's internal listener, for e-tickets attached to emails. */
  flightsUrl: string;
  /** The hotels service's internal listener, for vouchers attached to emails. */
  hotelsUrl: string;
  /** The transfers service's internal listener, for vouchers attached to emails. */
  transfersUrl: string;
  /** The activities service's internal listener, for vouchers attached to emails. */
  activitiesUrl: string;
}

/** A handler for one event type, given its parsed data. */
export function on<D extends EventDefinition>(def: D, act: (data: EventData<D>, event: EventEnvelope) => Promise<void>): [string, EventHandler] {
  return [def.type, (event) => act(def.data.parse(event.data) as EventData<D>, event)];
}

/** What each identity event becomes: emails to its recipient (in their language) and feed entries. */
export function identityHandlers({ mailer, feed, recipients, operatorEmail }: NotifyContext): Record<string, EventHandler> {
  return Object.fromEntries([
    on(IdentityEvents.userChanged, (d) =>
      recipients.upsert({
        _id: d.userId,
        agencyId: d.agencyId,
        agencyName: d.agencyName,
        email: d.email,
        name: `${d.firstName} ${d.lastName}`,
        langId: d.langId,
        role: d.role,
        status: d.status,
        ...(d.timeZone ? { timeZone: d.timeZone } : {}),
        ...(d.dateTimeFormat ? { dateTimeFormat: d.dateTimeFormat } : {}),
      }),
    ),
    on(IdentityEvents.agencyRegistered, (d, e) => mailer.queue(e.id, e.type, d.recipient.email, EMAILS.agencyRegistered(d, d.recipient.langId))),
    on(IdentityEvents.verificationResent, (d, e) => mailer.queue(e.id, e.type, d.recipient.email, EMAILS.verificationResent(d, d.recipient.langId))),
    on(IdentityEvents.emailVerified, async (d, e) => {
      await mailer.queue(e.id, e.type, d.recipient.email, EMAILS.emailVerified(d, d.recipient.langId));
      await feed.add(e.id, e.type, { role: 'operator' }, FEED.emailVerified(d));
    }),
    on(IdentityEvents.agencyApproved, async (d, e) => {
      await mailer.queue(e.id, e.type, d.recipient.email, EMAILS.agencyApproved(d, d.recipient.langId));
      if (d.recipient.userId) await feed.add(e.id, e.type, { userId: d.recipient.userId }, FEED.agencyApproved(d));
    }),
    on(IdentityEvents.agencyRejected, (d, e) => mailer.queue(e.id, e.type, d.recipient.email, EMAILS.agencyRejected(d, d.recipient.langId))),
    on(IdentityEvents.passwordResetRequested, (d, e) => mailer.queue(e.id, e.type, d.recipient.email, EMAILS.passwordResetRequested(d, d.recipient.langId))),
    on(IdentityEvents.twoFactorChanged, async (d, e) => {
      await mailer.queue(e.id, e.type, d.recipient.email, EMAILS.twoFactorChanged(d, d.recipient.langId));
      if (d.recipient.userId) await feed.add(e.id, e.type, { userId: d.recipient.userId }, FEED.twoFactorChanged(d));
    }),
    on(IdentityEvents.userInvited, (d, e) => mailer.queue(e.id, e.type, d.recipient.email, EMAILS.userInvited(d, d.recipient.langId))),
    on(IdentityEvents.addressAlreadyRegistered, (d, e) => mailer.queue(e.id, e.type, d.recipient.email, EMAILS.addressAlreadyRegistered(d, d.recipient.langId))),
    on(IdentityEvents.contactReceived, async (d, e) => {
      await mailer.queue(e.id, e.type, operatorEmail, EMAILS.contactReceived(d));
      await feed.add(e.id, e.type, { role: 'operator' }, FEED.contactReceived(d));
    }),
  ]);
}

/** An agency's name for operators, from any of its people identity told us of. */
export async function agencyNameOf(recipients: Recipients, agencyId: string | null): Promise<string> {
  const person = agencyId ? await recipients.people.findOne({ agencyId, agencyName: { $ne: null } }) : null;
  return person?.agencyName ?? agencyId ?? 'An agency';
}

/** Account events: operators hear of declared top-ups; the declaring admin of decisions; admins of low balance. */
export function accountHandlers({ mailer, feed, recipients, operatorEmail, portalUrl }: NotifyContext): Record<string, EventHandler> {
  const financeUrl = (lang: string) => `${portalUrl}${lang === 'fr' ? '/fr' : ''}/finance`;
  const agencyName = (agencyId: string | null) => agencyNameOf(recipients, agencyId);
  return Object.fromEntries([
    on(AccountEvents.topUpDeclared, async (d, e) => {
      const name = await agencyName(e.agencyId);
      await mailer.queue(e.id, e.type, operatorEmail, ACCOUNT_EMAILS.topUpDeclared(d, name));
      await feed.add(e.id, e.type, { role: 'operator' }, ACCOUNT_FEED.topUpDeclared(d, name));
    }),
    on(AccountEvents.topUpApproved, async (d, e) => {
      const person = await recipients.get(d.declaredBy);
      if (person) await mailer.queue(e.id, e.type, person.email, ACCOUNT_EMAILS.topUpApproved(d, person.name, person.langId, financeUrl(person.langId)));
      await feed.add(e.id, e.type, { userId: d.declaredBy }, ACCOUNT_FEED.topUpApproved(d));
    }),
    on(AccountEvents.topUpRejected, async (d, e) => {
      const person = await recipients.get(d.declaredBy);
      if (person) await mailer.queue(e.id, e.type, person.email, ACCOUNT_EMAILS.topUpRejected(d, person.name, person.langId, financeUrl(person.langId)));
      await feed.add(e.id, e.type, { userId: d.declaredBy }, ACCOUNT_FEED.topUpRejected(d));
    }),
    on(AccountEvents.walletMoved, async (d, e) => {
      if (e.agencyId) feed.changes.emit('wallet', e.agencyId, d);
    }),
    on(AccountEvents.balanceLow, async (d, e) => {
      if (!e.agencyId) return;
      for (const admin of await recipients.activeAdminsOf(e.agencyId)) {
        await mailer.queue(e.id, e.type, admin.email, ACCOUNT_EMAILS.balanceLow(d, admin.name, admin.langId, financeUrl(admin.langId)));
        await feed.add(e.id, e.type, { userId: admin._id }, ACCOUNT_FEED.balanceLow(d));
      }
    }),
  ]);
}

/** A booking's PDF from its product service's internal listener; a failure throws, so the event is retried. */
async function fetchPdf(url: string, what: string): Promise<Buffer> {
  const res = await fetch(url, { headers: serviceHeaders(), signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`the ${what} could not be fetched (${res.status})`);
  return Buffer.from(await res.arrayBuffer());
}

type AgentEmail = (name: string, lang: Language, url: string, clock: ReaderClock) => EmailContent;

/** Tells a booking's agent: an email in their language (times in their clock) with a link to the booking's summary on the product's screens, and a bell entry. */
function bookingAgentNotice({ mailer, feed, recipients, portalUrl }: NotifyContext, screens: 'b-flights' | 'b-hotels' | 'b-transfers' | 'b-activities') {
  return async (event: EventEnvelope, agentId: string, bookingId: string, email: AgentEmail, entry: FeedContent): Promise<void> => {
    const agent = await recipients.get(agentId);
    if (agent) {
      const url = `${portalUrl}${agent.langId === 'fr' ? '/fr' : ''}/${screens}/summary?id=${bookingId}`;
      const clock = { timeZone: agent.timeZone ?? DEFAULT_CLOCK.timeZone, dateTimeFormat: agent.dateTimeFormat ?? DEFAULT_CLOCK.dateTimeFormat };
      await mailer.queue(event.id, event.type, agent.email, email(agent.name, agent.langId, url, clock));
    }
    await feed.add(event.id, event.type, { userId: agentId }, entry);
  };
}

/**
 * A confirmation's voucher, in its agent's language, from the product's internal listener (`voucherUrl`
 * without `?lang=`): the voucher goes with the email, and if the product cannot give it now, the event is retried.
 */
async function voucherFor({ recipients }: NotifyContext, agentId: string, reference: string, voucherUrl: string): Promise<EmailContent['attachments']> {
  const agent = await recipients.get(agentId);
  if (!agent) return [];
  const voucher = await fetchPdf(`${voucherUrl}?lang=${agent.langId}`, 'voucher');
  return [{ filename: `voucher-${reference}.pdf`, contentType: 'application/pdf', content: voucher }];
}

/** Flight bookings: the booking agent hears of holds, tickets, cancellations and expiries by email (with the itinerary) and bell. */
export function flightHandlers(context: NotifyContext): Record<string, EventHandler> {
  const { recipients, flightsUrl } = context;
  const tell = bookingAgentNotice(context, 'b-flights');
  return Object.fromEntries([
    on(FlightEvents.held, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u) => FLIGHT_EMAILS.held(d, n, l, u), FLIGHT_FEED.held(d))),
    on(FlightEvents.ticketed, async (d, e) => {
      const agent = await recipients.get(d.agentId);
      // The e-ticket goes with the email; if flights cannot give it now, the event is retried.
      const eticket = agent ? await fetchPdf(`${flightsUrl}/internal/flights/bookings/${d.bookingId}/eticket?lang=${agent.langId}`, 'e-ticket') : undefined;
      await tell(
        e,
        d.agentId,
        d.bookingId,
        (n, l, u) => ({ ...FLIGHT_EMAILS.ticketed(d, n, l, u), attachments: eticket ? [{ filename: `e-ticket-${d.reference}.pdf`, contentType: 'application/pdf', content: eticket }] : [] }),
        FLIGHT_FEED.ticketed(d),
      );
    }),
    on(FlightEvents.cancelled, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u) => FLIGHT_EMAILS.cancelled(d, n, l, u), FLIGHT_FEED.cancelled(d))),
    on(FlightEvents.expired, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u) => FLIGHT_EMAILS.expired(d, n, l, u), FLIGHT_FEED.expired(d))),
  ]);
}

/** Hotel bookings: the booking agent hears of confirmations (voucher attached), on-request answers, pay-later deadlines and cancellations by email and bell. */
export function hotelHandlers(context: NotifyContext): Record<string, EventHandler> {
  const { hotelsUrl } = context;
  const tell = bookingAgentNotice(context, 'b-hotels');
  return Object.fromEntries([
    on(HotelEvents.confirmed, async (d, e) => {
      const attachments = await voucherFor(context, d.agentId, d.reference, `${hotelsUrl}/internal/hotels/bookings/${d.bookingId}/voucher`);
      await tell(e, d.agentId, d.bookingId, (n, l, u) => ({ ...HOTEL_EMAILS.confirmed(d, n, l, u), attachments }), HOTEL_FEED.confirmed(d));
    }),
    on(HotelEvents.onRequest, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u) => HOTEL_EMAILS.onRequest(d, n, l, u), HOTEL_FEED.onRequest(d))),
    on(HotelEvents.refused, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u) => HOTEL_EMAILS.refused(d, n, l, u), HOTEL_FEED.refused(d))),
    on(HotelEvents.awaitingPayment, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u) => HOTEL_EMAILS.awaitingPayment(d, n, l, u), HOTEL_FEED.awaitingPayment(d))),
    on(HotelEvents.paymentReminder, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u) => HOTEL_EMAILS.paymentReminder(d, n, l, u), HOTEL_FEED.paymentReminder(d))),
    on(HotelEvents.cancelled, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u) => HOTEL_EMAILS.cancelled(d, n, l, u), HOTEL_FEED.cancelled(d))),
  ]);
}

/** Transfer bookings: the booking agent hears of confirmations (voucher attached), unacknowledged bookings, holds and their release, and cancelled trips by email and bell. */
export function transferHandlers(context: NotifyContext): Record<string, EventHandler> {
  const { transfersUrl } = context;
  const tell = bookingAgentNotice(context, 'b-transfers');
  return Object.fromEntries([
    on(TransferEvents.confirmed, async (d, e) => {
      const attachments = await voucherFor(context, d.agentId, d.reference, `${transfersUrl}/internal/transfers/bookings/${d.bookingId}/voucher`);
      await tell(e, d.agentId, d.bookingId, (n, l, u) => ({ ...TRANSFER_EMAILS.confirmed(d, n, l, u), attachments }), TRANSFER_FEED.confirmed(d));
    }),
    on(TransferEvents.pending, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u) => TRANSFER_EMAILS.pending(d, n, l, u), TRANSFER_FEED.pending(d))),
    on(TransferEvents.held, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u, c) => TRANSFER_EMAILS.held(d, n, l, u, c), TRANSFER_FEED.held(d))),
    on(TransferEvents.released, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u) => TRANSFER_EMAILS.released(d, n, l, u), TRANSFER_FEED.released(d))),
    on(TransferEvents.cancelled, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u) => TRANSFER_EMAILS.cancelled(d, n, l, u), TRANSFER_FEED.cancelled(d))),
  ]);
}

/** Activity bookings: the booking agent hears of confirmations (voucher attached), the on-request lane's answers and cancellations by email and bell. */
export function activityHandlers(context: NotifyContext): Record<string, EventHandler> {
  const { activitiesUrl } = context;
  const tell = bookingAgentNotice(context, 'b-activities');
  return Object.fromEntries([
    on(ActivityEvents.confirmed, async (d, e) => {
      const attachments = await voucherFor(context, d.agentId, d.reference, `${activitiesUrl}/internal/activities/bookings/${d.bookingId}/voucher`);
      await tell(e, d.agentId, d.bookingId, (n, l, u) => ({ ...ACTIVITY_EMAILS.confirmed(d, n, l, u), attachments }), ACTIVITY_FEED.confirmed(d));
    }),
    on(ActivityEvents.onRequest, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u, c) => ACTIVITY_EMAILS.onRequest(d, n, l, u, c), ACTIVITY_FEED.onRequest(d))),
    on(ActivityEvents.rejected, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u) => ACTIVITY_EMAILS.rejected(d, n, l, u), ACTIVITY_FEED.rejected(d))),
    on(ActivityEvents.expired, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u, c) => ACTIVITY_EMAILS.expired(d, n, l, u, c), ACTIVITY_FEED.expired(d))),
    on(ActivityEvents.cancelled, (d, e) => tell(e, d.agentId, d.bookingId, (n, l, u) => ACTIVITY_EMAILS.cancelled(d, n, l, u), ACTIVITY_FEED.cancelled(d))),
  ]);
}

type TicketEmail = (name: string, lang: Language, url: string) => EmailContent;

/**
 * Helpdesk tickets: the support team hears of new tickets (the operators' address and feed) and of
 * agency replies (the assignee, else every operator); the agency's user who opened the ticket (its
 * active admins for one the portal opened on its behalf) hears of support replies and status news.
 */
export function helpdeskHandlers({ mailer, feed, recipients, operatorEmail, portalUrl }: NotifyContext): Record<string, EventHandler> {
  const url = (lang: Language, path: string) => `${portalUrl}${lang === 'fr' ? '/fr' : ''}${path}`;
  const agencyPeople = async (d: TicketNotice, agencyId: string | null): Promise<{ userId: string; person: RecipientDoc | null }[]> => {
    if (d.createdBy) return [{ userId: d.createdBy, person: await recipients.get(d.createdBy) }];
    return agencyId ? (await recipients.activeAdminsOf(agencyId)).map((admin) => ({ userId: admin._id, person: admin })) : [];
  };
  const tellAgency = async (d: TicketNotice, event: EventEnvelope, email: TicketEmail, entry: FeedContent): Promise<void> => {
    for (const { userId, person } of await agencyPeople(d, event.agencyId)) {
      if (person) await mailer.queue(event.id, event.type, person.email, email(person.name, person.langId, url(person.langId, agencyTicketPath(d))));
      await feed.add(event.id, event.type, { userId }, entry);
    }
  };
  return Object.fromEntries([
    on(HelpdeskEvents.opened, async (d, e) => {
      const agencyName = await agencyNameOf(recipients, e.agencyId);
      await mailer.queue(e.id, e.type, operatorEmail, HELPDESK_EMAILS.opened(d, agencyName, `${portalUrl}${deskTicketPath(d)}`));
      await feed.add(e.id, e.type, { role: 'operator' }, HELPDESK_FEED.opened(d, agencyName));
    }),
    on(HelpdeskEvents.replied, async (d, e) => {
      if (d.message?.side === 'support') return tellAgency(d, e, (n, l, u) => HELPDESK_EMAILS.supportReplied(d, n, l, u), HELPDESK_FEED.supportReplied(d));
      // From the agency, or the portal on its behalf: the assignee, or every operator while nobody has it.
      if (!d.assigneeId) return feed.add(e.id, e.type, { role: 'operator' }, HELPDESK_FEED.agencyReplied(d));
      const assignee = await recipients.get(d.assigneeId);
      if (assignee) await mailer.queue(e.id, e.type, assignee.email, HELPDESK_EMAILS.agencyReplied(d, assignee.name, assignee.langId, url(assignee.langId, deskTicketPath(d))));
      await feed.add(e.id, e.type, { userId: d.assigneeId }, HELPDESK_FEED.agencyReplied(d));
    }),
    on(HelpdeskEvents.statusChanged, async (d, e) => {
      const { status } = d;
      if (!isTicketNews(status)) return;
      const news = { ...d, status };
      await tellAgency(d, e, (n, l, u) => HELPDESK_EMAILS.statusChanged(news, n, l, u), HELPDESK_FEED.statusChanged(news));
    }),
    on(HelpdeskEvents.assigned, async (d, e) => {
      if (d.assigneeId) await feed.add(e.id, e.type, { userId: d.assigneeId }, HELPDESK_FEED.assigned(d));
    }),
  ]);
}
