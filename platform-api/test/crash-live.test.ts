import { type CrashServerMessage, crashBetCall, crashCashOutCall } from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createDeps } from '../src/app';
import { type Database, openDatabase } from '../src/db/database';
import { startCrashRunner } from '../src/modules/studio/crash/crash-runner';
import { checkLedger } from '../src/modules/wallet/ledger-service';
import { type CrashPlayer, forceCrashPoint, openCrash, TEST_CHAIN } from './crash-fixtures';
import { type CrashSocket, connectCrash } from './crash-socket';
import { startTestServer, type TestServer } from './harness';
import { newPlayer, walletBalance } from './seamless-fixtures';

// The live round over real WebSockets (decision 106): 200 players split over two server copies, both running the
// round runner; some disconnect after betting. On PostgreSQL (TEST_DATABASE_URL) the second copy has its own
// connections; on PGlite both share the one instance.

const PLAYERS = 200;
let server: TestServer;
let second: { url: string; close: () => Promise<void> };
let secondDeps: Awaited<ReturnType<typeof createDeps>>;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const own = server.databaseUrl ? await openDatabase(server.databaseUrl) : null;
  const deps = await createDeps({
    db: own ?? server.db,
    config: server.deps.config,
    overrides: { now: server.deps.now, serverKey: server.deps.serverKey },
  });
  const app = await buildApp(deps);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  second = {
    url,
    async close() {
      await app.close();
      await own?.close();
    },
  };
  secondDeps = deps;
}, 120_000);

afterAll(async () => {
  for (const stop of stops) await stop();
  await second.close();
  await server.close();
}, 180_000);

type Kind = 'auto-win' | 'auto-lose' | 'manual' | 'gone';
const kindOf = (i: number): Kind =>
  i < 80 ? 'auto-win' : i < 120 ? 'auto-lose' : i < 160 ? 'manual' : 'gone';

/** Runs the calls 16 at a time (as many players would arrive), keeping their order. */
async function inBatches<T>(calls: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < calls.length; i += 16)
    results.push(...(await Promise.all(calls.slice(i, i + 16).map((c) => c()))));
  return results;
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

describe('one crash round, 200 players on two server copies', () => {
  it('shows every player the same round, pays disconnected players their automatic cash-outs, and the ledger holds', async () => {
    const ids = await Promise.all(Array.from({ length: PLAYERS }, () => newPlayer(server, 100_000n)));
    const players: CrashPlayer[] = [];
    for (const [i, id] of ids.entries())
      players.push(await openCrash(server, id, false, i % 2 === 0 ? server.baseUrl : second.url));
    const sockets: CrashSocket[] = await Promise.all(players.map((p) => p.connect()));
    await Promise.all(sockets.map((s) => s.next('welcome')));

    // Both copies tick: the advisory lock and the round row make each step happen once.
    const failed = (error: unknown) => console.error('crash runner', error);
    stops.push(
      startCrashRunner(server.deps, failed, { ...TEST_CHAIN, tickMs: 100, bettingWindowMs: 300_000 }),
      startCrashRunner(secondDeps, failed, { ...TEST_CHAIN, tickMs: 100, bettingWindowMs: 300_000 }),
    );
    // The first round crashes at 5.00x (time for cash-outs by hand on a busy machine) and takes bets until all 200 are in (a busy machine places them slowly).
    const opened = await sockets[0]!.next('opened', undefined, 60_000);
    const roundId = opened.round.roundId;
    await forceCrashPoint(server, roundId, 500);

    const placed = await inBatches(
      players.map((player, i) => () => {
        const kind = kindOf(i);
        const autoCashOut =
          kind === 'auto-win' || kind === 'gone' ? '1.20' : kind === 'auto-lose' ? '8.00' : undefined;
        return player.game.call(crashBetCall, {
          roundId,
          stake: '10.00',
          requestId: `live-${roundId}-${i}-abcdefghij`,
          ...(autoCashOut ? { autoCashOut } : {}),
        });
      }),
    );
    expect(placed.every((p) => p.balance === '990.00')).toBe(true);
    await server.sql('update crash_rounds set betting_ends_at = $2 where id = $1', [
      roundId,
      server.deps.now(),
    ]);
    // 40 players leave as soon as their bet is in.
    await Promise.all(sockets.filter((_, i) => kindOf(i) === 'gone').map((s) => s.close()));
    const stayed = sockets.filter((_, i) => kindOf(i) !== 'gone');

    // The manual players cash out by hand on the first tick (about 1.06x).
    const manualCashOuts = Promise.all(
      players.map(async (player, i) => {
        if (kindOf(i) !== 'manual') return null;
        await sockets[i]!.next('tick', (m) => m.roundId === roundId, 60_000);
        return player.game.call(crashCashOutCall, { roundId });
      }),
    );
    const crashed = await Promise.all(
      stayed.map((s) => s.next('crashed', (m) => m.round.roundId === roundId, 60_000)),
    );
    const manual = (await manualCashOuts).filter((x) => x !== null);
    expect(manual).toHaveLength(40);
    for (const answer of manual) expect(answer?.bet.status).toBe('cashed_out');

    // Everyone saw one round: opened, started and crashed once each, the same start, crash point and seed.
    for (const socket of stayed) {
      const ofRound = (type: CrashServerMessage['type']) =>
        socket.messages.filter(
          (m) =>
            m.type === type && ('roundId' in m ? m.roundId : 'round' in m && m.round?.roundId) === roundId,
        );
      expect(ofRound('opened').length).toBeLessThanOrEqual(1);
      expect(ofRound('started')).toHaveLength(1);
      expect(ofRound('crashed')).toHaveLength(1);
    }
    const starts = new Set(
      stayed.map(
        (s) =>
          (s.messages.find((m) => m.type === 'started' && m.roundId === roundId) as { startedAt: number })
            .startedAt,
      ),
    );
    expect(starts.size).toBe(1);
    expect(new Set(crashed.map((m) => `${m.round.crashPoint}/${m.round.seed}`))).toEqual(
      new Set([`5.00/${crashed[0]?.round.seed}`]),
    );
    // Every staying player saw all 200 bets and the 160 cash-outs (80 + 40 automatic at 1.20x, 40 by hand).
    for (const socket of stayed) {
      const bets = new Set(
        socket.messages.flatMap((m) =>
          m.type === 'bets' && m.roundId === roundId ? m.bets.map((b) => b.betId) : [],
        ),
      );
      const cashOuts = socket.messages.flatMap((m) =>
        m.type === 'cashouts' && m.roundId === roundId ? m.cashOuts : [],
      );
      expect(bets.size).toBe(PLAYERS);
      expect(cashOuts).toHaveLength(160);
      expect(cashOuts.filter((c) => c.cashedOutAt === '1.20')).toHaveLength(120);
    }

    // Money: the automatic cash-outs of the players who left were paid server-side; each player's balance is right.
    const expected = (i: number): bigint => {
      const kind = kindOf(i);
      if (kind === 'auto-win' || kind === 'gone') return 99_000n + 1_200n;
      if (kind === 'auto-lose') return 99_000n;
      const win = manual[(i - 120) as number]?.bet.win ?? '0.00';
      return 99_000n + BigInt(Math.round(Number(win) * 100));
    };
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const [row] = await server.sql<{ n: number }>(
        'select count(*)::int as n from crash_bets where round_id = $1 and settled_at is null',
        [roundId],
      );
      if (row?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const balances = await Promise.all(ids.map((id) => walletBalance(server, id)));
    expect(balances).toEqual(ids.map((_, i) => expected(i)));
    // A connected player with an automatic cash-out was told its bet and balance.
    const told = await sockets[0]!.next('my-bet', (m) => m.bet.roundId === roundId);
    expect(told).toMatchObject({
      bet: { status: 'cashed_out', cashedOutAt: '1.20', win: '12.00' },
      balance: '1002.00',
    });
    expect((await checkLedger(server.db)).ok).toBe(true);

    const latencies = stayed.flatMap((s) =>
      s.messages
        .filter((m) => m.type !== 'welcome' && m.type !== 'error' && m.type !== 'my-bet' && 'serverTime' in m)
        .map((m) => m.receivedAt - (m as { serverTime: number }).serverTime),
    );
    console.log(
      `crash live: ${stayed.length} sockets on 2 copies, broadcast latency p99 ${p99(latencies)} ms over ${latencies.length} messages`,
    );
    await Promise.all(stayed.map((s) => s.close()));
  }, 400_000);

  it('refuses a socket without a valid game session', async () => {
    const socket = await connectCrash(server.baseUrl, 'not-a-session-token');
    expect(await socket.next('error')).toMatchObject({ code: 'GAME_SESSION_EXPIRED' });
    const bad = await connectCrash(server.baseUrl, null, '{"type":"hello"}');
    expect(await bad.next('error')).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses a socket whose session could not be read with SYSTEM_ERROR, and logs why', async () => {
    // A server copy whose database fails the session look-up: a fault of the server, not of the player.
    const faulty: Database = {
      ...server.db,
      query: (sql, params) =>
        /from studio_game_sessions where token_hash/.test(sql)
          ? Promise.reject(new Error('the session store is unreachable'))
          : server.db.query(sql, params),
    };
    const deps = await createDeps({
      db: faulty,
      config: server.deps.config,
      overrides: { now: server.deps.now, serverKey: server.deps.serverKey },
    });
    const log: string[] = [];
    const app = await buildApp(deps, { level: 'error', stream: { write: (line: string) => log.push(line) } });
    try {
      const socket = await connectCrash(await app.listen({ port: 0, host: '127.0.0.1' }), 'a-session-token');
      const refusal = await socket.next('error');
      expect(refusal).toMatchObject({ code: 'SYSTEM_ERROR' });
      expect(refusal.message).not.toContain('unreachable');
      expect(log.join('')).toContain('the session store is unreachable');
    } finally {
      await app.close();
    }
  });
});
