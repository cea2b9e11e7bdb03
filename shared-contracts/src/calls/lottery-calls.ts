import * as v from 'valibot';
import { PRIZE_MODES } from '../constants/domain';
import { amountSchema, idempotencyKeySchema, moneySchema } from '../money/money';
import { defineCall } from './define-call';
import { defineStream } from './define-stream';
import { MAIN_WALLET, pageOf, pagingFields } from './wallet-calls';

/**
 * The in-house lottery (issue 11; decisions 069 and 070): the spec's lottery calls under /lgw and /lotto/lgw (game
 * menus, opened numeros) plus declared calls for placing, cancelling and listing bets. Every issue publishes the
 * SHA-256 of its server seed while it takes bets; its result reveals the seed, so anyone can redo the draw.
 */

export const lotteryGameCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/, 'unknown lottery game'));
export const lotteryIssueNumberSchema = v.pipe(v.string(), v.regex(/^\d{8,16}$/, 'unknown issue'));
/**
 * The lottery vendor's wallet code (decision 080): in a region with a wallet per vendor that offers this wallet, the
 * lottery plays from it (the member transfers into it as into any vendor's); elsewhere from the main wallet.
 */
export const LOTTERY_WALLET = 'LOTTERY';
export const MAIN_OR_LOTTERY_WALLETS = [MAIN_WALLET, LOTTERY_WALLET] as const;
const prizeModeSchema = v.picklist(PRIZE_MODES, 'unknown prize mode');
/** The spec's cache-busting parameter, ignored by the server. */
const cacheBuster = { _: v.optional(v.pipe(v.string(), v.maxLength(32))) };

/** An issue taking bets: when it closes and draws, and the commitment to its seed. */
export const lotteryIssueSchema = v.object({
  gameCode: v.string(),
  issueNumber: v.string(),
  opensAt: v.string(),
  closesAt: v.string(),
  drawAt: v.string(),
  /** SHA-256 (hex) of the server seed, published before any bet. */
  seedHash: v.string(),
});

export const LOTTERY_ISSUE_STATES = ['OPEN', 'DRAWN', 'SETTLED', 'CANCELLED', 'REFUNDED'] as const;

/** A drawn (or cancelled) issue with its numbers and the revealed seed. */
export const lotteryResultSchema = v.object({
  ...lotteryIssueSchema.entries,
  state: v.picklist(LOTTERY_ISSUE_STATES),
  /** The engine's draw: its shape depends on the game (digits, cars, prizes); null when cancelled. */
  numbers: v.unknown(),
  /** The server seed (hex), revealed with the result; null when cancelled before a draw. */
  serverSeed: v.nullable(v.string()),
  drawnAt: v.nullable(v.string()),
  /** DRAWN_LATE or CANCELLED_MISSED when a missed draw was caught up, CANCELLED_BY_OPERATOR, else null. */
  note: v.nullable(v.string()),
});

/** The lottery games of the region (lottery menus; /lgw/games/game_menus is the catalogue's), each with its current issue and its last result. */
export const lotteryGameMenusCall = defineCall({
  name: 'lotteryGameMenus',
  method: 'GET',
  path: '/lotto/lgw/games/menus',
  auth: 'session',
  request: v.strictObject({ prizeMode: v.optional(prizeModeSchema), ...cacheBuster }),
  response: v.object({
    /** The server's clock (ISO), so a countdown is right whatever the device's clock says. */
    serverTime: v.string(),
    games: v.array(
      v.object({
        gameCode: v.string(),
        closeSeconds: v.number(),
        minStake: moneySchema,
        maxStake: moneySchema,
        current: v.nullable(lotteryIssueSchema),
        last: v.nullable(lotteryResultSchema),
      }),
    ),
  }),
});

/** A game's results, newest first (openedNumero), each with its revealed seed. */
export const openedNumeroCall = defineCall({
  name: 'openedNumero',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  auth: 'session',
  request: v.strictObject({
    gameCode: lotteryGameCodeSchema,
    prizeMode: v.optional(prizeModeSchema),
    ...pagingFields,
    ...cacheBuster,
  }),
  response: pageOf(lotteryResultSchema),
});

const selectionSchema = v.pipe(
  v.unknown(),
  v.check((x) => x !== undefined && JSON.stringify(x).length <= 2000, 'selection is missing or too large'),
);

/** One bet of a slip: a bet type of the game and the numbers picked (shape per bet type, checked by the engine). */
export const lotteryBetInputSchema = v.strictObject({
  betType: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,48}$/, 'unknown bet type')),
  selection: selectionSchema,
});

export const lotteryPlaceBetCall = defineCall({
  name: 'lotteryPlaceBet',
  method: 'POST',
  path: '/lotto/lgw/bets',
  auth: 'session',
  request: v.strictObject({
    gameCode: lotteryGameCodeSchema,
    issueNumber: lotteryIssueNumberSchema,
    /** Idempotency: a retried slip with the same requestId answers the same slip and moves money once. */
    requestId: idempotencyKeySchema,
    /** The stake of one unit (a bet on many numbers is many units). */
    unitStake: amountSchema,
    multiplier: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
    bets: v.pipe(v.array(lotteryBetInputSchema), v.minLength(1), v.maxLength(100)),
    /** What the player saw as the slip's total: must equal the sum of the bets' stakes. */
    total: amountSchema,
  }),
  response: v.object({
    slipId: v.string(),
    issueNumber: v.string(),
    total: moneySchema,
    /** The wallet the slip was paid from (decision 080) and its balance after. */
    wallet: v.picklist(MAIN_OR_LOTTERY_WALLETS),
    balance: moneySchema,
    bets: v.array(
      v.object({ betId: v.string(), betType: v.string(), units: v.number(), stake: moneySchema }),
    ),
  }),
});

/** Cancels a whole slip while its issue still takes bets; the stake goes back to the wallet it came from. */
export const lotteryCancelBetCall = defineCall({
  name: 'lotteryCancelBet',
  method: 'POST',
  path: '/lotto/lgw/bets/cancel',
  auth: 'session',
  request: v.strictObject({ slipId: v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'unknown slip')) }),
  response: v.object({
    slipId: v.string(),
    refunded: moneySchema,
    wallet: v.picklist(MAIN_OR_LOTTERY_WALLETS),
    balance: moneySchema,
  }),
});

export const LOTTERY_BET_STATES = ['PLACED', 'WON', 'LOST', 'CANCELLED', 'REFUNDED'] as const;

export const lotteryBetSchema = v.object({
  betId: v.string(),
  slipId: v.string(),
  gameCode: v.string(),
  issueNumber: v.string(),
  betType: v.string(),
  selection: v.unknown(),
  units: v.number(),
  unitStake: moneySchema,
  multiplier: v.number(),
  stake: moneySchema,
  payout: moneySchema,
  state: v.picklist(LOTTERY_BET_STATES),
  placedAt: v.string(),
  settledAt: v.nullable(v.string()),
  /** The chase the bet belongs to (decision 079), else null. */
  chaseId: v.optional(v.nullable(v.string()), null),
});

/** The member's lottery bets, newest first. */
export const lotteryMyBetsCall = defineCall({
  name: 'lotteryMyBets',
  method: 'GET',
  path: '/lotto/lgw/bets',
  auth: 'session',
  request: v.strictObject({ gameCode: v.optional(lotteryGameCodeSchema), ...pagingFields, ...cacheBuster }),
  response: pageOf(lotteryBetSchema),
});

/** How often an open results stream writes a comment line, so proxies and the client know it is alive. */
export const LOTTERY_STREAM_HEARTBEAT_MS = 15_000;
/** Open results streams one session may hold on one server copy (a few tabs); one more is refused with 429. */
export const LOTTERY_STREAM_MAX_PER_SESSION = 4;

const serverTimeField = {
  /** The server's clock (ISO) when the event left, so countdowns stay on server time. */
  serverTime: v.string(),
};

/**
 * The region's draws as they happen (decision 077), over server-sent events with the session header like every
 * lottery call: `hello` once on connect, `draw` when an issue is drawn or cancelled (numbers and revealed seed),
 * `issue-open` with the game's next issue (close time, seed hash), `settled` when an issue's bets are all paid.
 */
export const lotteryResultsStream = defineStream({
  name: 'lotteryResultsStream',
  path: '/lotto/lgw/stream',
  auth: 'session',
  request: v.strictObject({ prizeMode: v.optional(prizeModeSchema) }),
  events: {
    hello: v.object({ ...serverTimeField }),
    draw: v.object({ ...serverTimeField, result: lotteryResultSchema }),
    'issue-open': v.object({ ...serverTimeField, issue: lotteryIssueSchema }),
    settled: v.object({ ...serverTimeField, gameCode: v.string(), issueNumber: v.string() }),
  },
});
