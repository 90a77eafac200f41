import { GroupEvents, type EventData, type EventDefinition, type EventEnvelope, type GroupNotice, type Language } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { agencyGroupPath, deskGroupPath, GROUP_EMAILS, GROUP_FEED } from './group-templates';
import type { NotifyContext } from './handlers';
import type { EmailContent, FeedContent } from './templates';

function on<D extends EventDefinition>(def: D, act: (data: EventData<D>, event: EventEnvelope) => Promise<void>): [string, EventHandler] {
  return [def.type, (event) => act(def.data.parse(event.data) as EventData<D>, event)];
}

/**
 * Group quotations: operators hear of requests (their address and bell) and of the agency's answers
 * (bell); the requesting agent of quotes, refusals, bookings and expiries (email in their language and bell).
 */
export function groupHandlers({ mailer, feed, recipients, operatorEmail, portalUrl }: NotifyContext): Record<string, EventHandler> {
  const tellAgent = async (d: GroupNotice, event: EventEnvelope, email: ((name: string, lang: Language, url: string) => EmailContent) | null, entry: FeedContent): Promise<void> => {
    const agent = await recipients.get(d.agentId);
    if (agent && email) await mailer.queue(event.id, event.type, agent.email, email(agent.name, agent.langId, `${portalUrl}${agent.langId === 'fr' ? '/fr' : ''}${agencyGroupPath(d)}`));
    await feed.add(event.id, event.type, { userId: d.agentId }, entry);
  };
  const agencyName = async (agencyId: string | null) => {
    const person = agencyId ? await recipients.people.findOne({ agencyId, agencyName: { $ne: null } }) : null;
    return person?.agencyName ?? 'An agency';
  };
  return Object.fromEntries([
    on(GroupEvents.submitted, async (d, e) => {
      const name = await agencyName(e.agencyId);
      await mailer.queue(e.id, e.type, operatorEmail, GROUP_EMAILS.submitted(d, name, `${portalUrl}${deskGroupPath(d)}`));
      await feed.add(e.id, e.type, { role: 'operator' }, GROUP_FEED.submitted(d, name));
    }),
    on(GroupEvents.quoted, (d, e) => tellAgent(d, e, (n, l, u) => GROUP_EMAILS.quoted(d, n, l, u), GROUP_FEED.quoted(d))),
    on(GroupEvents.accepted, (d, e) => feed.add(e.id, e.type, { role: 'operator' }, GROUP_FEED.accepted(d))),
    on(GroupEvents.declined, (d, e) => feed.add(e.id, e.type, { role: 'operator' }, GROUP_FEED.declined(d))),
    on(GroupEvents.cancelled, (d, e) => feed.add(e.id, e.type, { role: 'operator' }, GROUP_FEED.cancelled(d))),
    on(GroupEvents.booked, (d, e) => tellAgent(d, e, (n, l, u) => GROUP_EMAILS.booked(d, n, l, u), GROUP_FEED.booked(d))),
    on(GroupEvents.roomingCompleted, (d, e) => feed.add(e.id, e.type, { role: 'operator' }, GROUP_FEED.roomingCompleted(d))),
    on(GroupEvents.expired, (d, e) => tellAgent(d, e, (n, l, u) => GROUP_EMAILS.expired(d, n, l, u), GROUP_FEED.expired(d))),
  ]);
}
