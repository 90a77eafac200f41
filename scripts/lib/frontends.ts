import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  DEFAULT_PORTS,
  isPortalRoute,
  LANGUAGES,
  pageContentSecurityPolicy,
  pageSecurityHeaders,
  prerenderedPageOf,
  REMOTE_NAMES,
  runtimeConfigSchema,
  type RemoteName,
  type RuntimeConfig,
} from '@portal/contracts';

export type FrontendName = 'shell' | RemoteName;

const DEVELOPMENT_CLIENT_KEY = 'development-only-client-key-change-me';
export const FRONTEND_NAMES: readonly FrontendName[] = ['shell', ...REMOTE_NAMES];

export interface StartFrontendsOptions {
  /** Which apps to serve (default: the shell and every remote). */
  apps?: readonly FrontendName[];
  /** Where SERVER_BASE_URL, REMOTE_*_URL, SHELL_PORT… are read (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** Ports that win over the environment (e.g. a second shell in a test). */
  ports?: Partial<Record<FrontendName, number>>;
  /** Fields of /config.json that win over the environment (e.g. a remote pointed at a closed port). */
  config?: Partial<RuntimeConfig>;
  /** Interface to bind (default 127.0.0.1). */
  host?: string;
  /** Monorepo root (default: found from the working directory). */
  rootDir?: string;
}

export interface RunningFrontends {
  /** Origin of every app served, e.g. { shell: 'http://localhost:8080', flights: … }. */
  urls: Partial<Record<FrontendName, string>>;
  /** What the shell serves at /config.json. */
  config: RuntimeConfig;
  stop(): Promise<void>;
  stopOne(name: FrontendName): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** Content-hashed files never change; entry points (html, manifest, remoteEntry) always revalidate. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const brotli = promisify(brotliCompress);
/** Brotli at 9: about a fifth smaller than gzip for these bundles, compressed once per file off the event loop. */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } };

function findRoot(start: string): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (Array.isArray(pkg.workspaces) && pkg.workspaces.includes('shell')) return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`No portal monorepo root above ${start}`);
  }
}

export function distDir(rootDir: string, app: FrontendName): string {
  return path.join(rootDir, app === 'shell' ? 'shell' : `mfe-${app}`, 'dist');
}

function envKey(remote: RemoteName): string {
  return remote.toUpperCase();
}

function portFromEnv(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const value = env[key];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${key} is not a port: ${value}`);
  return port;
}

/** Ports and /config.json of a local run, from the environment over the defaults. */
export function resolveFrontends(options: StartFrontendsOptions = {}): {
  ports: Record<FrontendName, number>;
  config: RuntimeConfig;
} {
  const env = options.env ?? process.env;
  const ports = Object.fromEntries(
    FRONTEND_NAMES.map((app) => {
      const port = app === 'shell' ? portFromEnv(env, 'SHELL_PORT', DEFAULT_PORTS.shell) : portFromEnv(env, `REMOTE_${envKey(app)}_PORT`, DEFAULT_PORTS.remotes[app]);
      return [app, options.ports?.[app] ?? port];
    }),
  ) as Record<FrontendName, number>;
  const local = (port: number) => `http://localhost:${port}`;
  const config = runtimeConfigSchema.parse({
    serverBaseUrl: env.SERVER_BASE_URL || local(DEFAULT_PORTS.gateway),
    flightsBaseUrl: env.FLIGHTS_BASE_URL || local(DEFAULT_PORTS.services.flights),
    hotelsBaseUrl: env.HOTELS_BASE_URL || local(DEFAULT_PORTS.services.hotels),
    transfersBaseUrl: env.TRANSFERS_BASE_URL || local(DEFAULT_PORTS.services.transfers),
    remotes: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, env[`REMOTE_${envKey(remote)}_URL`] || `${local(ports[remote])}/mf-manifest.json`])),
    languages: [...LANGUAGES],
    // A fixed key is fine for a local run; production sets its own or stores no partner id.
    clientKey: env.CLIENT_KEY || (env.NODE_ENV === 'production' ? undefined : DEVELOPMENT_CLIENT_KEY),
    ...options.config,
  });
  return { ports, config };
}

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  gzipped: Buffer | null;
  brotli: Buffer | null;
  etag: string;
  /** An HTML page's inline scripts, as CSP hash sources (a prerendered page's guard). */
  inlineScripts: string[];
}

/** The CSP sources ('sha256-…') of a page's inline scripts: the policy allows exactly those. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
}

/** The request handler of one app's server (exported for its tests). */
export function createStaticHandler(app: FrontendName, root: string, config: RuntimeConfig): http.RequestListener {
  const cache = new Map<string, CachedFile>();
  const configBody = Buffer.from(JSON.stringify(config));
  const isRemote = app !== 'shell';
  // The same policy on every server: a remote's own index.html is a page too.
  const securityHeaders = pageSecurityHeaders(config);

  async function load(file: string): Promise<CachedFile | null> {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached;
    const body = await readFile(file);
    const compress = COMPRESSIBLE.has(path.extname(file)) && body.length > 1024;
    const entry: CachedFile = {
      mtimeMs: stat.mtimeMs,
      body,
      gzipped: compress ? gzipSync(body) : null,
      brotli: compress ? await brotli(body, BROTLI_OPTIONS) : null,
      etag: `W/"${body.length.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`,
      inlineScripts: path.extname(file) === '.html' ? inlineScriptSources(body.toString('utf8')) : [],
    };
    cache.set(file, entry);
    return entry;
  }

  function send(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    status: number,
    type: string,
    cacheControl: string,
    file: Pick<CachedFile, 'body' | 'gzipped' | 'brotli' | 'etag'> & Partial<Pick<CachedFile, 'inlineScripts'>>,
  ): void {
    if (file.inlineScripts?.length) res.setHeader('Content-Security-Policy', pageContentSecurityPolicy(config, file.inlineScripts));
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('ETag', file.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (status === 200 && req.headers['if-none-match'] === file.etag) {
      res.writeHead(304).end();
      return;
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = file.brotli && /\bbr\b/.test(accepted) ? 'br' : file.gzipped && /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const body = (encoding === 'br' ? file.brotli : encoding === 'gzip' ? file.gzipped : null) ?? file.body;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return (req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (isRemote) {
      // Remotes are fetched cross-origin by the shell (manifest, entry, chunks).
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (!isRemote && pathname === '/config.json') {
      send(req, res, 200, CONTENT_TYPES['.json']!, REVALIDATE, {
        body: configBody,
        gzipped: null,
        brotli: null,
        etag: `W/"config-${configBody.length.toString(16)}"`,
      });
      return;
    }
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root + path.sep) && file !== root) {
      res.writeHead(403).end();
      return;
    }
    void (async () => {
      const ext = path.extname(file);
      const found = await load(file);
      if (found) {
        const type = CONTENT_TYPES[ext] ?? 'application/octet-stream';
        send(req, res, 200, type, pathname.startsWith('/static/') ? IMMUTABLE : REVALIDATE, found);
        return;
      }
      // The signed-out home of each language, rendered at build time, when the build made it.
      const prerendered = isRemote ? null : prerenderedPageOf(pathname);
      const page = prerendered ? await load(path.join(root, prerendered)) : null;
      if (page) {
        send(req, res, 200, CONTENT_TYPES['.html']!, REVALIDATE, page);
        return;
      }
      // The shell is a single-page app: any page path renders index.html, with 404 when it is no
      // route of the portal (the app shows its not-found page); a missing asset is a plain 404.
      const index = !isRemote && (ext === '' || ext === '.html') ? await load(path.join(root, 'index.html')) : null;
      if (index) {
        send(req, res, isPortalRoute(pathname) ? 200 : 404, CONTENT_TYPES['.html']!, REVALIDATE, index);
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE }).end('Not found');
    })().catch((error: unknown) => {
      console.error(`[frontends] ${app} ${pathname}:`, error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  };
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Serves the built shell (with /config.json and the SPA fallback) and every remote's dist on its
 * own port with CORS: one node:http server per app, on 127.0.0.1.
 */
export async function startFrontends(options: StartFrontendsOptions = {}): Promise<RunningFrontends> {
  const rootDir = options.rootDir ?? findRoot(process.cwd());
  const host = options.host ?? '127.0.0.1';
  const apps = options.apps ?? FRONTEND_NAMES;
  const { ports, config } = resolveFrontends(options);

  const missing = apps.filter((app) => !existsSync(path.join(distDir(rootDir, app), 'index.html')));
  if (missing.length > 0) {
    throw new Error(`Build the frontends first (npm run build): no dist for ${missing.join(', ')}`);
  }

  const servers = new Map<FrontendName, http.Server>();
  const urls: Partial<Record<FrontendName, string>> = {};
  try {
    for (const app of apps) {
      const server = http.createServer(createStaticHandler(app, distDir(rootDir, app), config));
      await listen(server, ports[app], host);
      servers.set(app, server);
      urls[app] = `http://localhost:${ports[app]}`;
    }
  } catch (error) {
    await Promise.all([...servers.values()].map(close));
    throw error;
  }

  return {
    urls,
    config,
    async stop() {
      await Promise.all([...servers.values()].map(close));
      servers.clear();
    },
    async stopOne(name) {
      const server = servers.get(name);
      if (!server) return;
      servers.delete(name);
      await close(server);
    },
  };
}
