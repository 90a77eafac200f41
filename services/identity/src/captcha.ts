import { createHash, randomUUID } from 'node:crypto';
import { leadingZeroBits, type CaptchaChallenge, type CaptchaSolution } from '@portal/contracts';
import { AppError, isDuplicateKey, type TokenSigner } from '@portal/service-kit';
import type { Model } from 'mongoose';
import type { UsedChallenge } from './models';

const TTL_MS = 10 * 60 * 1000;
const PURPOSE = 'captcha';

export function proofDigest(challenge: string, nonce: string): Buffer {
  return createHash('sha256').update(`${challenge}:${nonce}`).digest();
}

/** Finds a nonce for a challenge; what the browser does, here for tests and the demo seed. */
export function solveCaptcha(challenge: CaptchaChallenge): CaptchaSolution {
  for (let n = 0; ; n += 1) {
    const nonce = n.toString(36);
    if (leadingZeroBits(proofDigest(challenge.challenge, nonce)) >= challenge.difficulty) return { challenge: challenge.challenge, nonce };
  }
}

/**
 * Self-hosted proof-of-work captcha: no third-party site. A signed challenge, a nonce whose hash
 * has enough leading zero bits, and each challenge accepted once.
 */
export class Captcha {
  constructor(
    private readonly signer: TokenSigner,
    private readonly used: Model<UsedChallenge>,
    readonly difficulty: number,
  ) {}

  issue(now = Date.now()): CaptchaChallenge {
    const challenge = this.signer.sign(PURPOSE, { id: randomUUID(), d: this.difficulty }, TTL_MS, now);
    return { challenge, difficulty: this.difficulty, expiresAt: new Date(now + TTL_MS).toISOString() };
  }

  /** True once per valid, solved, unexpired challenge. */
  async redeem(solution: CaptchaSolution, now = Date.now()): Promise<boolean> {
    const data = this.signer.verify<{ id: string; d: number }>(PURPOSE, solution.challenge, now);
    if (!data) return false;
    if (leadingZeroBits(proofDigest(solution.challenge, solution.nonce)) < data.d) return false;
    try {
      await this.used.create({ _id: data.id, expiresAt: new Date(data.exp) });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }
}

export const captchaRefused = () => new AppError('validation_failed', 'Captcha incomplete', { fields: [{ field: 'captcha', reason: 'captcha_incomplete' }] });
