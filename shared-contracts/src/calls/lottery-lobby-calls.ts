import * as v from 'valibot';
import { PRIZE_MODES } from '../constants/domain';
import { moneySchema } from '../money/money';
import { languageSchema } from './common-schemas';
import { defineCall } from './define-call';
import { gameSchema, returnUrlSchema } from './game-calls';
import { lotteryGameCodeSchema, lotteryIssueSchema, lotteryResultSchema } from './lottery-calls';
import { pageOf, pagingFields, queryInt } from './wallet-calls';

/**
 * The spec's lottery lobby calls (section 7; decision 081): the VN menus and results, getLabby, recent results and
 * the lottery game list with a prize mode. A lottery game is a catalogue game of a lottery vendor (TCG_LOTTO_VN,
 * TCG_SEA, LOTT) that the region runs; the vendor decides the page it opens on.
 */

/** The spec's lottery area (lottoArea): VN, the area of TCG_LOTTO_VN's games. */
export const LOTTERY_AREAS = ['VN'] as const;
/** getLabby's launch mode: LOTT, the only one the spec names. */
export const LOTTERY_LAUNCH_MODES = ['LOTT'] as const;
/** getLabby opens a game's betting screen or the lottery lobby. */
export const LOTTERY_VIEWS = ['betting', 'lobby'] as const;
/** The device the lobby is opened on (decision 081). */
export const LOTTERY_DEVICES = ['WEB', 'MOBILE'] as const;

const prizeModeSchema = v.picklist(PRIZE_MODES, 'unknown prize mode');
const lottoAreaSchema = v.picklist(LOTTERY_AREAS, 'unknown lottery area');
/** The spec's cache-busting parameter, ignored by the server. */
const cacheBuster = { _: v.optional(v.pipe(v.string(), v.maxLength(32))) };

/** A lottery game as the catalogue lists it, with the page it opens on. */
export const lotteryCatalogueGameSchema = v.object({
  ...gameSchema.entries,
  /** /vnLottery, /seaLottery or /lottery: where the game's vendor opens it (with query gameCode). */
  page: v.string(),
});

/** A game of a lottery menu: the catalogue game, its stake limits and the issue taking bets now. */
export const lotteryMenuGameSchema = v.object({
  ...lotteryCatalogueGameSchema.entries,
  closeSeconds: v.number(),
  minStake: moneySchema,
  maxStake: moneySchema,
  current: v.nullable(lotteryIssueSchema),
});

/** The VN lottery's games (TCG_LOTTO_VN) with their current issues. */
export const vnGameMenuCall = defineCall({
  name: 'vnGameMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  request: v.strictObject({
    prizeMode: v.optional(prizeModeSchema),
    lottoArea: v.optional(lottoAreaSchema),
    language: v.optional(languageSchema),
    ...cacheBuster,
  }),
  response: v.object({ serverTime: v.string(), games: v.array(lotteryMenuGameSchema) }),
});

/** The VN games the member bet on lately, the latest first. */
export const vnGameMenuRecentCall = defineCall({
  name: 'vnGameMenuRecent',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  auth: 'session',
  request: v.strictObject({
    prizeMode: v.optional(prizeModeSchema),
    language: v.optional(languageSchema),
    limit: v.optional(queryInt(1, 20), '10'),
    ...cacheBuster,
  }),
  response: v.array(v.object({ ...lotteryMenuGameSchema.entries, lastBetAt: v.string() })),
});

/** A VN game's results, newest first, each with its revealed seed (vnNumero). */
export const vnNumeroCall = defineCall({
  name: 'vnNumero',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  request: v.strictObject({
    gameCode: lotteryGameCodeSchema,
    prizeMode: v.optional(prizeModeSchema),
    ...pagingFields,
    ...cacheBuster,
  }),
  response: pageOf(lotteryResultSchema),
});

/**
 * The lottery lobby (getLabby): where to open the lobby or a game's betting screen. Betting needs a game; a game
 * must be one the region runs.
 */
export const getLabbyCall = defineCall({
  name: 'getLabby',
  method: 'GET',
  path: '/lotto/lgw/labby',
  auth: 'session',
  request: v.pipe(
    v.strictObject({
      lottoArea: v.optional(lottoAreaSchema, 'VN'),
      launchMode: v.optional(v.picklist(LOTTERY_LAUNCH_MODES, 'unknown launch mode'), 'LOTT'),
      prizeMode: v.optional(prizeModeSchema, 'LOTT'),
      gameCode: v.optional(lotteryGameCodeSchema),
      view: v.optional(v.picklist(LOTTERY_VIEWS, 'view must be betting or lobby'), 'lobby'),
      device: v.optional(v.picklist(LOTTERY_DEVICES, 'unknown device'), 'WEB'),
      backUrl: v.optional(returnUrlSchema),
      language: v.optional(languageSchema),
    }),
    v.check((input) => input.view !== 'betting' || input.gameCode !== undefined, 'betting needs a gameCode'),
  ),
  response: v.object({
    /** The page to open: a path on this site, e.g. /vnLottery?gameCode=VN_NORTH. */
    url: v.string(),
    page: v.string(),
    view: v.picklist(LOTTERY_VIEWS),
    gameCode: v.nullable(v.string()),
    prizeMode: prizeModeSchema,
    /** Where the lottery's back button goes. */
    backUrl: v.string(),
  }),
});

/** Each lottery game's latest result, the latest drawn first. */
export const lotteryRecentResultsCall = defineCall({
  name: 'lotteryRecentResults',
  method: 'GET',
  path: '/lotto/lgw/games/results/recent',
  request: v.strictObject({
    prizeMode: v.optional(prizeModeSchema),
    /** Only this area's games (VN: TCG_LOTTO_VN's). */
    lottoArea: v.optional(lottoAreaSchema),
    language: v.optional(languageSchema),
    ...cacheBuster,
  }),
  response: v.array(
    v.object({
      ...lotteryResultSchema.entries,
      gameName: v.string(),
      vassalage: v.string(),
      page: v.string(),
    }),
  ),
});

/** The region's lottery games in catalogue order (game list with prizeMode). */
export const lotteryGameListCall = defineCall({
  name: 'lotteryGameList',
  method: 'GET',
  path: '/lotto/lgw/games/list',
  request: v.strictObject({
    prizeMode: prizeModeSchema,
    language: v.optional(languageSchema),
    ...cacheBuster,
  }),
  response: v.array(lotteryCatalogueGameSchema),
});

export type LotteryCatalogueGame = v.InferOutput<typeof lotteryCatalogueGameSchema>;
export type LotteryMenuGame = v.InferOutput<typeof lotteryMenuGameSchema>;
