import { addDays, dayInZone, startOfDayInZone } from '@platform/shared-contracts/server';
import type { Cadence } from './lottery-engine-port';

// A game's cadence turned into draws in its region's time zone (decision 069). Pure: no database, no clock.

export interface ScheduledDraw {
  /** Region day and sequence of the day: 20261125 + 0421. */
  issueNumber: string;
  /** The previous draw: betting on this issue starts then. */
  opensAt: Date;
  drawAt: Date;
}

const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;

function minutesOf(at: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(at);
  if (!match) throw new Error(`not a time of day: ${at}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

function numbered(day: string, seq: number, perDay: number): string {
  const width = Math.max(3, String(perDay).length);
  return `${day.replaceAll('-', '')}${String(seq).padStart(width, '0')}`;
}

/**
 * The draws of one region day. A fast game draws every `seconds` after local midnight, the last one at the next
 * midnight (still numbered on this day); a daily or weekly game once at its local time (on a day with a
 * daylight-saving change, that many minutes after midnight).
 */
export function drawsOfDay(
  cadence: Cadence,
  timeZone: string,
  day: string,
): { issueNumber: string; drawAt: Date }[] {
  const start = startOfDayInZone(day, timeZone).getTime();
  if (cadence.kind === 'every') {
    const step = cadence.seconds * 1000;
    const length = startOfDayInZone(addDays(day, 1), timeZone).getTime() - start;
    const perDay = Math.floor(length / step);
    return Array.from({ length: perDay }, (_, i) => ({
      issueNumber: numbered(day, i + 1, perDay),
      drawAt: new Date(start + (i + 1) * step),
    }));
  }
  if (cadence.kind === 'weekly' && !cadence.days.includes(weekdayOf(day))) return [];
  return [{ issueNumber: numbered(day, 1, 1), drawAt: new Date(start + minutesOf(cadence.at) * MINUTE) }];
}

/** The first `count` draws strictly after `after`, each opening at the draw before it. */
export function drawsAfter(cadence: Cadence, timeZone: string, after: Date, count: number): ScheduledDraw[] {
  const lookBackDays = cadence.kind === 'every' ? 1 : 8;
  let day = addDays(dayInZone(after, timeZone), -lookBackDays);
  let previous: Date | null = null;
  const found: ScheduledDraw[] = [];
  // A weekly game with no weekday would never draw: give up after a year of days.
  for (let guard = 0; found.length < count && guard < 400; guard += 1) {
    for (const draw of drawsOfDay(cadence, timeZone, day)) {
      if (draw.drawAt > after && found.length < count) {
        const opensAt = previous ?? new Date(draw.drawAt.getTime() - DAY_MS);
        found.push({ ...draw, opensAt });
      }
      previous = draw.drawAt;
    }
    day = addDays(day, 1);
  }
  return found;
}

/** Betting closes `closeSeconds` before the draw, never before the issue opens. */
export function closesAt(draw: ScheduledDraw, closeSeconds: number): Date {
  const close = draw.drawAt.getTime() - closeSeconds * 1000;
  return new Date(Math.max(close, draw.opensAt.getTime()));
}
