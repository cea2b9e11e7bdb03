import * as v from 'valibot';
import { moneySchema } from '../money/money';
import { defineCall } from './define-call';
import { defineStream } from './define-stream';

/**
 * The progressive jackpot (issue 13 part 2, decisions 108 and 109): the region's pool in its currency, read once by a
 * page and then pushed over server-sent events as spins fund it and winners take it. No session needed: the home
 * page shows it to guests too.
 */

/** How often an open jackpot stream writes a comment line, so proxies and the client know it is alive. */
export const JACKPOT_STREAM_HEARTBEAT_MS = 15_000;

export const jackpotPoolSchema = v.object({
  currency: v.string(),
  /** What a winner would take now. */
  pool: moneySchema,
  /** What the pool starts from again after a win. */
  seed: moneySchema,
  /** The server's clock (ISO) when the figure was read. */
  serverTime: v.string(),
});

export const jackpotWinSchema = v.object({
  /** The winner's name, masked as the winner board masks it. */
  customerName: v.string(),
  gameCode: v.string(),
  amount: moneySchema,
  currency: v.string(),
  time: v.string(),
});

export const jackpotPoolCall = defineCall({
  name: 'jackpotPool',
  method: 'GET',
  path: '/wps/jackpot/pool',
  request: v.strictObject({ _: v.optional(v.pipe(v.string(), v.maxLength(32))) }),
  response: v.object({ ...jackpotPoolSchema.entries, lastWins: v.array(jackpotWinSchema) }),
});

/** `pool` once on connect and whenever the pool moves (at most a few times a second), `win` when a jackpot is won. */
export const jackpotStream = defineStream({
  name: 'jackpotStream',
  path: '/wps/jackpot/stream',
  request: v.strictObject({}),
  events: {
    pool: jackpotPoolSchema,
    win: v.object({ ...jackpotWinSchema.entries, pool: jackpotPoolSchema }),
  },
});
