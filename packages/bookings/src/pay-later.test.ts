import { dueReminder, payLaterTerms } from './pay-later';

const DAY = 86_400_000;
const DAYS = [7, 3, 1] as const;

describe('pay-later reminders', () => {
  const deadline = new Date('2026-06-20T10:00:00Z');

  it('sends each reminder once, at 7, 3 and 1 days before the deadline', () => {
    let terms = payLaterTerms(deadline, deadline.getTime() - 20 * DAY, DAYS);
    expect(terms.reminded).toEqual([]);
    expect(dueReminder(terms, deadline.getTime() - 8 * DAY, DAYS)).toBeNull();
    const sent: number[] = [];
    for (const daysBefore of [7, 6.5, 3, 2, 1, 0.5]) {
      const due = dueReminder(terms, deadline.getTime() - daysBefore * DAY, DAYS);
      if (!due) continue;
      sent.push(due.daysLeft);
      terms = { ...terms, reminded: due.reminded };
    }
    expect(sent).toEqual([7, 3, 1]);
  });

  it('counts the reminders already passed at booking as sent, and a missed one as passed', () => {
    const terms = payLaterTerms(deadline, deadline.getTime() - 5 * DAY, DAYS);
    expect(terms.reminded).toEqual([7]);
    expect(dueReminder(terms, deadline.getTime() - 4 * DAY, DAYS)).toBeNull();
    // The sweep was down over the 3-day mark: only the 1-day reminder goes.
    expect(dueReminder(terms, deadline.getTime() - 0.9 * DAY, DAYS)).toEqual({ daysLeft: 1, reminded: [7, 3, 1] });
  });

  it('sends nothing once the deadline has passed', () => {
    expect(dueReminder({ deadline, reminded: [] }, deadline.getTime(), DAYS)).toBeNull();
  });
});
