import { useCallback, useRef } from 'react';

/**
 * Runs `action` at most once per `intervalMs`; calls in between are dropped, not queued (spec section 5:
 * captcha refresh and SMS requests once per second). Answers whether this call ran.
 */
export function useThrottle<A extends unknown[]>(
  action: (...args: A) => void,
  intervalMs: number,
): (...args: A) => boolean {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(action);
  latest.current = action;
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < intervalMs) return false;
      last.current = now;
      latest.current(...args);
      return true;
    },
    [intervalMs],
  );
}
