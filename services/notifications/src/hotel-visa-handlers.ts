import { HotelVisaEvents, type EventData, type EventDefinition, type EventEnvelope, type HotelVisaNotice, type Language } from '@portal/contracts';
import { serviceHeaders, type EventHandler } from '@portal/service-kit';
import type { NotifyContext } from './handlers';
import { HOTEL_VISA_EMAILS, HOTEL_VISA_FEED, hotelVisaAgencyPath } from './hotel-visa-templates';
import { DEFAULT_CLOCK, type EmailContent, type FeedContent, type ReaderClock } from './templates';

type AgentEmail = (name: string, lang: Language, url: string, clock: ReaderClock) => EmailContent;

function on<D extends EventDefinition>(def: D, act: (data: EventData<D>, event: EventEnvelope) => Promise<void>): [string, EventHandler] {
  return [def.type, (event) => act(def.data.parse(event.data) as EventData<D>, event)];
}

/**
 * Hotel visa reservations: operators hear of new requests (bell); the agent who asked hears of the
 * desk's answer (the letter attached to a confirmation), the warning before the automatic
 * cancellation, the cancellation and the conversion, by email in their language and bell.
 */
export function hotelVisaHandlers({ mailer, feed, recipients, portalUrl }: NotifyContext, visaUrl: string): Record<string, EventHandler> {
  const tell = async (event: EventEnvelope, d: HotelVisaNotice, email: AgentEmail, entry: FeedContent, letter = false): Promise<void> => {
    const agent = await recipients.get(d.agentId);
    if (agent) {
      const url = `${portalUrl}${agent.langId === 'fr' ? '/fr' : ''}${hotelVisaAgencyPath(d)}`;
      const clock = { timeZone: agent.timeZone ?? DEFAULT_CLOCK.timeZone, dateTimeFormat: agent.dateTimeFormat ?? DEFAULT_CLOCK.dateTimeFormat };
      const content = email(agent.name, agent.langId, url, clock);
      // The letter goes with the confirmation; if the visa service cannot give it now, the event is retried.
      const attachments = letter ? [{ filename: `hotel-reservation-${d.reference}.pdf`, contentType: 'application/pdf', content: await letterOf(d, agent.langId) }] : [];
      await mailer.queue(event.id, event.type, agent.email, { ...content, attachments });
    }
    await feed.add(event.id, event.type, { userId: d.agentId }, entry);
  };
  const letterOf = async (d: HotelVisaNotice, lang: Language): Promise<Buffer> => {
    const res = await fetch(`${visaUrl}/internal/visa/hotel-reservations/${d.reservationId}/letter?lang=${lang}`, { headers: serviceHeaders(), signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`the hotel visa letter could not be fetched (${res.status})`);
    return Buffer.from(await res.arrayBuffer());
  };
  const agencyName = async (agencyId: string) => (await recipients.people.findOne({ agencyId, agencyName: { $ne: null } }))?.agencyName ?? agencyId;
  return Object.fromEntries([
    on(HotelVisaEvents.requested, async (d, e) => feed.add(e.id, e.type, { role: 'operator' }, HOTEL_VISA_FEED.requested(d, await agencyName(d.agencyId)))),
    on(HotelVisaEvents.confirmed, (d, e) => tell(e, d, (n, l, u, c) => HOTEL_VISA_EMAILS.confirmed(d, n, l, u, c), HOTEL_VISA_FEED.confirmed(d), true)),
    on(HotelVisaEvents.refused, (d, e) => tell(e, d, (n, l, u) => HOTEL_VISA_EMAILS.refused(d, n, l, u), HOTEL_VISA_FEED.refused(d))),
    on(HotelVisaEvents.cancelWarning, (d, e) => tell(e, d, (n, l, u, c) => HOTEL_VISA_EMAILS.cancelWarning(d, n, l, u, c), HOTEL_VISA_FEED.cancelWarning(d))),
    on(HotelVisaEvents.cancelledAutomatically, (d, e) => tell(e, d, (n, l, u) => HOTEL_VISA_EMAILS.cancelledAutomatically(d, n, l, u), HOTEL_VISA_FEED.cancelledAutomatically(d))),
    on(HotelVisaEvents.converted, (d, e) => tell(e, d, (n, l, u) => HOTEL_VISA_EMAILS.converted(d, n, l, u), HOTEL_VISA_FEED.converted(d))),
  ]);
}
