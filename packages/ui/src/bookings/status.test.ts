import { BOOKING_STATUSES, VISA_REQUEST_STATUSES } from '@portal/contracts';
import { createI18n } from '@portal/i18n';
import { statusFamily, statusLabelKey } from './status';

describe('status tags', () => {
  const fr = createI18n({ language: 'fr', namespace: 'remote', strings: { en: {}, fr: {} } });

  it('puts every status in a family and finds its French label', () => {
    for (const status of BOOKING_STATUSES) {
      expect(statusFamily({ kind: 'booking', status })).toBeDefined();
      expect(fr.t(statusLabelKey({ kind: 'booking', status }))).not.toContain(status);
    }
    for (const status of VISA_REQUEST_STATUSES) expect(fr.t(statusLabelKey({ kind: 'visa', status }))).not.toContain(status);
  });

  it('colours by what the status means', () => {
    expect(statusFamily({ kind: 'booking', status: 'ticket_issued' })).toBe('done');
    expect(statusFamily({ kind: 'booking', status: 'failure_ticket' })).toBe('failed');
    expect(statusFamily({ kind: 'booking', status: 'reimbursed' })).toBe('refunded');
    expect(statusFamily({ kind: 'visa', status: 'missing_documents' })).toBe('waiting');
  });
});
