/**
 * Crash: how many players one round holds with the live broadcast's p99 latency under 100 ms, from one run on this
 * machine (not a test). For each player count N (100, 250, 500, 1000, 2000 until p99 passes 100 ms):
 *   1. N members with funded wallets, each with an open crash game session (launched through the HOUSE adapter,
 *      opened over HTTP) on a fresh migrated and seeded PostgreSQL database; the API and the round runner run in
 *      this process like `pnpm start`;
 *   2. a child process (as pgbench's clients are separate) opens N WebSockets, authenticates them, and when a round
 *      opens places every player's bet over HTTP (32 at a time, half with an automatic cash-out at 1.50x);
 *   3. this process makes that round crash at 2.00x; the child records, for every message every socket receives,
 *      the time from the server's `serverTime` to its arrival (same machine, same clock), and reports the p50/p99,
 *      the p99 of each kind of message, how many bets were answered a second, and why bets were refused (a bet
 *      arriving after the window closed is).
 * BENCH_DATABASE_URL names the server (default the local `test` database's).
 */
import { crashElapsedMs } from '@platform/house-engine';
import { CRASH_LIVE_PATH, crashBetCall, GAME_SESSION_HEADER } from '@platform/shared-contracts/server';
import WebSocket from 'ws';
import { openDatabase } from '../platform-api/src/db/database';
import type { Deps } from '../platform-api/src/deps';
import { startCrashRunner } from '../platform-api/src/modules/studio/crash/crash-runner';
import { checkLedger } from '../platform-api/src/modules/wallet/ledger-service';
import { startBenchApi } from './bench-api';
import { runInChild, servedAsChild } from './child-process';
import { withScratchDatabase } from './pgbench';
import { openStudioSessions } from './studio-sessions';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COUNTS = (process.env.CRASH_PLAYERS ?? '100,250,500,1000,2000').split(',').map(Number);
const LIMIT_MS = 100;
const MERCHANT = 'DEMOKH';
const CURRENCY = 'KHR';
const GAME = 'HOUSE_CRASH';

interface Plan {
  url: string;
  sessions: string[];
  runId: string;
}

interface Figures {
  players: number;
  messages: number;
  p50: number;
  p99: number;
  max: number;
  betsPlaced: number;
  betErrors: number;
  /** Bets answered (placed or refused) a second, from the first bet sent to the last answer. */
  betsPerSecond: number;
  /** Why bets were refused: status and code, with how many. */
  refusals: string;
  /** Each kind of message: how many, and their p99 latency. */
  kinds: { type: string; count: number; p99: number }[];
}

/** Every server message starts with its type and the server's time (the contract's order, crash-live-notice.ts). */
const MESSAGE_HEAD = /^\{"type":"([a-z-]+)","serverTime":(\d+)/;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The child: N sockets, one round's bets, every message's latency. */
async function play(plan: Plan): Promise<Figures> {
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  let opened: ((roundId: string) => void) | null = null;
  let crashedCount = 0;
  let allCrashed: () => void = () => undefined;
  const crashedAll = new Promise<void>((resolve) => {
    allCrashed = resolve;
  });
  let roundId: string | null = null;
  const firstOpen = new Promise<string>((resolve) => {
    opened = resolve;
  });
  const wsUrl = `${plan.url.replace(/^http/, 'ws')}${CRASH_LIVE_PATH}`;
  const sockets = await Promise.all(
    plan.sessions.map(
      (gameSession) =>
        new Promise<WebSocket>((resolve, reject) => {
          // A browser checks a text frame's UTF-8 natively; ws's own check in JavaScript would time this process.
          const socket = new WebSocket(wsUrl, { skipUTF8Validation: true });
          socket.on('message', (data) => {
            // Timed on arrival, and read no further than the timing needs: one process plays every player, and parsing
            // each socket's copy of a large list (a round's cash-outs) would time this process, not the server.
            const arrived = Date.now();
            const buffer = data as Buffer;
            const head = MESSAGE_HEAD.exec(buffer.toString('utf8', 0, 96));
            const type = head?.[1] ?? JSON.parse(buffer.toString()).type;
            if (type === 'welcome') return resolve(socket);
            if (head && roundId !== null) {
              const latency = arrived - Number(head[2]);
              latencies.push(latency);
              const kind = byKind.get(type) ?? [];
              kind.push(latency);
              byKind.set(type, kind);
            }
            if (type !== 'opened' && type !== 'crashed') return;
            const message = JSON.parse(buffer.toString()) as { round?: { roundId: string } };
            if (type === 'opened' && message.round) opened?.(message.round.roundId);
            if (type === 'crashed' && message.round?.roundId === roundId) {
              crashedCount += 1;
              if (crashedCount === plan.sessions.length) allCrashed();
            }
          });
          socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', gameSession })));
          socket.once('error', reject);
        }),
    ),
  );
  roundId = await firstOpen;
  let placed = 0;
  let errors = 0;
  const refusals = new Map<string, number>();
  const bettingStarted = performance.now();
  for (let i = 0; i < plan.sessions.length; i += 32) {
    await Promise.all(
      plan.sessions.slice(i, i + 32).map(async (session, j) => {
        const response = await fetch(`${plan.url}${crashBetCall.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [GAME_SESSION_HEADER]: session },
          body: JSON.stringify({
            roundId,
            stake: '10.00',
            requestId: `bench-${plan.runId}-${i + j}-abcdefgh`,
            ...((i + j) % 2 === 0 ? { autoCashOut: '1.50' } : {}),
          }),
        });
        if (response.ok) placed += 1;
        else {
          errors += 1;
          const { code } = (await response.json().catch(() => ({}))) as { code?: string };
          const why = `${response.status} ${code ?? ''}`.trim();
          refusals.set(why, (refusals.get(why) ?? 0) + 1);
        }
      }),
    );
  }
  const bettingSeconds = (performance.now() - bettingStarted) / 1000;
  await crashedAll;
  for (const socket of sockets) socket.terminate();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    players: plan.sessions.length,
    messages: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    betsPlaced: placed,
    betErrors: errors,
    betsPerSecond: Math.round(plan.sessions.length / bettingSeconds),
    refusals: [...refusals].map(([why, n]) => `${n} ${why}`).join(', '),
    kinds: [...byKind].map(([type, list]) => ({
      type,
      count: list.length,
      p99: percentile(
        list.sort((a, b) => a - b),
        0.99,
      ),
    })),
  };
}

const playInChild = (plan: Plan) => runInChild<Plan, Figures>(import.meta.url, plan);

/** Makes every round that opens from now on crash at 2.00x, so each measured round lasts the same. */
function fixCrashPoints(deps: Deps): () => void {
  const timer = setInterval(() => {
    void deps.db
      .query(
        `update crash_rounds set crash_point = 200, crash_after_ms = $1 where phase = 'betting' and crash_point <> 200`,
        [crashElapsedMs(200)],
      )
      .catch(() => undefined);
  }, 20);
  return () => clearInterval(timer);
}

async function rounds(url: string) {
  const db = await openDatabase(url);
  const { deps, address, close } = await startBenchApi(db, url);
  const stopRunner = startCrashRunner(deps, (error) => console.error('runner', error), {
    chainLength: 10_000,
  });
  const stopFixing = fixCrashPoints(deps);
  const figures: Figures[] = [];
  try {
    for (const count of COUNTS) {
      const sessions = await openStudioSessions(address, deps, {
        merchantCode: MERCHANT,
        currency: CURRENCY,
        gameCode: GAME,
        count,
        opening: 1_000_000n,
        prefix: `crash${count}x`,
      });
      const result = await playInChild({ url: address, sessions, runId: `n${count}` });
      figures.push(result);
      console.log(
        `${String(count).padStart(5)} players: ${result.messages} messages, broadcast latency p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms; bets ${result.betsPlaced} placed, ${result.betErrors} refused, ${result.betsPerSecond}/s answered${result.refusals ? ` (${result.refusals})` : ''}`,
      );
      console.log(
        `        by message: ${result.kinds.map((k) => `${k.type} ${k.count} p99 ${k.p99} ms`).join(', ')}`,
      );
      if (result.p99 > LIMIT_MS) break;
    }
    return { figures, check: await checkLedger(db) };
  } finally {
    stopFixing();
    await stopRunner();
    await close();
    await db.close();
  }
}

async function main() {
  console.log(`crash: players per round with broadcast p99 under ${LIMIT_MS} ms, Node ${process.version}\n`);
  const { figures, check } = await withScratchDatabase(ADMIN_URL, 'bench_crash', rounds);
  const held = figures.filter((f) => f.p99 <= LIMIT_MS).at(-1);
  console.log(
    `\nplayers per round held with p99 <= ${LIMIT_MS} ms: ${held ? held.players : 'none of the counts tried'}`,
  );
  console.log(
    `ledger check: ${check.ok ? 'ok' : 'BROKEN'} (${check.accounts} accounts, ${check.postings} postings)`,
  );
  if (!check.ok) process.exitCode = 1;
}

if (!servedAsChild(play)) await main();
