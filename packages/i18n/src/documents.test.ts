import { BOOKING_STATUSES } from '@portal/contracts';
import { DOCUMENT_WORDS, fillWords } from './documents';

describe('the documents dictionary', () => {
  it('names every booking status in every language', () => {
    for (const words of Object.values(DOCUMENT_WORDS)) expect(Object.keys(words.statuses).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it('fills the places of a string and leaves unknown ones visible', () => {
    expect(fillWords(DOCUMENT_WORDS.fr.eticket.checked, { pieces: 2, weight: 32 })).toBe('2 × 32 kg en soute');
    expect(fillWords('{{weight}} kg {{unit}}', { weight: 8 })).toBe('8 kg {{unit}}');
  });
});
