import {
  dayInZone,
  lotteryGameMenusCall,
  lotteryPlaceBetCall,
  rgOverviewCall,
  setRgMoneyLimitCall,
  startOfDayInZone,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps } from '../src/app';
import { type Database, openDatabase } from '../src/db/database';
import type { Deps } from '../src/deps';
import type { LotteryEngine } from '../src/modules/lottery/lottery-engine-port';
import { createIssuesAhead, drawDueIssues, runnerTick } from '../src/modules/lottery/lottery-runner';
import { settleIssue } from '../src/modules/lottery/lottery-settlement';
import { checkLedger } from '../src/modules/wallet/ledger-service';
import { startTestServer, type TestClient, type TestServer } from './harness';
import {
  enableTestGames,
  issuePayments,
  newBettor,
  testDigit,
  testEngine,
  untilNextMinute,
} from './lottery-fixtures';
import { walletBalance } from './seamless-fixtures';

const ZONE = 'Asia/Phnom_Penh';
const engine = testEngine();
let server: TestServer;
let secondDb: Database | null = null;
let counter = 0;
const requestId = () => `runner-${Date.now()}-${++counter}-abc`;

beforeAll(async () => {
  server = await startTestServer({ overrides: { lotteryEngine: engine } });
  await enableTestGames(server);
  await server.sql(`update regions set time_zone = $1 where merchant_code = 'DEMOKH'`, [ZONE]);
});
afterAll(async () => {
  await secondDb?.close();
  await server.close();
});

/** Another server copy: its own connections to the same database (PGlite has one), the same clock. */
async function secondCopy(withEngine: LotteryEngine): Promise<Deps> {
  if (server.databaseUrl && !secondDb) secondDb = await openDatabase(server.databaseUrl);
  return createDeps({
    db: secondDb ?? server.db,
    config: server.deps.config,
    overrides: { now: server.deps.now, lotteryEngine: withEngine, serverKey: server.deps.serverKey },
  });
}

/** An engine that counts the draws it makes, by issue. */
function countingEngine(counts: Map<string, number>): LotteryEngine {
  return {
    ...engine,
    draw(game, seed, issue) {
      counts.set(issue, (counts.get(issue) ?? 0) + 1);
      return engine.draw(game, seed, issue);
    },
  };
}

async function current(client: TestClient, gameCode = 'T1') {
  const menus = await client.call(lotteryGameMenusCall, {});
  const issue = menus.games.find((g) => g.gameCode === gameCode)?.current;
  if (!issue) throw new Error(`${gameCode} has no current issue`);
  return issue;
}

function bet(client: TestClient, gameCode: string, issueNumber: string, digits: number[], unit = '1') {
  const total = (Number(unit) * digits.length).toFixed(2);
  return client.call(lotteryPlaceBetCall, {
    gameCode,
    issueNumber,
    requestId: requestId(),
    unitStake: unit,
    multiplier: 1,
    bets: [{ betType: 'digit', selection: { digits } }],
    total,
  });
}

async function issue(gameCode: string, issueNumber: string) {
  const [row] = await server.sql<{ id: string; state: string; note: string | null; server_seed: string }>(
    `select id::text as id, state, note, server_seed from lottery_issues where game_code = $1 and issue_number = $2`,
    [gameCode, issueNumber],
  );
  if (!row) throw new Error(`no issue ${issueNumber}`);
  return row;
}

describe('the draw runner', () => {
  it('numbers issues by the region day across local midnight, by the test clock', async () => {
    const now = server.deps.now();
    const midnight = startOfDayInZone(dayInZone(new Date(now.getTime() + 86_400_000), ZONE), ZONE);
    server.advance(midnight.getTime() - 90_000 - now.getTime());
    await createIssuesAhead(server.deps, engine);
    const rows = await server.sql<{ issue_number: string; draw_at: Date }>(
      `select issue_number, draw_at from lottery_issues where game_code = 'T1' and draw_at > $1 order by draw_at`,
      [server.deps.now()],
    );
    const today = dayInZone(new Date(midnight.getTime() - 1), ZONE).replaceAll('-', '');
    const tomorrow = dayInZone(midnight, ZONE).replaceAll('-', '');
    expect(rows.map((r) => r.issue_number)).toEqual([`${today}1439`, `${today}1440`, `${tomorrow}0001`]);
    expect(new Date(rows[1]?.draw_at as Date).getTime()).toBe(midnight.getTime());
  });

  it('draws each issue once with two copies on one database, and settles each bet once', async () => {
    server.advance(untilNextMinute(server, 1000));
    await runnerTick(server.deps, engine);
    const players = await Promise.all([1, 2, 3].map(() => newBettor(server, 10_000n)));
    const open = await current(players[0]?.client as TestClient);
    for (const [i, p] of players.entries())
      await bet(p.client, 'T1', open.issueNumber, [i, i + 3, i + 6], '2');
    server.advance(60_000);
    const counts = new Map<string, number>();
    const one = { ...server.deps, lotteryEngine: countingEngine(counts) };
    const two = await secondCopy(countingEngine(counts));
    const reports = await Promise.all([
      runnerTick(one, one.lotteryEngine),
      runnerTick(two, two.lotteryEngine),
      runnerTick(one, one.lotteryEngine),
      runnerTick(two, two.lotteryEngine),
    ]);
    const drawn = reports.flatMap((r) => r.drawn);
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(counts.get(open.issueNumber)).toBe(1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const row = await issue('T1', open.issueNumber);
    expect(row.state).toBe('SETTLED');
    const digit = testDigit(row.server_seed, open.issueNumber);
    for (const [i, p] of players.entries()) {
      const won = [i, i + 3, i + 6].includes(digit) ? 1_960n : 0n;
      expect(await walletBalance(server, p.id)).toBe(10_000n - 600n + won);
    }
    // One posting per winner, each crediting exactly the bets its key names.
    const paid = await issuePayments(server, row.id);
    expect(paid.postings).toHaveLength(paid.membersPaid);
    for (const p of paid.postings) expect(p.credited).toBe(p.owed);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('catches up after a restart in the middle of a draw and of a settlement', async () => {
    server.advance(untilNextMinute(server, 1000));
    await runnerTick(server.deps, engine);
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => newBettor(server, 5_000n)));
    const open = await current(players[0]?.client as TestClient);
    for (const p of players) await bet(p.client, 'T1', open.issueNumber, [0, 1, 2, 3, 4]);
    server.advance(60_000);
    // A copy stops while drawing: its transaction rolls back and the issue is still open.
    const broken: LotteryEngine = {
      ...engine,
      draw: () => {
        throw new Error('stopped while drawing');
      },
    };
    await expect(drawDueIssues(server.deps, broken)).rejects.toThrow('stopped while drawing');
    expect((await issue('T1', open.issueNumber)).state).toBe('OPEN');
    // Another copy draws it, then stops in the middle of settling: the first batch of two is paid, the next not.
    await drawDueIssues(server.deps, engine);
    const row = await issue('T1', open.issueNumber);
    await expect(settleIssue(server.deps, testEngine({ failAfter: 3 }), row.id, 2)).rejects.toThrow(
      'the engine stopped',
    );
    const [left] = await server.sql<{ n: number }>(
      `select count(*)::int as n from lottery_bets where issue_id = $1 and state = 'PLACED'`,
      [row.id],
    );
    expect(left?.n).toBe(3);
    // After the restart the runner settles the rest, each bet once.
    await runnerTick(server.deps, engine);
    expect((await issue('T1', open.issueNumber)).state).toBe('SETTLED');
    const win = testDigit(row.server_seed, open.issueNumber) <= 4 ? 980n : 0n;
    for (const p of players) expect(await walletBalance(server, p.id)).toBe(5_000n - 500n + win);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('after downtime, cancels and refunds a fast draw and draws a daily one late, saying so', async () => {
    server.advance(untilNextMinute(server, 1000));
    await runnerTick(server.deps, engine);
    const { id, client } = await newBettor(server, 10_000n);
    const fast = await current(client, 'T1');
    const daily = await current(client, 'TD');
    await bet(client, 'T1', fast.issueNumber, [5]);
    await bet(client, 'TD', daily.issueNumber, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await walletBalance(server, id)).toBe(10_000n - 1_100n);
    // Every copy was down until two minutes after the daily draw.
    server.advance(new Date(daily.drawAt).getTime() + 120_000 - server.deps.now().getTime());
    const report = await runnerTick(server.deps, engine);
    const fastRow = await issue('T1', fast.issueNumber);
    const dailyRow = await issue('TD', daily.issueNumber);
    expect(report.cancelled).toContain(fastRow.id);
    expect(report.drawn).toContain(dailyRow.id);
    expect(fastRow).toMatchObject({ state: 'REFUNDED', note: 'CANCELLED_MISSED' });
    expect(dailyRow).toMatchObject({ state: 'SETTLED', note: 'DRAWN_LATE' });
    // The fast bet came back; the daily bet on every digit won one unit at 9.80.
    expect(await walletBalance(server, id)).toBe(10_000n - 1_000n + 980n);
    // New issues are made from the clock on, not for the hours that were missed.
    const [ahead] = await server.sql<{ n: number }>(
      `select count(*)::int as n from lottery_issues where game_code = 'T1' and state = 'OPEN' and draw_at > $1`,
      [server.deps.now()],
    );
    expect(ahead?.n).toBe(3);
  });

  it('lowers the loss a member’s loss limit counts by what a draw paid back', async () => {
    server.advanceToNextDayIn(ZONE);
    server.advance(untilNextMinute(server, 1000));
    await runnerTick(server.deps, engine);
    const { client } = await newBettor(server, 10_000n);
    await client.call(setRgMoneyLimitCall, { kind: 'LOSS', period: 'DAY', amount: '50.00' });
    const open = await current(client);
    // Every digit at 1.00: 10.00 staked, one unit wins 9.80 back.
    await bet(client, 'T1', open.issueNumber, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const lossUsed = async () =>
      (await client.call(rgOverviewCall, {})).moneyLimits.find((l) => l.kind === 'LOSS' && l.period === 'DAY')
        ?.used;
    expect(await lossUsed()).toBe('10.00');
    server.advance(60_000);
    await runnerTick(server.deps, engine);
    expect((await issue('T1', open.issueNumber)).state).toBe('SETTLED');
    expect(await lossUsed()).toBe('0.20');
  });
});
