/**
 * Settling one lottery draw on PostgreSQL (not a test): BENCH_BETS bets (default 100,000) of BENCH_MEMBERS members on
 * one SSC1 issue, placed through the real slip service (100 bets a slip), drawn by the real engine, then settled
 * set-based (decision 070) and timed. The reference run, in the same process and database: one plain UPDATE that
 * touches the same bets once. Prints seconds, bets/s, winners paid, postings and the ledger check. Uses
 * BENCH_DATABASE_URL's server (default the local `test` database's server) and makes and drops its own database.
 */

import { cpus, loadavg } from 'node:os';
import { createDeps } from '../platform-api/src/app';
import { loadConfig } from '../platform-api/src/config';
import { openDatabase } from '../platform-api/src/db/database';
import { migrate } from '../platform-api/src/db/migrate';
import { seedDemoData } from '../platform-api/src/db/seed';
import type { SessionContext } from '../platform-api/src/http/request-context';
import { placeSlip } from '../platform-api/src/modules/lottery/lottery-bet-service';
import { createIssuesAhead, drawDueIssues } from '../platform-api/src/modules/lottery/lottery-runner';
import { settleIssue } from '../platform-api/src/modules/lottery/lottery-settlement';
import { merchantState } from '../platform-api/src/modules/system/merchant-state';
import { checkLedger } from '../platform-api/src/modules/wallet/ledger-service';
import { insertFundedMembers } from './funded-members';
import { withScratchDatabase } from './pgbench';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BETS = Number(process.env.BENCH_BETS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000);
const PER_SLIP = 100;
const PLACING_CLIENTS = 8;
const MERCHANT = 'DEMOKH';
const CURRENCY = 'KHR';
const GAME = 'SSC1';

const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

await withScratchDatabase(ADMIN_URL, 'bench_lottery', async (url) => {
  const db = await openDatabase(url);
  try {
    await migrate(db);
    await seedDemoData(db);
    // One second into a minute: SSC1's issue takes bets for the next 49 seconds of this clock, which stands still.
    let clock = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000);
    const deps = await createDeps({
      db,
      config: { ...loadConfig({}), database: url },
      overrides: { now: () => clock },
    });
    const engine = deps.lotteryEngine;
    await createIssuesAhead(deps, engine);
    const [issue] = await db.query<{ id: string; issue_number: string; draw_at: Date }>(
      `select id::text as id, issue_number, draw_at from lottery_issues where game_code = $1 and merchant_code = $2
        and opens_at <= $3 and closes_at > $3 order by draw_at limit 1`,
      [GAME, MERCHANT, clock],
    );
    if (!issue) throw new Error('no SSC1 issue');

    const members = await db.transaction((tx) =>
      insertFundedMembers(tx, {
        merchantCode: MERCHANT,
        currency: CURRENCY,
        amount: 1_000_000_00n,
        count: MEMBERS,
        prefix: 'lb',
        signIn: 'x',
        now: clock,
      }),
    );
    const merchant = await merchantState(deps, MERCHANT);

    const slips = Math.ceil(BETS / PER_SLIP);
    const placingStart = process.hrtime.bigint();
    let next = 0;
    const placeOne = async (n: number) => {
      const memberId = members[n % members.length] as number;
      const bets = Array.from({ length: Math.min(PER_SLIP, BETS - n * PER_SLIP) }, (_, i) =>
        i % 2 === 0
          ? { betType: 'ssc.position_digit', selection: { position: i % 5, digits: [(n + i) % 10] } }
          : { betType: 'ssc.two_sided', selection: { target: i % 5, pick: i % 4 === 1 ? 'big' : 'odd' } },
      );
      const ctx = { session: { memberId }, merchant };
      await placeSlip(deps, engine, ctx as unknown as SessionContext, {
        gameCode: GAME,
        issueNumber: issue.issue_number,
        requestId: `bench-slip-${n}-0123456789`,
        unitStake: '1',
        multiplier: 1,
        bets,
        total: `${bets.length}`,
      });
    };
    await Promise.all(
      Array.from({ length: PLACING_CLIENTS }, async () => {
        while (next < slips) await placeOne(next++);
      }),
    );
    const placing = seconds(placingStart);

    clock = new Date(issue.draw_at);
    await drawDueIssues(deps, engine);
    const settleStart = process.hrtime.bigint();
    const settled = await settleIssue(deps, engine, issue.id);
    const settling = seconds(settleStart);

    const referenceStart = process.hrtime.bigint();
    await db.query('update lottery_bets set payout = payout where issue_id = $1', [issue.id]);
    const reference = seconds(referenceStart);

    const [paid] = await db.query<{ won: number; postings: number }>(
      `select (select count(*)::int from lottery_bets where issue_id = $1 and state = 'WON') as won,
              (select count(*)::int from ledger_postings where kind = 'LOTTERY_WIN') as postings`,
      [issue.id],
    );
    const ledger = await checkLedger(db);
    console.log(`lottery settlement on PostgreSQL: ${settled} bets of one ${GAME} draw, ${MEMBERS} members`);
    console.log(
      `  placed   ${slips} slips in ${placing.toFixed(2)} s (${(BETS / placing).toFixed(0)} bets/s, ${PLACING_CLIENTS} at once)`,
    );
    console.log(
      `  settled  in ${settling.toFixed(2)} s (${(settled / settling).toFixed(0)} bets/s; aim <= 5 s)`,
    );
    console.log(
      `  winners  ${paid?.won} paid with ${paid?.postings} postings (one per member per batch, decision 083)`,
    );
    console.log(
      `  reference: one UPDATE of the same ${settled} bets ${reference.toFixed(2)} s; settlement / reference = ${(settling / reference).toFixed(1)}`,
    );
    console.log(
      `  ledger check ${ledger.ok ? 'ok' : 'FAILED'} (${ledger.accounts} accounts, ${ledger.postings} postings)`,
    );
    console.log(
      `  load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    if (!ledger.ok || settled !== BETS) process.exitCode = 1;
  } finally {
    await db.close();
  }
});
