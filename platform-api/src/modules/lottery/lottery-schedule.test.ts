import { describe, expect, it } from 'vitest';
import { closesAt, drawsAfter, drawsOfDay } from './lottery-schedule';

const ZONE = 'Asia/Phnom_Penh'; // UTC+7, no daylight saving

describe('lottery schedule', () => {
  it('numbers a fast game by region day and sequence, across local midnight', () => {
    // 23:58:30 in Phnom Penh on 25 November.
    const after = new Date('2026-11-25T16:58:30Z');
    const draws = drawsAfter({ kind: 'every', seconds: 60 }, ZONE, after, 3);
    expect(draws.map((d) => d.issueNumber)).toEqual(['202611251439', '202611251440', '202611260001']);
    expect(draws.map((d) => d.drawAt.toISOString())).toEqual([
      '2026-11-25T16:59:00.000Z',
      '2026-11-25T17:00:00.000Z',
      '2026-11-25T17:01:00.000Z',
    ]);
    expect(draws[2]?.opensAt.toISOString()).toBe('2026-11-25T17:00:00.000Z');
  });

  it('uses three digits for 5-minute games and the region zone, not the server one', () => {
    const day = drawsOfDay({ kind: 'every', seconds: 300 }, 'Asia/Ho_Chi_Minh', '2026-01-01');
    expect(day).toHaveLength(288);
    expect(day[0]).toEqual({ issueNumber: '20260101001', drawAt: new Date('2025-12-31T17:05:00Z') });
  });

  it('counts the real length of a day with a daylight-saving change', () => {
    expect(drawsOfDay({ kind: 'every', seconds: 3600 }, 'America/New_York', '2026-03-08')).toHaveLength(23);
  });

  it('draws daily and weekly games at their local time, opening at the previous draw', () => {
    // 19:00 local on the 25th: that day's 18:15 draw has passed.
    const daily = drawsAfter({ kind: 'daily', at: '18:15' }, ZONE, new Date('2026-11-25T12:00:00Z'), 2);
    expect(daily.map((d) => [d.issueNumber, d.drawAt.toISOString(), d.opensAt.toISOString()])).toEqual([
      ['20261126001', '2026-11-26T11:15:00.000Z', '2026-11-25T11:15:00.000Z'],
      ['20261127001', '2026-11-27T11:15:00.000Z', '2026-11-26T11:15:00.000Z'],
    ]);
    // Tuesday, Thursday, Saturday; 25 November 2026 is a Wednesday.
    const weekly = drawsAfter(
      { kind: 'weekly', days: [2, 4, 6], at: '21:30' },
      ZONE,
      new Date('2026-11-25T00:00:00Z'),
      3,
    );
    expect(weekly.map((d) => d.issueNumber)).toEqual(['20261126001', '20261128001', '20261201001']);
    expect(weekly[0]?.opensAt.toISOString()).toBe('2026-11-24T14:30:00.000Z');
  });

  it('closes betting before the draw, never before the issue opens', () => {
    const [draw] = drawsAfter({ kind: 'every', seconds: 60 }, ZONE, new Date('2026-11-25T00:00:10Z'), 1);
    if (!draw) throw new Error('no draw');
    expect(closesAt(draw, 10).toISOString()).toBe('2026-11-25T00:00:50.000Z');
    expect(closesAt(draw, 600).toISOString()).toBe(draw.opensAt.toISOString());
  });
});
