import { addServiceMinutes, serviceMinutesBetween, TICKET_SLA_MINUTES, type SlaState, type TicketPriority } from '@portal/contracts';

/** A stretch of time the ticket waited on support (the SLA clock ran). */
export interface ClockSegment {
  from: Date;
  to: Date;
}

/** What the SLA is computed from: the clock's closed stretches, the running one, the first public support reply. */
export interface SlaClock {
  priority: TicketPriority;
  clockSince: Date | null;
  clockSegments: readonly ClockSegment[];
  firstRepliedAt: Date | null;
}

function minutesOf(segments: readonly ClockSegment[]): number {
  return segments.reduce((sum, segment) => sum + serviceMinutesBetween(segment.from, segment.to), 0);
}

/**
 * The ticket's SLA at `now`: service minutes counted only while it waited on support. The first
 * public support reply always ends a stretch (it makes the ticket wait on the agency), so the
 * first-reply minutes are the stretches ended by then.
 */
export function slaStateOf(clock: SlaClock, now: Date): SlaState {
  const targets = TICKET_SLA_MINUTES[clock.priority];
  const closedMinutes = minutesOf(clock.clockSegments);
  const running = clock.clockSince ? serviceMinutesBetween(clock.clockSince, now) : 0;
  const firstReplyClosed = clock.firstRepliedAt ? minutesOf(clock.clockSegments.filter((s) => s.to.getTime() <= clock.firstRepliedAt!.getTime())) : closedMinutes;
  const firstReplyMinutes = clock.firstRepliedAt ? firstReplyClosed : closedMinutes + running;
  const resolutionMinutes = closedMinutes + running;
  const firstReplyDueAt = !clock.firstRepliedAt && clock.clockSince ? addServiceMinutes(clock.clockSince, Math.max(0, targets.firstReply - closedMinutes)) : null;
  const resolutionDueAt = clock.clockSince ? addServiceMinutes(clock.clockSince, Math.max(0, targets.resolution - closedMinutes)) : null;
  return {
    firstReplyTarget: targets.firstReply,
    resolutionTarget: targets.resolution,
    firstReplyMinutes,
    resolutionMinutes,
    firstReplyDueAt: firstReplyDueAt?.toISOString() ?? null,
    resolutionDueAt: resolutionDueAt?.toISOString() ?? null,
    firstRepliedAt: clock.firstRepliedAt?.toISOString() ?? null,
    firstReplyBreached: firstReplyMinutes > targets.firstReply,
    resolutionBreached: resolutionMinutes > targets.resolution,
  };
}

/** The soonest target falling due on the running clock (the queue's `due` order); undefined while paused or met. */
export function nextDueAt(sla: SlaState): number | undefined {
  const dues = [sla.firstReplyDueAt, sla.resolutionDueAt].filter((d): d is string => d !== null).map((d) => Date.parse(d));
  return dues.length > 0 ? Math.min(...dues) : undefined;
}
