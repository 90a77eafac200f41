import { retryAfterSeconds, waitingTime } from './retry-after';

describe('waiting time of a throttled sign-in', () => {
  it('reads seconds under a minute and whole minutes above, in the reader’s language', () => {
    expect(waitingTime(45, 'en')).toBe('45 seconds');
    expect(waitingTime(1, 'en')).toBe('1 second');
    expect(waitingTime(61, 'en')).toBe('2 minutes');
    expect(waitingTime(900, 'fr')).toBe('15 minutes');
    expect(waitingTime(60, 'fr')).toBe('1 minute');
  });

  it('takes retryAfterSeconds only when it is a positive number', () => {
    expect(retryAfterSeconds({ retryAfterSeconds: 120 })).toBe(120);
    expect(retryAfterSeconds({ retryAfterSeconds: '120' })).toBeNull();
    expect(retryAfterSeconds({})).toBeNull();
  });
});
