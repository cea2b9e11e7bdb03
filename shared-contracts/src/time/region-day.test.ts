import { describe, expect, it } from 'vitest';
import { addDays, dayInZone, lastDaysInZone, startOfDayInZone } from './region-day';

describe('calendar days of a region', () => {
  it('turn at midnight in the region, 17:00 UTC for Phnom Penh', () => {
    expect(dayInZone(new Date('2026-03-09T16:59:59.999Z'), 'Asia/Phnom_Penh')).toBe('2026-03-09');
    expect(dayInZone(new Date('2026-03-09T17:00:00.000Z'), 'Asia/Phnom_Penh')).toBe('2026-03-10');
    expect(startOfDayInZone('2026-03-10', 'Asia/Phnom_Penh').toISOString()).toBe('2026-03-09T17:00:00.000Z');
  });

  it('follow daylight saving where the region has it', () => {
    expect(startOfDayInZone('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayInZone('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDayInZone('2026-01-01', 'Asia/Kathmandu').toISOString()).toBe('2025-12-31T18:15:00.000Z');
  });

  it('count back across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(lastDaysInZone(7, new Date('2026-01-02T18:30:00Z'), 'Asia/Phnom_Penh')).toEqual({
      startDate: '2025-12-28',
      endDate: '2026-01-03',
    });
  });
});
