/**
 * Calendar days of a region: every day boundary (the account record's dates, daily limits) is midnight in the
 * region's IANA time zone, never in the server's or the browser's own zone. Days are written yyyy-MM-dd.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (n: number) => String(n).padStart(2, '0');

/** One formatter a zone: making one costs far more than using it, and the server asks for a day on every round. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsIn(instant: Date, timeZone: string) {
  const parts = formatterIn(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The calendar day an instant falls on in the zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  const { year, month, day } = partsIn(instant, timeZone);
  return `${year}-${two(month)}-${two(day)}`;
}

/** `day` moved by whole calendar days (negative for earlier). */
export function addDays(day: string, days: number): string {
  const [, y, m, d] = DAY.exec(day) ?? [];
  if (!y) throw new Error(`not a day: ${day}`);
  const moved = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days));
  return `${moved.getUTCFullYear()}-${two(moved.getUTCMonth() + 1)}-${two(moved.getUTCDate())}`;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const p = partsIn(new Date(instant), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant the day begins in the zone (its midnight; the first moment after a gap where midnight is skipped). */
export function startOfDayInZone(day: string, timeZone: string): Date {
  const [, y, m, d] = DAY.exec(day) ?? [];
  if (!y) throw new Error(`not a day: ${day}`);
  const wallMidnight = Date.UTC(Number(y), Number(m) - 1, Number(d));
  // The offset can differ between a guess and the answer only across a daylight-saving change: correct once.
  const guess = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  return new Date(wallMidnight - zoneOffsetMs(guess, timeZone));
}

/** The last `days` calendar days of the zone up to the day `now` falls on, both ends included. */
export function lastDaysInZone(
  days: number,
  now: Date,
  timeZone: string,
): { startDate: string; endDate: string } {
  const endDate = dayInZone(now, timeZone);
  return { startDate: addDays(endDate, -(days - 1)), endDate };
}
