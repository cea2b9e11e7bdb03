import * as v from 'valibot';
import { moneySchema } from '../money/money';
import { recordDaySchema } from './common-schemas';
import { defineCall } from './define-call';
import { pagingFields, queryInt, vendorCodeSchema } from './wallet-calls';

/** The categories a bet can belong to: the playable game categories of spec section 3. */
export const BET_CATEGORIES = [
  'RNG',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'FISH',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const;
export type BetCategory = (typeof BET_CATEGORIES)[number];
export const betCategorySchema = v.picklist(BET_CATEGORIES);

/** OPEN: bets taken, not settled; SETTLED: closed with its wins; ROLLED_BACK: every bet of it was returned. */
export const ROUND_STATES = ['OPEN', 'SETTLED', 'ROLLED_BACK'] as const;
export type RoundState = (typeof ROUND_STATES)[number];

/** The filters of the betting record and personal profit: inclusive calendar days in the region's time zone. */
const betFilterFields = {
  category: v.optional(v.picklist(['ALL', ...BET_CATEGORIES]), 'ALL'),
  vendor: v.optional(vendorCodeSchema),
  dateFrom: v.optional(recordDaySchema),
  dateTo: v.optional(recordDaySchema),
};

/** Sums over the rounds a filter selects. profit = win - stake, the member's view (negative when the member lost). */
export const betTotalsSchema = v.object({
  stake: moneySchema,
  win: moneySchema,
  /** The settled stake: what rebates, VIP and agent reports count. */
  turnover: moneySchema,
  profit: moneySchema,
  count: v.number(),
});

export const betRecordSchema = v.object({
  roundId: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
  gameCode: v.string(),
  gameName: v.string(),
  category: v.string(),
  stake: moneySchema,
  win: moneySchema,
  turnover: moneySchema,
  profit: moneySchema,
  state: v.picklist(ROUND_STATES),
  /** When the round opened (ISO). */
  time: v.string(),
});

/** The betting record (personalHistoryCopy): the member's rounds, newest first, with the totals of the filter. */
export const betRecordsCall = defineCall({
  name: 'betRecords',
  method: 'GET',
  path: '/wps/member/bet/records',
  auth: 'session',
  request: v.strictObject({ ...betFilterFields, ...pagingFields }),
  response: v.object({
    content: v.array(betRecordSchema),
    pageNum: v.number(),
    totalPages: v.number(),
    total: v.number(),
    totals: betTotalsSchema,
  }),
});

export const profitRowSchema = v.object({ category: v.string(), ...betTotalsSchema.entries });

/** Personal profit (personalProfit): the member's rounds of the filter summed per category, and over all of them. */
export const personalProfitCall = defineCall({
  name: 'personalProfit',
  method: 'GET',
  path: '/wps/member/bet/profit',
  auth: 'session',
  request: v.strictObject(betFilterFields),
  response: v.object({ rows: v.array(profitRowSchema), totals: betTotalsSchema }),
});

export const winnerSchema = v.object({
  /** The winner's username, masked ("ab***9"). */
  customerName: v.string(),
  winAmount: moneySchema,
  gameName: v.string(),
  iconUrl: v.string(),
});

/** The winners carousel (getWinnerBoard): the biggest recent real wins of the region, in the language asked. */
export const winnerBoardCall = defineCall({
  name: 'getWinnerBoard',
  method: 'GET',
  path: '/wps/game/winner-board',
  request: v.strictObject({
    gameCategory: v.optional(v.picklist(['ALL', ...BET_CATEGORIES]), 'ALL'),
    language: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2,3}$/))),
    limitNum: v.optional(queryInt(1, 20), '20'),
  }),
  response: v.object({ vo: v.array(winnerSchema) }),
});

export const RANK_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export const RANK_TYPES = ['WIN', 'MULTIPLIER'] as const;

export const rankEntrySchema = v.object({
  rank: v.number(),
  customerName: v.string(),
  vendor: v.string(),
  gameCode: v.string(),
  gameName: v.string(),
  iconUrl: v.string(),
  stake: moneySchema,
  winAmount: moneySchema,
  /** win / stake with two decimals ("125.50"). */
  multiplier: v.string(),
  time: v.string(),
});

/** The rank list (GCSGAME_getRankList): the biggest wins or multipliers of the period (region days). */
export const rankListCall = defineCall({
  name: 'GCSGAME_getRankList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  request: v.strictObject({
    period: v.optional(v.picklist(RANK_PERIODS), 'DAY'),
    type: v.optional(v.picklist(RANK_TYPES), 'WIN'),
    gameCategory: v.optional(v.picklist(['ALL', ...BET_CATEGORIES]), 'ALL'),
    language: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2,3}$/))),
    limitNum: v.optional(queryInt(1, 20), '20'),
  }),
  response: v.object({ list: v.array(rankEntrySchema) }),
});

export type BetRecord = v.InferOutput<typeof betRecordSchema>;
export type BetTotals = v.InferOutput<typeof betTotalsSchema>;
export type ProfitRow = v.InferOutput<typeof profitRowSchema>;
export type Winner = v.InferOutput<typeof winnerSchema>;
export type RankEntry = v.InferOutput<typeof rankEntrySchema>;
