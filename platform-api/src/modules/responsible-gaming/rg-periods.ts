import { addDays, dayInZone, startOfDayInZone } from '@platform/shared-contracts/server';

// The periods a limit counts over: the region's calendar day, its week (Monday to Sunday) and its month, each
// beginning at midnight in the region's time zone (decision 104), never the server's.

export type UsagePeriod = 'DAY' | 'WEEK' | 'MONTH';
export const USAGE_PERIODS: readonly UsagePeriod[] = ['DAY', 'WEEK', 'MONTH'];

/** The first day (yyyy-MM-dd) of the period `now` falls in, in the zone. */
export function periodStart(period: UsagePeriod, now: Date, timeZone: string): string {
  const day = dayInZone(now, timeZone);
  if (period === 'DAY') return day;
  if (period === 'MONTH') return `${day.slice(0, 8)}01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The instant the period `now` falls in began. */
export function periodBegan(period: UsagePeriod, now: Date, timeZone: string): Date {
  return startOfDayInZone(periodStart(period, now, timeZone), timeZone);
}

export function currentPeriods(now: Date, timeZone: string): { period: UsagePeriod; start: string }[] {
  return USAGE_PERIODS.map((period) => ({ period, start: periodStart(period, now, timeZone) }));
}
