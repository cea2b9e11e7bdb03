import { useCallback, useEffect, useState } from 'react';

/**
 * Countdowns run on the server's clock (decision 071): the menus answer carries `serverTime`, and the offset to
 * this device's clock is kept, so a phone whose clock is minutes off still shows the right seconds to close.
 */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Whole seconds from the server's now to `at` (ISO), never below zero. */
export function secondsUntil(at: string, offsetMs: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(at) - (now + offsetMs)) / 1000));
}

/** The server's now (epoch ms) re-read once a second, for every countdown on a screen at once. */
export function useServerNow(offsetMs: number): number {
  const read = useCallback(() => Date.now() + offsetMs, [offsetMs]);
  const [now, setNow] = useState(read);
  useEffect(() => {
    setNow(read());
    const timer = setInterval(() => setNow(read()), 1000);
    return () => clearInterval(timer);
  }, [read]);
  return now;
}
