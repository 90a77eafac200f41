import { browserOrigins, loadConfig } from './config';

const STRONG = { SESSION_SECRET: 's'.repeat(40), SERVICE_SECRET: 'v'.repeat(40), IDENTITY_ENCRYPTION_KEY: 'k'.repeat(40), WEBHOOK_SECRETS_KEY: 'w'.repeat(40) };

describe('a service configuration', () => {
  it('puts the internal listener on loopback, 1000 above the public port, and ephemeral beside an ephemeral one', () => {
    expect(loadConfig('account', {})).toMatchObject({ port: 4002, internalPort: 5002, internalHost: '127.0.0.1' });
    expect(loadConfig('flights', { PORT: '0' })).toMatchObject({ port: 0, internalPort: 0 });
    expect(loadConfig('payments', { INTERNAL_PORT: '6400', INTERNAL_HOST: '10.0.0.4' })).toMatchObject({ internalPort: 6400, internalHost: '10.0.0.4' });
  });

  it('refuses to start in production with the development secrets, naming each', () => {
    const devSecrets = { NODE_ENV: 'production', SESSION_SECRET: 'development-only-session-secret-change-me', SERVICE_SECRET: 'development-only-service-secret-change-me' };
    expect(() => loadConfig('flights', devSecrets)).toThrow(
      'flights refuses to start in production (NODE_ENV=production): SESSION_SECRET is the development value; SERVICE_SECRET is the development value.',
    );
    expect(() => loadConfig('account', { NODE_ENV: 'production' })).toThrow('SESSION_SECRET is not set; SERVICE_SECRET is not set');
    expect(() => loadConfig('visa', { ...STRONG, NODE_ENV: 'production', SERVICE_SECRET: 'short' })).toThrow('SERVICE_SECRET is shorter than 32 characters');
    expect(() => loadConfig('identity', { ...STRONG, NODE_ENV: 'production', IDENTITY_ENCRYPTION_KEY: 'development-only-identity-encryption-key' })).toThrow(
      'IDENTITY_ENCRYPTION_KEY is the development value',
    );
    expect(() => loadConfig('notifications', { ...STRONG, NODE_ENV: 'production', WEBHOOK_SECRETS_KEY: undefined })).toThrow('WEBHOOK_SECRETS_KEY is not set');
  });

  it('starts in production with secrets of its own, and in development with none', () => {
    expect(loadConfig('identity', { ...STRONG, NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig('notifications', { ...STRONG, NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig('gateway', { NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig('flights', {}).production).toBe(false);
  });

  it('answers the example partner page with CORS outside production only, or the partners PARTNER_ORIGINS lists', () => {
    expect(browserOrigins(loadConfig('hotels', {}))).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://localhost:8090', 'http://127.0.0.1:8090']);
    expect(loadConfig('gateway', { NODE_ENV: 'production' }).partnerOrigins).toEqual([]);
    expect(loadConfig('gateway', { NODE_ENV: 'production', PARTNER_ORIGINS: 'https://trips.partner.example' }).partnerOrigins).toEqual(['https://trips.partner.example']);
  });
});
