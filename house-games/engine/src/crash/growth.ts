/**
 * How the multiplier rises while a crash round runs: multiplier(ms) = floor(100 * e^(CRASH_GROWTH_PER_MS * ms)) / 100,
 * on a 0.01 grid (2.00x after about 11.6 s, 10.00x after about 38.4 s). The server decides every cash-out with this
 * function and the round's stored start; clients draw it locally from the same start (decision 106).
 */
export const CRASH_GROWTH_PER_MS = 0.00006;

export const CRASH_GROWTH_FORMULA = 'floor(100 * e^(0.00006 * ms)) / 100';

/** The multiplier in hundredths (100 = 1.00x) `elapsedMs` after the round started. */
export function crashMultiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs));
}

/** The first whole millisecond at which the multiplier shows `cents` (so the round with that crash point ends). */
export function crashElapsedMs(cents: number): number {
  if (cents <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(cents / 100) / CRASH_GROWTH_PER_MS) - 2);
  while (crashMultiplierAt(ms) < cents) ms += 1;
  return ms;
}

/** 235 -> "2.35". */
export function formatMultiplier(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "2.35" or "2.5" or "2" -> 235 (at most two decimals). */
export function parseMultiplier(text: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a multiplier: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
