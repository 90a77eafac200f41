import { enterOutcome } from './autocomplete-enter';

describe('Enter in an autocomplete', () => {
  const nice = { id: 'NCE' };
  const lyon = { id: 'LYS' };

  it('picks the first match of what was typed', () => {
    expect(enterOutcome('Nice ', 'Nice', [nice, lyon], 2)).toEqual({ kind: 'pick', item: nice });
  });

  it('waits for the answer to the typed text, never picks from an older answer', () => {
    expect(enterOutcome('Nice', 'Ni', [lyon], 2)).toEqual({ kind: 'wait' });
    expect(enterOutcome('Nice', 'Nice', undefined, 2)).toEqual({ kind: 'wait' });
  });

  it('clears the field when nothing matches or too little was typed', () => {
    expect(enterOutcome('Zzz', 'Zzz', [], 2)).toEqual({ kind: 'clear' });
    expect(enterOutcome('N', '', undefined, 2)).toEqual({ kind: 'clear' });
  });
});
