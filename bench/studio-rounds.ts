/**
 * Rounds per second of each studio game through the real HTTP game API against PostgreSQL's own TPC-B figure, from
 * one run on this machine (not a test):
 *   1. pgbench TPC-B (scale 10, 16 clients, 2 threads) on a scratch database;
 *   2. for each game (BENCH_GAMES, default slot,plinko,baccarat,mines): 64 clients, each on its own member's game
 *      session (launched through the HOUSE adapter, opened over HTTP), playing rounds one after another as a player
 *      does: a slot spin, a plinko drop (1.00, 16 rows, medium), a baccarat hand (1.00 on banker), a mines round
 *      (start with 3 mines, open a tile, cash out if it was safe: two or three calls), each settled through the
 *      seamless wallet; a round counts when its last call answered 2xx;
 *   3. per game: rounds/s, its ratio to pgbench, calls/s, p50/p99 of the calls, errors; then the rounds the wallet
 *      holds settled (every counted round must be one) and the ledger check.
 * Crash is not here: its rounds are shared and timed, so its figure is players per round (bench:crash).
 * BENCH_DATABASE_URL names the server (default the local `test` database's); the API runs in this process like
 * `pnpm start`, the load comes from a child process, as pgbench's clients do.
 */
import {
  baccaratDealCall,
  GAME_SESSION_HEADER,
  minesCashOutCall,
  minesRevealCall,
  minesStartCall,
  studioPlinkoDropCall,
  studioSpinCall,
} from '@platform/shared-contracts/server';
import { openDatabase } from '../platform-api/src/db/database';
import type { Deps } from '../platform-api/src/deps';
import { checkLedger } from '../platform-api/src/modules/wallet/ledger-service';
import { startBenchApi } from './bench-api';
import { runInChild, servedAsChild } from './child-process';
import { runLoad } from './keep-alive-load';
import { PGBENCH, pgbenchTps, withScratchDatabase } from './pgbench';
import { openStudioSessions } from './studio-sessions';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 3;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = 64;
const MERCHANT = 'DEMOKH';
const CURRENCY = 'KHR';
const OPENING = 1_000_000_00n;

type Answer = { status: number; body: string };
type Call = { path: string; body: Record<string, unknown> };

interface GamePlan {
  gameCode: string;
  /** The connection's next call, from its previous answer (null at its start). */
  next(previous: Answer | null, requestId: string): Call;
  /** Whether a 2xx answer ended its round. */
  ended(answer: Answer): boolean;
}

const oneCall = (gameCode: string, path: string, body: Record<string, unknown>): GamePlan => ({
  gameCode,
  next: (_previous, requestId) => ({ path, body: { ...body, requestId } }),
  ended: () => true,
});

/** The mines round in an answer, if it is one. */
function minesRound(answer: Answer | null): { roundId: string; state: string; reveals: number[] } | null {
  if (!answer || answer.status >= 300) return null;
  return (JSON.parse(answer.body) as { value?: { round?: never } }).value?.round ?? null;
}

const GAME_PLANS: Record<string, GamePlan> = {
  slot: oneCall('HOUSE_SLOT_TEMPLE', studioSpinCall.path, { betLevel: 0 }),
  plinko: oneCall('HOUSE_PLINKO', studioPlinkoDropCall.path, { stake: '1.00', rows: 16, risk: 'medium' }),
  baccarat: oneCall('HOUSE_BACCARAT', baccaratDealCall.path, { bets: [{ kind: 'banker', stake: '1.00' }] }),
  mines: {
    gameCode: 'HOUSE_MINES',
    next(previous, requestId) {
      const round = minesRound(previous);
      if (round?.state !== 'OPEN')
        return { path: minesStartCall.path, body: { betLevel: 0, mines: 3, requestId } };
      if (round.reveals.length === 0)
        return { path: minesRevealCall.path, body: { roundId: round.roundId, tile: 12 } };
      return { path: minesCashOutCall.path, body: { roundId: round.roundId } };
    },
    ended: (answer) => minesRound(answer)?.state !== 'OPEN',
  },
};

interface LoadPlan {
  url: string;
  game: string;
  seconds: number;
  runId: string;
  sessions: string[];
}

interface LoadResult {
  calls: number;
  rounds: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

async function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  const game = GAME_PLANS[plan.game] as GamePlan;
  let sent = 0;
  let rounds = 0;
  const figures = await runLoad({
    url: plan.url,
    connections: CLIENTS,
    seconds: plan.seconds,
    readAnswers: true,
    // Connection n plays session n: a session's calls are one after another, as a player's are.
    next: (connection, previous) => {
      sent += 1;
      // 16 to 64 characters, as every request id.
      const call = game.next(previous, `bench-${plan.runId}-${String(sent).padStart(10, '0')}`);
      return {
        path: call.path,
        headers: {
          'content-type': 'application/json',
          [GAME_SESSION_HEADER]: plan.sessions[connection] as string,
        },
        body: JSON.stringify(call.body),
      };
    },
    onAnswer: (_connection, answer) => {
      if (answer.status < 300 && game.ended(answer)) rounds += 1;
    },
  });
  const answers = Object.entries(figures.statuses);
  const calls = answers.filter(([code]) => code.startsWith('2')).reduce((sum, [, n]) => sum + n, 0);
  const refused = answers.filter(([code]) => !code.startsWith('2')).reduce((sum, [, n]) => sum + n, 0);
  return { ...figures, calls, rounds, errors: figures.errors + refused };
}

const runLoadInChild = (plan: LoadPlan) => runInChild<LoadPlan, LoadResult>(import.meta.url, plan);

/** Rounds of a game the wallet holds settled. */
async function settledRounds(deps: Deps, gameCode: string): Promise<number> {
  const [row] = await deps.db.query<{ n: number }>(
    "select count(*)::int as n from game_rounds where vendor = 'HOUSE' and game_code = $1 and state = 'SETTLED'",
    [gameCode],
  );
  return row?.n ?? 0;
}

async function gameRuns(url: string, games: string[], tps: number) {
  const db = await openDatabase(url);
  const { deps, address, close } = await startBenchApi(db, url);
  try {
    for (const name of games) {
      const game = GAME_PLANS[name] as GamePlan;
      // The warm-up plays on its own sessions: a mines round it leaves open would hold its session's next start.
      const open = (prefix: string) =>
        openStudioSessions(address, deps, {
          merchantCode: MERCHANT,
          currency: CURRENCY,
          gameCode: game.gameCode,
          count: CLIENTS,
          opening: OPENING,
          prefix,
        });
      const warm = await runLoadInChild({
        url: address,
        game: name,
        seconds: WARMUP_S,
        runId: 'warm',
        sessions: await open(`w${name}`),
      });
      const sessions = await open(`r${name}`);
      const before = await settledRounds(deps, game.gameCode);
      const load = await runLoadInChild({
        url: address,
        game: name,
        seconds: DURATION_S,
        runId: 'run',
        sessions,
      });
      // A round that answered 2xx but settled nothing would flatter the figure: the wallet must hold each one.
      const settled = (await settledRounds(deps, game.gameCode)) - before;
      const perSecond = load.rounds / load.seconds;
      console.log(
        `${name.padEnd(9)} ${perSecond.toFixed(0).padStart(7)} rounds/s   ratio to pgbench ${(perSecond / tps).toFixed(3)}   ${(load.calls / load.seconds).toFixed(0).padStart(6)} calls/s   p50 ${load.p50} ms   p99 ${load.p99} ms   errors ${load.errors}   settled ${settled} of ${load.rounds} counted${settled < load.rounds ? '  MISSING' : ''}`,
      );
      if (warm.errors + load.errors > 0)
        console.log(`          non-2xx: ${JSON.stringify({ ...warm.statuses, ...load.statuses })}`);
      if (settled < load.rounds) process.exitCode = 1;
    }
    return await checkLedger(db);
  } finally {
    await close();
    await db.close();
  }
}

async function main() {
  const games = (process.env.BENCH_GAMES ?? Object.keys(GAME_PLANS).join(','))
    .split(',')
    .map((g) => g.trim());
  for (const game of games) if (!GAME_PLANS[game]) throw new Error(`no plan for game ${game}`);
  console.log(
    `studio rounds vs pgbench TPC-B: ${DURATION_S} s each, ${CLIENTS} clients, on ${new URL(ADMIN_URL).host}, Node ${process.version}\n`,
  );
  const tps = await pgbenchTps(ADMIN_URL, DURATION_S);
  console.log(
    `pgbench TPC-B (scale ${PGBENCH.scale}, ${PGBENCH.clients} clients, ${PGBENCH.threads} threads) ${tps.toFixed(0).padStart(8)} tps`,
  );
  const check = await withScratchDatabase(ADMIN_URL, 'bench_rounds', (url) => gameRuns(url, games, tps));
  console.log(
    `ledger check: ${check.ok ? 'ok' : 'BROKEN'} (${check.accounts} accounts, ${check.postings} postings, ${check.mismatches.length} mismatches)`,
  );
  if (!check.ok) process.exitCode = 1;
}

if (!servedAsChild(generateLoad)) await main();
