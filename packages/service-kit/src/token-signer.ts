import { createHmac, timingSafeEqual } from 'node:crypto';

/** A token opened: its data, and whether its time is up (a caller may answer "expired" apart from "forged"). */
export interface OpenedToken<T> {
  data: T & { exp: number };
  expired: boolean;
}

/**
 * Short-lived signed values that need no storage (captcha challenges, the step between password
 * and second factor, the search behind an offer id): `<payload>.<signature>`, the payload being
 * base64url JSON with its expiry. The purpose is part of what is signed, so one kind cannot pass
 * for another.
 */
export class TokenSigner {
  constructor(private readonly secret: string) {}

  private mac(purpose: string, payload: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}\n${payload}`).digest('base64url');
  }

  sign<T extends object>(purpose: string, data: T, ttlMs: number, now = Date.now()): string {
    const payload = Buffer.from(JSON.stringify({ ...data, exp: now + ttlMs })).toString('base64url');
    return `${payload}.${this.mac(purpose, payload)}`;
  }

  /** The data of a token bearing our signature for this purpose, expired or not; undefined if forged or malformed. */
  open<T extends object>(purpose: string, token: string, now = Date.now()): OpenedToken<T> | undefined {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return undefined;
    const expected = Buffer.from(this.mac(purpose, payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T & { exp: number };
      return typeof data.exp === 'number' ? { data, expired: data.exp <= now } : undefined;
    } catch {
      return undefined;
    }
  }

  /** The data of a valid token for this purpose that has not expired. */
  verify<T extends object>(purpose: string, token: string, now = Date.now()): (T & { exp: number }) | undefined {
    const opened = this.open<T>(purpose, token, now);
    return opened && !opened.expired ? opened.data : undefined;
  }
}
