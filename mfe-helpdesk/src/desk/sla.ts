import type { SlaState, TicketStatus } from '@portal/contracts';

export type SlaTarget = 'firstReply' | 'resolution';

/**
 * What the desk shows of a ticket's SLA: the target that matters now (the first reply until it is
 * given, then the resolution) and whether it is breached, running towards `dueAt`, paused (waiting
 * on the agency) or done with (met, or the ticket resolved or closed).
 */
export type SlaView = { target: SlaTarget } & ({ kind: 'breached' } | { kind: 'due'; dueAt: string } | { kind: 'paused' } | { kind: 'met' });

const STOPPED: readonly TicketStatus[] = ['resolved', 'closed', 'archived'];

/** The service's flags, or a due moment passed since the answer came (the screen ticks on). */
export function slaViewOf(sla: SlaState, status: TicketStatus, now: number): SlaView {
  const target: SlaTarget = sla.firstRepliedAt ? 'resolution' : 'firstReply';
  const breached = target === 'firstReply' ? sla.firstReplyBreached : sla.resolutionBreached;
  const dueAt = target === 'firstReply' ? sla.firstReplyDueAt : sla.resolutionDueAt;
  if (breached || (dueAt && !STOPPED.includes(status) && Date.parse(dueAt) <= now)) return { target, kind: 'breached' };
  if (STOPPED.includes(status)) return { target, kind: 'met' };
  if (dueAt) return { target, kind: 'due', dueAt };
  return { target, kind: 'paused' };
}

const HOUR_MS = 60 * 60 * 1000;

/** Time left split for display: under a day a ticking clock, beyond it days and hours. */
export function timeLeftOf(msLeft: number): { days: number; hours: number } | null {
  if (msLeft < 24 * HOUR_MS) return null;
  const hours = Math.floor(msLeft / HOUR_MS);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}
