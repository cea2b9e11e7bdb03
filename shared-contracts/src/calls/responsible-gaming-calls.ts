import * as v from 'valibot';
import { amountSchema, moneySchema } from '../money/money';
import { defineCall } from './define-call';

/**
 * Responsible gaming (decisions 104, 105): the member's own deposit, loss and wager limits per region day, week
 * and month, a daily play-time limit, the reality-check interval, cooling-off and self-exclusion. A lower limit (or
 * a new one) is in force at once; a higher one or a removal only 24 hours later, shown as pending until then.
 */

export const RG_MONEY_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const RG_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type RgMoneyLimitKind = (typeof RG_MONEY_LIMIT_KINDS)[number];
export type RgPeriod = (typeof RG_PERIODS)[number];

/** A higher limit or a removal waits this long. */
export const RG_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
/** Reality checks come at least this often. */
export const RG_REALITY_CHECK_MAX_MINUTES = 60;
/** Daily play time can be limited to 5 minutes to 24 hours. */
export const RG_SESSION_TIME_MAX_MINUTES = 24 * 60;
export const RG_SESSION_TIME_MIN_MINUTES = 5;
/** Cooling-off: a day to three months. */
export const RG_COOLING_OFF_MAX_DAYS = 92;
/** Self-exclusion: six months, a year or five years. */
export const RG_SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;

const pendingSchema = v.nullable(
  v.object({
    /** Null: the limit is being removed. */
    amount: v.nullable(moneySchema),
    /** When it comes into force. */
    from: v.string(),
  }),
);

const pendingMinutesSchema = v.nullable(v.object({ minutes: v.nullable(v.number()), from: v.string() }));

export const rgMoneyLimitSchema = v.object({
  kind: v.picklist(RG_MONEY_LIMIT_KINDS),
  period: v.picklist(RG_PERIODS),
  /** In force now; null: no limit. */
  amount: v.nullable(moneySchema),
  pending: pendingSchema,
  /** Used so far this period (the net loss can be negative after wins). */
  used: moneySchema,
});

export const rgExclusionSchema = v.object({
  kind: v.picklist(['COOLING_OFF', 'SELF_EXCLUSION']),
  from: v.string(),
  until: v.string(),
});

export const rgOverviewSchema = v.object({
  currency: v.string(),
  moneyLimits: v.array(rgMoneyLimitSchema),
  sessionTime: v.object({
    minutes: v.nullable(v.number()),
    pending: pendingMinutesSchema,
    /** Played today (region day), in whole minutes. */
    usedMinutes: v.number(),
  }),
  realityCheck: v.object({ minutes: v.number(), pending: pendingMinutesSchema }),
  exclusion: v.nullable(rgExclusionSchema),
});

export const rgOverviewCall = defineCall({
  name: 'rgOverview',
  method: 'GET',
  path: '/wps/member/responsible-gaming',
  auth: 'session',
  request: v.strictObject({}),
  response: rgOverviewSchema,
});

/** Sets (amount) or removes (no amount) a deposit, loss or wager limit. */
export const setRgMoneyLimitCall = defineCall({
  name: 'setRgMoneyLimit',
  method: 'POST',
  path: '/wps/member/responsible-gaming/money-limit',
  auth: 'session',
  request: v.strictObject({
    kind: v.picklist(RG_MONEY_LIMIT_KINDS),
    period: v.picklist(RG_PERIODS),
    amount: v.optional(amountSchema),
  }),
  response: rgOverviewSchema,
});

const wholeNumber = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** Sets or removes (no minutes) the daily play-time limit. */
export const setRgSessionTimeCall = defineCall({
  name: 'setRgSessionTime',
  method: 'POST',
  path: '/wps/member/responsible-gaming/session-time',
  auth: 'session',
  request: v.strictObject({
    minutes: v.optional(wholeNumber(RG_SESSION_TIME_MIN_MINUTES, RG_SESSION_TIME_MAX_MINUTES)),
  }),
  response: rgOverviewSchema,
});

/** Sets the reality-check interval (1 to 60 minutes; 60 when never set). */
export const setRgRealityCheckCall = defineCall({
  name: 'setRgRealityCheck',
  method: 'POST',
  path: '/wps/member/responsible-gaming/reality-check',
  auth: 'session',
  request: v.strictObject({ minutes: wholeNumber(1, RG_REALITY_CHECK_MAX_MINUTES) }),
  response: rgOverviewSchema,
});

/** Starts a cooling-off: logged out at once, no login, bets or marketing until it ends; it cannot be lifted early. */
export const startCoolingOffCall = defineCall({
  name: 'startCoolingOff',
  method: 'POST',
  path: '/wps/member/responsible-gaming/cooling-off',
  auth: 'session',
  request: v.strictObject({ days: wholeNumber(1, RG_COOLING_OFF_MAX_DAYS), confirm: v.literal(true) }),
  response: rgExclusionSchema,
});

/** Excludes the member for 6, 12 or 60 months, as cooling-off but longer. */
export const selfExcludeCall = defineCall({
  name: 'selfExclude',
  method: 'POST',
  path: '/wps/member/responsible-gaming/self-exclusion',
  auth: 'session',
  request: v.strictObject({ months: v.picklist(RG_SELF_EXCLUSION_MONTHS), confirm: v.literal(true) }),
  response: rgExclusionSchema,
});

export const rgRealityCheckSchema = v.object({
  intervalMinutes: v.number(),
  /** The login this session began with. */
  since: v.string(),
  playedMinutes: v.number(),
  /** Wins minus stakes of rounds since login: negative when the member is down. */
  netResult: moneySchema,
  currency: v.string(),
});

/** Time played in this session and the net result since login, for the reality check while playing. */
export const rgRealityCheckCall = defineCall({
  name: 'rgRealityCheck',
  method: 'GET',
  path: '/wps/member/responsible-gaming/reality-check',
  auth: 'session',
  request: v.strictObject({}),
  response: rgRealityCheckSchema,
});
