import { personNameIssue } from './limits';
import { personNameField } from './validation';

describe('person name rule without zod', () => {
  it.each(['Jean', "  O'Neil-Smith ", 'Zoë', 'Ünal Çelik', '', '   ', 'J3an', 'A'.repeat(30), 'A'.repeat(31), 'Jean!'])('agrees with personNameField on %j', (name) => {
    const parsed = personNameField.safeParse(name);
    expect(personNameIssue(name)).toBe(parsed.success ? null : parsed.error.issues[0]!.message);
  });
});
