import {
  ApiError,
  addDays,
  type betRecordsCall,
  type CallParsedRequest,
  type CallResponse,
  dayInZone,
  formatMoney,
  type personalProfitCall,
  type rankListCall,
  startOfDayInZone,
  type winnerBoardCall,
} from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { languageOf, type RequestContext, type SessionContext } from '../../http/request-context';
import { catalogueNames } from '../games/catalogue-lookup';
import { memberAccounts } from '../member/member-service';
import {
  addTurnover,
  addTurnovers,
  type BigWin,
  closeOpenRounds,
  findBigWins,
  findRoundGames,
  findRoundPage,
  findTurnover,
  insertOpenRounds,
  type NewRound,
  netResultSince,
  type RoundClose,
  type RoundFilter,
  type Sums,
  sumRoundsByCategory,
  type TurnoverChange,
  type TurnoverRow,
} from './bet-records-store';

// The bet records are the rounds the seamless wallet writes (decision 046): the betting record, personal profit,
// the winner board and the rank list read them; rebates, VIP and agent reports read the turnover per day.

/** Counts a settled round (or a late win of one) in its member's turnover of the region day; inside the step's transaction. */
export function countSettledRound(tx: Queryable, change: TurnoverChange): Promise<void> {
  return addTurnover(tx, change);
}

/** countSettledRound for many rounds in one statement, inside the caller's transaction. */
export function countSettledRounds(tx: Queryable, changes: readonly TurnoverChange[]): Promise<void> {
  return addTurnovers(tx, changes);
}

/** Records bets an in-house game took (one round each) in the betting record; inside the bet's transaction. */
export function recordOpenRounds(tx: Queryable, rounds: readonly NewRound[]): Promise<void> {
  return insertOpenRounds(tx, rounds);
}

/** Settles or rolls back recorded rounds, counting the settled ones' turnover; inside the settling transaction. */
export function recordClosedRounds(
  tx: Queryable,
  closes: readonly RoundClose[],
  closedAt: Date,
): Promise<void> {
  return closeOpenRounds(tx, closes, closedAt);
}

export type { NewRound, RoundClose } from './bet-records-store';

/** A member's turnover per region day and category, between two days (inclusive). */
export function memberTurnover(
  deps: Deps,
  memberId: number,
  fromDay: string,
  toDay: string,
): Promise<TurnoverRow[]> {
  return findTurnover(deps.db, memberId, fromDay, toDay);
}

export interface RoundRef {
  vendor: string;
  roundId: string;
}

export interface RoundGame extends RoundRef {
  gameCode: string;
  gameName: string;
}

/**
 * The games of a member's rounds, named in `language` (the account record labels its game steps with them); a round
 * it does not know is left out.
 */
export async function roundGames(
  deps: Deps,
  ctx: SessionContext,
  rounds: readonly RoundRef[],
  language: string,
): Promise<RoundGame[]> {
  const found = await findRoundGames(deps.db, ctx.session.memberId, rounds);
  const names = await catalogueNames(deps, ctx.merchant.merchantCode, found, language);
  return found.map((r) => ({ ...r, gameName: names.gameName(r) }));
}

type Filter = CallParsedRequest<typeof personalProfitCall>;

/** The filter in the region's days: from the first day's midnight to the midnight after the last (decision 025). */
function roundFilter(ctx: SessionContext, input: Filter): RoundFilter {
  const zone = ctx.merchant.timeZone;
  const from = input.dateFrom ? startOfDayInZone(input.dateFrom, zone) : null;
  const to = input.dateTo ? startOfDayInZone(addDays(input.dateTo, 1), zone) : null;
  if (from && to && from >= to)
    throw new ApiError('BAD_REQUEST', {
      message: 'dateFrom must not be after dateTo',
      details: [{ field: 'dateFrom', reason: 'must not be after dateTo' }],
    });
  return {
    memberId: ctx.session.memberId,
    category: input.category === 'ALL' ? null : input.category,
    vendor: input.vendor ?? null,
    from,
    to,
  };
}

function totalsOf(sums: Sums[]) {
  const total = sums.reduce(
    (t, s) => ({
      count: t.count + s.count,
      stake: t.stake + s.stake,
      win: t.win + s.win,
      turnover: t.turnover + s.turnover,
    }),
    { count: 0, stake: 0n, win: 0n, turnover: 0n },
  );
  return moneyOf(total);
}

function moneyOf(s: { count: number; stake: bigint; win: bigint; turnover: bigint }) {
  return {
    stake: formatMoney(s.stake),
    win: formatMoney(s.win),
    turnover: formatMoney(s.turnover),
    profit: formatMoney(s.win - s.stake),
    count: s.count,
  };
}

/** The betting record: the member's rounds of the filter, newest first, and the filter's totals. */
export async function betRecords(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof betRecordsCall>,
): Promise<CallResponse<typeof betRecordsCall>> {
  const filter = roundFilter(ctx, input);
  const [sums, rows] = await Promise.all([
    sumRoundsByCategory(deps.db, filter),
    findRoundPage(deps.db, filter, input.pageSize, (input.pageNo - 1) * input.pageSize),
  ]);
  const names = await catalogueNames(deps, ctx.merchant.merchantCode, rows, languageOf(ctx));
  const totals = totalsOf(sums);
  return {
    content: rows.map((r) => ({
      roundId: r.roundId,
      vendor: r.vendor,
      vendorName: names.vendorName(r),
      gameCode: r.gameCode,
      gameName: names.gameName(r),
      category: r.category,
      stake: formatMoney(r.stake),
      win: formatMoney(r.win),
      turnover: formatMoney(r.turnover),
      profit: formatMoney(r.win - r.stake),
      state: r.state,
      time: r.openedAt.toISOString(),
    })),
    pageNum: input.pageNo,
    totalPages: Math.max(1, Math.ceil(totals.count / input.pageSize)),
    total: totals.count,
    totals,
  };
}

/** Personal profit: the filter's rounds summed per category, and over all of them. */
export async function personalProfit(
  deps: Deps,
  ctx: SessionContext,
  input: Filter,
): Promise<CallResponse<typeof personalProfitCall>> {
  const sums = await sumRoundsByCategory(deps.db, roundFilter(ctx, input));
  return {
    rows: sums.map((s) => ({ category: s.category, ...moneyOf(s) })),
    totals: totalsOf(sums),
  };
}

/** "ab***9": enough for a player to recognise a win as theirs, not enough to find anyone's account. */
export function maskName(account: string): string {
  if (account.length <= 3) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

/** The winner board looks back this far for the biggest wins. */
const WINNER_BOARD_DAYS = 7;

/** The wins with their masked account, game name and icon, read from the member and games services. */
async function namedWins(deps: Deps, ctx: RequestContext, wins: BigWin[], language: string) {
  const [accounts, names] = await Promise.all([
    memberAccounts(
      deps,
      wins.map((w) => w.memberId),
    ),
    catalogueNames(deps, ctx.merchant.merchantCode, wins, language),
  ]);
  return wins.map((w) => ({
    ...w,
    customerName: maskName(accounts.get(w.memberId) ?? ''),
    gameName: names.gameName(w),
    iconUrl: names.iconUrl(w),
  }));
}

/** The winners carousel: the region's biggest real wins of the last days, masked. */
export async function winnerBoard(
  deps: Deps,
  ctx: RequestContext,
  input: CallParsedRequest<typeof winnerBoardCall>,
): Promise<CallResponse<typeof winnerBoardCall>> {
  const language = languageOf(ctx, input.language);
  const since = new Date(deps.now().getTime() - WINNER_BOARD_DAYS * 24 * 60 * 60 * 1000);
  const wins = await findBigWins(deps.db, {
    merchantCode: ctx.merchant.merchantCode,
    category: input.gameCategory === 'ALL' ? null : input.gameCategory,
    since,
    order: 'WIN',
    limit: input.limitNum,
  });
  return {
    vo: (await namedWins(deps, ctx, wins, language)).map((w) => ({
      customerName: w.customerName,
      winAmount: formatMoney(w.win),
      gameName: w.gameName,
      iconUrl: w.iconUrl,
    })),
  };
}

const PERIOD_DAYS = { DAY: 1, WEEK: 7, MONTH: 30 } as const;

/** win / stake with two decimals, rounded down. */
export function multiplierOf(win: bigint, stake: bigint): string {
  return formatMoney((win * 100n) / stake);
}

/** The rank list: the biggest wins or multipliers of the period, counted in the region's days (today and before). */
export async function rankList(
  deps: Deps,
  ctx: RequestContext,
  input: CallParsedRequest<typeof rankListCall>,
): Promise<CallResponse<typeof rankListCall>> {
  const zone = ctx.merchant.timeZone;
  const today = dayInZone(deps.now(), zone);
  const since = startOfDayInZone(addDays(today, 1 - PERIOD_DAYS[input.period]), zone);
  const language = languageOf(ctx, input.language);
  const wins = await findBigWins(deps.db, {
    merchantCode: ctx.merchant.merchantCode,
    category: input.gameCategory === 'ALL' ? null : input.gameCategory,
    since,
    order: input.type,
    limit: input.limitNum,
  });
  return {
    list: (await namedWins(deps, ctx, wins, language)).map((w, i) => ({
      rank: i + 1,
      customerName: w.customerName,
      vendor: w.vendor,
      gameCode: w.gameCode,
      gameName: w.gameName,
      iconUrl: w.iconUrl,
      stake: formatMoney(w.stake),
      winAmount: formatMoney(w.win),
      multiplier: multiplierOf(w.win, w.stake),
      time: w.closedAt.toISOString(),
    })),
  };
}

/** Wins minus stakes of the member's rounds since an instant (the reality check's net result since login). */
export function memberNetResultSince(db: Queryable, memberId: number, since: Date): Promise<bigint> {
  return netResultSince(db, memberId, since);
}
