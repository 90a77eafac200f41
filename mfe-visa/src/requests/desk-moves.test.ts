import { missingIssues, movesFrom } from './desk-moves';

describe('the desk moves', () => {
  it('offers only the moves the status allows', () => {
    expect(movesFrom('in_progress')).toEqual(['missing_documents', 'embassy_processing', 'rejected']);
    expect(movesFrom('embassy_processing')).toEqual(['missing_documents', 'accepted', 'denied']);
    expect(movesFrom('accepted')).toEqual([]);
  });

  it('asks a document and a reason for each missing row, once each', () => {
    expect(missingIssues([{ participant: 0, reason: 'blurred' }])).toBe('required');
    expect(missingIssues([{ participant: 0, kind: 'passport', reason: 'blurred' }])).toBeNull();
    expect(
      missingIssues([
        { participant: 0, kind: 'passport', reason: 'a' },
        { participant: 0, kind: 'passport', reason: 'b' },
      ]),
    ).toBe('invalid');
  });
});
