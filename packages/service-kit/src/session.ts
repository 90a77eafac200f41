import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { type Role, IdentityEvents, languageSchema, roleSchema } from '@portal/contracts';
import type { Kafka } from 'kafkajs';
import type { Middleware, ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import { z } from 'zod';
import { declareCallers, ROLES } from './access';
import type { AppState } from './context';
import { AppError } from './errors';
import { ConsumerLoop } from './consumer-loop';

export const SESSION_COOKIE = 'portal_session';
/** A session without remember-me lasts a working day; with it, thirty days. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const DEV_SECRET = 'development-only-session-secret-change-me';
/** How many verified session tokens a service remembers (a few MB at most). */
const VERIFIED_TOKENS = 10_000;

export const sessionClaimsSchema = z.object({
  sid: z.string(),
  uid: z.string(),
  aid: z.string().nullable(),
  role: roleSchema,
  lang: languageSchema,
  iat: z.number(),
  exp: z.number(),
  /** A session the gateway minted for one integrator API call: the API key it was made with, and its name. */
  kid: z.string().optional(),
  kname: z.string().optional(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** Sessions revoked while still unexpired: one sign-out, or every session of a user before a time. */
export class SessionRevocations {
  private readonly sessions = new Map<string, number>();
  private readonly usersBefore = new Map<string, number>();

  revokeSession(sessionId: string, expiresAtMs: number): void {
    this.sessions.set(sessionId, expiresAtMs);
  }

  revokeUserBefore(userId: string, atMs: number): void {
    this.usersBefore.set(userId, Math.max(atMs, this.usersBefore.get(userId) ?? 0));
  }

  isRevoked(claims: SessionClaims): boolean {
    if (this.sessions.has(claims.sid)) return true;
    const before = this.usersBefore.get(claims.uid);
    return before !== undefined && claims.iat <= before;
  }

  /** Forgets revocations of sessions that have expired anyway. */
  prune(now = Date.now()): void {
    for (const [sid, exp] of this.sessions) if (exp < now) this.sessions.delete(sid);
    for (const [uid, at] of this.usersBefore) if (at + REMEMBER_ME_TTL_MS < now) this.usersBefore.delete(uid);
  }
}

export interface CookieSettings {
  domain?: string;
  secure: boolean;
}

/** Signs and verifies session tokens with the secret every service shares; no call to identity. */
export class SessionCodec {
  private readonly secret: Buffer;
  /**
   * Tokens already verified, so a request of a known session skips the signature and schema
   * checks (one HMAC and a parse per request otherwise); expiry and revocation are checked every time.
   */
  private readonly verified = new Map<string, SessionClaims>();

  constructor(
    secret: string,
    readonly revocations: SessionRevocations,
    readonly cookie: CookieSettings,
  ) {
    this.secret = Buffer.from(secret, 'utf8');
  }

  static fromEnv(env: NodeJS.ProcessEnv, log?: Logger): SessionCodec {
    const production = env.NODE_ENV === 'production';
    const secret = env.SESSION_SECRET;
    if (!secret || secret.length < 32) {
      if (production) throw new Error('SESSION_SECRET (32+ characters) is required in production');
      log?.warn('SESSION_SECRET not set: using the development secret');
    }
    return new SessionCodec(secret && secret.length >= 32 ? secret : DEV_SECRET, new SessionRevocations(), {
      domain: env.COOKIE_DOMAIN || undefined,
      secure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    });
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  issue(claims: Omit<SessionClaims, 'sid' | 'iat' | 'exp'>, ttlMs: number, now = Date.now()): { token: string; claims: SessionClaims } {
    const full: SessionClaims = { ...claims, sid: randomUUID(), iat: now, exp: now + ttlMs };
    const payload = Buffer.from(JSON.stringify(full)).toString('base64url');
    return { token: `${payload}.${this.sign(payload)}`, claims: full };
  }

  verify(token: string | undefined, now = Date.now()): SessionClaims | undefined {
    if (!token) return undefined;
    const known = this.verified.get(token);
    const claims = known ?? this.check(token);
    if (!claims || claims.exp <= now || this.revocations.isRevoked(claims)) return undefined;
    if (!known) {
      if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
    }
    return claims;
  }

  /** The claims of a well-formed token bearing our signature. */
  private check(token: string): SessionClaims | undefined {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    const claims = sessionClaimsSchema.safeParse(parsed);
    return claims.success ? claims.data : undefined;
  }

  private cookieOptions(maxAge?: number) {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.cookie.secure, domain: this.cookie.domain, path: '/', overwrite: true, maxAge };
  }

  /** Without remember-me the cookie ends with the browser (the token itself still expires). */
  setCookie(ctx: ParameterizedContext, token: string, rememberMe: boolean, ttlMs: number): void {
    ctx.cookies.set(SESSION_COOKIE, token, this.cookieOptions(rememberMe ? ttlMs : undefined));
  }

  clearCookie(ctx: ParameterizedContext): void {
    ctx.cookies.set(SESSION_COOKIE, '', this.cookieOptions(0));
  }
}

/** Reads the session cookie on every request; routes decide whether they need one. */
export function sessionReader(codec: SessionCodec): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.session = codec.verify(ctx.cookies.get(SESSION_COOKIE));
    await next();
  };
}

/** The request's session; 401 without one (after `requireSession` it is always there). */
export function sessionOf(ctx: { state: AppState }): SessionClaims {
  if (!ctx.state.session) throw new AppError('unauthorized');
  return ctx.state.session;
}

/** 401 without a valid session; 403 when the session's role is not among `roles` (any role when none is named). */
export function requireSession(...roles: Role[]): Middleware<AppState> {
  const allowed = roles.length > 0 ? roles : ROLES;
  return declareCallers(async (ctx, next) => {
    const session = ctx.state.session;
    if (!session) throw new AppError('unauthorized');
    if (!allowed.includes(session.role)) throw new AppError('forbidden', 'Your role does not allow this');
    await next();
  }, allowed);
}

/** The agency every query of an agency user is scoped to; never taken from the request. */
export function agencyOf(session: SessionClaims): string {
  if (!session.aid) throw new AppError('forbidden', 'This action belongs to an agency user');
  return session.aid;
}

/**
 * Every instance hears every revocation: a consumer group of its own, read from the start so a
 * restarted instance learns the revocations it missed.
 */
export class RevocationListener {
  private readonly loop: ConsumerLoop;
  private pruneTimer: NodeJS.Timeout | undefined;

  constructor(
    kafka: Kafka,
    private readonly revocations: SessionRevocations,
    log: Logger,
    service: string,
    topic: string,
  ) {
    this.loop = new ConsumerLoop(kafka, log, {
      groupId: () => `${service}-sessions-${randomUUID()}`,
      topics: [topic],
      fromBeginning: true,
      eachMessage: async ({ message }) => {
        if (!message.value) return;
        try {
          const event = JSON.parse(message.value.toString('utf8')) as { type?: string; data?: unknown };
          if (typeof event.type === 'string') this.apply(event.type, event.data);
        } catch {
          // not an event: nothing to revoke
        }
      },
    });
  }

  apply(type: string, data: unknown): void {
    if (type === IdentityEvents.sessionRevoked.type) {
      const parsed = IdentityEvents.sessionRevoked.data.safeParse(data);
      if (parsed.success) this.revocations.revokeSession(parsed.data.sessionId, Date.parse(parsed.data.expiresAt));
    } else if (type === IdentityEvents.userSessionsRevoked.type) {
      const parsed = IdentityEvents.userSessionsRevoked.data.safeParse(data);
      if (parsed.success) this.revocations.revokeUserBefore(parsed.data.userId, Date.parse(parsed.data.at));
    }
  }

  start(): void {
    this.pruneTimer = setInterval(() => this.revocations.prune(), 10 * 60 * 1000);
    this.pruneTimer.unref();
    this.loop.start();
  }

  async stop(): Promise<void> {
    clearInterval(this.pruneTimer);
    await this.loop.stop();
  }
}
