#!/usr/bin/env node
// SMTP catcher with an HTTP API, for local development and tests. Its own process; started by
// infra/index.mjs (ensureInfra) or by hand: `node infra/mail-catcher.mjs`.
//
//   SMTP  127.0.0.1:1025  no TLS (STARTTLS disabled), AUTH optional (any credentials accepted)
//   HTTP  127.0.0.1:1080
//     GET    /healthz
//     GET    /api/messages            newest first; ?to=address filters on To/Cc/envelope recipients
//                                     (case-insensitive); ?wait=ms waits up to ms (max 30000) for
//                                     at least one match before answering
//     GET    /api/messages/:id        one message (404 if unknown)
//     GET    /api/messages/:id/raw    the message as received (message/rfc822)
//     DELETE /api/messages            clears all
//     DELETE /api/messages/:id        removes one
//
// Messages are kept in memory only (newest MAIL_CATCHER_MAX, default 1000) and lost on restart.
// Ports/host: MAIL_CATCHER_SMTP_PORT, MAIL_CATCHER_HTTP_PORT, MAIL_CATCHER_HOST.
import crypto from 'node:crypto';
import http from 'node:http';
import mailparser from 'mailparser';
import smtpServer from 'smtp-server';

const { simpleParser } = mailparser;
const { SMTPServer } = smtpServer;

const HOST = process.env.MAIL_CATCHER_HOST || '127.0.0.1';
const SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT || 1025);
const HTTP_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT || 1080);
const MAX_MESSAGES = Number(process.env.MAIL_CATCHER_MAX || 1000);
const MAX_SIZE = 25 * 1024 * 1024;

/** Newest last; reversed when listed. */
let messages = [];
const waiters = new Set();

const log = (msg) => process.stdout.write(`[${new Date().toISOString()}] ${msg}\n`);

function addresses(field) {
  if (!field) return [];
  const list = Array.isArray(field) ? field : [field];
  const out = [];
  const walk = (entries) => {
    for (const e of entries ?? []) {
      if (e.group) walk(e.group);
      else if (e.address) out.push(e.address);
    }
  };
  for (const obj of list) walk(obj.value);
  return out;
}

async function store(raw, session) {
  const envelope = {
    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
    to: session.envelope.rcptTo.map((r) => r.address),
  };
  let parsed;
  let parseError = null;
  try {
    parsed = await simpleParser(raw, { skipImageLinks: true });
  } catch (err) {
    parseError = err.message;
    parsed = {};
  }
  const to = addresses(parsed.to);
  const message = {
    id: crypto.randomUUID(),
    from: addresses(parsed.from)[0] ?? envelope.from,
    to: to.length ? to : envelope.to,
    cc: addresses(parsed.cc),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    date: (parsed.date instanceof Date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : new Date()).toISOString(),
    receivedAt: new Date().toISOString(),
    envelope,
    messageId: parsed.messageId ?? null,
    attachments: (parsed.attachments ?? []).map((a) => ({
      filename: a.filename ?? null,
      contentType: a.contentType,
      size: a.size,
    })),
    size: raw.length,
    ...(parseError ? { parseError } : {}),
  };
  Object.defineProperty(message, 'raw', { value: raw, enumerable: false });
  messages.push(message);
  if (messages.length > MAX_MESSAGES) messages = messages.slice(-MAX_MESSAGES);
  log(`received ${message.id} from=${message.from} to=${envelope.to.join(',')} subject=${JSON.stringify(message.subject)}`);
  for (const wake of waiters) wake();
}

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: MAX_SIZE,
  banner: 'portal mail-catcher',
  onAuth(auth, _session, callback) {
    callback(null, { user: auth.username || 'anonymous' }); // accept any credentials
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('error', callback);
    stream.on('end', () => {
      if (stream.sizeExceeded) {
        const err = new Error('Message exceeds fixed maximum message size');
        err.responseCode = 552;
        callback(err);
        return;
      }
      store(Buffer.concat(chunks), session).then(
        () => callback(),
        (err) => callback(err),
      );
    });
  },
});
smtp.on('error', (err) => log(`smtp error: ${err.message}`));

function matches(msg, to) {
  if (!to) return true;
  const want = to.toLowerCase();
  return [...msg.to, ...msg.cc, ...msg.envelope.to].some((a) => a.toLowerCase() === want);
}

const list = (to) => messages.filter((m) => matches(m, to)).reverse();

function waitForMatch(to, ms) {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiters.delete(check);
      resolve();
    };
    const check = () => {
      if (list(to).length > 0) done();
    };
    const timer = setTimeout(done, ms);
    waiters.add(check);
    check();
  });
}

function send(res, status, body) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
  });
  res.end(payload);
}

const api = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, `http://${req.headers.host || 'localhost'}`);
    const parts = url.pathname.replace(/\/+$/, '').split('/').filter(Boolean); // ['api','messages',id?,'raw'?]
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, DELETE, OPTIONS',
      });
      return res.end();
    }
    if (url.pathname === '/healthz' && req.method === 'GET') {
      return send(res, 200, { ok: true, smtp: { host: HOST, port: SMTP_PORT }, messages: messages.length });
    }
    if (parts[0] !== 'api' || parts[1] !== 'messages' || parts.length > 4) return send(res, 404, { error: 'not found' });
    const id = parts[2];

    if (!id) {
      if (req.method === 'GET') {
        const to = url.searchParams.get('to') || undefined;
        const wait = Math.min(Number(url.searchParams.get('wait') || 0) || 0, 30_000);
        if (wait > 0) await waitForMatch(to, wait);
        return send(res, 200, list(to));
      }
      if (req.method === 'DELETE') {
        const deleted = messages.length;
        messages = [];
        return send(res, 200, { deleted });
      }
      return send(res, 405, { error: 'method not allowed' });
    }

    const msg = messages.find((m) => m.id === id);
    if (parts[3] === 'raw' && req.method === 'GET') {
      if (!msg) return send(res, 404, { error: 'no such message' });
      res.writeHead(200, { 'content-type': 'message/rfc822', 'access-control-allow-origin': '*' });
      return res.end(msg.raw);
    }
    if (parts.length !== 3) return send(res, 404, { error: 'not found' });
    if (req.method === 'GET') return msg ? send(res, 200, msg) : send(res, 404, { error: 'no such message' });
    if (req.method === 'DELETE') {
      messages = messages.filter((m) => m.id !== id);
      return send(res, msg ? 200 : 404, { deleted: msg ? 1 : 0 });
    }
    return send(res, 405, { error: 'method not allowed' });
  } catch (err) {
    log(`http error: ${err.stack || err.message}`);
    if (!res.headersSent) send(res, 500, { error: err.message });
    else res.end();
  }
});

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: shutting down`);
  for (const wake of waiters) wake();
  const force = setTimeout(() => process.exit(0), 3_000);
  force.unref();
  api.closeAllConnections?.();
  Promise.all([new Promise((r) => api.close(() => r())), new Promise((r) => smtp.close(() => r()))]).then(() => process.exit(0));
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

try {
  await listen(smtp.server, SMTP_PORT);
  await listen(api, HTTP_PORT);
} catch (err) {
  log(`cannot listen: ${err.message}`);
  process.exit(1);
}
log(`mail-catcher: SMTP on ${HOST}:${SMTP_PORT}, HTTP API on http://${HOST}:${HTTP_PORT} (pid ${process.pid})`);
