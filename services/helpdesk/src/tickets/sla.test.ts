import { slaStateOf } from './sla';

// Europe/Paris in January is UTC+1: Thursday 2027-01-07 16:00 local is 15:00 UTC.
const at = (iso: string) => new Date(iso);

describe('SLA in service hours', () => {
  it('counts only service minutes across a weekend (Thursday 16:00 to Sunday 10:00 Paris: 90 + 60)', () => {
    const sla = slaStateOf({ priority: 'normal', clockSince: at('2027-01-07T15:00:00Z'), clockSegments: [], firstRepliedAt: null }, at('2027-01-10T09:00:00Z'));
    expect(sla.firstReplyMinutes).toBe(150);
    expect(sla.resolutionMinutes).toBe(150);
    // 240 minutes of a normal ticket: 90 on Thursday, then 150 from Sunday 9:00 (9:00-11:30).
    expect(sla.firstReplyDueAt).toBe('2027-01-10T10:30:00.000Z');
    expect(sla.firstReplyBreached).toBe(false);
  });

  it('pauses while waiting on the agency and freezes the first reply', () => {
    const sla = slaStateOf(
      {
        priority: 'urgent',
        clockSince: null,
        clockSegments: [
          { from: at('2027-01-07T08:00:00Z'), to: at('2027-01-07T09:00:00Z') },
          { from: at('2027-01-11T08:00:00Z'), to: at('2027-01-11T12:00:00Z') },
        ],
        firstRepliedAt: at('2027-01-07T09:00:00Z'),
      },
      at('2027-01-20T12:00:00Z'),
    );
    expect(sla.firstReplyMinutes).toBe(60);
    expect(sla.firstReplyBreached).toBe(true);
    // Monday 9:00-13:00 local: 180 minutes (lunch excluded), plus Thursday's 60.
    expect(sla.resolutionMinutes).toBe(240);
    expect(sla.resolutionBreached).toBe(true);
    expect(sla.firstReplyDueAt).toBeNull();
    expect(sla.resolutionDueAt).toBeNull();
  });
});
