#!/usr/bin/env node
// The example partner's own web server: serves its page, tells the page where the portal is, and
// signs its visitor's sign-in link with the partner secret, which never reaches the browser.
// Plain Node (no framework); `npm start` runs it beside the portal on PARTNER_SITE_PORT (8090).
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');
/** The partner's copy of single-spa: its own dependency, as a site with a bundler would have it. */
const SINGLE_SPA = fileURLToPath(import.meta.resolve('single-spa'));
/** The base path the partner chose for the hotels screens on its site. */
const BASE_PATH = '/hotels';
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.svg': 'image/svg+xml', '.css': 'text/css; charset=utf-8' };

/** Where the portal is and who the partner is: the operator gave the partner id and secret when registering it. */
export function partnerSiteConfig(env = process.env) {
  return {
    port: Number(env.PARTNER_SITE_PORT || 8090),
    host: env.PARTNER_SITE_HOST || '127.0.0.1',
    page: {
      basePath: BASE_PATH,
      serverBaseUrl: env.SERVER_BASE_URL || 'http://localhost:4000',
      hotelsBaseUrl: env.HOTELS_BASE_URL || 'http://localhost:4200',
      remoteManifestUrl: env.REMOTE_HOTELS_URL || 'http://localhost:8102/mf-manifest.json',
    },
    partner: {
      partnerId: env.PARTNER_ID || '900001',
      professionalId: env.PARTNER_PROFESSIONAL_ID || '10000001',
      secret: env.PARTNER_SECRET || env.DEMO_PARTNER_SECRET || 'development-only-partner-secret',
      /** The partner's signed-in visitor; a real site knows its own user. */
      visitorEmail: env.PARTNER_VISITOR_EMAIL || 'agent@atlas-voyages.example',
    },
  };
}

/** Identity's partner link (README, "Partner sign-in"): HMAC-SHA256 of `partnerId|email|professionalId|timestamp`, lowercase hex. */
export function signedPartnerLink({ partnerId, professionalId, secret }, email, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  const normalized = email.trim().toLowerCase();
  const SHASIGN = createHmac('sha256', secret).update(`${partnerId}|${normalized}|${professionalId}|${timestamp}`).digest('hex');
  return { partnerId, email: normalized, professionalId, timestamp, SHASIGN };
}

function send(res, status, type, body) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(body);
}

export function createPartnerSite(config = partnerSiteConfig()) {
  return http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://partner.local');
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'Method not allowed');
      if (pathname === '/') {
        res.writeHead(302, { Location: `${BASE_PATH}/b-hotels` }).end();
        return;
      }
      if (pathname === '/config.json') return send(res, 200, 'application/json', JSON.stringify(config.page));
      if (pathname === '/partner-link') return send(res, 200, 'application/json', JSON.stringify(signedPartnerLink(config.partner, config.partner.visitorEmail)));
      if (pathname === '/vendor/single-spa.js') return send(res, 200, TYPES['.js'], await readFile(SINGLE_SPA));
      // Any page under the base path is the one page; the embedded screens route inside it.
      const file = pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`) ? 'index.html' : path.basename(pathname);
      const type = TYPES[path.extname(file)];
      if (!type) return send(res, 404, 'text/plain', 'Not found');
      send(res, 200, type, await readFile(path.join(PUBLIC_DIR, file)));
    })().catch((error) => send(res, error.code === 'ENOENT' ? 404 : 500, 'text/plain', error.code === 'ENOENT' ? 'Not found' : 'Server error'));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const config = partnerSiteConfig();
  createPartnerSite(config).listen(config.port, config.host, () => console.log(`Partner site (white-label example) on http://localhost:${config.port}`));
}
