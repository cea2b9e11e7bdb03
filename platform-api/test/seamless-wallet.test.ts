import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SeamlessWallet,
  seamlessWallet,
  VENDOR_SESSION_IDLE_MS,
} from '../src/modules/seamless-wallet/seamless-wallet';
import { subAccountOf } from '../src/modules/wallet/ledger-rules';
import { startTestServer, type TestServer } from './harness';
import { newPlayer, roundOf, sessionFor, transferToVendor, walletBalance } from './seamless-fixtures';

// The rules of the seamless wallet (decision 044), each on its own player, through the in-process interface that
// in-house games use. The HTTP face for outside vendors is tested in vendor-wallet-http.test.ts.

const V = 'TESTV';
let server: TestServer;
let wallet: SeamlessWallet;
let ids = 0;
const id = (prefix: string) => `${prefix}-${++ids}`;

beforeAll(async () => {
  server = await startTestServer();
  wallet = seamlessWallet(server.deps);
});
afterAll(() => server.close());

function bet(
  sessionId: string,
  amount: bigint,
  roundId: string,
  extra: { transactionId?: string; closeRound?: boolean } = {},
) {
  return wallet.bet(V, {
    sessionId,
    transactionId: extra.transactionId ?? id('bet'),
    roundId,
    gameCode: 'TEST_GAME',
    amount,
    ...(extra.closeRound !== undefined ? { closeRound: extra.closeRound } : {}),
  });
}

function win(
  sessionId: string,
  amount: bigint,
  roundId: string,
  extra: { transactionId?: string; betTransactionId?: string; closeRound?: boolean } = {},
) {
  return wallet.win(V, {
    sessionId,
    transactionId: extra.transactionId ?? id('win'),
    roundId,
    gameCode: 'TEST_GAME',
    amount,
    ...(extra.betTransactionId ? { betTransactionId: extra.betTransactionId } : {}),
    closeRound: extra.closeRound ?? true,
  });
}

describe('balance', () => {
  it('answers the balance of the wallet the session plays from', async () => {
    const member = await newPlayer(server, 12_345n);
    const session = await sessionFor(server, member);
    expect(await wallet.balance(V, session)).toMatchObject({ ok: true, balance: 12_345n });
  });

  it('knows no player for an unknown session, or a session of another vendor', async () => {
    const member = await newPlayer(server, 100n);
    const session = await sessionFor(server, member, { vendor: 'OTHERV' });
    expect(await wallet.balance(V, session)).toEqual({ ok: false, code: 'PLAYER_NOT_FOUND' });
    expect(await wallet.balance(V, 'x'.repeat(43))).toEqual({ ok: false, code: 'PLAYER_NOT_FOUND' });
    expect(await bet(session, 10n, id('r'))).toEqual({ ok: false, code: 'PLAYER_NOT_FOUND' });
  });
});

describe('bets and wins', () => {
  it('a bet moves money from the member to a house sub-account of the merchant, a win back', async () => {
    const member = await newPlayer(server, 1_000n);
    const session = await sessionFor(server, member);
    const round = id('round');
    expect(await bet(session, 300n, round)).toMatchObject({ ok: true, balance: 700n, replayed: false });
    expect(await win(session, 500n, round)).toMatchObject({ ok: true, balance: 1_200n });
    expect(await walletBalance(server, member)).toBe(1_200n);
    const postings = await server.sql<{ kind: string; shard: number; amount: string }>(
      `select p.kind, a.shard, e.amount::text as amount from ledger_postings p
         join ledger_entries e on e.posting_id = p.id join ledger_accounts a on a.id = e.account_id
        where p.reference = $1 and a.kind = 'HOUSE' order by p.id`,
      [`${V}:${round}`],
    );
    expect(postings).toEqual([
      { kind: 'GAME_BET', shard: subAccountOf(member), amount: '300' },
      { kind: 'GAME_WIN', shard: subAccountOf(member), amount: '-500' },
    ]);
  });

  it('a round groups its bets and wins, and settles with its turnover counted on the region day', async () => {
    const member = await newPlayer(server, 1_000n);
    const session = await sessionFor(server, member, { category: 'LIVE' });
    const round = id('round');
    await bet(session, 100n, round);
    await bet(session, 200n, round);
    expect(await roundOf(server, V, round)).toMatchObject({ state: 'OPEN', stake: 300n, win: 0n, bets: 2 });
    await win(session, 50n, round, { closeRound: false });
    await win(session, 400n, round, { closeRound: true });
    expect(await roundOf(server, V, round)).toMatchObject({
      state: 'SETTLED',
      stake: 300n,
      win: 450n,
      category: 'LIVE',
    });
    const turnover = await server.sql<{ category: string; rounds: number; turnover: string; win: string }>(
      'select category, rounds, turnover::text as turnover, win::text as win from member_turnover where member_id = $1',
      [member],
    );
    expect(turnover).toEqual([{ category: 'LIVE', rounds: 1, turnover: '300', win: '450' }]);
    expect(await walletBalance(server, member)).toBe(1_150n);
  });

  it('a closed round takes no new bet', async () => {
    const member = await newPlayer(server, 1_000n);
    const session = await sessionFor(server, member);
    const round = id('round');
    await bet(session, 100n, round);
    await win(session, 0n, round, { closeRound: true });
    expect(await bet(session, 100n, round)).toEqual({ ok: false, code: 'ROUND_CLOSED', balance: 900n });
    const oneShot = id('round');
    await bet(session, 100n, oneShot, { closeRound: true });
    expect(await bet(session, 100n, oneShot)).toEqual({ ok: false, code: 'ROUND_CLOSED', balance: 800n });
    expect(await walletBalance(server, member)).toBe(800n);
  });

  it('refuses a win for an unknown round or an unknown bet', async () => {
    const member = await newPlayer(server, 1_000n);
    const session = await sessionFor(server, member);
    expect(await win(session, 500n, id('never-opened'))).toEqual({
      ok: false,
      code: 'UNKNOWN_BET',
      balance: 1_000n,
    });
    const round = id('round');
    await bet(session, 100n, round);
    expect(await win(session, 500n, round, { betTransactionId: 'no-such-bet' })).toEqual({
      ok: false,
      code: 'UNKNOWN_BET',
      balance: 900n,
    });
    expect(await walletBalance(server, member)).toBe(900n);
  });

  it('answers insufficient funds with the balance, and moves nothing', async () => {
    const member = await newPlayer(server, 250n);
    const session = await sessionFor(server, member);
    const round = id('round');
    expect(await bet(session, 251n, round)).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS', balance: 250n });
    expect(await roundOf(server, V, round)).toBeUndefined();
    // A refusal stores nothing: the same id may go again once the money is there.
    expect(await bet(session, 250n, round)).toMatchObject({ ok: true, balance: 0n });
  });

  it('plays a multi wallet session from the vendor wallet, not the main wallet', async () => {
    const member = await newPlayer(server, 1_000n);
    const session = await sessionFor(server, member, { wallet: V });
    expect(await bet(session, 100n, id('round'))).toEqual({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
      balance: 0n,
    });
    await transferToVendor(server, member, V, 400n);
    expect(await bet(session, 100n, id('round'))).toMatchObject({ ok: true, balance: 300n });
    expect(await walletBalance(server, member)).toBe(600n);
    expect(await walletBalance(server, member, V)).toBe(300n);
  });
});

describe('the transaction id is the idempotency key', () => {
  it('a replay answers the first answer, replayed, and moves money once', async () => {
    const member = await newPlayer(server, 1_000n);
    const session = await sessionFor(server, member);
    const round = id('round');
    const transactionId = id('bet');
    const first = await bet(session, 100n, round, { transactionId });
    await bet(session, 100n, round);
    const again = await bet(session, 100n, round, { transactionId });
    expect(first).toEqual({ ok: true, balance: 900n, transactionId, replayed: false });
    expect(again).toEqual({ ok: true, balance: 900n, transactionId, replayed: true });
    const winId = id('win');
    await win(session, 70n, round, { transactionId: winId });
    expect(await win(session, 70n, round, { transactionId: winId })).toMatchObject({
      ok: true,
      replayed: true,
    });
    expect(await walletBalance(server, member)).toBe(870n);
    expect(await roundOf(server, V, round)).toMatchObject({ stake: 200n, win: 70n, bets: 2 });
  });

  it('the same id with another amount, round, player or kind is a mismatch', async () => {
    const member = await newPlayer(server, 1_000n);
    const other = await newPlayer(server, 1_000n);
    const session = await sessionFor(server, member);
    const otherSession = await sessionFor(server, other);
    const round = id('round');
    const transactionId = id('bet');
    await bet(session, 100n, round, { transactionId });
    const mismatch = { ok: false, code: 'DUPLICATE_TRANSACTION_MISMATCH' };
    expect(await bet(session, 101n, round, { transactionId })).toEqual({ ...mismatch, balance: 900n });
    expect(await bet(session, 100n, id('round'), { transactionId })).toEqual({ ...mismatch, balance: 900n });
    expect(await bet(otherSession, 100n, round, { transactionId })).toEqual({ ...mismatch, balance: 1_000n });
    expect(await win(session, 100n, round, { transactionId })).toEqual({ ...mismatch, balance: 900n });
    expect(await walletBalance(server, member)).toBe(900n);
    expect(await walletBalance(server, other)).toBe(1_000n);
  });
});

describe('rollbacks', () => {
  it('a rollback returns the bet, and a win after it is refused', async () => {
    const member = await newPlayer(server, 1_000n);
    const session = await sessionFor(server, member);
    const round = id('round');
    const betId = id('bet');
    await bet(session, 300n, round, { transactionId: betId });
    const rollback = { sessionId: session, roundId: round, gameCode: 'TEST_GAME', betTransactionId: betId };
    const rollbackId = id('rb');
    expect(await wallet.rollback(V, { ...rollback, transactionId: rollbackId })).toMatchObject({
      ok: true,
      balance: 1_000n,
    });
    expect(await wallet.rollback(V, { ...rollback, transactionId: rollbackId })).toMatchObject({
      replayed: true,
    });
    // Another rollback of the same bet moves nothing more.
    expect(await wallet.rollback(V, { ...rollback, transactionId: id('rb') })).toMatchObject({
      ok: true,
      balance: 1_000n,
    });
    expect(await roundOf(server, V, round)).toMatchObject({ state: 'ROLLED_BACK', stake: 0n, bets: 0 });
    expect(await win(session, 500n, round, { betTransactionId: betId })).toEqual({
      ok: false,
      code: 'BET_ROLLED_BACK',
      balance: 1_000n,
    });
    expect(await win(session, 500n, round)).toEqual({ ok: false, code: 'BET_ROLLED_BACK', balance: 1_000n });
    expect(await walletBalance(server, member)).toBe(1_000n);
  });

  it('a rollback of an unknown bet succeeds without moving money, and blocks that bet when it comes', async () => {
    const member = await newPlayer(server, 1_000n);
    const session = await sessionFor(server, member);
    const round = id('round');
    const betId = id('bet');
    const answer = await wallet.rollback(V, {
      sessionId: session,
      transactionId: id('rb'),
      roundId: round,
      gameCode: 'TEST_GAME',
      betTransactionId: betId,
    });
    expect(answer).toMatchObject({ ok: true, balance: 1_000n });
    expect(await bet(session, 300n, round, { transactionId: betId })).toEqual({
      ok: false,
      code: 'BET_ROLLED_BACK',
      balance: 1_000n,
    });
    expect(await win(session, 300n, round, { betTransactionId: betId })).toEqual({
      ok: false,
      code: 'UNKNOWN_BET',
      balance: 1_000n,
    });
    expect(await walletBalance(server, member)).toBe(1_000n);
  });

  it('a bet of a round that already paid stands', async () => {
    const member = await newPlayer(server, 1_000n);
    const session = await sessionFor(server, member);
    const round = id('round');
    const betId = id('bet');
    await bet(session, 300n, round, { transactionId: betId });
    await win(session, 100n, round, { closeRound: false });
    const answer = await wallet.rollback(V, {
      sessionId: session,
      transactionId: id('rb'),
      roundId: round,
      gameCode: 'TEST_GAME',
      betTransactionId: betId,
    });
    expect(answer).toEqual({ ok: false, code: 'ROUND_CLOSED', balance: 800n });
  });
});

describe('vendor sessions', () => {
  it('an expired session refuses bets but still takes wins and rollbacks', async () => {
    const member = await newPlayer(server, 1_000n);
    const session = await sessionFor(server, member);
    const round = id('round');
    const rolledBack = id('round');
    const betId = id('bet');
    await bet(session, 100n, round);
    await bet(session, 200n, rolledBack, { transactionId: betId });
    server.advance(VENDOR_SESSION_IDLE_MS + 1_000);
    expect(await bet(session, 100n, round)).toEqual({ ok: false, code: 'SESSION_EXPIRED', balance: 700n });
    expect(await win(session, 250n, round)).toMatchObject({ ok: true, balance: 950n });
    expect(
      await wallet.rollback(V, {
        sessionId: session,
        transactionId: id('rb'),
        roundId: rolledBack,
        gameCode: 'TEST_GAME',
        betTransactionId: betId,
      }),
    ).toMatchObject({ ok: true, balance: 1_150n });
    expect(await wallet.balance(V, session)).toMatchObject({ ok: true, balance: 1_150n });
  });

  it('stays alive while the player plays', async () => {
    const member = await newPlayer(server, 1_000n);
    const session = await sessionFor(server, member);
    for (let i = 0; i < 3; i += 1) {
      server.advance(VENDOR_SESSION_IDLE_MS - 60_000);
      expect(await bet(session, 10n, id('round'))).toMatchObject({ ok: true });
    }
  });

  it('keeps only a hash of the session id', async () => {
    const member = await newPlayer(server, 0n);
    const session = await sessionFor(server, member);
    const rows = await server.sql<{ session_hash: string }>(
      'select session_hash from vendor_sessions where member_id = $1',
      [member],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.session_hash).not.toContain(session);
    expect(rows[0]?.session_hash).toMatch(/^[a-f0-9]{64}$/);
  });
});

describe('bet and win in one step (a slot spin)', () => {
  const spin = (
    sessionId: string,
    stake: bigint,
    winAmount: bigint,
    ids: { bet?: string; win?: string; round?: string } = {},
  ) =>
    wallet.betAndWin(V, {
      sessionId,
      betTransactionId: ids.bet ?? id('sbet'),
      winTransactionId: ids.win ?? id('swin'),
      roundId: ids.round ?? id('sround'),
      gameCode: 'TEST_GAME',
      stake,
      win: winAmount,
    });

  it('takes the stake, pays the win and settles the round, once', async () => {
    const member = await newPlayer(server, 1_000n);
    const session = await sessionFor(server, member);
    const ids = { bet: id('sbet'), win: id('swin'), round: id('sround') };
    expect(await spin(session, 100n, 250n, ids)).toEqual({
      ok: true,
      balance: 1_150n,
      transactionId: ids.win,
      replayed: false,
    });
    expect(await spin(session, 100n, 250n, ids)).toEqual({
      ok: true,
      balance: 1_150n,
      transactionId: ids.win,
      replayed: true,
    });
    expect(await spin(session, 100n, 0n)).toMatchObject({ ok: true, balance: 1_050n });
    expect(await roundOf(server, V, ids.round)).toMatchObject({
      state: 'SETTLED',
      stake: 100n,
      win: 250n,
      bets: 1,
    });
    expect(await walletBalance(server, member)).toBe(1_050n);
    const [turnover] = await server.sql<{ rounds: number; turnover: string }>(
      'select rounds, turnover::text as turnover from member_turnover where member_id = $1',
      [member],
    );
    expect(turnover).toEqual({ rounds: 2, turnover: '200' });
  });

  it('follows the bet rules: funds, expiry, mismatch, a rollback that came first', async () => {
    const member = await newPlayer(server, 100n);
    const session = await sessionFor(server, member);
    // The stake must be there before the win, even when the win is larger or equal.
    const short = { ok: false, code: 'INSUFFICIENT_FUNDS', balance: 100n };
    expect(await spin(session, 101n, 1_000n)).toEqual(short);
    expect(await spin(session, 101n, 101n)).toEqual(short);
    expect(await spin(session, 100n, 100n)).toMatchObject({ ok: true, balance: 100n });
    const ids = { bet: id('sbet'), win: id('swin'), round: id('sround') };
    await spin(session, 10n, 0n, ids);
    const mismatch = { ok: false, code: 'DUPLICATE_TRANSACTION_MISMATCH', balance: 90n };
    expect(await spin(session, 10n, 5n, ids)).toEqual(mismatch);
    expect(await spin(session, 10n, 0n, { win: ids.win })).toEqual(mismatch);
    const blocked = id('sbet');
    await wallet.rollback(V, {
      sessionId: session,
      transactionId: id('rb'),
      roundId: 'x',
      gameCode: 'TEST_GAME',
      betTransactionId: blocked,
    });
    expect(await spin(session, 10n, 0n, { bet: blocked })).toEqual({
      ok: false,
      code: 'BET_ROLLED_BACK',
      balance: 90n,
    });
    server.advance(VENDOR_SESSION_IDLE_MS + 1_000);
    expect(await spin(session, 10n, 0n)).toEqual({ ok: false, code: 'SESSION_EXPIRED', balance: 90n });
    // A repeat of a spin made while the session was alive still answers as it did.
    expect(await spin(session, 10n, 0n, ids)).toMatchObject({ ok: true, replayed: true, balance: 90n });
    expect(await walletBalance(server, member)).toBe(90n);
  });
});
