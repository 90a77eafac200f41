import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/** RFC 6238 time-based one-time passwords as authenticator apps make them: 30-second steps, 6 digits, HMAC-SHA1 (otplib's defaults). */
export const STEP_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The code of a moment (tests and the demo use it; users' apps make their own). */
export function totp(secretBase32: string, timeMs = Date.now()): string {
  return generateSync({ secret: secretBase32, epoch: Math.floor(timeMs / 1000) });
}

/**
 * The step a code belongs to, accepting one step of clock drift either way; undefined when the
 * code matches none. The caller refuses a step it has already accepted (no replay), in the
 * database, so the refusal holds across instances.
 */
export function matchingStep(secretBase32: string, code: string, timeMs = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const epoch = Math.floor(timeMs / 1000);
  const result = verifySync({ secret: secretBase32, token: code, epoch, epochTolerance: STEP_SECONDS });
  return result.valid ? Math.floor(epoch / STEP_SECONDS) + result.delta : undefined;
}

export function otpauthUrl(secretBase32: string, account: string, issuer: string): string {
  return generateURI({ secret: secretBase32, label: account, issuer });
}
