import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BetAndWinInput,
  type SeamlessWallet,
  seamlessWallet,
  VENDOR_SESSION_IDLE_MS,
} from '../src/modules/seamless-wallet/seamless-wallet';
import { spinBatchHealth } from '../src/modules/seamless-wallet/seamless-wallet-service';
import { checkLedger, ensureAccount, post } from '../src/modules/wallet/ledger-service';
import { startTestServer, type TestServer } from './harness';
import { newPlayer, REGION, roundOf, sessionFor, walletBalance } from './seamless-fixtures';

// settleRound: complete rounds of many players settled in one transaction (decision 058), each with the answer and
// the records betAndWin would give it alone.

const V = 'BATCHV';
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
let server: TestServer;
let wallet: SeamlessWallet;
let ids = 0;
const id = (prefix: string) => `${prefix}-${++ids}`;

beforeAll(async () => {
  server = await startTestServer();
  wallet = seamlessWallet(server.deps);
});
afterAll(() => server.close());

function spinOf(sessionId: string, stake: bigint, win: bigint, round = id('bround')): BetAndWinInput {
  return {
    sessionId,
    betTransactionId: `${round}:bet`,
    winTransactionId: `${round}:win`,
    roundId: round,
    gameCode: 'TEST_GAME',
    stake,
    win,
  };
}

async function players(count: number, balance: bigint) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const memberId = await newPlayer(server, balance);
      return { memberId, session: await sessionFor(server, memberId, { vendor: V }) };
    }),
  );
}

async function claimedIds(round: string): Promise<number> {
  const [row] = await server.sql<{ n: number }>(
    'select count(*)::int as n from vendor_transactions where vendor = $1 and round_id = $2',
    [V, round],
  );
  return row?.n ?? 0;
}

describe('complete rounds settled together', () => {
  it('gives each concurrent spin its own answer, round, posting and turnover, in shared batches', async () => {
    const before = spinBatchHealth(server.db);
    const people = await players(12, 10_000n);
    const spins = people.map((p, i) => ({
      ...p,
      input: spinOf(p.session, 100n + BigInt(i), BigInt(i % 3) * 90n),
    }));
    const answers = await Promise.all(spins.map((s) => wallet.settleRound(V, s.input)));
    const after = spinBatchHealth(server.db);
    expect(after.spins - before.spins).toBe(12);
    // Twelve calls of one turn of the event loop: far fewer transactions than spins.
    expect(after.batches - before.batches).toBeLessThan(4);
    expect(after.fallbacks).toBe(before.fallbacks);
    for (const [i, s] of spins.entries()) {
      const expected = 10_000n - s.input.stake + s.input.win;
      expect(answers[i]).toEqual({
        ok: true,
        balance: expected,
        transactionId: s.input.winTransactionId,
        replayed: false,
        alongside: false,
      });
      expect(await walletBalance(server, s.memberId)).toBe(expected);
      expect(await roundOf(server, V, s.input.roundId)).toMatchObject({
        state: 'SETTLED',
        stake: s.input.stake,
        win: s.input.win,
        bets: 1,
      });
      const [turnover] = await server.sql<{ rounds: number; turnover: string; win: string }>(
        'select rounds, turnover::text as turnover, win::text as win from member_turnover where member_id = $1',
        [s.memberId],
      );
      expect(turnover).toEqual({ rounds: 1, turnover: String(s.input.stake), win: String(s.input.win) });
    }
    // A repeat answers as the first call did, and moves nothing.
    const again = await wallet.settleRound(V, spins[0]!.input);
    expect(again).toMatchObject({
      ok: true,
      replayed: true,
      balance: answers[0]!.ok ? answers[0]!.balance : 0n,
    });
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('refuses one spin without sinking the others of its batch, storing nothing of it', async () => {
    const before = spinBatchHealth(server.db);
    const rich = await players(5, 5_000n);
    const [poor] = await players(1, 50n);
    const poorSpin = spinOf(poor!.session, 100n, 500n);
    const [refused, ...rest] = await Promise.all([
      wallet.settleRound(V, poorSpin),
      ...rich.map((p) => wallet.settleRound(V, spinOf(p.session, 100n, 0n))),
    ]);
    expect(refused).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS', balance: 50n, alongside: false });
    expect(rest.every((a) => a.ok && a.balance === 4_900n)).toBe(true);
    expect(spinBatchHealth(server.db).fallbacks).toBe(before.fallbacks);
    expect(await claimedIds(poorSpin.roundId)).toBe(0);
    expect(await roundOf(server, V, poorSpin.roundId)).toBeUndefined();
    expect(await walletBalance(server, poor!.memberId)).toBe(50n);
    // The refusal kept nothing: the same ids go through once the money is there.
    const member = await ensureAccount(server.db, {
      ...REGION,
      memberId: poor!.memberId,
      kind: 'MEMBER_MAIN',
    });
    const clearing = await ensureAccount(server.db, { ...REGION, kind: 'PAYMENT_CLEARING' });
    await post(server.deps, {
      merchantCode: REGION.merchantCode,
      kind: 'DEPOSIT',
      scope: `member:${poor!.memberId}:test`,
      idempotencyKey: 'top-up',
      request: {},
      entries: [
        { accountId: member.id, amount: 100n },
        { accountId: clearing.id, amount: -100n },
      ],
    });
    expect(await wallet.settleRound(V, poorSpin)).toMatchObject({ ok: true, balance: 550n });
  });

  it('writes the caller rows of the settled spins in the batch, once for the batch, and none of a refused one', async () => {
    const calls: string[][] = [];
    const alongside = {
      write: async (tx: { query: (sql: string) => Promise<unknown> }, rows: string[]) => {
        await tx.query('select 1');
        calls.push(rows);
      },
      row: (balance: bigint) => `balance ${balance}`,
    };
    const people = await players(4, 1_000n);
    const [poor] = await players(1, 10n);
    const answers = await Promise.all([
      ...people.map((p) => wallet.settleRound(V, spinOf(p.session, 100n, 300n), alongside)),
      wallet.settleRound(V, spinOf(poor!.session, 100n, 0n), alongside),
    ]);
    expect(answers.map((a) => a.alongside)).toEqual([true, true, true, true, false]);
    expect(calls.flat().sort()).toEqual(Array.from({ length: 4 }, () => 'balance 1200'));
    expect(calls.length).toBeLessThan(4);
  });

  it('follows the rules of betAndWin: unknown and expired sessions, mismatched ids, closed rounds', async () => {
    const [p] = await players(1, 1_000n);
    expect(await wallet.settleRound(V, spinOf('no-such-session-id-at-all', 10n, 0n))).toEqual({
      ok: false,
      code: 'PLAYER_NOT_FOUND',
      alongside: false,
    });
    const first = spinOf(p!.session, 10n, 0n);
    await wallet.settleRound(V, first);
    expect(await wallet.settleRound(V, { ...first, win: 5n })).toMatchObject({
      ok: false,
      code: 'DUPLICATE_TRANSACTION_MISMATCH',
      balance: 990n,
    });
    // Another spin into a round that already settled.
    const closed = { ...spinOf(p!.session, 10n, 0n), roundId: first.roundId };
    expect(await wallet.settleRound(V, closed)).toMatchObject({
      ok: false,
      code: 'ROUND_CLOSED',
      balance: 990n,
    });
    expect(await claimedIds(first.roundId)).toBe(2);
    server.advance(VENDOR_SESSION_IDLE_MS + 1_000);
    expect(await wallet.settleRound(V, spinOf(p!.session, 10n, 0n))).toMatchObject({
      ok: false,
      code: 'SESSION_EXPIRED',
      balance: 990n,
    });
    expect(await wallet.settleRound(V, first)).toMatchObject({ ok: true, replayed: true, balance: 990n });
    expect(await walletBalance(server, p!.memberId)).toBe(990n);
  });
});

describe('a spin naming a transaction id an earlier spin took', () => {
  it('is found taken by the batch itself, bet id or win id, and moves no money', async () => {
    const [p] = await players(1, 1_000n);
    const first = spinOf(p!.session, 10n, 0n);
    expect(await wallet.settleRound(V, first)).toMatchObject({ ok: true, balance: 990n });
    const before = spinBatchHealth(server.db);
    const fresh = () => spinOf(p!.session, 10n, 0n);
    const reusingBet = { ...fresh(), betTransactionId: first.betTransactionId };
    const reusingWin = { ...fresh(), winTransactionId: first.winTransactionId };
    for (const spin of [reusingBet, reusingWin])
      expect(await wallet.settleRound(V, spin)).toMatchObject({ ok: false, balance: 990n });
    // Taken ids are sent the one-by-one way by the batch's opening; had it missed them, the batch's insert of the ids
    // would have failed and the whole batch gone again one by one.
    expect(spinBatchHealth(server.db).fallbacks).toBe(before.fallbacks);
    expect(await walletBalance(server, p!.memberId)).toBe(990n);
    expect(await claimedIds(reusingBet.roundId)).toBe(0);
    expect(await claimedIds(reusingWin.roundId)).toBe(0);
  });
});

describe('one transaction id sent for two players at once', () => {
  it('moves money once: one call settles, the other is refused as a mismatch, the ledger balances', async () => {
    const people = await players(8, 1_000n);
    // Each pair of players shares a round's ids: the pair's spins may meet in one batch or in two running side by
    // side, where the second to store the ids fails and goes again one by one (decision 145).
    const pairs = [0, 2, 4, 6].map((i) => {
      const first = spinOf(people[i]!.session, 100n, 0n);
      return [first, { ...first, sessionId: people[i + 1]!.session, roundId: id('bround') }] as const;
    });
    const firsts = pairs.map(([first]) => wallet.settleRound(V, first));
    // A turn later: the second spins go into the next batch, which opens while the first is under way.
    await new Promise((resolve) => setImmediate(resolve));
    const seconds = pairs.map(([, second]) => wallet.settleRound(V, second));
    const [firstAnswers, secondAnswers] = await Promise.all([Promise.all(firsts), Promise.all(seconds)]);
    for (const [i, a] of firstAnswers.entries()) {
      const b = secondAnswers[i]!;
      expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
      expect(a.ok ? b : a).toMatchObject({ ok: false, code: 'DUPLICATE_TRANSACTION_MISMATCH' });
    }
    const balances = await Promise.all(people.map((p) => walletBalance(server, p.memberId)));
    expect(balances.filter((b) => b === 900n)).toHaveLength(4);
    expect(balances.filter((b) => b === 1_000n)).toHaveLength(4);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });
});

describe('batches beside one-by-one steps of the same players', () => {
  it('never wait on each other in a circle: every step settles, no batch falls back, the ledger balances', async () => {
    const before = spinBatchHealth(server.db);
    const start = 100_000n;
    const people = await players(16, start);
    // The same players at a second game whose bets and wins post one by one, each a posting of member and house.
    const other = 'BATCHW';
    const singles = await Promise.all(people.map((p) => sessionFor(server, p.memberId, { vendor: other })));
    const rounds = ON_POSTGRES ? 20 : 4;
    const oneByOne = async (sessionId: string) => {
      const round = id('wround');
      const common = { sessionId, roundId: round, gameCode: 'TEST_GAME' };
      const bet = await wallet.bet(other, { ...common, transactionId: `${round}:bet`, amount: 70n });
      const win = await wallet.win(other, {
        ...common,
        transactionId: `${round}:win`,
        amount: 30n,
        closeRound: true,
      });
      return [bet, win];
    };
    const answers = await Promise.all(
      Array.from({ length: rounds }, () =>
        people.flatMap((p, i) => [
          wallet.settleRound(V, spinOf(p.session, 100n, 50n)).then((a) => [a]),
          oneByOne(singles[i] as string),
        ]),
      ).flat(),
    );
    expect(answers.flat().filter((a) => !a.ok)).toEqual([]);
    expect(spinBatchHealth(server.db).fallbacks).toBe(before.fallbacks);
    for (const p of people)
      expect(await walletBalance(server, p.memberId)).toBe(start + BigInt(rounds) * (-50n - 40n));
    expect((await checkLedger(server.db)).ok).toBe(true);
  }, 120_000);
});

const STEPS = ON_POSTGRES ? 500 : 120;

describe(`${STEPS} concurrent complete rounds of one member on several sessions`, () => {
  it('never overdraws, settles each spin once, and leaves the ledger balanced', async () => {
    const start = BigInt(STEPS) * 30n;
    const member = await newPlayer(server, start);
    const sessions = await Promise.all(
      Array.from({ length: 8 }, () => sessionFor(server, member, { vendor: V })),
    );
    // One spin in ten repeats an earlier one (same ids, same amounts), in flight with it.
    const distinct = Math.floor(STEPS * 0.9);
    const spins = Array.from({ length: STEPS }, (_, n) => {
      const i = n % distinct;
      return { i, stake: 100n + BigInt(i % 50), win: BigInt(i % 7) * 30n };
    });
    const answers = await Promise.all(
      spins.map((s, n) =>
        wallet.settleRound(V, {
          ...spinOf(sessions[n % sessions.length] as string, s.stake, s.win, `many-${member}-${s.i}`),
        }),
      ),
    );
    const applied = new Map<number, bigint>();
    spins.forEach((s, n) => {
      const answer = answers[n]!;
      if (answer.ok) applied.set(s.i, s.win - s.stake);
      else expect(answer.code).toBe('INSUFFICIENT_FUNDS');
    });
    expect(answers.some((a) => !a.ok && a.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    const expected = start + [...applied.values()].reduce((t, d) => t + d, 0n);
    expect(await walletBalance(server, member)).toBe(expected);
    const [settled] = await server.sql<{ n: number }>(
      `select count(*)::int as n from game_rounds where vendor = $1 and round_id like $2 and state = 'SETTLED'`,
      [V, `many-${member}-%`],
    );
    expect(settled?.n).toBe(applied.size);
    expect((await checkLedger(server.db)).ok).toBe(true);
  }, 120_000);
});
