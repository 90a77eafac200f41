import type { SlaState } from '@portal/contracts';
import { slaViewOf, timeLeftOf } from './sla';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const sla = (over: Partial<SlaState> = {}): SlaState => ({
  firstReplyTarget: 240,
  resolutionTarget: 900,
  firstReplyMinutes: 10,
  resolutionMinutes: 10,
  firstReplyDueAt: '2026-11-26T13:50:00.000Z',
  resolutionDueAt: '2026-11-27T15:00:00.000Z',
  firstRepliedAt: null,
  firstReplyBreached: false,
  resolutionBreached: false,
  ...over,
});

describe('slaViewOf', () => {
  it('counts down to the first reply until it is given', () => {
    expect(slaViewOf(sla(), 'open', NOW)).toEqual({ target: 'firstReply', kind: 'due', dueAt: '2026-11-26T13:50:00.000Z' });
  });

  it('turns to the resolution once the first reply is given', () => {
    expect(slaViewOf(sla({ firstRepliedAt: '2026-11-26T09:00:00.000Z', firstReplyDueAt: null }), 'open', NOW)).toMatchObject({ target: 'resolution', kind: 'due' });
  });

  it('says breached from the service flag or once the due moment has passed on screen', () => {
    expect(slaViewOf(sla({ firstReplyBreached: true }), 'open', NOW)).toEqual({ target: 'firstReply', kind: 'breached' });
    expect(slaViewOf(sla(), 'open', Date.parse('2026-11-26T14:00:00Z'))).toEqual({ target: 'firstReply', kind: 'breached' });
  });

  it('is paused while the ticket waits on the agency (no due moment)', () => {
    expect(slaViewOf(sla({ firstRepliedAt: '2026-11-26T09:00:00.000Z', firstReplyDueAt: null, resolutionDueAt: null }), 'open', NOW)).toEqual({ target: 'resolution', kind: 'paused' });
  });

  it('is done with once the ticket is resolved, unless it was breached', () => {
    const replied = { firstRepliedAt: '2026-11-26T09:00:00.000Z', firstReplyDueAt: null, resolutionDueAt: null };
    expect(slaViewOf(sla(replied), 'resolved', NOW)).toEqual({ target: 'resolution', kind: 'met' });
    expect(slaViewOf(sla({ ...replied, resolutionBreached: true }), 'closed', NOW)).toEqual({ target: 'resolution', kind: 'breached' });
  });
});

describe('timeLeftOf', () => {
  it('leaves under a day to the ticking clock and splits longer waits into days and hours', () => {
    expect(timeLeftOf(23 * 3600_000)).toBeNull();
    expect(timeLeftOf((2 * 24 + 5) * 3600_000 + 59 * 60_000)).toEqual({ days: 2, hours: 5 });
  });
});
