import {
  type ApiClient,
  type ApiError,
  createApiClient,
  lotteryGameMenusCall,
  lotteryResultsStream,
  type StreamEvent,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createDeps } from '../src/app';
import { openDatabase } from '../src/db/database';
import { runnerTick } from '../src/modules/lottery/lottery-runner';
import { startTestServer, type TestClient, type TestServer } from './harness';
import { enableTestGames, newBettor, testDigit, testEngine, untilNextMinute } from './lottery-fixtures';

// Draws pushed to open pages (decision 077): a draw made by any server copy reaches the streams every copy holds
// within a second, through LISTEN/NOTIFY on PostgreSQL and PGlite alike.

type Event = StreamEvent<typeof lotteryResultsStream>;
const engine = testEngine();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ overrides: { lotteryEngine: engine } });
  await enableTestGames(server);
});
afterAll(async () => {
  await server.close();
});

/** An open stream of `client`'s: the events so far, a wait for the next of a name, and its close. */
function listen(client: Pick<ApiClient, 'subscribe'>) {
  const events: Event[] = [];
  const waiters: (() => void)[] = [];
  let failure: ApiError | null = null;
  const close = client.subscribe?.(
    lotteryResultsStream,
    {},
    {
      onEvent: (event) => {
        events.push(event);
        for (const wake of waiters.splice(0)) wake();
      },
      onError: (error) => {
        failure = error;
        for (const wake of waiters.splice(0)) wake();
      },
    },
  );
  if (!close) throw new Error('the contract client cannot stream');
  const next = async <N extends Event['name']>(name: N, withinMs: number, from = 0) => {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const found = events.slice(from).find((e) => e.name === name);
      if (found) return found as Extract<Event, { name: N }>;
      if (failure) throw failure;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${name} event within ${withinMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  return { events, next, close, failure: () => failure };
}

async function openIssue(client: TestClient) {
  server.advance(untilNextMinute(server, 1000));
  await runnerTick(server.deps, engine);
  const menus = await client.call(lotteryGameMenusCall, {});
  const open = menus.games.find((g) => g.gameCode === 'T1')?.current;
  if (!open) throw new Error('T1 has no open issue');
  return open;
}

describe('the lottery results stream', () => {
  it('pushes a draw with its revealed seed, the next issue and the settlement, each within a second', async () => {
    const { client } = await newBettor(server, 1_000n);
    const open = await openIssue(client);
    const stream = listen(client);
    const hello = await stream.next('hello', 2_000);
    expect(Math.abs(Date.parse(hello.data.serverTime) - server.deps.now().getTime())).toBeLessThan(2_000);

    server.advance(60_000);
    const drawnAt = Date.now();
    await runnerTick(server.deps, engine);
    const draw = await stream.next('draw', 1_000);
    expect(Date.now() - drawnAt).toBeLessThan(1_000);
    expect(draw.data.result).toMatchObject({ gameCode: 'T1', issueNumber: open.issueNumber });
    // The copy reads the issue when the notice arrives: the runner may have settled it by then.
    expect(['DRAWN', 'SETTLED']).toContain(draw.data.result.state);
    const seed = draw.data.result.serverSeed as string;
    expect(draw.data.result.numbers).toEqual([testDigit(seed, open.issueNumber)]);
    const next = await stream.next('issue-open', 1_000);
    expect(next.data.issue.gameCode).toBe('T1');
    expect(Date.parse(next.data.issue.closesAt)).toBeGreaterThan(server.deps.now().getTime());
    expect(next.data.issue.issueNumber).not.toBe(open.issueNumber);
    const settled = await stream.next('settled', 1_000);
    expect(settled.data).toMatchObject({ gameCode: 'T1', issueNumber: open.issueNumber });
    stream.close();
  });

  it("sends a region's draws only to its own pages, and drops notices it cannot read", async () => {
    await enableTestGames(server, 'DEMOVN');
    const { client } = await newBettor(server, 0n);
    const open = await openIssue(client);
    const stream = listen(client);
    await stream.next('hello', 2_000);
    await server.sql(
      `select pg_notify('lottery_events', 'not json'), pg_notify('lottery_events', '{"kind":"drawn","id":"999999999"}')`,
    );
    server.advance(60_000);
    const report = await runnerTick(server.deps, engine);
    const [drawnVn] = await server.sql<{ n: number }>(
      `select count(*)::int as n from lottery_issues where merchant_code = 'DEMOVN' and id = any($1::bigint[])`,
      [report.drawn],
    );
    expect(drawnVn?.n).toBe(1);
    await stream.next('settled', 1_000);
    await new Promise((r) => setTimeout(r, 200));
    const draws = stream.events.filter((e) => e.name === 'draw');
    expect(draws.map((e) => e.data.result.issueNumber)).toEqual([open.issueNumber]);
    expect(draws[0]?.data.result.seedHash).toBe(open.seedHash);
    stream.close();
  });

  it('refuses a page without a session, bad input, and a session past its cap until one of its streams closes', async () => {
    const anonymous = await server.raw('GET', '/lotto/lgw/stream');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    const { client } = await newBettor(server, 0n);
    const bad = await server.raw('GET', '/lotto/lgw/stream?prizeMode=NOPE', {
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });

    const streams = [listen(client), listen(client), listen(client), listen(client)];
    await Promise.all(streams.map((s) => s.next('hello', 2_000)));
    const fifth = listen(client);
    await expect(fifth.next('hello', 2_000)).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      status: 429,
    });
    streams[0]?.close();
    await new Promise((r) => setTimeout(r, 200));
    const again = listen(client);
    await again.next('hello', 2_000);
    for (const s of [...streams, again]) s.close();
  });
});

describe('two server copies on one database (PostgreSQL with TEST_DATABASE_URL; PGlite shares its one instance)', () => {
  let second: { url: string; close: () => Promise<void> } | null = null;

  beforeAll(async () => {
    const own = server.databaseUrl ? await openDatabase(server.databaseUrl) : null;
    const db = own ?? server.db;
    // The second copy runs no draw runner: the first copy makes every draw.
    const deps = await createDeps({
      db,
      config: server.deps.config,
      overrides: { now: server.deps.now, lotteryEngine: engine, serverKey: server.deps.serverKey },
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
  });
  afterAll(async () => {
    await second?.close();
  });

  it('a draw by one copy reaches a page connected to the other within a second', async () => {
    if (!second) throw new Error('no second copy');
    const { client } = await newBettor(server, 0n);
    const open = await openIssue(client);
    const stream = listen(createApiClient({ baseUrl: second.url, getToken: () => client.token }));
    await stream.next('hello', 2_000);
    server.advance(60_000);
    const drawnAt = Date.now();
    await runnerTick(server.deps, engine);
    const draw = await stream.next('draw', 1_000);
    expect(Date.now() - drawnAt).toBeLessThan(1_000);
    expect(draw.data.result).toMatchObject({ issueNumber: open.issueNumber });
    // As above: the copy reads the issue when the notice arrives, perhaps after its settlement.
    expect(['DRAWN', 'SETTLED']).toContain(draw.data.result.state);
    expect(draw.data.result.numbers).toEqual([
      testDigit(draw.data.result.serverSeed as string, open.issueNumber),
    ]);
    stream.close();
  });
});
