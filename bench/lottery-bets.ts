/**
 * Lottery bets placed per second through the real HTTP API against PostgreSQL's own TPC-B figure, from one run on
 * this machine (not a test):
 *   1. pgbench TPC-B (scale 10, 16 clients, 2 threads) on a scratch database;
 *   2. bets: POST /lotto/lgw/bets (buildApp on a fresh migrated and seeded database), 64 clients, each a member with
 *      its own session, every slip on the current issue of the 1-minute SSC game (the fast draw most players are on,
 *      so every slip shares its issue row), BENCH_SLIP_BETS bets a slip (default 1), a new request id per slip; each
 *      slip is one posting through the ledger, its bets and its rounds in the betting record; only 2xx answers count;
 *   3. bets/s and slips/s, the ratio of slips/s (one transaction each, as a TPC-B transaction is) to pgbench, p50/p99
 *      and errors; then the slips and bets the database holds (every 2xx must be one) and the ledger check.
 * The API's clock stands one second into the issue, so the issue takes bets for the whole run. BENCH_DATABASE_URL
 * names the server (default the local `test` database's); the load comes from a child process.
 */
import { formatMoney, lotteryPlaceBetCall } from '@platform/shared-contracts/server';
import { buildApp, createDeps } from '../platform-api/src/app';
import { loadConfig } from '../platform-api/src/config';
import { openDatabase } from '../platform-api/src/db/database';
import { migrate } from '../platform-api/src/db/migrate';
import { seedDemoData } from '../platform-api/src/db/seed';
import type { Deps } from '../platform-api/src/deps';
import { issueSession } from '../platform-api/src/modules/auth/session-service';
import { createIssuesAhead } from '../platform-api/src/modules/lottery/lottery-runner';
import { checkLedger } from '../platform-api/src/modules/wallet/ledger-service';
import { runInChild, servedAsChild } from './child-process';
import { insertFundedMembers } from './funded-members';
import { runLoad } from './keep-alive-load';
import { PGBENCH, pgbenchTps, withScratchDatabase } from './pgbench';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 3;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = 64;
const SLIP_BETS = Number(process.env.BENCH_SLIP_BETS ?? 1);
/** One member per client: a member's slips are sequential, as a player's are. */
const MEMBERS = CLIENTS;
const MERCHANT = 'DEMOKH';
const CURRENCY = 'KHR';
const GAME = 'SSC1';
const OPENING = 1_000_000_000_00n;

interface LoadPlan {
  url: string;
  seconds: number;
  runId: string;
  tokens: string[];
  issueNumber: string;
}

interface LoadResult {
  ok: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

/** A slip of SLIP_BETS bets, alternating a digit in a position and big/small on a position: stake 1.00 a bet. */
function slipBody(plan: LoadPlan, n: number): string {
  const bets = Array.from({ length: SLIP_BETS }, (_, i) =>
    (n + i) % 2 === 0
      ? { betType: 'ssc.position_digit', selection: { position: (n + i) % 5, digits: [(n * 7 + i) % 10] } }
      : { betType: 'ssc.two_sided', selection: { target: (n + i) % 5, pick: n % 4 < 2 ? 'big' : 'small' } },
  );
  return JSON.stringify({
    gameCode: GAME,
    issueNumber: plan.issueNumber,
    requestId: `bench-${plan.runId}-${String(n + 1).padStart(8, '0')}`,
    unitStake: '1',
    multiplier: 1,
    bets,
    total: String(SLIP_BETS),
  });
}

async function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  let sent = 0;
  // Each connection sends one request at a time, so member n mod 64 never has two slips in flight.
  const figures = await runLoad({
    url: plan.url,
    connections: CLIENTS,
    seconds: plan.seconds,
    next: () => {
      const n = sent++;
      return {
        path: lotteryPlaceBetCall.path,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${plan.tokens[n % plan.tokens.length]}`,
        },
        body: slipBody(plan, n),
      };
    },
  });
  const answers = Object.entries(figures.statuses);
  const ok = answers.filter(([code]) => code.startsWith('2')).reduce((sum, [, count]) => sum + count, 0);
  const refused = answers
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return { ...figures, ok, errors: figures.errors + refused };
}

const runLoadInChild = (plan: LoadPlan) => runInChild<LoadPlan, LoadResult>(import.meta.url, plan);

/** Members of the demo merchant, each with a session and a funded main wallet. */
async function arrangeMembers(deps: Deps): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    const tokens: string[] = [];
    const ids = await insertFundedMembers(tx, {
      merchantCode: MERCHANT,
      currency: CURRENCY,
      amount: OPENING,
      count: MEMBERS,
      prefix: 'lotb',
      signIn: 'bench: signs in by a minted session',
      now: deps.now(),
    });
    for (const memberId of ids) {
      // Logins are what api-throughput.ts measures; here a session is issued the way a login issues it.
      tokens.push(await issueSession(deps, tx, { id: memberId }, 'MEMBER', '127.0.0.1'));
    }
    return tokens;
  });
}

async function placedSlips(deps: Deps, runId: string): Promise<{ slips: number; bets: number }> {
  const [row] = await deps.db.query<{ slips: number; bets: number }>(
    `select count(distinct s.id)::int as slips, count(b.id)::int as bets
       from lottery_slips s join lottery_bets b on b.slip_id = s.id where s.request_id like $1`,
    [`bench-${runId}-%`],
  );
  return { slips: row?.slips ?? 0, bets: row?.bets ?? 0 };
}

async function betRuns(url: string) {
  const db = await openDatabase(url);
  await migrate(db);
  await seedDemoData(db);
  // One second into a minute: the 1-minute game's issue takes bets for the next 49 seconds of this clock.
  const clock = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000);
  const deps = await createDeps({
    db,
    config: { ...loadConfig({}), database: url },
    overrides: { now: () => clock },
  });
  await createIssuesAhead(deps, deps.lotteryEngine);
  const [issue] = await db.query<{ issue_number: string }>(
    `select issue_number from lottery_issues where game_code = $1 and merchant_code = $2
        and opens_at <= $3 and closes_at > $3 order by draw_at limit 1`,
    [GAME, MERCHANT, clock],
  );
  if (!issue) throw new Error(`no open ${GAME} issue`);
  const app = await buildApp(deps);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const tokens = await arrangeMembers(deps);
    const plan = { url: address, tokens, issueNumber: issue.issue_number };
    await runLoadInChild({ ...plan, seconds: WARMUP_S, runId: 'warmup' });
    const load = await runLoadInChild({ ...plan, seconds: DURATION_S, runId: 'measured' });
    // A 2xx that placed nothing would flatter the figure: every one must be a slip with its bets.
    const placed = await placedSlips(deps, 'measured');
    if (placed.slips < load.ok || placed.bets < load.ok * SLIP_BETS)
      throw new Error(`${load.ok} answers but ${placed.slips} slips and ${placed.bets} bets`);
    return { load, placed, slipsPerSecond: load.ok / load.seconds, check: await checkLedger(db) };
  } finally {
    await app.close();
    await db.close();
  }
}

async function main() {
  console.log(
    `lottery bets vs pgbench TPC-B: ${DURATION_S} s each on ${new URL(ADMIN_URL).host}, Node ${process.version}\n`,
  );
  const tps = await pgbenchTps(ADMIN_URL, DURATION_S);
  console.log(
    `pgbench TPC-B (scale ${PGBENCH.scale}, ${PGBENCH.clients} clients, ${PGBENCH.threads} threads) ${tps.toFixed(0).padStart(8)} tps`,
  );
  const { load, slipsPerSecond, check } = await withScratchDatabase(ADMIN_URL, 'bench_lottery_bets', betRuns);
  const betsPerSecond = slipsPerSecond * SLIP_BETS;
  console.log(
    `${'lottery bets over HTTP'.padEnd(32)} ${betsPerSecond.toFixed(0).padStart(8)} bets/s (${slipsPerSecond.toFixed(0)} slips/s of ${SLIP_BETS})   ratio of slips/s to pgbench ${(slipsPerSecond / tps).toFixed(3)}   p50 ${load.p50} ms   p99 ${load.p99} ms   errors ${load.errors}   (${CLIENTS} clients)`,
  );
  const failures = Object.entries(load.statuses).filter(([code]) => !code.startsWith('2'));
  if (failures.length > 0)
    console.log(`  non-2xx answers: ${failures.map(([c, n]) => `${c} x${n}`).join(', ')}`);
  console.log(
    `ledger check: ${check.ok ? 'ok' : 'BROKEN'} (${check.accounts} accounts, ${check.postings} postings, ${check.mismatches.length} mismatches)`,
  );
  for (const m of check.mismatches)
    console.log(
      `  ${m.type} ${m.subject}: expected ${formatMoney(m.expected)}, actual ${formatMoney(m.actual)}`,
    );
  if (!check.ok || load.errors > 0) process.exitCode = 1;
}

if (!servedAsChild(generateLoad)) await main();
