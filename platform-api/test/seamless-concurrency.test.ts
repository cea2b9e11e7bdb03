import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamlessWallet, type WalletAnswer } from '../src/modules/seamless-wallet/seamless-wallet';
import { checkLedger } from '../src/modules/wallet/ledger-service';
import { startTestServer, type TestServer } from './harness';
import { newPlayer, sessionFor, walletBalance } from './seamless-fixtures';

// Bets and wins racing on one player's balance. PGlite runs one statement at a time, so it gets fewer; PostgreSQL
// (TEST_DATABASE_URL) gets 500 at once.
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const STEPS = ON_POSTGRES ? 500 : 120;
/** About half of what the planned bets would take net of wins, so the balance runs out mid-race. */
const START = BigInt(STEPS) * 40n;
const V = 'RACEV';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A small seeded generator, so a failing race can be replayed with the same plan. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Step {
  kind: 'BET' | 'WIN';
  transactionId: string;
  roundId: string;
  amount: bigint;
}

/**
 * Bets of 1-400 on 100 rounds (the balance runs out well before they are all taken), wins on the same rounds, and
 * one step in eight sent twice with the same transaction id, so both copies are in flight together.
 */
function plan(seed: number): Step[] {
  const next = random(seed);
  const steps: Step[] = [];
  for (let i = 0; steps.length < STEPS; i += 1) {
    const roundId = `race-round-${Math.floor(next() * 100)}`;
    const kind = next() < 0.7 ? 'BET' : 'WIN';
    const step = {
      kind,
      transactionId: `race-${kind}-${i}`,
      roundId,
      amount: BigInt(1 + Math.floor(next() * 400)),
    } as const;
    steps.push(step);
    if (next() < 0.125 && steps.length < STEPS) steps.push({ ...step });
  }
  return steps;
}

describe(`${STEPS} concurrent bets and wins on one balance${ON_POSTGRES ? ' (PostgreSQL)' : ''}`, () => {
  it('never overdraws, applies each transaction once, and leaves the ledger balanced', async () => {
    const member = await newPlayer(server, START);
    const sessionId = await sessionFor(server, member, { vendor: V });
    const wallet = seamlessWallet(server.deps);
    const steps = plan(20_261_123);
    const answers: WalletAnswer[] = await Promise.all(
      steps.map((s) =>
        s.kind === 'BET'
          ? wallet.bet(V, {
              sessionId,
              transactionId: s.transactionId,
              roundId: s.roundId,
              gameCode: 'RACE',
              amount: s.amount,
            })
          : wallet.win(V, {
              sessionId,
              transactionId: s.transactionId,
              roundId: s.roundId,
              gameCode: 'RACE',
              amount: s.amount,
              closeRound: false,
            }),
      ),
    );

    // What the answers say moved: each transaction id once, however many copies were sent.
    const applied = new Map<string, Step>();
    steps.forEach((s, i) => {
      const answer = answers[i] as WalletAnswer;
      if (answer.ok) applied.set(s.transactionId, s);
      else expect(['INSUFFICIENT_FUNDS', 'UNKNOWN_BET']).toContain(answer.code);
    });
    // Copies of one id: at most one was applied, every other applied answer is its replay with the same balance.
    const byId = new Map<string, WalletAnswer[]>();
    for (const [i, s] of steps.entries())
      byId.set(s.transactionId, [...(byId.get(s.transactionId) ?? []), answers[i] as WalletAnswer]);
    for (const sent of byId.values()) {
      const ok = sent.filter((a) => a.ok);
      expect(ok.filter((a) => !a.replayed).length).toBeLessThanOrEqual(1);
      expect(new Set(ok.map((a) => a.balance)).size).toBeLessThanOrEqual(1);
    }
    expect([...byId.values()].some((sent) => sent.filter((a) => a.ok && a.replayed).length > 0)).toBe(true);
    const bets = [...applied.values()].filter((s) => s.kind === 'BET');
    const wins = [...applied.values()].filter((s) => s.kind === 'WIN');
    expect(bets.length).toBeGreaterThan(10);
    expect(answers.some((a) => !a.ok && a.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    const expected =
      START - bets.reduce((t, s) => t + s.amount, 0n) + wins.reduce((t, s) => t + s.amount, 0n);
    expect(await walletBalance(server, member)).toBe(expected);

    // The books agree: one posting per applied transaction, one vendor transaction row each, rounds add up.
    const [postings] = await server.sql<{ n: number }>(
      `select count(*)::int as n from ledger_postings where idempotency_scope = $1`,
      [`vendor:DEMOKH:${V}`],
    );
    expect(postings?.n).toBe(applied.size);
    const [rounds] = await server.sql<{ stake: string; win: string }>(
      `select coalesce(sum(stake), 0)::text as stake, coalesce(sum(win), 0)::text as win from game_rounds
        where vendor = $1`,
      [V],
    );
    expect(BigInt(rounds?.stake ?? '0')).toBe(bets.reduce((t, s) => t + s.amount, 0n));
    expect(BigInt(rounds?.win ?? '0')).toBe(wins.reduce((t, s) => t + s.amount, 0n));
    expect((await checkLedger(server.db)).ok).toBe(true);
  }, 120_000);
});

describe('bets racing their own rollbacks', () => {
  it('each bet is either returned or refused: the balance ends where it began', async () => {
    const PAIRS = ON_POSTGRES ? 150 : 40;
    const member = await newPlayer(server, 1_000_000n);
    const sessionId = await sessionFor(server, member, { vendor: V });
    const wallet = seamlessWallet(server.deps);
    const next = random(7);
    const sends = Array.from({ length: PAIRS }, (_, i) => {
      const roundId = `pair-round-${i}`;
      const bet = () =>
        wallet.bet(V, {
          sessionId,
          transactionId: `pair-bet-${i}`,
          roundId,
          gameCode: 'RACE',
          amount: 100n + BigInt(i),
        });
      const rollback = () =>
        wallet.rollback(V, {
          sessionId,
          transactionId: `pair-rb-${i}`,
          roundId,
          gameCode: 'RACE',
          betTransactionId: `pair-bet-${i}`,
        });
      return next() < 0.5 ? [bet, rollback] : [rollback, bet];
    });
    const answers = await Promise.all(sends.flat().map((send) => send()));
    for (const answer of answers) {
      if (!answer.ok) expect(answer.code).toBe('BET_ROLLED_BACK');
    }
    expect(await walletBalance(server, member)).toBe(1_000_000n);
    const states = await server.sql<{ state: string; n: number }>(
      `select state, count(*)::int as n from game_rounds where round_id like 'pair-round-%' group by state`,
    );
    // A round exists only where the bet came first, and then it was rolled back.
    expect(states.every((s) => s.state === 'ROLLED_BACK')).toBe(true);
    expect((await checkLedger(server.db)).ok).toBe(true);
  }, 120_000);
});

describe(`${STEPS} concurrent spins (bet and win in one step) on one balance`, () => {
  it('never overdraws and settles each spin once', async () => {
    const member = await newPlayer(server, START / 4n);
    const sessionId = await sessionFor(server, member, { vendor: V });
    const wallet = seamlessWallet(server.deps);
    // The last tenth repeat earlier spins (same ids, same amounts), in flight with them. Stake a little more than
    // the average win, so the balance runs out.
    const distinct = Math.floor(STEPS * 0.9);
    const spins = Array.from({ length: STEPS }, (_, n) => {
      const i = n % distinct;
      return { i, stake: 100n + BigInt(i % 50), win: BigInt(i % 7) * 30n };
    });
    const answers = await Promise.all(
      spins.map((s) =>
        wallet.betAndWin(V, {
          sessionId,
          betTransactionId: `spin-bet-${s.i}`,
          winTransactionId: `spin-win-${s.i}`,
          roundId: `spin-${s.i}`,
          gameCode: 'RACE',
          stake: s.stake,
          win: s.win,
        }),
      ),
    );
    const applied = new Map<number, bigint>();
    spins.forEach((s, i) => {
      const answer = answers[i] as WalletAnswer;
      if (answer.ok) applied.set(s.i, s.win - s.stake);
      else expect(answer.code).toBe('INSUFFICIENT_FUNDS');
    });
    expect(answers.some((a) => !a.ok)).toBe(true);
    const expected = START / 4n + [...applied.values()].reduce((t, d) => t + d, 0n);
    expect(await walletBalance(server, member)).toBe(expected);
    const [settled] = await server.sql<{ n: number }>(
      `select count(*)::int as n from game_rounds where round_id like 'spin-%' and state = 'SETTLED'`,
    );
    expect(settled?.n).toBe(applied.size);
    expect((await checkLedger(server.db)).ok).toBe(true);
  }, 120_000);
});
