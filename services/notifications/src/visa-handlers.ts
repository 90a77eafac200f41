import { VisaEvents, type EventEnvelope, type Language } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { agencyNameOf, on, type NotifyContext } from './handlers';
import { DEFAULT_CLOCK, type EmailContent, type FeedContent, type ReaderClock } from './templates';
import { isVisaNews, VISA_EMAILS, VISA_FEED, visaRequestPath } from './visa-templates';

type RequestEmail = (name: string, lang: Language, url: string, clock: ReaderClock) => EmailContent;

/**
 * Visa requests: the agency's user who made the request hears of its submission, every status the
 * desk gives it and the desk's messages (email and bell); the visa operators' bell of a new request,
 * of documents uploaded again and of the agency's messages, where they must act.
 */
export function visaHandlers({ mailer, feed, recipients, portalUrl }: NotifyContext): Record<string, EventHandler> {
  const tellAgent = async (event: EventEnvelope, agentId: string, requestId: string, email: RequestEmail, entry: (clock: ReaderClock) => FeedContent): Promise<void> => {
    const agent = await recipients.get(agentId);
    const clock = { timeZone: agent?.timeZone ?? DEFAULT_CLOCK.timeZone, dateTimeFormat: agent?.dateTimeFormat ?? DEFAULT_CLOCK.dateTimeFormat };
    if (agent) await mailer.queue(event.id, event.type, agent.email, email(agent.name, agent.langId, `${portalUrl}${agent.langId === 'fr' ? '/fr' : ''}${visaRequestPath({ requestId })}`, clock));
    await feed.add(event.id, event.type, { userId: agentId }, entry(clock));
  };
  const tellDesk = async (event: EventEnvelope, entry: (agencyName: string) => FeedContent): Promise<void> => {
    await feed.add(event.id, event.type, { role: 'operator' }, entry(await agencyNameOf(recipients, event.agencyId)));
  };
  return Object.fromEntries([
    on(VisaEvents.submitted, async (d, e) => {
      await tellAgent(
        e,
        d.agentId,
        d.requestId,
        (n, l, u, c) => VISA_EMAILS.submitted(d, n, l, u, c),
        (c) => VISA_FEED.submitted(d, c),
      );
      await tellDesk(e, (agency) => VISA_FEED.deskSubmitted(d, agency));
    }),
    on(VisaEvents.statusChanged, async (d, e) => {
      const { visaStatus } = d;
      if (d.by === 'agency' && visaStatus === 'in_progress') return tellDesk(e, (agency) => VISA_FEED.deskReuploaded(d, agency));
      if (!isVisaNews(visaStatus)) return;
      const news = { ...d, visaStatus };
      await tellAgent(
        e,
        d.agentId,
        d.requestId,
        (n, l, u, c) => VISA_EMAILS.statusChanged(news, n, l, u, c),
        () => VISA_FEED.statusChanged(news),
      );
    }),
    on(VisaEvents.messagePosted, async (d, e) => {
      if (d.side === 'agency') return tellDesk(e, (agency) => VISA_FEED.deskAgencyWrote(d, agency));
      await tellAgent(
        e,
        d.agentId,
        d.requestId,
        (n, l, u) => VISA_EMAILS.operatorWrote(d, n, l, u),
        () => VISA_FEED.operatorWrote(d),
      );
    }),
  ]);
}
