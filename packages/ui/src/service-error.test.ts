import type { TFunction } from 'i18next';
import { describeServiceError, serviceErrorOf } from './service-error';

describe('service errors', () => {
  it('reads the error body and the fields of a validation failure', () => {
    const error = {
      status: 400,
      data: { error: { code: 'validation_failed', message: 'Some fields are invalid', details: { fields: [{ field: 'hotels.value', reason: 'invalid_amount' }, { nonsense: true }] } } },
    };
    expect(serviceErrorOf(error)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Some fields are invalid',
      details: { fields: [{ field: 'hotels.value', reason: 'invalid_amount' }, { nonsense: true }] },
      fields: [{ field: 'hotels.value', reason: 'invalid_amount' }],
    });
  });

  it('names a call that got no readable answer', () => {
    expect(serviceErrorOf({ status: 'FETCH_ERROR', error: 'TypeError' })?.code).toBe('fetch_error');
    expect(serviceErrorOf({ status: 'TIMEOUT_ERROR', error: 'timeout' })?.code).toBe('timeout_error');
    expect(serviceErrorOf({ status: 502, data: '<html>' })).toMatchObject({ status: 502, code: 'http_502', fields: [] });
    expect(serviceErrorOf(new Error('boom'))).toBeNull();
  });

  it('says it in the words of spec §8', () => {
    const t = ((key: string, options?: { defaultValue?: string }) => (key === 'common:errors.http.503' ? 'Service unavailable' : (options?.defaultValue ?? key))) as TFunction;
    expect(describeServiceError({ status: 503, data: {} }, t)).toBe('Service unavailable');
    expect(describeServiceError({ status: 'FETCH_ERROR', error: 'x' }, t)).toBe('common:errors.fetchError');
    expect(describeServiceError({ status: 418, data: {} }, t)).toBe('common:errors.httpError');
  });
});
