import { createHash } from 'node:crypto';
import { leadingZeroBits } from '@portal/contracts';
import { solveChallenge, solvedShare } from './solve';

describe('proof-of-work captcha', () => {
  it('counts leading zero bits as identity does', () => {
    expect(leadingZeroBits(new Uint8Array([0x00, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00]))).toBe(16);
  });

  it('finds a nonce the server accepts and reports progress', async () => {
    const progress: number[] = [];
    const nonce = await solveChallenge('signed.challenge.token', 10, (attempts) => progress.push(attempts));
    const digest = createHash('sha256').update(`signed.challenge.token:${nonce}`).digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(10);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge('x', 30, undefined, controller.signal)).rejects.toThrow();
  });

  it('shows a progress share that grows towards 1', () => {
    expect(solvedShare(0, 16)).toBe(0);
    expect(solvedShare(65_536, 16)).toBeCloseTo(0.632, 3);
    expect(solvedShare(1e9, 16)).toBeCloseTo(1, 5);
  });
});
