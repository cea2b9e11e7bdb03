import {
  ApiError,
  type CallParsedRequest,
  type CallResponse,
  formatMoney,
  type operatorMemberRgCall,
  parseMoney,
  RG_MONEY_LIMIT_KINDS,
  RG_PERIODS,
  RG_REALITY_CHECK_MAX_MINUTES,
  type rgOverviewCall,
  type rgRealityCheckCall,
  type selfExcludeCall,
  type setRgMoneyLimitCall,
  type startCoolingOffCall,
} from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import type { OperatorContext, SessionContext } from '../../http/request-context';
import { endAllSessions } from '../auth/session-service';
import { memberNetResultSince } from '../bet-records/bet-records-service';
import { operatorMaySee } from '../operator/operator-service';
import { merchantState } from '../system/merchant-state';
import { memberCurrency } from '../wallet/member-wallet';
import { currentPeriods, periodBegan } from './rg-periods';
import { askFor, inForce, pendingAt } from './rg-rules';
import {
  type ExclusionKind,
  type ExclusionRow,
  findExclusions,
  findLimits,
  findLiveExclusion,
  findMarketingOptOut,
  findUsage,
  insertExclusion,
  type LimitKind,
  type LimitPeriod,
  type LimitRow,
  lockMember,
  saveLimit,
  stopMarketing,
} from './rg-store';

// The member's own limits and exclusions (decisions 104, 105). Only the member sets them; support reads them.

type Overview = CallResponse<typeof rgOverviewCall>;

const iso = (d: Date) => d.toISOString();
const minutes = (n: bigint | null) => (n === null ? null : Number(n));

/** What a deposit limit's period used: the deposits the deposit module counts, told to the overview. */
export type DepositUsage = (memberId: number, since: Date) => Promise<bigint>;

async function overviewOf(
  deps: Deps,
  db: Queryable,
  member: { memberId: number; currency: string; timeZone: string },
  depositUsage: DepositUsage,
): Promise<Overview> {
  const now = deps.now();
  const periods = currentPeriods(now, member.timeZone);
  const [limits, usage, exclusion] = await Promise.all([
    findLimits(db, member.memberId),
    findUsage(db, member.memberId, periods),
    findLiveExclusion(db, member.memberId, now),
  ]);
  const rowOf = (kind: LimitKind, period: LimitPeriod) =>
    limits.find((l) => l.kind === kind && l.period === period);
  const used = await Promise.all(
    RG_MONEY_LIMIT_KINDS.flatMap((kind) =>
      RG_PERIODS.map(async (period) => {
        if (kind === 'DEPOSIT') {
          return depositUsage(member.memberId, periodBegan(period, now, member.timeZone));
        }
        const row = usage.find((u) => u.period === period);
        return kind === 'LOSS' ? (row?.lost ?? 0n) : (row?.wagered ?? 0n);
      }),
    ),
  );
  const moneyLimits = RG_MONEY_LIMIT_KINDS.flatMap((kind, k) =>
    RG_PERIODS.map((period, p) => {
      const row = rowOf(kind, period);
      const amount = inForce(row, now);
      const waiting = pendingAt(row, now);
      return {
        kind,
        period,
        amount: amount === null ? null : formatMoney(amount),
        pending: waiting
          ? { amount: waiting.amount === null ? null : formatMoney(waiting.amount), from: iso(waiting.from) }
          : null,
        used: formatMoney(used[k * RG_PERIODS.length + p] ?? 0n),
      };
    }),
  );
  const minutesOf = (kind: LimitKind, period: LimitPeriod) => {
    const row = rowOf(kind, period);
    const waiting = pendingAt(row, now);
    return {
      minutes: minutes(inForce(row, now)),
      pending: waiting ? { minutes: minutes(waiting.amount), from: iso(waiting.from) } : null,
    };
  };
  const day = usage.find((u) => u.period === 'DAY');
  const reality = minutesOf('REALITY_CHECK', 'NONE');
  return {
    currency: member.currency,
    moneyLimits,
    sessionTime: {
      ...minutesOf('SESSION_TIME', 'DAY'),
      usedMinutes: Math.floor((day?.playMs ?? 0) / 60_000),
    },
    realityCheck: { minutes: reality.minutes ?? RG_REALITY_CHECK_MAX_MINUTES, pending: reality.pending },
    exclusion: exclusion ? exclusionView(exclusion) : null,
  };
}

function exclusionView(row: ExclusionRow) {
  return { kind: row.kind, from: iso(row.startsAt), until: iso(row.endsAt) };
}

function memberOf(ctx: SessionContext) {
  return {
    memberId: ctx.session.memberId,
    currency: ctx.merchant.currency,
    timeZone: ctx.merchant.timeZone,
  };
}

export function rgOverview(deps: Deps, ctx: SessionContext, depositUsage: DepositUsage): Promise<Overview> {
  return overviewOf(deps, deps.db, memberOf(ctx), depositUsage);
}

/** Asks for a limit: stricter at once, looser after 24 hours (rg-rules.ts). Changes of one member take turns. */
async function changeLimit(
  deps: Deps,
  ctx: SessionContext,
  key: { kind: LimitKind; period: LimitPeriod },
  next: bigint | null,
): Promise<void> {
  const memberId = ctx.session.memberId;
  await deps.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const now = deps.now();
    const [row] = (await findLimits(tx, memberId, [key.kind])).filter((l) => l.period === key.period);
    const asked: LimitRow = askFor(row, key, next, now);
    await saveLimit(tx, memberId, { ...asked, updatedAt: now });
  });
}

export async function setMoneyLimit(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof setRgMoneyLimitCall>,
  depositUsage: DepositUsage,
): Promise<Overview> {
  await changeLimit(
    deps,
    ctx,
    { kind: input.kind, period: input.period },
    input.amount === undefined ? null : parseMoney(input.amount),
  );
  return rgOverview(deps, ctx, depositUsage);
}

export async function setSessionTime(
  deps: Deps,
  ctx: SessionContext,
  input: { minutes?: number | undefined },
  depositUsage: DepositUsage,
): Promise<Overview> {
  await changeLimit(
    deps,
    ctx,
    { kind: 'SESSION_TIME', period: 'DAY' },
    input.minutes === undefined ? null : BigInt(input.minutes),
  );
  return rgOverview(deps, ctx, depositUsage);
}

export async function setRealityCheck(
  deps: Deps,
  ctx: SessionContext,
  input: { minutes: number },
  depositUsage: DepositUsage,
): Promise<Overview> {
  // Never set counts as the longest interval, so a first choice of 60 is no change and anything shorter applies now.
  const memberId = ctx.session.memberId;
  await deps.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const now = deps.now();
    const key = { kind: 'REALITY_CHECK' as const, period: 'NONE' as const };
    const [row] = await findLimits(tx, memberId, ['REALITY_CHECK']);
    const current: LimitRow = row ?? {
      ...key,
      amount: BigInt(RG_REALITY_CHECK_MAX_MINUTES),
      pendingAmount: null,
      pendingAt: null,
    };
    await saveLimit(tx, memberId, { ...askFor(current, key, BigInt(input.minutes), now), updatedAt: now });
  });
  return rgOverview(deps, ctx, depositUsage);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function addMonths(instant: Date, months: number): Date {
  const moved = new Date(instant);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

/**
 * Starts a cooling-off or self-exclusion: every session of the member ends at once, marketing stops until it ends,
 * and login and bets are refused until then. One already running that ends later is never shortened: the later end
 * stands (a member may lengthen, never shorten).
 */
async function exclude(deps: Deps, ctx: SessionContext, kind: ExclusionKind, endsAt: (now: Date) => Date) {
  const memberId = ctx.session.memberId;
  return deps.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const now = deps.now();
    const live = await findLiveExclusion(tx, memberId, now);
    const end = endsAt(now);
    if (live && live.endsAt.getTime() >= end.getTime()) return exclusionView(live);
    const row = { kind, startsAt: now, endsAt: end };
    await insertExclusion(tx, memberId, row);
    await endAllSessions(deps, tx, memberId, now);
    await stopMarketing(tx, memberId, end, kind, now);
    return exclusionView(row);
  });
}

export function startCoolingOff(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof startCoolingOffCall>,
) {
  return exclude(deps, ctx, 'COOLING_OFF', (now) => new Date(now.getTime() + input.days * DAY_MS));
}

export function selfExclude(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof selfExcludeCall>,
) {
  return exclude(deps, ctx, 'SELF_EXCLUSION', (now) => addMonths(now, input.months));
}

/** Time since this session's login and the rounds' net result since then, with the member's interval. */
export async function realityCheck(
  deps: Deps,
  ctx: SessionContext,
): Promise<CallResponse<typeof rgRealityCheckCall>> {
  const now = deps.now();
  const since = ctx.session.createdAt;
  const [limits, net] = await Promise.all([
    findLimits(deps.db, ctx.session.memberId, ['REALITY_CHECK']),
    memberNetResultSince(deps.db, ctx.session.memberId, since),
  ]);
  const interval = inForce(limits[0], now);
  return {
    intervalMinutes: interval === null ? RG_REALITY_CHECK_MAX_MINUTES : Number(interval),
    since: iso(since),
    playedMinutes: Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000)),
    netResult: formatMoney(net),
    currency: ctx.merchant.currency,
  };
}

/** Support's read of a member's limits, usage and exclusions; a member of a region it may not see is NOT_FOUND. */
export async function operatorMemberRg(
  deps: Deps,
  ctx: OperatorContext,
  input: CallParsedRequest<typeof operatorMemberRgCall>,
  depositUsage: DepositUsage,
): Promise<CallResponse<typeof operatorMemberRgCall>> {
  const member = await memberCurrency(deps.db, input.memberId).catch(() => null);
  if (!member || !operatorMaySee(ctx.operator, member.merchantCode)) throw new ApiError('NOT_FOUND');
  const region = await merchantState(deps, member.merchantCode);
  const [overview, exclusions, optOut] = await Promise.all([
    overviewOf(
      deps,
      deps.db,
      { memberId: member.memberId, currency: member.currency, timeZone: region.timeZone },
      depositUsage,
    ),
    findExclusions(deps.db, member.memberId),
    findMarketingOptOut(deps.db, member.memberId),
  ]);
  const now = deps.now();
  return {
    ...overview,
    exclusions: exclusions.map(exclusionView),
    marketingStoppedUntil: optOut && optOut.getTime() > now.getTime() ? iso(optOut) : null,
  };
}
