import { REMOTE_NAMES, type RuntimeConfig } from './runtime-config';

function originsOf(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * The Content-Security-Policy the shell and the remotes are served with, from the same runtime
 * config as /config.json: scripts, styles and fonts from the page's origin and the remotes' (Module
 * Federation loads their manifests and chunks), calls to the services' origins, inline styles for
 * antd's CSS-in-JS, and no framing at all (sign-in and 2FA pages must not be clickjacked).
 * `inlineScripts`: hash sources of the page's own inline scripts (a prerendered page's guard).
 */
export function pageContentSecurityPolicy(
  config: Pick<RuntimeConfig, 'remotes' | 'serverBaseUrl' | 'flightsBaseUrl' | 'hotelsBaseUrl' | 'transfersBaseUrl'>,
  inlineScripts: readonly string[] = [],
): string {
  const remotes = originsOf(REMOTE_NAMES.map((name) => config.remotes[name]).filter((url): url is string => url !== undefined));
  const services = originsOf([config.serverBaseUrl, config.flightsBaseUrl, config.hotelsBaseUrl, config.transfersBaseUrl]);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScripts, ...remotes],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    ['font-src', "'self'", 'data:', ...remotes],
    ['img-src', "'self'", 'data:', 'blob:', ...remotes, ...services],
    ['connect-src', "'self'", ...remotes, ...services],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Headers of every page and asset of the shell and the remotes. */
export function pageSecurityHeaders(config: Parameters<typeof pageContentSecurityPolicy>[0]): Record<string, string> {
  return {
    'Content-Security-Policy': pageContentSecurityPolicy(config),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}
