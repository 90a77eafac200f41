import { createHash, randomUUID } from 'node:crypto';
import type { CaptchaChallenge, CaptchaSolution } from '@portal/contracts';
import { isDuplicateKey, type TokenSigner } from '@portal/service-kit';
import type { Collection } from 'mongodb';

const TTL_MS = 10 * 60 * 1000;
const PURPOSE = 'captcha';

export interface UsedChallenge {
  _id: string;
  expiresAt: Date;
}

export function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
}

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
    private readonly used: Collection<UsedChallenge>,
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
      await this.used.insertOne({ _id: data.id, expiresAt: new Date(data.exp) });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }
}
