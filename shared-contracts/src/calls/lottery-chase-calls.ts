import * as v from 'valibot';
import { amountSchema, idempotencyKeySchema, moneySchema } from '../money/money';
import { defineCall } from './define-call';
import {
  lotteryBetInputSchema,
  lotteryGameCodeSchema,
  lotteryIssueNumberSchema,
  MAIN_OR_LOTTERY_WALLETS,
} from './lottery-calls';
import { pageOf, pagingFields } from './wallet-calls';

/**
 * Chase (issue 11 item 3, decision 079): one slip's selections on each of the next N issues of a game, the whole
 * stake taken up front in one posting; optionally stopped by the first win, or by the player, refunding the issues
 * not yet played.
 */

/** The most issues one chase follows. */
export const MAX_CHASE_ISSUES = 120;
/** The largest multiplier of one issue (as a slip's). */
export const MAX_CHASE_MULTIPLIER = 10_000;

const chaseIdSchema = v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'unknown chase'));

export const lotteryChaseCall = defineCall({
  name: 'lotteryChase',
  method: 'POST',
  path: '/lotto/lgw/chases',
  auth: 'session',
  request: v.strictObject({
    gameCode: lotteryGameCodeSchema,
    /** The issue taking bets now: the chase's first issue; the others follow it in the game's schedule. */
    firstIssueNumber: lotteryIssueNumberSchema,
    /** Idempotency: a retried chase with the same requestId answers the same chase and moves money once. */
    requestId: idempotencyKeySchema,
    unitStake: amountSchema,
    /** One multiplier per issue, in order: how many issues the chase follows is this list's length. */
    multipliers: v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_CHASE_MULTIPLIER))),
      v.minLength(1, 'a chase follows at least one issue'),
      v.maxLength(MAX_CHASE_ISSUES, `a chase follows at most ${MAX_CHASE_ISSUES} issues`),
    ),
    bets: v.pipe(v.array(lotteryBetInputSchema), v.minLength(1), v.maxLength(100)),
    /** After an issue of the chase wins, the issues not yet drawn are cancelled and refunded. */
    stopOnWin: v.boolean(),
    /** What the player saw as the chase's total (every issue's stake): must equal the server's sum. */
    total: amountSchema,
  }),
  response: v.object({
    chaseId: v.string(),
    total: moneySchema,
    /** The wallet the chase was paid from and its balance after. */
    wallet: v.picklist(MAIN_OR_LOTTERY_WALLETS),
    balance: moneySchema,
    issues: v.array(
      v.object({ issueNumber: v.string(), slipId: v.string(), multiplier: v.number(), total: moneySchema }),
    ),
  }),
});

/** RUNNING: issues still to play; FINISHED: every issue played; WON_STOPPED: stopped by a win; STOPPED: by the player. */
export const LOTTERY_CHASE_STATES = ['RUNNING', 'FINISHED', 'WON_STOPPED', 'STOPPED'] as const;
export type LotteryChaseState = (typeof LOTTERY_CHASE_STATES)[number];

export const lotteryChaseSchema = v.object({
  chaseId: v.string(),
  gameCode: v.string(),
  state: v.picklist(LOTTERY_CHASE_STATES),
  stopOnWin: v.boolean(),
  firstIssueNumber: v.string(),
  issueCount: v.number(),
  /** Issues drawn and settled so far (won, lost or refunded by the draw). */
  issuesPlayed: v.number(),
  /** Issues cancelled by a stop (or one by one), their stake refunded. */
  issuesCancelled: v.number(),
  total: moneySchema,
  won: moneySchema,
  refunded: moneySchema,
  createdAt: v.string(),
});

/** The member's chases, newest first. */
export const lotteryChasesCall = defineCall({
  name: 'lotteryChases',
  method: 'GET',
  path: '/lotto/lgw/chases',
  auth: 'session',
  request: v.strictObject({
    gameCode: v.optional(lotteryGameCodeSchema),
    ...pagingFields,
    _: v.optional(v.pipe(v.string(), v.maxLength(32))),
  }),
  response: pageOf(lotteryChaseSchema),
});

/** Stops the member's running chase: its issues still taking bets are cancelled and refunded in one posting. */
export const lotteryStopChaseCall = defineCall({
  name: 'lotteryStopChase',
  method: 'POST',
  path: '/lotto/lgw/chases/stop',
  auth: 'session',
  request: v.strictObject({ chaseId: chaseIdSchema }),
  response: v.object({
    chaseId: v.string(),
    issuesCancelled: v.number(),
    refunded: moneySchema,
    wallet: v.picklist(MAIN_OR_LOTTERY_WALLETS),
    balance: moneySchema,
  }),
});
