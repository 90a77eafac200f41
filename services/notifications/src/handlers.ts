import { IdentityEvents, type EventDefinition, type EventEnvelope, type EventData } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import type { Feed } from './feed';
import type { Mailer } from './mailer';
import { EMAILS, FEED } from './templates';

/** What each identity event becomes: emails to its recipient (in their language) and feed entries. */
export function identityHandlers(mailer: Mailer, feed: Feed, operatorEmail: string): Record<string, EventHandler> {
  const on = <D extends EventDefinition>(def: D, act: (data: EventData<D>, event: EventEnvelope) => Promise<void>): [string, EventHandler] => [
    def.type,
    (event) => act(def.data.parse(event.data) as EventData<D>, event),
  ];

  return Object.fromEntries([
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
    on(IdentityEvents.contactReceived, async (d, e) => {
      await mailer.queue(e.id, e.type, operatorEmail, EMAILS.contactReceived(d));
      await feed.add(e.id, e.type, { role: 'operator' }, FEED.contactReceived(d));
    }),
  ]);
}
