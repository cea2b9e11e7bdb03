import * as v from 'valibot';
import { idempotencyKeySchema, moneySchema } from '../money/money';
import { defineCall } from './define-call';

/**
 * The in-house game studio (spec sections 3 and 7; decisions 047-049). A game runs in an iframe and speaks only
 * these calls, authenticated by its game session token (header `x-game-session`), never the member's token.
 */

/** A catalogue game code, e.g. HOUSE_SLOT_TEMPLE. */
export const studioGameCodeSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z0-9_]{2,64}$/, 'gameCode is not a game code'),
);
/** What a player may choose as client seed. */
export const clientSeedSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'clientSeed must be 1-64 letters, digits, - or _'),
);
const sha256HexSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

/** A slot's published rules as data (the engine's SlotPaytable): enough to recompute any spin and the RTP. */
export const slotPaytableSchema = v.object({
  id: v.string(),
  reels: v.number(),
  rows: v.number(),
  symbols: v.array(v.string()),
  wild: v.string(),
  scatter: v.string(),
  strips: v.array(v.array(v.string())),
  lines: v.array(v.array(v.number())),
  pays: v.record(v.string(), v.array(v.number())),
  scatterPays: v.array(v.number()),
  freeSpinAwards: v.array(v.number()),
  freeSpinMultiplier: v.number(),
  /** Total stake per spin in minor units. */
  betLevels: v.array(v.number()),
});

/** The seed pair in use: the server seed is only a commitment (its SHA-256) until rotated. */
export const fairStateSchema = v.object({
  serverSeedHash: sha256HexSchema,
  clientSeed: v.string(),
  /** The nonce the next round will use. */
  nonce: v.number(),
});

export const slotLineWinSchema = v.object({
  line: v.number(),
  symbol: v.string(),
  count: v.number(),
  amount: moneySchema,
});

export const slotStepSchema = v.object({
  kind: v.picklist(['spin', 'free']),
  stops: v.array(v.number()),
  /** window[reel][row], top row first. */
  window: v.array(v.array(v.string())),
  wins: v.array(slotLineWinSchema),
  scatterWin: moneySchema,
  freeSpinsAwarded: v.number(),
  multiplier: v.number(),
});

export const slotRoundSchema = v.object({
  roundId: v.string(),
  time: v.string(),
  stake: moneySchema,
  totalWin: moneySchema,
  balanceBefore: moneySchema,
  balanceAfter: moneySchema,
  serverSeedHash: sha256HexSchema,
  /** Null until the seed pair is rotated. */
  serverSeed: v.nullable(v.string()),
  clientSeed: v.string(),
  nonce: v.number(),
  steps: v.array(slotStepSchema),
  /** What the round won from the progressive jackpot (decision 108), paid on top of totalWin; absent when nothing. */
  jackpotWin: v.optional(moneySchema),
});

export const studioOpenCall = defineCall({
  name: 'studioOpen',
  method: 'POST',
  path: '/studio/v1/open',
  request: v.strictObject({ launchToken: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/)) }),
  response: v.object({
    gameSession: v.string(),
    gameCode: v.string(),
    currency: v.string(),
    demo: v.boolean(),
    balance: moneySchema,
    /** The game's kind: the slot, or one of the table games (decision 103). */
    kind: v.picklist(['slot', 'mines', 'plinko', 'baccarat', 'crash']),
    /** The stakes the game offers (for the slot: total stake per spin for each bet level, index = betLevel). */
    betLevels: v.array(moneySchema),
    /** The slot's paylines and paytable; absent for the other games (each game's rules call carries its own). */
    lines: v.optional(v.number()),
    paytable: v.optional(slotPaytableSchema),
    /** The published RTP in percent, e.g. "96.02". */
    rtp: v.string(),
    /**
     * The progressive jackpot this money session funds and can win (decision 108), shown with the rules: the share of
     * each stake paid into the pool, the odds (one chance in `oddsPerMinorUnit` per minor unit staked) and the return
     * with the jackpot. Absent for play money and games without a jackpot.
     */
    jackpot: v.optional(
      v.object({ sharePercent: v.string(), oddsPerMinorUnit: v.number(), rtpWithJackpot: v.string() }),
    ),
    fair: fairStateSchema,
    /** Where the game's back and home buttons go (a path on the site). */
    returnUrl: v.string(),
  }),
});

export const studioSpinCall = defineCall({
  name: 'studioSpin',
  method: 'POST',
  path: '/studio/v1/spin',
  auth: 'game',
  request: v.strictObject({
    betLevel: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
    /** Idempotency: a retried spin with the same requestId answers the same round. */
    requestId: idempotencyKeySchema,
  }),
  response: v.object({
    round: slotRoundSchema,
    balance: moneySchema,
    fair: fairStateSchema,
    freeSpinsLeft: v.number(),
  }),
});

export const studioSeedsCall = defineCall({
  name: 'studioSeeds',
  method: 'GET',
  path: '/studio/v1/seeds',
  auth: 'game',
  request: v.strictObject({}),
  response: fairStateSchema,
});

export const studioClientSeedCall = defineCall({
  name: 'studioClientSeed',
  method: 'POST',
  path: '/studio/v1/seeds/client',
  auth: 'game',
  request: v.strictObject({ clientSeed: clientSeedSchema }),
  response: fairStateSchema,
});

export const studioRotateSeedCall = defineCall({
  name: 'studioRotateSeed',
  method: 'POST',
  path: '/studio/v1/seeds/rotate',
  auth: 'game',
  request: v.strictObject({}),
  response: v.object({
    revealed: v.object({
      serverSeed: v.string(),
      serverSeedHash: sha256HexSchema,
      clientSeed: v.string(),
      /** The last nonce a round used with this pair; -1 when none did. */
      lastNonce: v.number(),
    }),
    next: fairStateSchema,
  }),
});

export const studioRecallCall = defineCall({
  name: 'studioRecall',
  method: 'GET',
  path: '/studio/v1/rounds',
  auth: 'game',
  request: v.strictObject({}),
  response: v.object({ rounds: v.array(slotRoundSchema) }),
});

export const studioVerifyInfoCall = defineCall({
  name: 'studioVerifyInfo',
  method: 'GET',
  path: '/studio/v1/verify',
  request: v.strictObject({ gameCode: studioGameCodeSchema }),
  response: v.object({
    paytable: slotPaytableSchema,
    engineVersion: v.string(),
    rtp: v.string(),
    /** The published jackpot odds, so the verifier can redo a round's jackpot draw (decision 108). */
    jackpot: v.optional(v.object({ oddsPerMinorUnit: v.number() })),
  }),
});
