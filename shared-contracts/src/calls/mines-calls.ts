import * as v from 'valibot';
import { idempotencyKeySchema, moneySchema } from '../money/money';
import { defineCall } from './define-call';
import { fairStateSchema } from './studio-calls';

/**
 * The studio's Mines (issue 13): start a round with a stake and a mine count, open tiles, cash out; the open round
 * comes back after a reload. Authenticated by the game session like studioSpin. Seeds, rotation and the slot's
 * calls stay shared (decision 103); the rules and the multiplier table are the engine's (decision 110).
 */

const tileSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24));
const roundIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,160}$/, 'roundId is not a round id'));
const sha256HexSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

export const minesRoundSchema = v.object({
  roundId: v.string(),
  time: v.string(),
  /** OPEN: tiles may be opened; LOST: a mine was opened; CASHED_OUT: paid (a cash out or every safe tile open). */
  state: v.picklist(['OPEN', 'LOST', 'CASHED_OUT']),
  stake: moneySchema,
  mineCount: v.number(),
  /** Tiles opened, in order (0-24, row by row from the top left); a lost round's last one is the mine. */
  reveals: v.array(v.number()),
  /** What a cash out pays now as a multiplier ("1.25"); null before the first safe tile and once lost. */
  multiplier: v.nullable(v.string()),
  /** The multiplier the next safe tile makes; null when none can follow. */
  nextMultiplier: v.nullable(v.string()),
  /** What the round paid (0.00 while open or when lost). */
  payout: moneySchema,
  balanceBefore: moneySchema,
  /** The balance after the round (while open: after its stake). */
  balanceAfter: moneySchema,
  /** The mine tiles: shown only once the round has ended. */
  mines: v.nullable(v.array(v.number())),
  serverSeedHash: sha256HexSchema,
  /** Null until the seed pair is rotated. */
  serverSeed: v.nullable(v.string()),
  clientSeed: v.string(),
  nonce: v.number(),
});

const roundAnswerSchema = v.object({
  round: minesRoundSchema,
  /** The balance after the call (money moves at start and at the end of a round). */
  balance: moneySchema,
  fair: fairStateSchema,
});

export const minesStartCall = defineCall({
  name: 'minesStart',
  method: 'POST',
  path: '/studio/v1/mines/start',
  auth: 'game',
  request: v.strictObject({
    /** An index into studioOpen's betLevels. */
    betLevel: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
    mines: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24)),
    /** Idempotency: a retried start with the same requestId answers the same round. */
    requestId: idempotencyKeySchema,
  }),
  response: roundAnswerSchema,
});

export const minesRevealCall = defineCall({
  name: 'minesReveal',
  method: 'POST',
  path: '/studio/v1/mines/reveal',
  auth: 'game',
  /** Idempotent by tile: opening a tile already open answers the round as it stands. */
  request: v.strictObject({ roundId: roundIdSchema, tile: tileSchema }),
  response: roundAnswerSchema,
});

export const minesCashOutCall = defineCall({
  name: 'minesCashOut',
  method: 'POST',
  path: '/studio/v1/mines/cash-out',
  auth: 'game',
  /** Idempotent by round: a repeated cash out answers the paid round. */
  request: v.strictObject({ roundId: roundIdSchema }),
  response: roundAnswerSchema,
});

export const minesOpenRoundCall = defineCall({
  name: 'minesOpenRound',
  method: 'GET',
  path: '/studio/v1/mines/round',
  auth: 'game',
  request: v.strictObject({}),
  /** The round left open (after a reload), or null. */
  response: v.object({ round: v.nullable(minesRoundSchema), fair: fairStateSchema }),
});

export const minesRecallCall = defineCall({
  name: 'minesRecall',
  method: 'GET',
  path: '/studio/v1/mines/rounds',
  auth: 'game',
  request: v.strictObject({}),
  /** The newest ended rounds, each with its tiles and mines. */
  response: v.object({ rounds: v.array(minesRoundSchema) }),
});
