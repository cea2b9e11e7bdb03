import * as v from 'valibot';
import { amountSchema, idempotencyKeySchema, moneySchema } from '../money/money';
import { defineCall } from './define-call';
import { fairStateSchema, studioGameCodeSchema } from './studio-calls';

/**
 * Plinko, an in-house studio game (issue 13; decision 111): a ball falls through 8 to 16 rows of pegs, one fair
 * left/right step per row, into the bucket of its count of rights. A drop is decided at the bet and settles at once.
 */

export const PLINKO_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const plinkoRiskSchema = v.picklist(PLINKO_RISK_LEVELS);
export const plinkoRowsSchema = v.pipe(v.number(), v.integer(), v.minValue(8), v.maxValue(16));

/** One board: its bucket multipliers left to right ("5.58" = 5.58x the stake) and its exact RTP. */
export const plinkoBoardSchema = v.object({
  rows: v.number(),
  risk: plinkoRiskSchema,
  multipliers: v.array(v.string()),
  rtp: v.string(),
});

/** A settled drop as recall and the verifier show it. */
export const plinkoRoundSchema = v.object({
  roundId: v.string(),
  time: v.string(),
  stake: moneySchema,
  totalWin: moneySchema,
  balanceBefore: moneySchema,
  balanceAfter: moneySchema,
  serverSeedHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  /** Null until the seed pair is rotated. */
  serverSeed: v.nullable(v.string()),
  clientSeed: v.string(),
  nonce: v.number(),
  rows: v.number(),
  risk: plinkoRiskSchema,
  /** One letter per row, top first: L or R. */
  path: v.pipe(v.string(), v.regex(/^[LR]{8,16}$/)),
  /** The bucket it landed in: its count of rights, 0 at the left edge. */
  bucket: v.number(),
  multiplier: v.string(),
});

export const studioPlinkoRulesCall = defineCall({
  name: 'studioPlinkoRules',
  method: 'GET',
  path: '/studio/v1/plinko/rules',
  request: v.strictObject({ gameCode: studioGameCodeSchema }),
  response: v.object({
    boards: v.array(plinkoBoardSchema),
    /** Every board's published RTP in percent. */
    rtp: v.string(),
    /** The stakes offered. */
    betLevels: v.array(moneySchema),
    engineVersion: v.string(),
  }),
});

export const studioPlinkoDropCall = defineCall({
  name: 'studioPlinkoDrop',
  method: 'POST',
  path: '/studio/v1/plinko/drop',
  auth: 'game',
  request: v.strictObject({
    /** One of the game's bet levels. */
    stake: amountSchema,
    rows: plinkoRowsSchema,
    risk: plinkoRiskSchema,
    /** Idempotency: a retried drop with the same requestId answers the same round. */
    requestId: idempotencyKeySchema,
  }),
  response: v.object({ round: plinkoRoundSchema, balance: moneySchema, fair: fairStateSchema }),
});

export const studioPlinkoRoundsCall = defineCall({
  name: 'studioPlinkoRounds',
  method: 'GET',
  path: '/studio/v1/plinko/rounds',
  auth: 'game',
  request: v.strictObject({}),
  response: v.object({ rounds: v.array(plinkoRoundSchema) }),
});
