import { describe, expect, it } from 'vitest';
import { formatTimestamp, lastDays, localDay } from './format-time';

describe('time formats', () => {
  it('shows yyyy-MM-dd hh:mm:ss on the 24-hour clock, in local time', () => {
    const local = new Date(2025, 0, 2, 15, 4, 5);
    expect(formatTimestamp(local.toISOString())).toBe('2025-01-02 15:04:05');
    expect(formatTimestamp(new Date(2025, 11, 31, 0, 0, 9).toISOString())).toBe('2025-12-31 00:00:09');
  });

  it('leaves text that is not a time as it is', () => {
    expect(formatTimestamp('soon')).toBe('soon');
  });

  it('gives the last seven days, today included', () => {
    expect(lastDays(7, new Date(2025, 2, 3, 12))).toEqual({ startDate: '2025-02-25', endDate: '2025-03-03' });
    expect(localDay(new Date(2024, 1, 29))).toBe('2024-02-29');
  });
});
