import {
  betRecordsCall,
  dayInZone,
  loginCall,
  personalProfitCall,
  rankListCall,
  transactionHistoryCall,
  winnerBoardCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskName, memberTurnover, multiplierOf } from '../src/modules/bet-records/bet-records-service';
import { openVendorSession, seamlessWallet } from '../src/modules/seamless-wallet/seamless-wallet';
import { DEMO_MEMBER, startTestServer, type TestClient, type TestServer } from './harness';
import { refusal } from './refusal';
import { newPlayer, REGION, sessionFor } from './seamless-fixtures';

// The bet records (decision 046): the rounds the seamless wallet writes, read by the betting record, personal
// profit, the winner board and the rank list, and the turnover per member, region day and category.

const ZONE = 'Asia/Phnom_Penh';
let server: TestServer;
let member: TestClient;
let memberId: number;
let rounds = 0;

/** A catalogue vendor with one game, so records show names; LIVE for the second. */
async function catalogue(vendor: string, category: string, gameCode: string, names: Record<string, string>) {
  await server.sql(
    `insert into game_vendors (merchant_code, vendor, category, wallet_code, names, logo_url)
     values ('DEMOKH', $1, $2, $1, $3, '/logo.png') on conflict do nothing`,
    [vendor, category, JSON.stringify({ EN: `${vendor} Studio` })],
  );
  await server.sql(
    `insert into games (merchant_code, vendor, game_code, names, icon_url, category)
     values ('DEMOKH', $1, $2, $3, $4, $5) on conflict do nothing`,
    [vendor, gameCode, JSON.stringify(names), `/icons/${gameCode}.png`, category],
  );
}

/** One round: a bet, then a win that closes it (unless `open`); amounts in minor units. */
async function playRound(
  who: number,
  vendor: string,
  gameCode: string,
  stake: bigint,
  win: bigint | null,
): Promise<string> {
  const wallet = seamlessWallet(server.deps);
  const { sessionId } = await openVendorSession(server.deps, {
    ...REGION,
    memberId: who,
    vendor,
    gameCode,
    wallet: 'MAIN',
  });
  const roundId = `br-${++rounds}`;
  const bet = await wallet.bet(vendor, {
    sessionId,
    transactionId: `${roundId}-b`,
    roundId,
    gameCode,
    amount: stake,
  });
  if (!bet.ok) throw new Error(`bet refused: ${bet.code}`);
  if (win !== null) {
    const paid = await wallet.win(vendor, {
      sessionId,
      transactionId: `${roundId}-w`,
      roundId,
      gameCode,
      amount: win,
      closeRound: true,
    });
    if (!paid.ok) throw new Error(`win refused: ${paid.code}`);
  }
  return roundId;
}

/** Moves the server clock to the next time it is hh:mm UTC. */
function advanceToUtc(hours: number, minutes: number) {
  const now = server.deps.now();
  const target = new Date(now);
  target.setUTCHours(hours, minutes, 0, 0);
  if (target <= now) target.setUTCDate(target.getUTCDate() + 1);
  server.advance(target.getTime() - now.getTime());
}

let day1: string;
let day2: string;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.sql<{ id: number }>('select id from members where account = $1', [
    DEMO_MEMBER.account,
  ]);
  memberId = row?.id as number;
  await catalogue('BRSLOT', 'RNG', 'BR_TEMPLE', { EN: 'Temple Run', KM: 'ប្រាសាទ' });
  await catalogue('BRLIVE', 'LIVE', 'BR_BACCARAT', { EN: 'Baccarat' });

  // 23:45 in Phnom Penh (16:45 UTC): three rounds on day 1; half an hour later it is day 2 there.
  advanceToUtc(16, 45);
  day1 = dayInZone(server.deps.now(), ZONE);
  await playRound(memberId, 'BRSLOT', 'BR_TEMPLE', 10_00n, 25_00n);
  await playRound(memberId, 'BRSLOT', 'BR_TEMPLE', 5_00n, 0n);
  await playRound(memberId, 'BRLIVE', 'BR_BACCARAT', 20_00n, 30_00n);
  server.advance(30 * 60_000);
  day2 = dayInZone(server.deps.now(), ZONE);
  await playRound(memberId, 'BRLIVE', 'BR_BACCARAT', 7_00n, null);
  await playRound(memberId, 'BRSLOT', 'NOT_LISTED', 2_00n, 100_00n);
  // Logged in after the clock moved, so the member session is fresh.
  member = server.client();
  await member.call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
});
afterAll(() => server.close());

describe('game steps in the account record (transactionHistory, decision 065)', () => {
  it("lists each bet and win with its round and game in the member's language, under the GAME type", async () => {
    const games = await member.call(transactionHistoryCall, { type: 'GAME' });
    expect(
      games.content.map((r) => [r.type, r.kind, r.amount, r.game?.gameName, r.game?.roundId, r.game?.vendor]),
    ).toEqual([
      ['GAME', 'GAME_WIN', '100.00', 'NOT_LISTED', 'br-5', 'BRSLOT'],
      ['GAME', 'GAME_BET', '-2.00', 'NOT_LISTED', 'br-5', 'BRSLOT'],
      ['GAME', 'GAME_BET', '-7.00', 'Baccarat', 'br-4', 'BRLIVE'],
      ['GAME', 'GAME_WIN', '30.00', 'Baccarat', 'br-3', 'BRLIVE'],
      ['GAME', 'GAME_BET', '-20.00', 'Baccarat', 'br-3', 'BRLIVE'],
      // A round that won nothing moved no money for its win.
      ['GAME', 'GAME_BET', '-5.00', 'ប្រាសាទ', 'br-2', 'BRSLOT'],
      ['GAME', 'GAME_WIN', '25.00', 'ប្រាសាទ', 'br-1', 'BRSLOT'],
      ['GAME', 'GAME_BET', '-10.00', 'ប្រាសាទ', 'br-1', 'BRSLOT'],
    ]);
    expect(games.content[0]).toMatchObject({ reference: 'BRSLOT:br-5', game: { gameCode: 'NOT_LISTED' } });
    const english = await server.raw('GET', `${transactionHistoryCall.path}?type=GAME`, {
      headers: { authorization: `Bearer ${member.token}`, 'x-language': 'EN' },
    });
    expect(english.body.value.content.at(-1).game.gameName).toBe('Temple Run');
  });

  it('keeps them out of the other types and in ALL, and shows them to no one else', async () => {
    const all = await member.call(transactionHistoryCall, {});
    expect(all.content.filter((r) => r.type === 'GAME')).toHaveLength(8);
    const deposits = await member.call(transactionHistoryCall, { type: 'DEPOSIT' });
    expect(deposits.content.some((r) => r.game)).toBe(false);
    const other = await newPlayer(server, 100_00n);
    await playRound(other, 'BRSLOT', 'BR_TEMPLE', 1_00n, 0n);
    expect((await member.call(transactionHistoryCall, { type: 'GAME' })).total).toBe(8);
    const [posted] = await server.sql<{ n: number }>(
      `select count(*)::int as n from ledger_postings where kind like 'GAME%' and member_id = $1`,
      [other],
    );
    expect(posted?.n).toBe(1);
  });
});

describe('the betting record (personalHistoryCopy)', () => {
  it("lists the member's rounds newest first with names, state, turnover and the filter's totals", async () => {
    const page = await member.call(betRecordsCall, {});
    expect(page.total).toBe(5);
    expect(page.content.map((r) => [r.gameName, r.state, r.stake, r.win, r.turnover, r.profit])).toEqual([
      ['NOT_LISTED', 'SETTLED', '2.00', '100.00', '2.00', '98.00'],
      ['Baccarat', 'OPEN', '7.00', '0.00', '0.00', '-7.00'],
      ['Baccarat', 'SETTLED', '20.00', '30.00', '20.00', '10.00'],
      ['ប្រាសាទ', 'SETTLED', '5.00', '0.00', '5.00', '-5.00'],
      ['ប្រាសាទ', 'SETTLED', '10.00', '25.00', '10.00', '15.00'],
    ]);
    expect(page.content[0]).toMatchObject({ vendor: 'BRSLOT', vendorName: 'BRSLOT Studio', category: 'RNG' });
    expect(page.totals).toEqual({
      stake: '44.00',
      win: '155.00',
      turnover: '37.00',
      profit: '111.00',
      count: 5,
    });
  });

  it("names games in the member's language (the region's default, KM above), English as the fallback", async () => {
    const english = await server.raw('GET', `${betRecordsCall.path}?category=RNG`, {
      headers: { authorization: `Bearer ${member.token}`, 'x-language': 'EN' },
    });
    expect(english.body.value.content.map((r: { gameName: string }) => r.gameName)).toEqual([
      'NOT_LISTED',
      'Temple Run',
      'Temple Run',
    ]);
    const chinese = await server.raw('GET', `${betRecordsCall.path}?category=LIVE`, {
      headers: { authorization: `Bearer ${member.token}`, 'x-language': 'CN' },
    });
    expect(chinese.body.value.content[0].gameName).toBe('Baccarat');
  });

  it('filters by category and vendor', async () => {
    const live = await member.call(betRecordsCall, { category: 'LIVE' });
    expect(live.content.map((r) => r.vendor)).toEqual(['BRLIVE', 'BRLIVE']);
    expect(live.totals).toMatchObject({ stake: '27.00', turnover: '20.00', count: 2 });
    const slot = await member.call(betRecordsCall, { vendor: 'BRSLOT' });
    expect(slot.total).toBe(3);
    expect((await member.call(betRecordsCall, { category: 'FISH' })).total).toBe(0);
  });

  it("filters by the region's calendar days, not UTC days", async () => {
    expect(day1).not.toBe(day2);
    const first = await member.call(betRecordsCall, { dateFrom: day1, dateTo: day1 });
    expect(first.total).toBe(3);
    const second = await member.call(betRecordsCall, { dateFrom: day2, dateTo: day2 });
    expect(second.content.map((r) => r.gameCode)).toEqual(['NOT_LISTED', 'BR_BACCARAT']);
    expect(await refusal(member.call(betRecordsCall, { dateFrom: day2, dateTo: day1 }))).toBe('BAD_REQUEST');
  });

  it('pages, with the totals of the whole filter on every page', async () => {
    const page2 = await member.call(betRecordsCall, { pageNo: '2', pageSize: '2' });
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 3, total: 5 });
    expect(page2.content.map((r) => r.stake)).toEqual(['20.00', '5.00']);
    expect(page2.totals.count).toBe(5);
  });

  it("shows only the member's own rounds, and nothing to a guest", async () => {
    const other = await newPlayer(server, 100_00n);
    await playRound(other, 'BRSLOT', 'BR_TEMPLE', 1_00n, 0n);
    expect((await member.call(betRecordsCall, {})).total).toBe(5);
    expect(await refusal(server.client().call(betRecordsCall, {}))).toBe('NOT_LOGGED_IN');
  });
});

describe('personal profit', () => {
  it('sums the rounds of the filter per category and over all', async () => {
    const profit = await member.call(personalProfitCall, {});
    expect(profit.rows).toEqual([
      { category: 'LIVE', stake: '27.00', win: '30.00', turnover: '20.00', profit: '3.00', count: 2 },
      { category: 'RNG', stake: '17.00', win: '125.00', turnover: '17.00', profit: '108.00', count: 3 },
    ]);
    expect(profit.totals).toEqual({
      stake: '44.00',
      win: '155.00',
      turnover: '37.00',
      profit: '111.00',
      count: 5,
    });
    const day1Only = await member.call(personalProfitCall, { dateFrom: day1, dateTo: day1, category: 'RNG' });
    expect(day1Only.rows).toEqual([
      { category: 'RNG', stake: '15.00', win: '25.00', turnover: '15.00', profit: '10.00', count: 2 },
    ]);
  });
});

describe('turnover per member, region day and category', () => {
  it('counts settled rounds on the day they settled', async () => {
    const rows = await memberTurnover(server.deps, memberId, day1, day2);
    expect(rows.map((r) => [r.day, r.category, r.rounds, r.turnover, r.win])).toEqual([
      [day1, 'LIVE', 1, 20_00n, 30_00n],
      [day1, 'RNG', 2, 15_00n, 25_00n],
      [day2, 'RNG', 1, 2_00n, 100_00n],
    ]);
  });
});

describe('the winner board and the rank list', () => {
  it('shows the biggest real wins, masked, to anyone', async () => {
    const guest = server.client({ merchant: 'DEMOKH' });
    const board = await guest.call(winnerBoardCall, { limitNum: '2', language: 'KM' });
    expect(board.vo).toEqual([
      { customerName: 'de***1', winAmount: '100.00', gameName: 'NOT_LISTED', iconUrl: '' },
      { customerName: 'de***1', winAmount: '30.00', gameName: 'Baccarat', iconUrl: '/icons/BR_BACCARAT.png' },
    ]);
    const rng = await guest.call(winnerBoardCall, { gameCategory: 'RNG', language: 'KM' });
    expect(rng.vo.map((w) => [w.winAmount, w.gameName])).toEqual([
      ['100.00', 'NOT_LISTED'],
      ['25.00', 'ប្រាសាទ'],
    ]);
    // Another region sees none of these.
    expect((await server.client({ merchant: 'DEMOTH' }).call(winnerBoardCall, {})).vo).toEqual([]);
  });

  it('ranks by win or by multiplier within the period of region days', async () => {
    const guest = server.client({ merchant: 'DEMOKH' });
    const byWin = await guest.call(rankListCall, { period: 'WEEK', type: 'WIN' });
    expect(byWin.list.map((e) => [e.rank, e.winAmount, e.multiplier])).toEqual([
      [1, '100.00', '50.00'],
      [2, '30.00', '1.50'],
      [3, '25.00', '2.50'],
    ]);
    const byMultiplier = await guest.call(rankListCall, { period: 'WEEK', type: 'MULTIPLIER' });
    expect(byMultiplier.list.map((e) => e.multiplier)).toEqual(['50.00', '2.50', '1.50']);
    // Today (day 2) holds only the 100.00 win.
    const today = await guest.call(rankListCall, { period: 'DAY' });
    expect(today.list.map((e) => e.winAmount)).toEqual(['100.00']);
    server.advance(8 * 24 * 60 * 60_000);
    expect((await guest.call(rankListCall, { period: 'WEEK' })).list).toEqual([]);
    expect((await guest.call(winnerBoardCall, {})).vo).toEqual([]);
    expect((await guest.call(rankListCall, { period: 'MONTH' })).list).toHaveLength(3);
  });

  it('drops a win that a correction takes back, and shows it again when restored', async () => {
    const guest = server.client({ merchant: 'DEMOKH' });
    const monthWins = async () =>
      (await guest.call(rankListCall, { period: 'MONTH' })).list.map((e) => e.winAmount);
    const setState = (state: string) =>
      server.deps.db.query(
        `update game_rounds set state = $1 where merchant_code = 'DEMOKH' and member_id = $2 and win = 10000`,
        [state, memberId],
      );
    await setState('ROLLED_BACK');
    expect(await monthWins()).toEqual(['30.00', '25.00']);
    await setState('SETTLED');
    expect(await monthWins()).toEqual(['100.00', '30.00', '25.00']);
  });
});

describe('helpers', () => {
  it('masks names and computes multipliers', () => {
    expect(maskName('demo01')).toBe('de***1');
    expect(maskName('abc')).toBe('a***');
    expect(multiplierOf(2_50n, 1_00n)).toBe('2.50');
    expect(multiplierOf(1n, 3n)).toBe('0.33');
  });

  it('a session opened without a category takes the catalogue vendor category, else RNG', async () => {
    const other = await newPlayer(server, 10_00n);
    await sessionFor(server, other, { vendor: 'BRLIVE' });
    await sessionFor(server, other, { vendor: 'NOT_IN_CATALOGUE' });
    const rows = await server.sql<{ vendor: string; category: string }>(
      'select vendor, category from vendor_sessions where member_id = $1 order by id',
      [other],
    );
    expect(rows).toEqual([
      { vendor: 'BRLIVE', category: 'LIVE' },
      { vendor: 'NOT_IN_CATALOGUE', category: 'RNG' },
    ]);
  });
});
