/** The console reads and writes times in UTC (lib/format.ts): a `datetime-local` value is a UTC minute. */

/** "2026-12-07T09:30" for the minute `at` is in, in UTC. */
export function utcMinuteInput(at: Date): string {
  return at.toISOString().slice(0, 16);
}

/** The ISO time of a `datetime-local` value read as UTC; '' stays '' (no time given). */
export function isoOfUtcInput(value: string): string {
  return value === '' ? '' : `${value}:00Z`;
}
