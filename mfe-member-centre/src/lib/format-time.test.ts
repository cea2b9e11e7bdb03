import { describe, expect, it } from 'vitest';
import { formatTimestamp, localDay } from './format-time';

describe('time formats', () => {
  it('shows yyyy-MM-dd hh:mm:ss on the 24-hour clock, in local time', () => {
    const local = new Date(2025, 0, 2, 15, 4, 5);
    expect(formatTimestamp(local.toISOString())).toBe('2025-01-02 15:04:05');
    expect(formatTimestamp(new Date(2025, 11, 31, 0, 0, 9).toISOString())).toBe('2025-12-31 00:00:09');
  });

  it('leaves text that is not a time as it is', () => {
    expect(formatTimestamp('soon')).toBe('soon');
  });

  it('writes a local calendar day as yyyy-MM-dd', () => {
    expect(localDay(new Date(2024, 1, 29))).toBe('2024-02-29');
  });
});
