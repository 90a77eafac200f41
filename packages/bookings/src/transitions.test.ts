import { statusTableIssues, Transitions } from './transitions';

describe('status tables', () => {
  it('finds nothing wrong with tables of spec statuses that each have a way out', () => {
    expect(statusTableIssues({ pending: ['confirmed', 'failure'], confirmed: ['cancelled'] }, { pending: 'resolve' }, ['confirmed'])).toEqual([]);
  });

  it('names a status outside the spec and one a booking can leave with no way out', () => {
    const table = { pending: ['confirmed', 'shipped'], confirmed: ['cancelled'] } as unknown as ConstructorParameters<typeof Transitions>[0];
    expect(statusTableIssues(table, {}, ['confirmed'])).toEqual(['shipped is not a spec status', 'pending has no way out']);
  });
});
