import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { liveAtSql, stateAt } from './announcement-schedule';

const NOW = new Date('2026-12-07T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

/** Start and end around the moment, the edges included. */
const SCHEDULES = [
  { name: 'starts later', start_at: at(1), end_at: null },
  { name: 'starts now', start_at: NOW, end_at: null },
  { name: 'started, no end', start_at: at(-1), end_at: null },
  { name: 'ends later', start_at: at(-1), end_at: at(1) },
  { name: 'ends now', start_at: at(-1), end_at: NOW },
  { name: 'ended', start_at: at(-2), end_at: at(-1) },
  { name: 'starts later, ends later', start_at: at(1), end_at: at(2) },
];

const db = new PGlite();
afterAll(() => db.close());

async function liveInSql(schedule: (typeof SCHEDULES)[number]): Promise<boolean> {
  const { rows } = await db.query<{ live: boolean }>(
    `select ${liveAtSql('$3')} as live from (select $1::timestamptz as start_at, $2::timestamptz as end_at) as a`,
    [schedule.start_at, schedule.end_at, NOW],
  );
  return rows[0]!.live;
}

describe('announcement schedule', () => {
  it('shows an announcement from its start until, not at, its end', () => {
    expect(SCHEDULES.map((schedule) => [schedule.name, stateAt(schedule, NOW)])).toEqual([
      ['starts later', 'SCHEDULED'],
      ['starts now', 'LIVE'],
      ['started, no end', 'LIVE'],
      ['ends later', 'LIVE'],
      ['ends now', 'ENDED'],
      ['ended', 'ENDED'],
      ['starts later, ends later', 'SCHEDULED'],
    ]);
  });

  it('filters in SQL exactly what it calls live', async () => {
    for (const schedule of SCHEDULES) {
      expect([schedule.name, await liveInSql(schedule)]).toEqual([
        schedule.name,
        stateAt(schedule, NOW) === 'LIVE',
      ]);
    }
  });
});
