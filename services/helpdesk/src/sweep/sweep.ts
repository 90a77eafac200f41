import { TICKET_TIMERS } from '@portal/contracts';
import type { Worker } from '@portal/service-kit';
import type { ObjectId } from 'mongodb';
import type { HelpdeskContext } from '../context';
import { SYSTEM_ACTOR } from '../system/system';
import { clockStopped } from '../tickets/tickets';

/**
 * The helpdesk's timers, on the service's clock: a resolved ticket with no reply for 72 hours is
 * closed, a ticket closed for 30 days archived, and one whose travel starts within 48 hours urgent.
 * Each move is the same guarded write as a person's, so a reply arriving meanwhile wins.
 */
export async function sweepTickets(context: HelpdeskContext): Promise<void> {
  const { tickets } = context;
  const now = tickets.now();
  const ids = (filter: Parameters<typeof tickets.tickets.find>[0]) =>
    tickets.tickets
      .find(filter, { projection: { _id: 1 } })
      .map((d) => d._id)
      .toArray();
  const quiet = new Date(now.getTime() - TICKET_TIMERS.autoCloseAfterMs);
  const each = async (found: ObjectId[], move: (id: ObjectId) => Promise<unknown>) => {
    for (const id of found) await move(id);
  };

  await each(await ids({ status: 'resolved', statusChangedAt: { $lte: quiet }, lastReplyAt: { $lte: quiet } }), (_id) =>
    tickets.change({ _id, status: 'resolved' }, (doc, at) => ({
      set: { status: 'closed', waitingOn: 'nobody', ...clockStopped(doc, at), closedAt: at, statusChangedAt: at, updatedAt: at },
      events: (after) => [tickets.statusEvent(after, 'resolved', SYSTEM_ACTOR)],
      result: undefined,
    })),
  );

  const archiveBefore = new Date(now.getTime() - TICKET_TIMERS.archiveAfterMs);
  await each(await ids({ status: 'closed', closedAt: { $lte: archiveBefore } }), (_id) =>
    tickets.change({ _id, status: 'closed' }, (_doc, at) => ({
      set: { status: 'archived', statusChangedAt: at },
      events: (after) => [tickets.statusEvent(after, 'closed', SYSTEM_ACTOR)],
      result: undefined,
    })),
  );

  const soon = new Date(now.getTime() + TICKET_TIMERS.urgentBeforeTravelMs);
  await each(await ids({ status: { $in: ['open', 'unresolved', 'resolved'] }, priority: { $ne: 'urgent' }, travelStartsAt: { $gt: now, $lte: soon } }), (_id) =>
    tickets.change({ _id, priority: { $ne: 'urgent' } }, () => ({ set: { priority: 'urgent' }, events: () => [], result: undefined })),
  );
}

/** Runs the sweep every `everyMs`, one run at a time. */
export function sweepWorker(context: HelpdeskContext, everyMs: number): Worker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  return {
    start() {
      timer = setInterval(() => {
        if (running) return;
        running = sweepTickets(context)
          .catch((err: Error) => context.log.warn({ err: err.message }, 'ticket sweep failed'))
          .finally(() => {
            running = undefined;
          });
      }, everyMs);
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
