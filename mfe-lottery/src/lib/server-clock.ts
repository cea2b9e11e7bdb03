import { useEffect, useState } from 'react';

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

/**
 * The server's now (epoch ms) for every countdown on a screen at once: re-rendered once a second and read at each
 * render, so the render that first has the server's offset already counts on the server's clock (a stored now would
 * show a frame on the device's clock: "drawing" on a phone a day ahead).
 */
export function useServerNow(offsetMs: number): number {
  const [, setTicks] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTicks((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return Date.now() + offsetMs;
}
