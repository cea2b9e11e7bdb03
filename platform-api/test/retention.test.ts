import { captchaCall, loginCall, loginCodeCall } from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createScratchDatabase } from '../src/db/scratch-database';
import {
  DEFAULT_RETENTION,
  RETENTION_LOCK,
  sweepExpiredRows,
} from '../src/modules/retention/retention-sweep';
import { DEMO_MEMBER, startTestServer, type TestServer } from './harness';

const DAY = 86_400_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Each pruned table and the time its rows are told apart by. */
const TIMES: Record<string, string> = {
  captchas: 'expires_at',
  sessions: 'created_at',
  verification_codes: 'created_at',
  login_challenges: 'expires_at',
  outbox: 'created_at',
  rate_counters: 'window_start',
  rate_windows: 'last_hit',
};

async function rowsBetween(table: string, from: Date, to: Date): Promise<number> {
  const [row] = await server.sql<{ n: number }>(
    `select count(*)::int as n from ${table} where ${TIMES[table]} >= $1 and ${TIMES[table]} < $2`,
    [from, to],
  );
  return row?.n ?? 0;
}

/** What a few visitors leave behind: a captcha, sessions, an SMS code with its counters, a login challenge. */
async function visit(ip: string) {
  await server.client({ ip }).call(captchaCall, {});
  await server.client().call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
  const away = await server.client({ ip }).call(loginCall, {
    username: DEMO_MEMBER.account,
    password: DEMO_MEMBER.password,
  });
  expect(away.status).toBe('VERIFY');
  await server.client({ ip }).call(loginCodeCall, {
    mobileNum: DEMO_MEMBER.mobile,
    countryDialingCode: DEMO_MEMBER.dialingCode,
  });
}

describe('the retention sweep', () => {
  it('deletes what ended more than the kept days ago, and keeps what is live or ended lately', async () => {
    const start = server.deps.now();
    await visit('198.51.100.201');
    server.advance((DEFAULT_RETENTION.keepDays + 2) * DAY);
    const lately = server.deps.now();
    await server.client({ ip: '198.51.100.202' }).call(captchaCall, {});
    server.advance(DAY);
    const live = server.deps.now();
    await visit('198.51.100.203');

    const result = await sweepExpiredRows(server.deps);
    expect(result.ran).toBe(true);

    const far = new Date(live.getTime() + 30 * DAY);
    for (const table of Object.keys(TIMES)) {
      // Counters' windows start up to a day before what they count.
      const old = await rowsBetween(
        table,
        new Date(start.getTime() - 2 * DAY),
        new Date(start.getTime() + DAY),
      );
      expect({ table, old }).toEqual({
        table,
        old: 0,
      });
      const kept = await rowsBetween(table, new Date(live.getTime() - DAY + 1), far);
      expect({ table, live: kept > 0 }).toEqual({ table, live: true });
    }
    // The captcha that expired a day ago is kept until it is older than the kept days.
    expect(await rowsBetween('captchas', lately, live)).toBe(1);
  });

  it('deletes in bounded batches and leaves the rest to the next run', async () => {
    const past = new Date(server.deps.now().getTime() - 30 * DAY);
    await server.sql(
      `insert into captchas (id, answer_hash, expires_at) select 'old-' || n, 'x', $1 from generate_series(1, 25) n`,
      [past],
    );
    const limits = { ...DEFAULT_RETENTION, batchSize: 10, maxBatches: 2 };
    expect(await sweepExpiredRows(server.deps, limits)).toMatchObject({
      ran: true,
      deleted: { captchas: 20 },
    });
    expect(await sweepExpiredRows(server.deps, limits)).toMatchObject({
      ran: true,
      deleted: { captchas: 5 },
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server copies sweeping one PostgreSQL database', () => {
  it('lets only one of them run at a time', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'ret');
    const first = await openDatabase(scratch.url);
    const second = await openDatabase(scratch.url);
    try {
      await migrate(first);
      const now = () => new Date();
      const [a, b] = await first.transaction(async (tx) => {
        // The first copy is mid-sweep: it holds the sweep's lock.
        await tx.query('select pg_advisory_xact_lock($1)', [RETENTION_LOCK]);
        return Promise.all([sweepExpiredRows({ db: second, now }), sweepExpiredRows({ db: second, now })]);
      });
      expect([a, b]).toEqual([{ ran: false }, { ran: false }]);
      const both = await Promise.all([
        sweepExpiredRows({ db: first, now }),
        sweepExpiredRows({ db: second, now }),
      ]);
      expect(both.filter((r) => r.ran).length).toBeGreaterThanOrEqual(1);
      expect(await sweepExpiredRows({ db: second, now })).toMatchObject({ ran: true });
    } finally {
      await first.close();
      await second.close();
      await scratch.drop();
    }
  });
});
