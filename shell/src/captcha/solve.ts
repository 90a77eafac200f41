/** Self-hosted proof-of-work captcha, browser side: find a nonce whose hash has enough leading zero bits. */
import { leadingZeroBits } from '@portal/contracts';

/** The share of challenges of this difficulty solved within `attempts` tries (for a progress bar). */
export function solvedShare(attempts: number, difficulty: number): number {
  return 1 - Math.exp(-attempts / 2 ** difficulty);
}

const encoder = new TextEncoder();
const BATCH = 256;

/**
 * Tries nonces 0, 1, 2… (base 36) until SHA-256 of `${challenge}:${nonce}` starts with `difficulty`
 * zero bits, as identity checks it. Hashes go in batches so WebCrypto works in parallel.
 */
export async function solveChallenge(challenge: string, difficulty: number, onProgress: (attempts: number) => void = () => undefined, signal?: AbortSignal): Promise<string> {
  for (let start = 0; ; start += BATCH) {
    signal?.throwIfAborted();
    const nonces = Array.from({ length: BATCH }, (_, i) => (start + i).toString(36));
    const digests = await Promise.all(nonces.map((nonce) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${nonce}`))));
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return nonces[found]!;
    onProgress(start + BATCH);
  }
}
