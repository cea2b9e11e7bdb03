import { crashElapsedMs, crashMultiplierAt, verifyCrashRound } from '@platform/house-engine';
import {
  crashBetCall,
  crashCashOutCall,
  crashChainCall,
  crashHistoryCall,
  crashMyBetsCall,
  crashStateCall,
  formatMoney,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../src/deps';
import { crashTick } from '../src/modules/studio/crash/crash-runner';
import { checkLedger } from '../src/modules/wallet/ledger-service';
import {
  CRASH,
  type CrashPlayer,
  forceCrashPoint,
  newestRoundRow,
  openCrash,
  TEST_CHAIN,
  tick,
} from './crash-fixtures';
import { startTestServer, type TestServer } from './harness';
import { refusal } from './refusal';
import { newPlayer, roundOf, walletBalance } from './seamless-fixtures';

// Crash rounds for money (decision 106), stepped by hand on the server's clock.

let server: TestServer;
let counter = 0;
function requestId(): string {
  counter += 1;
  return `crash-test-${Date.now()}-${counter}-abcdef`;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Steps the runner until the round reaches `phase` (moving the clock `stepMs` between steps). */
async function runUntil(phase: 'betting' | 'running' | 'crashed', stepMs = 500) {
  for (let i = 0; i < 2_000; i += 1) {
    await tick(server);
    const row = await newestRoundRow(server);
    if (row.phase === phase) return row;
    server.advance(stepMs);
  }
  throw new Error(`the round never reached ${phase}`);
}

/** Moves the clock to `at` (ms since the epoch) in steps of at most a second, the runner ticking after each. */
async function tickUntilTime(at: number) {
  while (server.deps.now().getTime() < at) {
    server.advance(Math.min(1_000, at - server.deps.now().getTime()));
    await tick(server);
  }
}

const bet = (player: CrashPlayer, roundId: string, stake: string, autoCashOut?: string) =>
  player.game.call(crashBetCall, {
    roundId,
    stake,
    requestId: requestId(),
    ...(autoCashOut ? { autoCashOut } : {}),
  });

describe('a crash round for money', () => {
  it('takes stakes at bet time, pays cash-outs by server time, closes lost bets with 0, and the ledger holds', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newPlayer(server, 100_000n)));
    const players = await Promise.all([a, b, c].map((id) => openCrash(server, id as number)));
    const [auto2, manual, auto5] = players as [CrashPlayer, CrashPlayer, CrashPlayer];
    const round = await runUntil('betting');
    await forceCrashPoint(server, round.id, 300);

    const state = await auto2.game.call(crashStateCall, {});
    expect(state.round).toMatchObject({ roundId: round.id, phase: 'betting', crashPoint: null, seed: null });
    expect(state.rules.rtp).toBe('99.00');

    const key = requestId();
    const first = await auto2.game.call(crashBetCall, {
      roundId: round.id,
      stake: '10.00',
      autoCashOut: '2',
      requestId: key,
    });
    expect(first.bet).toMatchObject({ stake: '10.00', autoCashOut: '2.00', status: 'open', win: null });
    expect(first.balance).toBe('990.00');
    // The same request again is the same bet; another bet in the round is refused.
    const again = await auto2.game.call(crashBetCall, {
      roundId: round.id,
      stake: '10.00',
      autoCashOut: '2',
      requestId: key,
    });
    expect(again.bet.betId).toBe(first.bet.betId);
    expect(await refusal(bet(auto2, round.id, '5.00'))).toBe('CRASH_ALREADY_BET');
    expect(
      await refusal(auto2.game.call(crashBetCall, { roundId: round.id, stake: '11.00', requestId: key })),
    ).toBe('IDEMPOTENCY_CONFLICT');
    expect(await refusal(bet(manual, round.id, '0.50'))).toBe('AMOUNT_OUT_OF_RANGE');
    const poor = await openCrash(server, await newPlayer(server, 500n));
    expect(await refusal(bet(poor, round.id, '10.00'))).toBe('INSUFFICIENT_BALANCE');
    // The refused bet left nothing behind: the player may bet what they have.
    expect((await bet(poor, round.id, '5.00')).balance).toBe('0.00');
    await bet(manual, round.id, '20.00');
    await bet(auto5, round.id, '30.00', '5.00');
    expect(await walletBalance(server, a as number)).toBe(99_000n);
    expect(await walletBalance(server, c as number)).toBe(97_000n);
    // Nothing to cash out before the start.
    expect(await refusal(manual.game.call(crashCashOutCall, { roundId: round.id }))).toBe(
      'CRASH_NOTHING_TO_CASH_OUT',
    );

    const started = await runUntil('running', 1_000);
    expect(started.id).toBe(round.id);
    expect(await refusal(bet(auto5, round.id, '1.00'))).toBe('CRASH_BETTING_CLOSED');

    // 1.50x by the server's clock: the manual player cashes out there (or a hundredth later, real time runs too).
    const [start] = await server.sql<{ started_at: Date }>(
      'select started_at from crash_rounds where id = $1',
      [round.id],
    );
    const startedAt = (start as { started_at: Date }).started_at.getTime();
    await tickUntilTime(startedAt + crashElapsedMs(150));
    const cashed = await manual.game.call(crashCashOutCall, { roundId: round.id });
    const paidAt = Math.round(Number(cashed.bet.cashedOutAt) * 100);
    expect(paidAt).toBeGreaterThanOrEqual(150);
    expect(paidAt).toBeLessThan(152);
    expect(cashed.bet).toMatchObject({
      status: 'cashed_out',
      win: formatMoney((2_000n * BigInt(paidAt)) / 100n),
    });
    expect(await walletBalance(server, b as number)).toBe(98_000n + (2_000n * BigInt(paidAt)) / 100n);
    // A repeat answers the same cash-out and pays nothing more.
    expect((await manual.game.call(crashCashOutCall, { roundId: round.id })).bet).toEqual(cashed.bet);
    expect(await walletBalance(server, b as number)).toBe(98_000n + (2_000n * BigInt(paidAt)) / 100n);

    // Past 2.00x the runner cashes out the automatic target at exactly 2.00x.
    await tickUntilTime(startedAt + crashElapsedMs(201));
    expect(await walletBalance(server, a as number)).toBe(99_000n + 2_000n);

    // The round crashes at 3.00x: a cash-out at the crash time is refused, the 5.00x target loses.
    await tickUntilTime(startedAt + crashElapsedMs(300) - 1);
    server.advance(startedAt + crashElapsedMs(300) - server.deps.now().getTime());
    expect(crashMultiplierAt(server.deps.now().getTime() - startedAt)).toBeGreaterThanOrEqual(300);
    expect(await refusal(auto5.game.call(crashCashOutCall, { roundId: round.id }))).toBe(
      'CRASH_NOTHING_TO_CASH_OUT',
    );
    // Real time runs under the test clock too: on a busy machine the runner may have crashed it a step earlier.
    await tick(server);
    const [ended] = await server.sql<{ phase: string }>('select phase from crash_rounds where id = $1', [
      round.id,
    ]);
    expect(ended?.phase).toBe('crashed');
    expect(await walletBalance(server, c as number)).toBe(97_000n);
    const lostRound = await auto5.game.call(crashMyBetsCall, {});
    expect(lostRound.bets[0]?.bet).toMatchObject({ status: 'lost', win: '0.00' });
    expect(lostRound.bets[0]?.round).toMatchObject({ phase: 'crashed', crashPoint: '3.00' });

    // Every bet is its own wallet round, closed once with its win.
    const rows = await server.sql<{ id: string; win: string; settled_at: Date | null }>(
      `select id::text as id, win::text as win, settled_at from crash_bets where round_id = $1 order by id`,
      [round.id],
    );
    expect(rows.map((r) => r.settled_at !== null)).toEqual([true, true, true, true]);
    for (const row of rows) {
      const walletRound = await roundOf(server, 'HOUSE', `CRASH-${round.id}-${row.id}`);
      expect(walletRound?.state).toBe('SETTLED');
      expect(walletRound?.win).toBe(BigInt(row.win));
    }
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('plays with play money in a demo session', async () => {
    const guest = await openCrash(server, null, true);
    expect(guest.balance).toBe('2000.00');
    server.advance(60_000);
    const round = await runUntil('betting');
    await forceCrashPoint(server, round.id, 100);
    const placed = await bet(guest, round.id, '100.00', '1.50');
    expect(placed.balance).toBe('1900.00');
    await runUntil('crashed', 1_000);
    const state = await guest.game.call(crashStateCall, {});
    expect(state.balance).toBe('1900.00');
    expect(state.history[0]).toMatchObject({ roundId: round.id, crashPoint: '1.00' });
    // A play-money bet is not shown among the money bets.
    expect(state.bets).toEqual([]);
  });
});

describe('the hash chain', () => {
  it('publishes a terminal hash that every revealed round links back to, and each crash point recomputes', async () => {
    server.advance(60_000);
    for (let i = 0; i < 4; i += 1) {
      await runUntil('betting');
      await runUntil('crashed', 2_000);
      server.advance(60_000);
    }
    const chain = await server.client().call(crashChainCall, { gameCode: CRASH });
    expect(chain).toMatchObject({ chainLength: 3_000, rules: { rtp: '99.00' } });
    const { rounds } = await server.client().call(crashHistoryCall, { gameCode: CRASH, limit: '100' });
    const ordered = [...rounds].reverse();
    expect(ordered[0]?.roundNumber).toBe(1);
    ordered.forEach((round, index) => {
      const previous = index === 0 ? chain.terminalHash : (ordered[index - 1]?.seed as string);
      expect(round.hash).toBe(previous);
    });
    // Rounds left alone (not arranged by forceCrashPoint) verify in full.
    const untouched = ordered.slice(-4);
    for (const round of untouched) {
      const index = ordered.indexOf(round);
      const previous = index === 0 ? chain.terminalHash : (ordered[index - 1]?.seed as string);
      expect(
        verifyCrashRound({ seed: round.seed, previous, salt: chain.salt, crashPoint: round.crashPoint }),
      ).toMatchObject({ ok: true });
    }
    const older = await server.client().call(crashHistoryCall, { gameCode: CRASH, before: '3' });
    expect(older.rounds.map((r) => r.roundNumber)).toEqual([2, 1]);
    expect(await refusal(server.client().call(crashChainCall, { gameCode: 'HOUSE_SLOT_TEMPLE' }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('rounds after the ninth', () => {
  // Ids read as text sort '10' before '9': the runner once took round 9 for the newest and stopped at round 10.
  it('the runner goes on opening rounds, one per number, and the newest round is the last one opened', async () => {
    server.advance(60_000);
    for (;;) {
      const round = await runUntil('betting');
      if (Number(round.id) >= 12) break;
      await forceCrashPoint(server, round.id, 100);
      await runUntil('crashed', 2_000);
      server.advance(60_000);
    }
    const rows = await server.sql<{ id: string; round_number: number }>(
      'select id::text as id, round_number from crash_rounds where game_code = $1 order by crash_rounds.id',
      [CRASH],
    );
    expect(rows.map((r) => r.round_number)).toEqual(rows.map((_, i) => i + 1));
    const guest = await openCrash(server, null, true);
    const state = await guest.game.call(crashStateCall, {});
    expect(state.round?.roundNumber).toBe(rows.length);
  });
  it('writes the heartbeat of a round once a second, not on every step of its runner', async () => {
    server.advance(60_000);
    const round = await runUntil('betting');
    const heartbeat = async () => {
      const [row] = await server.sql<{ heartbeat_at: Date }>(
        'select heartbeat_at from crash_rounds where id = $1',
        [round.id],
      );
      return new Date(row?.heartbeat_at ?? 0).getTime();
    };
    const opened = await heartbeat();
    for (let step = 0; step < 3; step += 1) await tick(server);
    expect(await heartbeat()).toBe(opened);
    server.advance(1_000);
    await tick(server);
    expect(await heartbeat()).toBeGreaterThanOrEqual(opened + 1_000);
  });

  it('opens no transaction on the ticks between the steps a round taking bets needs', async () => {
    server.advance(60_000);
    await runUntil('betting');
    let transactions = 0;
    const { db } = server.deps;
    const counted: Deps = {
      ...server.deps,
      db: {
        ...db,
        transaction: (work) => {
          transactions += 1;
          return db.transaction(work);
        },
      },
    };
    const countedTick = () => crashTick(counted, TEST_CHAIN);
    expect(await countedTick()).toBe('waiting');
    expect(transactions).toBe(1);
    // The runner ticks every 50 ms; nothing is due again until the heartbeat, a second after the last.
    for (let step = 0; step < 5; step += 1) {
      server.advance(100);
      expect(await countedTick()).toBe('waiting');
    }
    expect(transactions).toBe(1);
    server.advance(500);
    await countedTick();
    expect(transactions).toBe(2);
  });
});

describe('a server restart mid-round (decision 107)', () => {
  it('lets cash-outs stand, pays automatic targets up to the crash point, loses those above, refunds the rest', async () => {
    server.advance(60_000);
    const ids = await Promise.all([1, 2, 3, 4].map(() => newPlayer(server, 100_000n)));
    const [early, below, above, manual] = await Promise.all(ids.map((id) => openCrash(server, id)));
    const round = await runUntil('betting');
    await forceCrashPoint(server, round.id, 400);
    await bet(early as CrashPlayer, round.id, '10.00');
    await bet(below as CrashPlayer, round.id, '10.00', '3.00');
    await bet(above as CrashPlayer, round.id, '10.00', '5.00');
    await bet(manual as CrashPlayer, round.id, '10.00');
    await runUntil('running', 1_000);
    const [start] = await server.sql<{ started_at: Date }>(
      'select started_at from crash_rounds where id = $1',
      [round.id],
    );
    await tickUntilTime((start as { started_at: Date }).started_at.getTime() + crashElapsedMs(120));
    const cashed = await (early as CrashPlayer).game.call(crashCashOutCall, { roundId: round.id });
    const earlyWin = BigInt(Math.round(Number(cashed.bet.win) * 100));

    // Every copy stops at about 1.3x and comes back 20 s later, when the round would have crashed long ago.
    server.advance(20_000);
    expect(await tick(server)).toBe('interrupted');
    const balances = await Promise.all(ids.map((id) => walletBalance(server, id)));
    expect(balances).toEqual([99_000n + earlyWin, 99_000n + 3_000n, 99_000n, 100_000n]);
    const { rounds } = await server.client().call(crashHistoryCall, { gameCode: CRASH, limit: '1' });
    expect(rounds[0]).toMatchObject({ roundId: round.id, interrupted: true, crashPoint: '4.00' });
    const mine = await (manual as CrashPlayer).game.call(crashMyBetsCall, {});
    expect(mine.bets[0]?.bet).toMatchObject({ status: 'refunded', win: '10.00' });
    // Play goes on: the next round opens after the pause.
    server.advance(5_000);
    expect(await tick(server)).toBe('opened');
    expect((await checkLedger(server.db)).ok).toBe(true);
  });
});
