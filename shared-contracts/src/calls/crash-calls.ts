import * as v from 'valibot';
import { amountSchema, idempotencyKeySchema, moneySchema } from '../money/money';
import { defineCall } from './define-call';
import { studioGameCodeSchema } from './studio-calls';

/**
 * Crash (issue 13; decisions 106 and 107): one shared round for every player of the game. Money moves through
 * these HTTP calls (a bet in the betting window, a manual cash-out while the round runs), authenticated by the game
 * session like every studio call; the live round is pushed over one WebSocket at CRASH_LIVE_PATH (messages below).
 * Each round's crash point comes from its seed; the seeds form a published SHA-256 hash chain, so every revealed
 * seed hashes to the seed revealed the round before, and the first one hashes to the chain's published terminal hash.
 */

/** The WebSocket of the live round. The first client message must be `{ type: 'auth', gameSession }`. */
export const CRASH_LIVE_PATH = '/studio/v1/crash/live';

const sha256HexSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
/** A multiplier with two decimals, e.g. "2.35"; the crash point and every cash-out are on this 0.01 grid. */
export const crashMultiplierSchema = v.pipe(v.string(), v.regex(/^\d{1,9}\.\d{2}$/));
/** What a player may ask as an automatic cash-out: 1.01 up to the game's maximum multiplier (checked by the server). */
export const autoCashOutSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(?:[1-9]\d{0,5})(?:\.\d{1,2})?$/, 'autoCashOut must be a multiplier like 2 or 2.50'),
  v.check((text) => Number(text) >= 1.01, 'autoCashOut must be at least 1.01'),
);
export const crashRoundIdSchema = v.pipe(v.string(), v.regex(/^[0-9]{1,18}$/, 'roundId is not a round'));
/** Server clock, milliseconds since the epoch: every live message carries it so a client can correct its clock. */
const epochMs = v.pipe(v.number(), v.integer());

export const CRASH_PHASES = ['betting', 'running', 'crashed'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

/** The round as everyone sees it. The seed and crash point stay null until it crashes. */
export const crashRoundSchema = v.object({
  roundId: v.string(),
  /** Position in the game's history: 1, 2, 3, ... (the chain is used from its end backwards). */
  roundNumber: v.number(),
  phase: v.picklist(CRASH_PHASES),
  /** SHA-256 of this round's seed, published when the round opens (it equals the seed revealed the round before). */
  hash: sha256HexSchema,
  /** When bets close and the multiplier starts (server clock, ms). */
  bettingEndsAt: epochMs,
  /** When the multiplier started at 1.00x; null while betting. The multiplier is growth.multiplierAt(now - startedAt). */
  startedAt: v.nullable(epochMs),
  crashedAt: v.nullable(epochMs),
  crashPoint: v.nullable(crashMultiplierSchema),
  seed: v.nullable(sha256HexSchema),
});

/** Anyone's bet as the live round shows it (the account masked; automatic targets stay private). */
export const crashPublicBetSchema = v.object({
  betId: v.string(),
  player: v.string(),
  stake: moneySchema,
  /** Null until cashed out; then the multiplier paid and the win (stake x multiplier, rounded down to a cent). */
  cashedOutAt: v.nullable(crashMultiplierSchema),
  win: v.nullable(moneySchema),
});

export const CRASH_BET_STATUSES = ['open', 'cashed_out', 'lost', 'refunded'] as const;

/** The player's own bet. */
export const crashMyBetSchema = v.object({
  betId: v.string(),
  roundId: v.string(),
  stake: moneySchema,
  autoCashOut: v.nullable(crashMultiplierSchema),
  status: v.picklist(CRASH_BET_STATUSES),
  cashedOutAt: v.nullable(crashMultiplierSchema),
  /** What was paid back: stake x cash-out multiplier, the stake on a refund, 0.00 when lost, null while open. */
  win: v.nullable(moneySchema),
  placedAt: epochMs,
});

/** The published rules: shown before the first bet. */
export const crashRulesSchema = v.object({
  /** The RTP in percent, the same for every cash-out target, e.g. "99.00". */
  rtp: v.string(),
  houseEdge: v.string(),
  minStake: moneySchema,
  maxStake: moneySchema,
  minAutoCashOut: crashMultiplierSchema,
  /** The crash point never exceeds this (a round that reaches it crashes there). */
  maxMultiplier: crashMultiplierSchema,
  bettingWindowMs: v.number(),
  /** multiplier(ms) = floor(100 * e^(ratePerMs * ms)) / 100 (the engine's crashMultiplierAt). */
  growth: v.object({ formula: v.string(), ratePerMs: v.number() }),
});

/** A finished round, for the history strip and the verifier. */
export const crashHistoryRoundSchema = v.object({
  roundId: v.string(),
  roundNumber: v.number(),
  hash: sha256HexSchema,
  seed: sha256HexSchema,
  crashPoint: crashMultiplierSchema,
  startedAt: v.nullable(epochMs),
  crashedAt: epochMs,
  /** true when the round was ended by a server restart and settled by the recorded rule (decision 107). */
  interrupted: v.boolean(),
});

export const crashStateCall = defineCall({
  name: 'crashState',
  method: 'GET',
  path: '/studio/v1/crash/state',
  auth: 'game',
  request: v.strictObject({}),
  response: v.object({
    serverTime: epochMs,
    rules: crashRulesSchema,
    /** The current round; null only before the first round opens. */
    round: v.nullable(crashRoundSchema),
    bets: v.array(crashPublicBetSchema),
    myBet: v.nullable(crashMyBetSchema),
    /** The last 20 finished rounds, newest first. */
    history: v.array(crashHistoryRoundSchema),
    balance: moneySchema,
  }),
});

export const crashBetCall = defineCall({
  name: 'crashBet',
  method: 'POST',
  path: '/studio/v1/crash/bet',
  auth: 'game',
  request: v.strictObject({
    /** The round taking bets (the one in phase `betting`). */
    roundId: crashRoundIdSchema,
    stake: amountSchema,
    autoCashOut: v.optional(autoCashOutSchema),
    /** Idempotency: a retried bet with the same requestId answers the same bet. */
    requestId: idempotencyKeySchema,
  }),
  response: v.object({ bet: crashMyBetSchema, balance: moneySchema }),
});

export const crashCashOutCall = defineCall({
  name: 'crashCashOut',
  method: 'POST',
  path: '/studio/v1/crash/cashout',
  auth: 'game',
  /** One bet per player per round, so the round names the bet; a repeat answers the first cash-out. */
  request: v.strictObject({ roundId: crashRoundIdSchema }),
  response: v.object({ bet: crashMyBetSchema, balance: moneySchema }),
});

export const crashMyBetsCall = defineCall({
  name: 'crashMyBets',
  method: 'GET',
  path: '/studio/v1/crash/my-bets',
  auth: 'game',
  request: v.strictObject({}),
  /** The player's last 50 bets with their rounds (a round still running has seed and crash point null). */
  response: v.object({ bets: v.array(v.object({ bet: crashMyBetSchema, round: crashRoundSchema })) }),
});

export const crashHistoryCall = defineCall({
  name: 'crashHistory',
  method: 'GET',
  path: '/studio/v1/crash/rounds',
  request: v.strictObject({
    gameCode: studioGameCodeSchema,
    /** Rounds before this round number (paging backwards); absent: the newest. */
    before: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,17}$/, 'before must be a round number'))),
    limit: v.optional(v.pipe(v.string(), v.regex(/^(?:[1-9]|[1-9]\d|100)$/, 'limit must be 1-100'))),
  }),
  response: v.object({ rounds: v.array(crashHistoryRoundSchema) }),
});

export const crashChainCall = defineCall({
  name: 'crashChain',
  method: 'GET',
  path: '/studio/v1/crash/chain',
  request: v.strictObject({ gameCode: studioGameCodeSchema }),
  response: v.object({
    gameCode: v.string(),
    /** How many seeds (so rounds) the chain has. */
    chainLength: v.number(),
    /** Published before the first round: SHA-256 of round 1's seed. Round n's seed hashes to round n-1's seed. */
    terminalHash: sha256HexSchema,
    /** The label every round's fair stream uses with its seed (fixed when the chain was made). */
    salt: v.string(),
    roundsPlayed: v.number(),
    rules: crashRulesSchema,
    /** How the crash point is drawn from the seed, in words (the engine's crashPointFromSeed does it). */
    method: v.string(),
    engineVersion: v.string(),
  }),
});

// The live round's WebSocket messages (JSON text frames).

export const crashClientMessageSchema = v.variant('type', [
  v.strictObject({ type: v.literal('auth'), gameSession: v.pipe(v.string(), v.maxLength(128)) }),
]);

const cashOutEntrySchema = v.object({
  betId: v.string(),
  player: v.string(),
  cashedOutAt: crashMultiplierSchema,
  win: moneySchema,
});

export const crashServerMessageSchema = v.variant('type', [
  /** The answer to `auth`: everything needed to draw the screen; sent again after every reconnect. */
  v.object({
    type: v.literal('welcome'),
    serverTime: epochMs,
    rules: crashRulesSchema,
    round: v.nullable(crashRoundSchema),
    bets: v.array(crashPublicBetSchema),
    myBet: v.nullable(crashMyBetSchema),
    history: v.array(crashHistoryRoundSchema),
  }),
  /** A new round takes bets until round.bettingEndsAt. */
  v.object({ type: v.literal('opened'), serverTime: epochMs, round: crashRoundSchema }),
  /** The multiplier started at startedAt; clients draw growth.multiplierAt(serverNow - startedAt) locally. */
  v.object({ type: v.literal('started'), serverTime: epochMs, roundId: v.string(), startedAt: epochMs }),
  /** About once a second while running, to keep clients in step (not needed to draw). */
  v.object({
    type: v.literal('tick'),
    serverTime: epochMs,
    roundId: v.string(),
    elapsedMs: v.number(),
    multiplier: crashMultiplierSchema,
  }),
  /** New bets of anyone (batched). */
  v.object({
    type: v.literal('bets'),
    serverTime: epochMs,
    roundId: v.string(),
    bets: v.array(crashPublicBetSchema),
  }),
  /** Cash-outs of anyone, manual or automatic (batched). */
  v.object({
    type: v.literal('cashouts'),
    serverTime: epochMs,
    roundId: v.string(),
    cashOuts: v.array(cashOutEntrySchema),
  }),
  /** The round ended: its crash point and seed are revealed (round.phase 'crashed'). */
  v.object({ type: v.literal('crashed'), serverTime: epochMs, round: crashRoundSchema }),
  /** This socket's own bet changed without a call of its own (automatic cash-out, loss, refund) and the balance. */
  v.object({ type: v.literal('my-bet'), serverTime: epochMs, bet: crashMyBetSchema, balance: moneySchema }),
  /** The socket is refused (GAME_SESSION_EXPIRED, BAD_REQUEST) and closed after this message. */
  v.object({ type: v.literal('error'), code: v.string(), message: v.string() }),
]);

export type CrashRound = v.InferOutput<typeof crashRoundSchema>;
export type CrashPublicBet = v.InferOutput<typeof crashPublicBetSchema>;
export type CrashMyBet = v.InferOutput<typeof crashMyBetSchema>;
export type CrashRules = v.InferOutput<typeof crashRulesSchema>;
export type CrashHistoryRound = v.InferOutput<typeof crashHistoryRoundSchema>;
export type CrashClientMessage = v.InferOutput<typeof crashClientMessageSchema>;
export type CrashServerMessage = v.InferOutput<typeof crashServerMessageSchema>;
