import {
  type ApiError,
  betRecordsCall,
  formatMoney,
  freePlayCall,
  lotteryCancelBetCall,
  lotteryCancelIssueCall,
  lotteryGameMenusCall,
  lotteryMyBetsCall,
  lotteryPlaceBetCall,
  openedNumeroCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drawDueIssues, runnerTick } from '../src/modules/lottery/lottery-runner';
import { settleIssue } from '../src/modules/lottery/lottery-settlement';
import { checkLedger, postCreditsInTransaction } from '../src/modules/wallet/ledger-service';
import { mainAccountOf, merchantAccountOf } from '../src/modules/wallet/member-wallet';
import { startTestServer, type TestClient, type TestServer } from './harness';
import {
  enableTestGames,
  issuePayments,
  newBettor,
  testDigit,
  testEngine,
  untilNextMinute,
} from './lottery-fixtures';
import { refusal } from './refusal';
import { REGION, walletBalance } from './seamless-fixtures';

const engine = testEngine();
let server: TestServer;
let requestCounter = 0;
const requestId = () => `lottery-${Date.now()}-${++requestCounter}-abc`;

beforeAll(async () => {
  server = await startTestServer({ overrides: { lotteryEngine: engine } });
  await enableTestGames(server);
});
afterAll(() => server.close());

/** One second into a minute: the 1-minute game's current issue takes bets for 49 more seconds. */
beforeEach(async () => {
  server.advance(untilNextMinute(server, 1000));
  await runnerTick(server.deps, engine);
});

async function currentIssue(client: TestClient, gameCode = 'T1') {
  const menus = await client.call(lotteryGameMenusCall, {});
  const game = menus.games.find((g) => g.gameCode === gameCode);
  if (!game?.current) throw new Error(`${gameCode} has no current issue`);
  return game.current;
}

async function issueRow(issueNumber: string) {
  const [row] = await server.sql<{ id: string; state: string; note: string | null; server_seed: string }>(
    `select id::text as id, state, note, server_seed from lottery_issues where game_code = 'T1' and issue_number = $1`,
    [issueNumber],
  );
  if (!row) throw new Error(`no issue ${issueNumber}`);
  return row;
}

/** Moves past the current issue's draw and runs the runner once. */
async function drawNow() {
  server.advance(60_000);
  return runnerTick(server.deps, engine);
}

describe('lottery issues', () => {
  it('publishes the seed hash while betting and reveals the seed with the result', async () => {
    const { client } = await newBettor(server, 0n);
    const issue = await currentIssue(client);
    expect(issue.issueNumber).toMatch(/^\d{12}$/);
    expect(new Date(issue.drawAt).getTime() - new Date(issue.closesAt).getTime()).toBe(10_000);
    await drawNow();
    const results = await client.call(openedNumeroCall, { gameCode: 'T1' });
    const result = results.content.find((r) => r.issueNumber === issue.issueNumber);
    expect(result?.serverSeed).toBeTruthy();
    expect(engine.commit(result?.serverSeed ?? '')).toBe(issue.seedHash);
    expect(result?.numbers).toEqual([testDigit(result?.serverSeed ?? '', issue.issueNumber)]);
  });
});

describe('lottery bets', () => {
  it('places a slip as one posting, settles it after the draw and shows it in the betting record', async () => {
    const { id, client } = await newBettor(server, 100_000n);
    const issue = await currentIssue(client);
    const placed = await client.call(lotteryPlaceBetCall, {
      gameCode: 'T1',
      issueNumber: issue.issueNumber,
      requestId: requestId(),
      unitStake: '10',
      multiplier: 2,
      bets: [
        { betType: 'digit', selection: { digits: [0, 1, 2, 3, 4] } },
        { betType: 'bigsmall', selection: { side: 'BIG' } },
      ],
      total: '120',
    });
    expect(placed.total).toBe('120.00');
    expect(placed.balance).toBe('880.00');
    expect(placed.bets.map((b) => b.units)).toEqual([5, 1]);
    await drawNow();
    const { server_seed: seed } = await issueRow(issue.issueNumber);
    const digit = testDigit(seed, issue.issueNumber);
    // 5 units of 20.00 on digits: one wins 9.80x when the digit is 0-4; big pays 1.95x on 20.00 when it is 5-9.
    const win = digit <= 4 ? 19_600n : 3_900n;
    expect(await walletBalance(server, id)).toBe(100_000n - 12_000n + win);
    const mine = await client.call(lotteryMyBetsCall, {});
    expect(mine.content.map((b) => b.state).sort()).toEqual(['LOST', 'WON']);
    expect(mine.content.reduce((sum, b) => sum + Number(b.payout), 0).toFixed(2)).toBe(formatMoney(win));
    const record = await client.call(betRecordsCall, { category: 'LOTT' });
    expect(record.total).toBe(2);
    expect(record.totals.turnover).toBe('120.00');
    expect(record.totals.win).toBe(formatMoney(win));
    expect(record.content.every((r) => r.state === 'SETTLED' && r.vendor === 'LOTTERY')).toBe(true);
  });

  it('answers a repeated request id with the same slip and moves money once; another request with it conflicts', async () => {
    const { id, client } = await newBettor(server, 10_000n);
    const issue = await currentIssue(client);
    const input = {
      gameCode: 'T1',
      issueNumber: issue.issueNumber,
      requestId: requestId(),
      unitStake: '5',
      multiplier: 1,
      bets: [{ betType: 'digit', selection: { digits: [7] } }],
      total: '5',
    };
    const [first, second] = await Promise.all([
      client.call(lotteryPlaceBetCall, input),
      client.call(lotteryPlaceBetCall, input),
    ]);
    expect(second.slipId).toBe(first.slipId);
    expect(await walletBalance(server, id)).toBe(9_500n);
    expect(await refusal(client.call(lotteryPlaceBetCall, { ...input, multiplier: 2, total: '10' }))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
  });

  it('cancels a slip before the close and refunds it; not after the close, and not someone else', async () => {
    const { id, client } = await newBettor(server, 10_000n);
    const other = await newBettor(server, 0n);
    const issue = await currentIssue(client);
    const slip = () =>
      client.call(lotteryPlaceBetCall, {
        gameCode: 'T1',
        issueNumber: issue.issueNumber,
        requestId: requestId(),
        unitStake: '10',
        multiplier: 1,
        bets: [{ betType: 'bigsmall', selection: { side: 'SMALL' } }],
        total: '10',
      });
    const first = await slip();
    expect(await refusal(other.client.call(lotteryCancelBetCall, { slipId: first.slipId }))).toBe(
      'NOT_FOUND',
    );
    const cancelled = await client.call(lotteryCancelBetCall, { slipId: first.slipId });
    expect(cancelled).toEqual({ slipId: first.slipId, refunded: '10.00', wallet: 'MAIN', balance: '100.00' });
    expect(await refusal(client.call(lotteryCancelBetCall, { slipId: first.slipId }))).toBe(
      'LOTTERY_NOT_CANCELLABLE',
    );
    const second = await slip();
    server.advance(new Date(issue.closesAt).getTime() - server.deps.now().getTime());
    expect(await refusal(client.call(lotteryCancelBetCall, { slipId: second.slipId }))).toBe(
      'LOTTERY_NOT_CANCELLABLE',
    );
    expect(await refusal(slip())).toBe('LOTTERY_ISSUE_CLOSED');
    expect(await walletBalance(server, id)).toBe(9_000n);
    const record = await client.call(betRecordsCall, { category: 'LOTT' });
    expect(record.content.map((r) => r.state).sort()).toEqual(['OPEN', 'ROLLED_BACK']);
  });

  it('refuses bad slips with their codes and writes nothing', async () => {
    const { id, client } = await newBettor(server, 1_000n);
    const issue = await currentIssue(client);
    const base = {
      gameCode: 'T1',
      issueNumber: issue.issueNumber,
      unitStake: '1',
      multiplier: 1,
      bets: [{ betType: 'digit', selection: { digits: [1] } as unknown }],
      total: '1',
    };
    const place = (change: Partial<typeof base>) =>
      refusal(client.call(lotteryPlaceBetCall, { ...base, requestId: requestId(), ...change }));
    expect(await place({ bets: [{ betType: 'nosuch', selection: {} }] })).toBe('LOTTERY_BET_TYPE_UNKNOWN');
    expect(await place({ bets: [{ betType: 'digit', selection: { digits: [10] } }] })).toBe(
      'LOTTERY_SELECTION_INVALID',
    );
    expect(await place({ bets: [{ betType: 'digit', selection: { digits: [1, 1] } }], total: '2' })).toBe(
      'LOTTERY_SELECTION_INVALID',
    );
    expect(await place({ unitStake: '0.5', total: '0.5' })).toBe('LOTTERY_STAKE_OUT_OF_RANGE');
    expect(await place({ unitStake: '200000', total: '200000' })).toBe('LOTTERY_STAKE_OUT_OF_RANGE');
    expect(await place({ total: '2' })).toBe('BAD_REQUEST');
    expect(await place({ multiplier: 0 })).toBe('BAD_REQUEST');
    expect(await place({ bets: [] })).toBe('BAD_REQUEST');
    expect(await place({ gameCode: 'NOPE' })).toBe('NOT_FOUND');
    expect(await place({ issueNumber: '209901010001' })).toBe('NOT_FOUND');
    expect(await place({ unitStake: '20', total: '20' })).toBe('INSUFFICIENT_BALANCE');
    const missingKey = await server.raw('POST', '/lotto/lgw/bets', {
      body: { ...base },
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(missingKey.status).toBe(400);
    expect(missingKey.body.code).toBe('BAD_REQUEST');
    const anonymous = await server.raw('GET', '/lotto/lgw/games/menus');
    expect(anonymous.body.code).toBe('NOT_LOGGED_IN');
    expect(await walletBalance(server, id)).toBe(1_000n);
    const rows = await server.sql<{ n: number }>(
      'select count(*)::int as n from lottery_slips where member_id = $1',
      [id],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a trial account: free play never stakes money', async () => {
    const trial = server.client();
    await trial.call(freePlayCall, { os: 'Linux', platform: 'W', random: 'e'.repeat(32), gatewayVersion: 3 });
    const issue = await currentIssue(trial);
    const refused = await refusal(
      trial.call(lotteryPlaceBetCall, {
        gameCode: 'T1',
        issueNumber: issue.issueNumber,
        unitStake: '1',
        multiplier: 1,
        bets: [{ betType: 'digit', selection: { digits: [1] } }],
        total: '1',
        requestId: requestId(),
      }),
    );
    expect(refused).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
  });

  it('settles a draw twice and pays once', async () => {
    const { id, client } = await newBettor(server, 100_000n);
    const issue = await currentIssue(client);
    await client.call(lotteryPlaceBetCall, {
      gameCode: 'T1',
      issueNumber: issue.issueNumber,
      requestId: requestId(),
      unitStake: '1',
      multiplier: 1,
      bets: [{ betType: 'digit', selection: { digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] } }],
      total: '10',
    });
    await drawNow();
    const after = await walletBalance(server, id);
    expect(after).toBe(100_000n - 1_000n + 980n);
    const { id: issueId } = await issueRow(issue.issueNumber);
    // As if a second copy settled it again: the issue put back to DRAWN, every bet already settled.
    await server.sql(`update lottery_issues set state = 'DRAWN' where id = $1`, [issueId]);
    expect(await settleIssue(server.deps, engine, issueId)).toBe(0);
    expect(await walletBalance(server, id)).toBe(after);
    expect((await issueRow(issue.issueNumber)).state).toBe('SETTLED');
    const wins = await server.sql<{ n: number }>(
      `select count(*)::int as n from ledger_postings where kind = 'LOTTERY_WIN' and member_id = $1`,
      [id],
    );
    expect(wins[0]?.n).toBe(1);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('pays each member of a settling batch with one posting that names its bets, once', async () => {
    const players = [await newBettor(server, 50_000n), await newBettor(server, 50_000n)];
    const issue = await currentIssue(players[0]?.client as TestClient);
    for (const { client } of players)
      await client.call(lotteryPlaceBetCall, {
        gameCode: 'T1',
        issueNumber: issue.issueNumber,
        requestId: requestId(),
        unitStake: '1',
        multiplier: 1,
        bets: [
          { betType: 'digit', selection: { digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] } },
          { betType: 'digit', selection: { digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] } },
          { betType: 'digit', selection: { digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] } },
          { betType: 'bigsmall', selection: { side: 'BIG' } },
        ],
        total: '31',
      });
    server.advance(60_000);
    await drawDueIssues(server.deps, engine);
    const { id: issueId, server_seed: seed } = await issueRow(issue.issueNumber);
    // Batches of two bets in (member, bet) order: each member's four bets are two batches, so two postings each.
    expect(await settleIssue(server.deps, engine, issueId, 2)).toBe(8);
    const big = testDigit(seed, issue.issueNumber) >= 5;
    for (const { id } of players)
      expect(await walletBalance(server, id)).toBe(50_000n - 3_100n + 3n * 980n + (big ? 195n : 0n));
    const paid = await issuePayments(server, issueId);
    expect(paid.postings).toHaveLength(4);
    expect(new Set(paid.postings.map((p) => p.key)).size).toBe(4);
    for (const p of paid.postings) expect(p.credited).toBe(p.owed);
    expect(paid.postings.reduce((sum, p) => sum + p.credited, 0n)).toBe(paid.betsPaid);
    // Settled again (as by a second copy): nothing more is paid.
    await server.sql(`update lottery_issues set state = 'DRAWN' where id = $1`, [issueId]);
    expect(await settleIssue(server.deps, engine, issueId, 2)).toBe(0);
    expect((await issuePayments(server, issueId)).postings).toHaveLength(4);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('lets an operator cancel an issue, refunding every bet', async () => {
    const a = await newBettor(server, 5_000n);
    const b = await newBettor(server, 5_000n);
    const issue = await currentIssue(a.client);
    for (const { client } of [a, b])
      await client.call(lotteryPlaceBetCall, {
        gameCode: 'T1',
        issueNumber: issue.issueNumber,
        requestId: requestId(),
        unitStake: '3',
        multiplier: 1,
        bets: [{ betType: 'digit', selection: { digits: [1, 2] } }],
        total: '6',
      });
    const ops = await server.operatorClient();
    const answer = await ops.call(lotteryCancelIssueCall, {
      merchantCode: REGION.merchantCode,
      gameCode: 'T1',
      issueNumber: issue.issueNumber,
      reason: 'result feed down',
    });
    expect(answer.state).toBe('CANCELLED');
    expect(
      await server.sql(
        "select action, subject, reason, merchant_code from operator_audit where area = 'lottery' order by id",
      ),
    ).toEqual([
      {
        action: 'ISSUE_CANCELLED',
        subject: `T1:${issue.issueNumber}`,
        reason: 'result feed down',
        merchant_code: REGION.merchantCode,
      },
    ]);
    expect(
      await refusal(
        a.client.call(lotteryPlaceBetCall, {
          gameCode: 'T1',
          issueNumber: issue.issueNumber,
          requestId: requestId(),
          unitStake: '1',
          multiplier: 1,
          bets: [{ betType: 'digit', selection: { digits: [1] } }],
          total: '1',
        }),
      ),
    ).toBe('LOTTERY_ISSUE_CLOSED');
    await runnerTick(server.deps, engine);
    expect(await walletBalance(server, a.id)).toBe(5_000n);
    expect(await walletBalance(server, b.id)).toBe(5_000n);
    expect((await issueRow(issue.issueNumber)).state).toBe('REFUNDED');
    const bets = await a.client.call(lotteryMyBetsCall, {});
    expect(bets.content.map((x) => x.state)).toEqual(['REFUNDED']);
    expect(
      await refusal(
        ops.call(lotteryCancelIssueCall, {
          merchantCode: REGION.merchantCode,
          gameCode: 'T1',
          issueNumber: issue.issueNumber,
          reason: 'again',
        }),
      ),
    ).toBe('LOTTERY_NOT_CANCELLABLE');
    // A refused cancellation leaves no audit entry: the one above is all.
    expect(await server.sql("select 1 from operator_audit where area = 'lottery'")).toHaveLength(1);
    const results = await a.client.call(openedNumeroCall, { gameCode: 'T1' });
    const shown = results.content.find((r) => r.issueNumber === issue.issueNumber);
    expect(shown?.serverSeed).toBeNull();
    expect(shown?.note).toMatch(/^CANCELLED_BY_OPERATOR/);
  });
});

describe('ledger credit postings (the payouts path)', () => {
  it('writes many payouts to one account in one statement with running balances, once per key', async () => {
    const { id } = await newBettor(server, 1_000n);
    const member = {
      memberId: id,
      merchantCode: REGION.merchantCode,
      currency: REGION.currency,
      currencySymbol: '',
    };
    const pay = (key: string, amount: bigint, main: string, house: string) => ({
      merchantCode: REGION.merchantCode,
      kind: 'LOTTERY_WIN',
      scope: `test:${id}`,
      idempotencyKey: key,
      request: { amount },
      entries: [
        { accountId: house, amount: -amount },
        { accountId: main, amount },
      ],
      memberId: id,
    });
    const written = await server.db.transaction(async (tx) => {
      const main = (await mainAccountOf(tx, member)).id;
      const house = (await merchantAccountOf(tx, REGION.merchantCode, 'HOUSE', REGION.currency, id)).id;
      const inputs = [pay('a', 100n, main, house), pay('b', 250n, main, house), pay('c', 5n, main, house)];
      const first = await postCreditsInTransaction(tx, server.deps.now(), inputs);
      const again = await postCreditsInTransaction(tx, server.deps.now(), inputs);
      const results = await tx.query<{ key: string; after: string }>(
        `select idempotency_key as key, result->'entries'->1->>'balanceAfter' as after from ledger_postings
          where idempotency_scope = $1 order by idempotency_key`,
        [`test:${id}`],
      );
      const debit = await postCreditsInTransaction(tx, server.deps.now(), [
        {
          ...pay('d', 1n, house, main),
          entries: [
            { accountId: main, amount: -1n },
            { accountId: house, amount: 1n },
          ],
        },
      ]).catch((error: unknown) => (error as ApiError).code);
      return { first, again, results, debit };
    });
    expect(written.first).toBe(3);
    expect(written.again).toBe(0);
    expect(written.results).toEqual([
      { key: 'a', after: '1100' },
      { key: 'b', after: '1350' },
      { key: 'c', after: '1355' },
    ]);
    expect(written.debit).toBe('BAD_REQUEST');
  });
});
