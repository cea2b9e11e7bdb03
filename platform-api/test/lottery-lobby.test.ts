import {
  gameVendorsCall,
  getLabbyCall,
  launchGameCall,
  lotteryGameListCall,
  lotteryGameMenusCall,
  lotteryNavigationPath,
  lotteryPlaceBetCall,
  lotteryRecentResultsCall,
  vnGameMenuCall,
  vnGameMenuRecentCall,
  vnNumeroCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runnerTick } from '../src/modules/lottery/lottery-runner';
import { startTestServer, type TestServer } from './harness';
import { newBettor } from './lottery-fixtures';
import { refusal } from './refusal';

// The spec's lottery lobby calls (decision 081) and the lottery as catalogue vendors (decision 082), on the demo
// region DEMOKH with the real lottery engine.

let server: TestServer;

/** The status and code of a raw GET, for what the typed client would refuse to send. */
async function rawGet(path: string, token?: string) {
  const answer = await server.raw(
    'GET',
    path,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  return { status: answer.status, code: answer.body?.code as string | undefined };
}

/** VN5 draws every 5 minutes and closes 30 s before: the tests start just after a draw, inside an open issue. */
const VN5_CADENCE_MS = 5 * 60_000;

beforeAll(async () => {
  server = await startTestServer();
  const now = server.deps.now().getTime();
  server.advance(Math.ceil(now / VN5_CADENCE_MS) * VN5_CADENCE_MS + 5_000 - now);
  await runnerTick(server.deps, server.deps.lotteryEngine);
});
afterAll(() => server.close());

describe('the lottery in the catalogue', () => {
  it('lists LOTT vendors so the header shows the lottery and opens its first vendor’s page', async () => {
    const categories = await server.client().call(gameVendorsCall, { language: 'EN' });
    const lott = categories.find((c) => c.title === 'LOTT');
    expect(lott?.cards.map((c) => c.vassalage)).toEqual(['LOTT', 'TCG_LOTTO_VN', 'TCG_SEA']);
    expect(lotteryNavigationPath(lott?.cards[0]?.vassalage)).toBe('/lottery');
  });

  it('launches a lottery game as a page of the site, never in a frame', async () => {
    const { client } = await newBettor(server, 0n);
    expect(await client.call(launchGameCall, { vendor: 'TCG_LOTTO_VN', gameCode: 'VN5' })).toEqual({
      url: '/vnLottery?gameCode=VN5',
      mode: 'ROUTE',
      gameName: expect.any(String),
    });
    expect(await client.call(launchGameCall, { vendor: 'LOTT', gameCode: 'SSC1', language: 'EN' })).toEqual({
      url: '/lottery?gameCode=SSC1',
      mode: 'ROUTE',
      gameName: 'SSC 1-minute',
    });
    expect(await refusal(client.call(launchGameCall, { vendor: 'LOTT', gameCode: 'VN5' }))).toBe('NOT_FOUND');
  });
});

describe('the lottery game list with a prize mode', () => {
  it('answers every lottery game the region runs, each with the page its vendor opens', async () => {
    const games = await server.client().call(lotteryGameListCall, { prizeMode: 'LOTT', language: 'CN' });
    expect(games).toHaveLength(13);
    const pageOf = new Map(games.map((g) => [g.gameCode, g.page]));
    expect(pageOf.get('SSC1')).toBe('/lottery');
    expect(pageOf.get('VN_NORTH')).toBe('/vnLottery');
    expect(pageOf.get('SEA6D')).toBe('/seaLottery');
    expect(games.find((g) => g.gameCode === 'LHC')?.gameName).toBe('六合彩');
  });

  it('refuses a missing or unknown prize mode with 400', async () => {
    expect(await rawGet('/lotto/lgw/games/list')).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(await rawGet('/lotto/lgw/games/list?prizeMode=XX')).toEqual({ status: 400, code: 'BAD_REQUEST' });
  });
});

describe('the VN lottery menus and results', () => {
  it('answers the VN games only, each with the issue taking bets now', async () => {
    const menu = await server.client().call(vnGameMenuCall, { prizeMode: 'LOTT', lottoArea: 'VN', _: '1' });
    expect(menu.games.map((g) => [g.gameCode, g.vassalage, g.page])).toEqual([
      ['VN_NORTH', 'TCG_LOTTO_VN', '/vnLottery'],
      ['VN5', 'TCG_LOTTO_VN', '/vnLottery'],
    ]);
    const vn5 = menu.games.find((g) => g.gameCode === 'VN5');
    expect(vn5?.current?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(vn5?.current?.closesAt ?? 0).getTime()).toBeGreaterThan(Date.parse(menu.serverTime));
    expect(await rawGet('/lgw/vn/games/game_menu?lottoArea=TH')).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
    });
    expect(await rawGet('/lgw/vn/games/game_menu?prizeMode=lott')).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
    });
  });

  it('answers a VN game’s results and refuses a game of another area', async () => {
    const guest = server.client();
    const before = await guest.call(vnGameMenuCall, {});
    const issue = before.games.find((g) => g.gameCode === 'VN5')?.current;
    server.advance(new Date(issue?.drawAt ?? 0).getTime() - server.deps.now().getTime() + 1000);
    await runnerTick(server.deps, server.deps.lotteryEngine);
    const results = await guest.call(vnNumeroCall, { gameCode: 'VN5', prizeMode: 'LOTT', _: '2' });
    const drawn = results.content.find((r) => r.issueNumber === issue?.issueNumber);
    expect(drawn?.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn?.numbers).toBeTruthy();
    expect(await refusal(guest.call(vnNumeroCall, { gameCode: 'SSC1' }))).toBe('NOT_FOUND');
    expect(await rawGet('/lgw/vn/numeros/opened/game')).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(await rawGet('/lgw/vn/numeros/opened/game?gameCode=vn5%3B')).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
    });
  });

  it('answers each game’s latest result once, the latest first, and only VN ones for the VN area', async () => {
    const all = await server.client().call(lotteryRecentResultsCall, { prizeMode: 'LOTT' });
    const codes = all.map((r) => r.gameCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('VN5');
    const times = all.map((r) => Date.parse(r.drawAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const vn = await server.client().call(lotteryRecentResultsCall, { lottoArea: 'VN', language: 'EN' });
    expect(vn.length).toBeGreaterThan(0);
    expect(vn.every((r) => r.vassalage === 'TCG_LOTTO_VN' && r.page === '/vnLottery')).toBe(true);
    expect(vn.find((r) => r.gameCode === 'VN5')?.gameName).toBe('Vietnam 5-minute');
    expect(await rawGet('/lotto/lgw/games/results/recent?lottoArea=SEA')).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
    });
  });

  it('tells a member the VN games they bet on lately, and asks a guest to log in', async () => {
    const { client, id } = await newBettor(server, 100_000n);
    expect(await client.call(vnGameMenuRecentCall, {})).toEqual([]);
    const menus = await client.call(lotteryGameMenusCall, {});
    const issue = menus.games.find((g) => g.gameCode === 'VN5')?.current;
    const before = server.deps.now().getTime();
    await client.call(lotteryPlaceBetCall, {
      gameCode: 'VN5',
      issueNumber: issue?.issueNumber ?? '',
      requestId: `vn-recent-${id}-abcdef`,
      unitStake: '10',
      multiplier: 1,
      bets: [{ betType: 'vn.de', selection: { numbers: ['05'] } }],
      total: '10',
    });
    const recent = await client.call(vnGameMenuRecentCall, { prizeMode: 'LOTT', limit: '5' });
    expect(recent.map((g) => g.gameCode)).toEqual(['VN5']);
    const lastBetAt = Date.parse(recent[0]?.lastBetAt ?? '');
    expect(lastBetAt).toBeGreaterThanOrEqual(before);
    expect(lastBetAt).toBeLessThanOrEqual(server.deps.now().getTime());
    expect(await rawGet('/lgw/vn/games/game_menu/recent')).toEqual({ status: 401, code: 'NOT_LOGGED_IN' });
    expect(await rawGet('/lgw/vn/games/game_menu/recent?limit=0', client.token ?? '')).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
    });
  });
});

describe('getLabby', () => {
  it('answers the page of a game’s betting screen or of the area’s lobby', async () => {
    const { client } = await newBettor(server, 0n);
    const betting = await client.call(getLabbyCall, {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      prizeMode: 'LOTT',
      gameCode: 'VN_NORTH',
      view: 'betting',
      device: 'MOBILE',
      backUrl: '/rng',
      language: 'KM',
    });
    expect(betting).toEqual({
      url: '/vnLottery?gameCode=VN_NORTH',
      page: '/vnLottery',
      view: 'betting',
      gameCode: 'VN_NORTH',
      prizeMode: 'LOTT',
      backUrl: '/rng',
    });
    expect((await client.call(getLabbyCall, { gameCode: 'SSC1', view: 'betting' })).url).toBe(
      '/lottery?gameCode=SSC1',
    );
    expect(await client.call(getLabbyCall, {})).toEqual(
      expect.objectContaining({ url: '/vnLottery', view: 'lobby', gameCode: null, backUrl: '/' }),
    );
    expect(await refusal(client.call(getLabbyCall, { gameCode: 'NOPE', view: 'betting' }))).toBe('NOT_FOUND');
  });

  it('refuses bad parameters with 400 and a guest with 401', async () => {
    const { client } = await newBettor(server, 0n);
    const token = client.token ?? '';
    for (const query of [
      'view=betting',
      'view=verify&gameCode=SSC1',
      'launchMode=ELOTT',
      'lottoArea=TH',
      'prizeMode=XX',
      'device=TV',
      'backUrl=https%3A%2F%2Fevil.test%2F',
      'gameCode=ssc1%27',
    ])
      expect(await rawGet(`/lotto/lgw/labby?${query}`, token), query).toEqual({
        status: 400,
        code: 'BAD_REQUEST',
      });
    expect(await rawGet('/lotto/lgw/labby')).toEqual({ status: 401, code: 'NOT_LOGGED_IN' });
  });
});
