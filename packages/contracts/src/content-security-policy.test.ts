import { defaultRuntimeConfig } from './default-runtime-config';
import { pageContentSecurityPolicy, pageSecurityHeaders } from './content-security-policy';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name!, values];
    }),
  );
}

describe('the pages’ Content-Security-Policy', () => {
  it('allows the remotes’ scripts and the services’ origins of the runtime config, and no framing', () => {
    const policy = directives(pageContentSecurityPolicy(defaultRuntimeConfig()));
    expect(policy['script-src']).toEqual([
      "'self'",
      'http://localhost:8101',
      'http://localhost:8102',
      'http://localhost:8103',
      'http://localhost:8104',
      'http://localhost:8105',
      'http://localhost:8106',
    ]);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'http://localhost:8101', 'http://localhost:4000', 'http://localhost:4100', 'http://localhost:4200', 'http://localhost:4300']),
    );
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('follows a runtime config pointing elsewhere, each origin once', () => {
    const config = defaultRuntimeConfig();
    const policy = directives(
      pageContentSecurityPolicy({
        ...config,
        serverBaseUrl: 'https://api.portal.example/v1',
        remotes: { ...config.remotes, hotels: 'https://cdn.portal.example/hotels/mf-manifest.json', visa: 'https://cdn.portal.example/visa/mf-manifest.json' },
      }),
    );
    expect(policy['script-src']).toContain('https://cdn.portal.example');
    expect(policy['script-src']!.filter((origin) => origin === 'https://cdn.portal.example')).toHaveLength(1);
    expect(policy['script-src']).not.toContain('http://localhost:8102');
    expect(policy['connect-src']).toContain('https://api.portal.example');
    expect(policy['connect-src']).not.toContain('http://localhost:4000');
  });

  it('lets pages show activity photos, served by the activities service behind the main server', () => {
    const config = defaultRuntimeConfig();
    const photo = new URL(`${config.serverBaseUrl.replace(/\/$/, '')}/activities/images/louvre.jpg`);
    expect(directives(pageContentSecurityPolicy(config))['img-src']).toContain(photo.origin);
  });

  it('comes with no referrer and no sniffing', () => {
    expect(pageSecurityHeaders(defaultRuntimeConfig())).toMatchObject({ 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' });
  });
});
