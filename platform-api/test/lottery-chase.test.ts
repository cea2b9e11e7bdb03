import {
  lotteryCancelBetCall,
  lotteryCancelIssueCall,
  lotteryChaseCall,
  lotteryChasesCall,
  lotteryGameMenusCall,
  lotteryMyBetsCall,
  lotteryStopChaseCall,
  rgOverviewCall,
  setRgMoneyLimitCall,
  walletTransferCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runnerTick } from '../src/modules/lottery/lottery-runner';
import { settleIssue } from '../src/modules/lottery/lottery-settlement';
import { checkLedger } from '../src/modules/wallet/ledger-service';
import { startTestServer, type TestClient, type TestServer } from './harness';
import { enableTestGames, newBettor, testEngine, untilNextMinute } from './lottery-fixtures';
import { refusal } from './refusal';
import { REGION, walletBalance } from './seamless-fixtures';

// Chase (decision 079) and the lottery vendor wallet (decision 080), on the test engine's 1-minute game T1 (betting
// closes 10 s before each draw). A bet on all ten digits always wins: 10 units, one of them paid 9.80x.

const engine = testEngine();
let server: TestServer;
let counter = 0;
const requestId = () => `chase-${Date.now()}-${++counter}-abcdef`;
const ALL_DIGITS = [{ betType: 'digit', selection: { digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] } }];

beforeAll(async () => {
  server = await startTestServer({ overrides: { lotteryEngine: engine } });
  await enableTestGames(server);
});
afterAll(() => server.close());

beforeEach(async () => {
  server.advance(untilNextMinute(server, 1000));
  await runnerTick(server.deps, engine);
});

async function currentIssue(client: TestClient) {
  const menus = await client.call(lotteryGameMenusCall, {});
  const current = menus.games.find((g) => g.gameCode === 'T1')?.current;
  if (!current) throw new Error('T1 has no current issue');
  return current.issueNumber;
}

async function drawNow() {
  server.advance(60_000);
  return runnerTick(server.deps, engine);
}

const chaseInput = (firstIssueNumber: string, multipliers: number[], stopOnWin: boolean) => ({
  gameCode: 'T1',
  firstIssueNumber,
  requestId: requestId(),
  unitStake: '1',
  multipliers,
  bets: ALL_DIGITS,
  stopOnWin,
  total: String(10 * multipliers.reduce((a, b) => a + b, 0)),
});

async function postingsKeyed(key: string) {
  const [row] = await server.sql<{ n: number }>(
    'select count(*)::int as n from ledger_postings where idempotency_key = $1',
    [key],
  );
  return row?.n ?? 0;
}

describe('lottery chase', () => {
  it('counts the whole chase against the limits when placed, and what comes back lowers the loss', async () => {
    server.advanceToNextDayIn();
    server.advance(untilNextMinute(server, 1000));
    await runnerTick(server.deps, engine);
    const { id, client } = await newBettor(server, 100_000n);
    await client.call(setRgMoneyLimitCall, { kind: 'WAGER', period: 'DAY', amount: '50.00' });
    await client.call(setRgMoneyLimitCall, { kind: 'LOSS', period: 'DAY', amount: '100.00' });
    const first = await currentIssue(client);
    // 60.00 over six issues passes the 50.00 wager limit: refused, nothing taken.
    expect(await refusal(client.call(lotteryChaseCall, chaseInput(first, [1, 1, 1, 1, 1, 1], true)))).toBe(
      'LIMIT_REACHED',
    );
    expect(await walletBalance(server, id)).toBe(100_000n);
    const limits = async () => (await client.call(rgOverviewCall, {})).moneyLimits;
    expect((await limits()).find((l) => l.kind === 'WAGER' && l.period === 'DAY')?.used).toBe('0.00');

    // 30.00 over three issues fits; the first issue wins 9.80 and the two left are refunded 20.00.
    await client.call(lotteryChaseCall, chaseInput(first, [1, 1, 1], true));
    const placed = await limits();
    expect(placed.find((l) => l.kind === 'WAGER' && l.period === 'DAY')?.used).toBe('30.00');
    expect(placed.find((l) => l.kind === 'LOSS' && l.period === 'DAY')?.used).toBe('30.00');
    await drawNow();
    expect(await walletBalance(server, id)).toBe(100_000n - 3_000n + 980n + 2_000n);
    expect((await limits()).find((l) => l.kind === 'LOSS' && l.period === 'DAY')?.used).toBe('0.20');
  });

  it('takes the whole chase up front, and a win stops it: the issues not drawn are refunded once', async () => {
    const { id, client } = await newBettor(server, 100_000n);
    const first = await currentIssue(client);
    // Multipliers 1..5: stakes 10, 20, 30, 40, 50 = 150.00 for five issues, the later ones made ahead for the chase.
    const chase = await client.call(lotteryChaseCall, chaseInput(first, [1, 2, 3, 4, 5], true));
    expect(chase.total).toBe('150.00');
    expect(chase.wallet).toBe('MAIN');
    expect(chase.balance).toBe('850.00');
    expect(chase.issues.map((i) => i.multiplier)).toEqual([1, 2, 3, 4, 5]);
    expect(chase.issues[0]?.issueNumber).toBe(first);
    expect(new Set(chase.issues.map((i) => i.issueNumber)).size).toBe(5);
    expect(await walletBalance(server, id)).toBe(85_000n);

    await drawNow();
    // Issue 1 wins 9.80; issues 2-5 (140.00) are cancelled and refunded: 850 + 9.80 + 140 = 999.80.
    expect(await walletBalance(server, id)).toBe(99_980n);
    const [listed] = (await client.call(lotteryChasesCall, {})).content;
    expect(listed).toMatchObject({
      chaseId: chase.chaseId,
      state: 'WON_STOPPED',
      issueCount: 5,
      issuesPlayed: 1,
      issuesCancelled: 4,
      total: '150.00',
      won: '9.80',
      refunded: '140.00',
    });
    const bets = (await client.call(lotteryMyBetsCall, {})).content;
    expect(bets.map((b) => b.state).sort()).toEqual([
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
      'WON',
    ]);
    expect(bets.every((b) => b.chaseId === chase.chaseId)).toBe(true);
    expect(await postingsKeyed(`chase-stop:${chase.chaseId}`)).toBe(1);

    // Settling the won issue again and drawing the cancelled issues pays nothing more.
    const [issue] = await server.sql<{ id: string }>(
      `select id::text as id from lottery_issues where game_code = 'T1' and issue_number = $1`,
      [first],
    );
    expect(await settleIssue(server.deps, engine, issue?.id as string)).toBe(0);
    await drawNow();
    await drawNow();
    expect(await walletBalance(server, id)).toBe(99_980n);
    expect(await postingsKeyed(`chase-stop:${chase.chaseId}`)).toBe(1);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('plays every issue when it does not stop on a win', async () => {
    const { id, client } = await newBettor(server, 10_000n);
    const chase = await client.call(
      lotteryChaseCall,
      chaseInput(await currentIssue(client), [1, 1, 1], false),
    );
    expect(chase.balance).toBe('70.00');
    await drawNow();
    const [running] = (await client.call(lotteryChasesCall, {})).content;
    expect(running).toMatchObject({ state: 'RUNNING', issuesPlayed: 1, issuesCancelled: 0 });
    await drawNow();
    await drawNow();
    expect(await walletBalance(server, id)).toBe(7_000n + 3n * 980n);
    const [done] = (await client.call(lotteryChasesCall, {})).content;
    expect(done).toMatchObject({ state: 'FINISHED', issuesPlayed: 3, won: '29.40', refunded: '0.00' });
    expect(await refusal(client.call(lotteryStopChaseCall, { chaseId: chase.chaseId }))).toBe(
      'LOTTERY_NOT_CANCELLABLE',
    );
  });

  it('stopped by the player refunds the issues still taking bets, once', async () => {
    const { id, client } = await newBettor(server, 10_000n);
    const chase = await client.call(
      lotteryChaseCall,
      chaseInput(await currentIssue(client), [1, 2, 3, 4], false),
    );
    expect(chase.balance).toBe('0.00');
    await drawNow();
    const stopped = await client.call(lotteryStopChaseCall, { chaseId: chase.chaseId });
    expect(stopped).toMatchObject({
      issuesCancelled: 3,
      refunded: '90.00',
      wallet: 'MAIN',
      balance: '99.80',
    });
    expect(await refusal(client.call(lotteryStopChaseCall, { chaseId: chase.chaseId }))).toBe(
      'LOTTERY_NOT_CANCELLABLE',
    );
    await drawNow();
    expect(await walletBalance(server, id)).toBe(9_980n);
    const [listed] = (await client.call(lotteryChasesCall, {})).content;
    expect(listed).toMatchObject({ state: 'STOPPED', issuesPlayed: 1, issuesCancelled: 3 });
    expect(await postingsKeyed(`chase-stop:${chase.chaseId}`)).toBe(1);
  });

  it('counts in its refunded total one issue cancelled by the player and one cancelled by an operator', async () => {
    const { id, client } = await newBettor(server, 10_000n);
    // Multipliers 1, 2, 3, 4: 10 + 20 + 30 + 40 = 100.00.
    const chase = await client.call(
      lotteryChaseCall,
      chaseInput(await currentIssue(client), [1, 2, 3, 4], false),
    );
    const [, second, third] = chase.issues;
    const cancelled = await client.call(lotteryCancelBetCall, { slipId: second?.slipId as string });
    expect(cancelled).toMatchObject({ refunded: '20.00', balance: '20.00' });
    const ops = await server.operatorClient();
    await ops.call(lotteryCancelIssueCall, {
      merchantCode: REGION.merchantCode,
      gameCode: 'T1',
      issueNumber: third?.issueNumber as string,
      reason: 'operator test',
    });
    // The runner refunds the cancelled third issue on the pass that draws the first.
    await drawNow();
    expect((await client.call(lotteryChasesCall, {})).content[0]).toMatchObject({
      state: 'RUNNING',
      issuesPlayed: 2,
      issuesCancelled: 1,
      won: '9.80',
      refunded: '50.00',
    });
    for (let minute = 0; minute < 3; minute += 1) await drawNow();
    // The fourth issue played and won 4 x 9.80.
    expect((await client.call(lotteryChasesCall, {})).content[0]).toMatchObject({
      state: 'FINISHED',
      issuesPlayed: 3,
      issuesCancelled: 1,
      won: '49.00',
      refunded: '50.00',
    });
    expect(await walletBalance(server, id)).toBe(10_000n - 10_000n + 2_000n + 3_000n + 980n + 3_920n);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('answers a repeated request with the same chase and moves money once; another request with it conflicts', async () => {
    const { id, client } = await newBettor(server, 10_000n);
    const input = chaseInput(await currentIssue(client), [1, 1], true);
    const [a, b] = await Promise.all([
      client.call(lotteryChaseCall, input),
      client.call(lotteryChaseCall, input),
    ]);
    expect(b.chaseId).toBe(a.chaseId);
    expect(await walletBalance(server, id)).toBe(8_000n);
    expect(await refusal(client.call(lotteryChaseCall, { ...input, multipliers: [1, 2], total: '30' }))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await walletBalance(server, id)).toBe(8_000n);
  });

  it('refuses bad input and writes nothing', async () => {
    const { id, client } = await newBettor(server, 10_000n);
    const other = await newBettor(server, 10_000n);
    const first = await currentIssue(client);
    expect(await refusal(client.call(lotteryChaseCall, chaseInput(first, [], true)))).toBe('BAD_REQUEST');
    expect(
      await refusal(
        client.call(
          lotteryChaseCall,
          chaseInput(
            first,
            Array.from({ length: 121 }, () => 1),
            true,
          ),
        ),
      ),
    ).toBe('BAD_REQUEST');
    expect(
      await refusal(client.call(lotteryChaseCall, { ...chaseInput(first, [1, 1], true), total: '10' })),
    ).toBe('BAD_REQUEST');
    const theirs = await other.client.call(lotteryChaseCall, chaseInput(first, [1, 1], false));
    expect(await refusal(client.call(lotteryStopChaseCall, { chaseId: theirs.chaseId }))).toBe('NOT_FOUND');
    // 50 s into the minute the current issue has closed.
    server.advance(49_000);
    expect(await refusal(client.call(lotteryChaseCall, chaseInput(first, [1, 1], true)))).toBe(
      'LOTTERY_ISSUE_CLOSED',
    );
    expect(await walletBalance(server, id)).toBe(10_000n);
    expect((await client.call(lotteryChasesCall, {})).total).toBe(0);
  });
});

describe('the lottery vendor wallet in a region with a wallet per vendor', () => {
  it('takes the stake from the lottery wallet the member transferred into and pays wins back to it', async () => {
    await server.sql(
      `insert into wallet_vendors (merchant_code, vendor, name, sort) values ($1, 'LOTTERY', 'Lottery', 9)`,
      [REGION.merchantCode],
    );
    await server.sql('update merchant_settings set wallet_single = false where merchant_code = $1', [
      REGION.merchantCode,
    ]);
    server.deps.merchantCache.clear();
    const { id, client } = await newBettor(server, 10_000n);
    expect(
      await refusal(client.call(lotteryChaseCall, chaseInput(await currentIssue(client), [1], true))),
    ).toBe('INSUFFICIENT_BALANCE');
    await client.call(walletTransferCall, {
      from: 'MAIN',
      to: 'LOTTERY',
      amount: '30',
      idempotencyKey: requestId(),
    });
    const chase = await client.call(lotteryChaseCall, chaseInput(await currentIssue(client), [1, 1], true));
    expect(chase).toMatchObject({ wallet: 'LOTTERY', balance: '10.00' });
    await drawNow();
    // The first issue wins 9.80 and stops the chase: the second's 10.00 comes back to the lottery wallet too.
    expect(await walletBalance(server, id, 'LOTTERY')).toBe(1_000n + 980n + 1_000n);
    expect(await walletBalance(server, id)).toBe(7_000n);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });
});
