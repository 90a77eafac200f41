import type { TFunction } from 'i18next';
import { deskErrorText } from './errors';

// The kit's error readers without its antd-bound entry (jest runs CommonJS; antd's locales are ES modules).
jest.mock('@portal/ui', () => ({ ...jest.requireActual('../../../packages/ui/src/service-error'), ...jest.requireActual('../../../packages/ui/src/form-errors') }));

const WORDS: Record<string, string> = {
  'deskTicket.errors.invalid_transition': 'Cannot move',
  'deskTicket.errors.unknown_support_user': 'Not in the team',
  'common:errors.http.500': 'Server error',
};
const t = ((key: string, options?: { defaultValue?: string }) => WORDS[key] ?? options?.defaultValue ?? key) as unknown as TFunction;
const failure = (status: number, code: string, fields: { field: string; reason: string }[] = []) => ({ status, data: { error: { code, message: '', details: fields.length ? { fields } : {} } } });

describe('deskErrorText', () => {
  it("says the desk's words for a refused move and for a refused field", () => {
    expect(deskErrorText(t, failure(409, 'invalid_transition'))).toBe('Cannot move');
    expect(deskErrorText(t, failure(400, 'validation_failed', [{ field: 'assigneeId', reason: 'unknown_support_user' }]))).toBe('Not in the team');
  });

  it('falls back to the usual words for anything else', () => {
    expect(deskErrorText(t, failure(500, 'internal'))).toBe('Server error');
  });
});
