import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaptchaSolution } from '@portal/contracts';
import { useCaptchaMutation } from '../session/session-api';
import { solveChallenge, solvedShare } from './solve';

/** A solution is renewed this long before its challenge expires, so a slow form still sends a valid one. */
const RENEW_MARGIN_MS = 30_000;

export type CaptchaState = { status: 'solving'; share: number } | { status: 'solved'; solution: CaptchaSolution } | { status: 'failed' };

export interface Captcha {
  state: CaptchaState;
  /** The solution to send, or null while there is none. */
  solution: CaptchaSolution | null;
  /** A fresh challenge: after a refusal, after a sent form (each challenge is accepted once), or on retry. */
  renew(): void;
}

/**
 * Fetches a challenge from identity and solves it as soon as the form shows: WebCrypto hashes in
 * batches between which the page stays responsive (no worker bundle to download).
 */
export function useCaptcha(): Captcha {
  const [fetchChallenge] = useCaptchaMutation();
  const [state, setState] = useState<CaptchaState>({ status: 'solving', share: 0 });
  const [round, setRound] = useState(0);
  const renew = useCallback(() => setRound((count) => count + 1), []);
  const fetchRef = useRef(fetchChallenge);
  fetchRef.current = fetchChallenge;

  useEffect(() => {
    const stop = new AbortController();
    let expiry: ReturnType<typeof setTimeout> | undefined;
    setState({ status: 'solving', share: 0 });
    void (async () => {
      const { data: challenge } = await fetchRef.current();
      if (stop.signal.aborted) return;
      if (!challenge) {
        setState({ status: 'failed' });
        return;
      }
      try {
        let shown = -1;
        // One re-render per percent, not per batch: the form around the captcha is large.
        const progress = (attempts: number) => {
          const share = solvedShare(attempts, challenge.difficulty);
          if (Math.floor(share * 100) === shown) return;
          shown = Math.floor(share * 100);
          setState({ status: 'solving', share });
        };
        const nonce = await solveChallenge(challenge.challenge, challenge.difficulty, progress, stop.signal);
        setState({ status: 'solved', solution: { challenge: challenge.challenge, nonce } });
        const renewIn = Date.parse(challenge.expiresAt) - Date.now() - RENEW_MARGIN_MS;
        expiry = setTimeout(() => setRound((count) => count + 1), Math.max(0, renewIn));
      } catch {
        if (!stop.signal.aborted) setState({ status: 'failed' });
      }
    })();
    return () => {
      stop.abort();
      clearTimeout(expiry);
    };
  }, [round]);

  return { state, solution: state.status === 'solved' ? state.solution : null, renew };
}
