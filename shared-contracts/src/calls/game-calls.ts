import * as v from 'valibot';
import { SUB_CATEGORIES } from '../constants/domain';
import { amountSchema } from '../money/money';
import { languageSchema, text } from './common-schemas';
import { defineCall } from './define-call';
import { pageOf, pagingFields, queryInt, vendorCodeSchema } from './wallet-calls';

/**
 * The game calls of spec section 7 that are not lottery. Names the spec gives without a path got one under
 * `/wps/game/` (public catalogue and member game lists) or `/wps/relay/` for relay-style names (GCS_*, GLS2_*).
 */

/** The categories a vendor's games belong to (a vendor's gameType). COCKFIGHT is a SPORTS vendor's flag. */
export const GAME_TYPES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type GameType = (typeof GAME_TYPES)[number];
export const gameTypeSchema = v.picklist(GAME_TYPES, 'unknown game type');

export const subCategorySchema = v.picklist(SUB_CATEGORIES, 'unknown sub-category');

/** Who may play a game: REAL accounts, and TRIAL (free-play) accounts when listed. */
export const GAME_ACCOUNT_TYPES = ['REAL', 'TRIAL'] as const;
export type GameAccountType = (typeof GAME_ACCOUNT_TYPES)[number];

/** A vendor card opens the vendor's popup game list (VASSALAGE) or starts its one game (GAME). */
export const VENDOR_CARD_KINDS = ['VASSALAGE', 'GAME'] as const;

/** How a launched game is shown: inside the game page's iframe, or (ROUTE) a page of this site to go to, as a lottery. */
export const LAUNCH_MODES = ['IFRAME', 'ROUTE'] as const;

export const nodeIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const nodeIdQuery = queryInt(1, 2_147_483_647);
const gameCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'unknown game code'));
/** Where the game's back or home button returns: a path on this site, never another origin. */
export const returnUrlSchema = v.pipe(
  v.string(),
  v.maxLength(200),
  v.regex(/^\/(?![/\\])[A-Za-z0-9_\-./?=&%#]*$/, 'returnUrl must be a path on this site'),
);
const searchSchema = v.pipe(v.string(), v.trim(), v.maxLength(64));

export const gameSchema = v.object({
  nodeId: v.number(),
  gameCode: v.string(),
  /** In the asked language, else English. */
  gameName: v.string(),
  iconUrl: v.string(),
  vassalage: v.string(),
  gameType: gameTypeSchema,
  /** Sub-category code, or '' when it has none. */
  gameClassify: v.union([subCategorySchema, v.literal('')]),
  /** The vendor's display name. */
  displayName: v.string(),
  /** 0: a free demo may be played; 1: not. */
  supportPlay: v.picklist([0, 1]),
  isGame: v.picklist(VENDOR_CARD_KINDS),
  isTop: v.boolean(),
  hotRank: v.nullable(v.number()),
  accountTypes: v.array(v.picklist(GAME_ACCOUNT_TYPES)),
  /** The vendor is in maintenance: the game is listed but does not launch. */
  maintenance: v.boolean(),
});

/** A game in a member's list: also whether it is one of the member's favourites. */
export const memberGameSchema = v.object({ ...gameSchema.entries, favourite: v.boolean() });

export const recentGameSchema = v.object({ ...gameSchema.entries, lastPlayedAt: v.string() });

/** Filters every game list shares. */
const gameFilterFields = {
  gameType: v.optional(gameTypeSchema),
  vassalage: v.optional(vendorCodeSchema),
  gameClassify: v.optional(subCategorySchema),
  /** Search in the game's names (any language), case-insensitive. */
  gameName: v.optional(searchSchema),
  language: v.optional(languageSchema),
  ...pagingFields,
};

/** The public game list of the request's region (spec "games list"). */
export const gamesListCall = defineCall({
  name: 'gamesList',
  method: 'GET',
  path: '/wps/game/list',
  request: v.strictObject({
    clientType: v.optional(v.picklist(['1', '2', '3'])),
    platform: v.optional(text(64)),
    /** The request's region; another merchant's code is NOT_FOUND. */
    merchant: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/, 'unknown merchant'))),
    ...gameFilterFields,
    /** Only games a player can open with this stake: their smallest bet is at most this amount. */
    minBet: v.optional(amountSchema),
    /** Only games with at least this many lines. */
    minLineNum: v.optional(queryInt(1, 10_000)),
  }),
  response: pageOf(gameSchema),
});

/** The member's game list (GCSGAME_gameList): the same filters, with the member's favourites marked. */
export const gcsGameListCall = defineCall({
  name: 'gcsGameList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  auth: 'session',
  request: v.strictObject(gameFilterFields),
  response: pageOf(memberGameSchema),
});

/** The hot games (hotGamesV2), by hot rank. */
export const hotGamesCall = defineCall({
  name: 'hotGamesV2',
  method: 'GET',
  path: '/wps/game/hotGamesV2',
  request: v.strictObject({
    /** The request's region; another merchant's code is NOT_FOUND. */
    merchantCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/, 'unknown merchant'))),
    isPlatform: v.optional(v.picklist(['1', '2'])),
    platform: v.optional(text(64)),
    language: v.optional(languageSchema),
  }),
  response: v.array(gameSchema),
});

/** The vendors the member may play and their categories (getVassGameType). */
export const vassGameTypeCall = defineCall({
  name: 'getVassGameType',
  method: 'GET',
  path: '/wps/game/getVassGameType',
  auth: 'session',
  request: v.strictObject({}),
  response: v.array(
    v.object({ vassalage: v.string(), gameType: gameTypeSchema, name: v.string(), walletCode: v.string() }),
  ),
});

export const vendorCardSchema = v.object({
  vassalage: v.string(),
  gameType: gameTypeSchema,
  name: v.string(),
  logoUrl: v.string(),
  maintenance: v.boolean(),
  /** The wallet its money is in when the region has one wallet per vendor. */
  walletCode: v.string(),
  isGame: v.picklist(VENDOR_CARD_KINDS),
  /** A SPORTS vendor whose cards are cockfight: the navigation lists it under COCKFIGHT (spec section 2). */
  cockfight: v.boolean(),
  sort: v.number(),
});

export const vendorCategorySchema = v.object({
  /** The category (gameType) these cards belong to. */
  title: gameTypeSchema,
  /** The category's sub-categories that have games (slots), in display order; absent when none. */
  gameClassify: v.optional(v.array(subCategorySchema)),
  cards: v.array(vendorCardSchema),
});

/** The region's vendor categories with their vendor cards (newGameVendor / gameVendor). */
export const gameVendorsCall = defineCall({
  name: 'gameVendor',
  method: 'GET',
  path: '/wps/game/gameVendor',
  request: v.strictObject({
    platform: v.optional(text(64)),
    /** The spec's refresh flag: the client bypasses its session-storage cache; the server always answers fresh. */
    flush: v.optional(v.picklist(['true', 'false', '1', '0'])),
    language: v.optional(languageSchema),
  }),
  response: v.array(vendorCategorySchema),
});

const launchTarget = {
  /** The game by node id or by game code (one of them). */
  nodeId: v.optional(nodeIdSchema),
  gameCode: v.optional(gameCodeSchema),
  vendor: vendorCodeSchema,
  language: v.optional(languageSchema),
  returnUrl: v.optional(returnUrlSchema),
};

const oneGame = <T extends { nodeId?: unknown; gameCode?: unknown }>(input: T) =>
  input.nodeId !== undefined || input.gameCode !== undefined;

export const launchAnswerSchema = v.object({
  /** The game's address, carrying a one-time launch token. */
  url: v.string(),
  mode: v.picklist(LAUNCH_MODES),
  /** The game launched, in the asked language (else English): the game page's heading. */
  gameName: v.string(),
});

/** Free (demo) play without a session (gameLaunchFB): only games whose supportPlay is 0. */
export const gameLaunchFbCall = defineCall({
  name: 'gameLaunchFB',
  method: 'GET',
  path: '/wps/game/gameLaunchFB',
  request: v.pipe(
    v.strictObject({ ...launchTarget, nodeId: v.optional(nodeIdQuery) }),
    v.check(oneGame, 'nodeId or gameCode is required'),
  ),
  response: launchAnswerSchema,
});

/** Launch a game for the logged-in member, for money or (demo true, supportPlay 0) for play money. */
export const launchGameCall = defineCall({
  name: 'launchGame',
  method: 'POST',
  path: '/wps/game/launchGame',
  auth: 'session',
  request: v.pipe(
    v.strictObject({ ...launchTarget, demo: v.optional(v.boolean(), false) }),
    v.check(oneGame, 'nodeId or gameCode is required'),
  ),
  response: launchAnswerSchema,
});

/** The member's favourites: node ids. */
export const favouriteGamesCall = defineCall({
  name: 'favouriteGames',
  method: 'GET',
  path: '/wps/game/favourites',
  auth: 'session',
  request: v.strictObject({}),
  response: v.array(v.number()),
});

/** The member's favourite games, newest first (spec page size 13). */
export const favouriteListCall = defineCall({
  name: 'favouriteList',
  method: 'GET',
  path: '/wps/game/favourites/list',
  auth: 'session',
  request: v.strictObject({
    pageNo: pagingFields.pageNo,
    pageSize: v.optional(queryInt(1, 100), '13'),
    gameType: v.optional(gameTypeSchema),
    vendor: v.optional(vendorCodeSchema),
    language: v.optional(languageSchema),
  }),
  response: pageOf(gameSchema),
});

/** Adds a favourite; adding one already there changes nothing. Answers the favourites' node ids. */
export const addFavouriteCall = defineCall({
  name: 'addFavGame',
  method: 'POST',
  path: '/wps/game/addFavGame',
  auth: 'session',
  request: v.strictObject({ nodeId: nodeIdSchema, vendor: vendorCodeSchema, gameType: gameTypeSchema }),
  response: v.array(v.number()),
});

/** Removes a favourite; removing one that is not there is fine. Answers the favourites' node ids. */
export const removeFavouriteCall = defineCall({
  name: 'removeFavGame',
  method: 'DELETE',
  path: '/wps/game/removeFavGame',
  auth: 'session',
  request: v.strictObject({
    nodeId: nodeIdQuery,
    vendor: v.optional(vendorCodeSchema),
    gameType: v.optional(gameTypeSchema),
  }),
  response: v.array(v.number()),
});

/**
 * GCS_recentGame: records a game as just played (for a game opened without launchGame; launchGame records it
 * itself) and answers the recent games, newest first (at most 20).
 */
export const recentGameCall = defineCall({
  name: 'GCS_recentGame',
  method: 'POST',
  path: '/wps/relay/GCS_recentGame',
  auth: 'session',
  request: v.strictObject({ nodeId: v.optional(nodeIdSchema), language: v.optional(languageSchema) }),
  response: v.array(recentGameSchema),
});

/** The member's recent games, newest first, paged. */
export const recentGameListCall = defineCall({
  name: 'recentGameList',
  method: 'GET',
  path: '/wps/game/recentGameList',
  auth: 'session',
  request: v.strictObject({ language: v.optional(languageSchema), ...pagingFields }),
  response: pageOf(recentGameSchema),
});

export const roomSchema = v.object({
  roomId: v.string(),
  name: v.string(),
  gameCode: v.string(),
  open: v.boolean(),
});

/** The rooms (tables) of a live vendor (GLS2_roomList); a vendor without rooms answers an empty list. */
export const roomListCall = defineCall({
  name: 'GLS2_roomList',
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  auth: 'session',
  request: v.strictObject({ vendor: vendorCodeSchema, language: v.optional(languageSchema) }),
  response: v.array(roomSchema),
});

export const gameMenuSchema = v.object({
  gameType: gameTypeSchema,
  vendors: v.array(
    v.object({ vassalage: v.string(), name: v.string(), logoUrl: v.string(), gameCount: v.number() }),
  ),
  /** Sub-categories that have games in this category, in display order. */
  gameClassify: v.array(subCategorySchema),
});

/** The region's game menus: each category with its vendors and sub-categories. */
export const gameMenusCall = defineCall({
  name: 'gameMenus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  request: v.strictObject({ language: v.optional(languageSchema) }),
  response: v.array(gameMenuSchema),
});

/** The region's top (isTop) games, hottest first. */
export const popularGamesCall = defineCall({
  name: 'popularGames',
  method: 'GET',
  path: '/lgw/games/popular',
  request: v.strictObject({
    gameType: v.optional(gameTypeSchema),
    limit: v.optional(queryInt(1, 50), '12'),
    language: v.optional(languageSchema),
  }),
  response: v.array(gameSchema),
});

export type Game = v.InferOutput<typeof gameSchema>;
export type MemberGame = v.InferOutput<typeof memberGameSchema>;
export type RecentGame = v.InferOutput<typeof recentGameSchema>;
export type VendorCard = v.InferOutput<typeof vendorCardSchema>;
export type VendorCategory = v.InferOutput<typeof vendorCategorySchema>;
export type GameMenu = v.InferOutput<typeof gameMenuSchema>;
export type Room = v.InferOutput<typeof roomSchema>;
export type LaunchAnswer = v.InferOutput<typeof launchAnswerSchema>;
