import type { Queryable } from '../../db/database';

// SQL of responsible gaming: limits, their usage, exclusions and the marketing opt-out. Money is read as text.

export type LimitKind = 'DEPOSIT' | 'LOSS' | 'WAGER' | 'SESSION_TIME' | 'REALITY_CHECK';
export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH' | 'NONE';
export type ExclusionKind = 'COOLING_OFF' | 'SELF_EXCLUSION';

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: bigint | null;
  pendingAmount: bigint | null;
  pendingAt: Date | null;
}

export interface ExclusionRow {
  kind: ExclusionKind;
  startsAt: Date;
  endsAt: Date;
}

type RawLimit = {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string | null;
  pending_amount: string | null;
  pending_at: Date | string | null;
};

const big = (text: string | null) => (text === null ? null : BigInt(text));
const toLimit = (row: RawLimit): LimitRow => ({
  kind: row.kind,
  period: row.period,
  amount: big(row.amount),
  pendingAmount: big(row.pending_amount),
  pendingAt: row.pending_at === null ? null : new Date(row.pending_at),
});

const LIMIT_COLUMNS =
  'kind, period, amount::text as amount, pending_amount::text as pending_amount, pending_at';

export async function findLimits(
  db: Queryable,
  memberId: number,
  kinds?: readonly LimitKind[],
): Promise<LimitRow[]> {
  const rows = await db.query<RawLimit>(
    `select ${LIMIT_COLUMNS} from rg_limits where member_id = $1 and ($2::text[] is null or kind = any ($2::text[]))`,
    [memberId, kinds ?? null],
  );
  return rows.map(toLimit);
}

/** The member's limits of these kinds and the exclusion live at `now`, in one read (the wallet's guard). */
export async function findBetGuards(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<{ limits: LimitRow[]; excluded: boolean }> {
  const rows = await db.query<RawLimit>(
    `select ${LIMIT_COLUMNS} from rg_limits where member_id = $1 and kind in ('LOSS', 'WAGER', 'SESSION_TIME')
     union all
     select 'EXCLUDED', 'NONE', null, null, null from rg_exclusions
      where member_id = $1 and starts_at <= $2 and ends_at > $2`,
    [memberId, now],
  );
  return {
    limits: rows.filter((r) => r.kind !== ('EXCLUDED' as LimitKind)).map(toLimit),
    excluded: rows.some((r) => r.kind === ('EXCLUDED' as LimitKind)),
  };
}

/** Which of these members have a loss, wager or play-time limit (set or pending) or are excluded at `now`. */
export async function findGuardedMembers(
  db: Queryable,
  memberIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db.query<{ member_id: number }>(
    `select member_id from rg_limits
      where member_id = any ($1::int[]) and kind in ('LOSS', 'WAGER', 'SESSION_TIME')
        and (amount is not null or pending_at is not null)
     union
     select member_id from rg_exclusions where member_id = any ($1::int[]) and starts_at <= $2 and ends_at > $2`,
    [memberIds, now],
  );
  return new Set(rows.map((r) => r.member_id));
}

export async function saveLimit(
  db: Queryable,
  memberId: number,
  row: LimitRow & { updatedAt: Date },
): Promise<void> {
  await db.query(
    `insert into rg_limits (member_id, kind, period, amount, pending_amount, pending_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (member_id, kind, period) do update
       set amount = excluded.amount, pending_amount = excluded.pending_amount, pending_at = excluded.pending_at,
           updated_at = excluded.updated_at`,
    [memberId, row.kind, row.period, row.amount, row.pendingAmount, row.pendingAt, row.updatedAt],
  );
}

/** Takes the member's row lock, so two changes of one member's limits take turns. */
export async function lockMember(db: Queryable, memberId: number): Promise<void> {
  await db.query('select id from members where id = $1 for update', [memberId]);
}

export interface UsageCount {
  memberId: number;
  /** Added to wagered. */
  stake: bigint;
  /** Added to lost: the stake less the win. */
  lossChange: bigint;
  now: Date;
  /** A play gap no longer than this counts as play time. */
  playGapMs: number;
  periods: {
    period: 'DAY' | 'WEEK' | 'MONTH';
    start: string;
    wagerCap: bigint | null;
    lossCap: bigint | null;
    playCapMs: number | null;
  }[];
}

/**
 * Counts a bet in the member's usage rows and checks it in the same statement: a row takes the bet only if its
 * wagered plus the stake and its loss plus the stake stay within the caps, and the play time so far is under its cap.
 * Answers the periods that took it; fewer than asked means a cap refused it (the caller rolls back).
 */
export async function countBet(db: Queryable, count: UsageCount): Promise<Set<string>> {
  const rows = await db.query<{ period: string }>(
    `insert into rg_usage as u (member_id, period, period_start, wagered, lost, wager_cap, loss_cap, play_cap,
                                last_play_at)
     select $1, p.period, p.start, $2::bigint, $3::bigint, p.wager_cap, p.loss_cap, p.play_cap, $4::timestamptz
       from unnest($5::text[], $6::date[], $7::bigint[], $8::bigint[], $9::bigint[])
            as p(period, start, wager_cap, loss_cap, play_cap)
      where $2::bigint <= coalesce(p.wager_cap, $2::bigint) and $2::bigint <= coalesce(p.loss_cap, $2::bigint)
     on conflict (member_id, period, period_start) do update
       set wagered = u.wagered + excluded.wagered,
           lost = u.lost + excluded.lost,
           wager_cap = excluded.wager_cap,
           loss_cap = excluded.loss_cap,
           play_cap = excluded.play_cap,
           play_ms = u.play_ms + case
             when u.last_play_at is not null and excluded.last_play_at > u.last_play_at
                  and excluded.last_play_at - u.last_play_at <= $10::bigint * interval '1 millisecond'
             then (extract(epoch from excluded.last_play_at - u.last_play_at) * 1000)::bigint else 0 end,
           last_play_at = greatest(u.last_play_at, excluded.last_play_at)
      where u.wagered + excluded.wagered <= coalesce(excluded.wager_cap, u.wagered + excluded.wagered)
        and u.lost + excluded.wagered <= coalesce(excluded.loss_cap, u.lost + excluded.wagered)
        and u.play_ms < coalesce(excluded.play_cap, u.play_ms + 1)
     returning period`,
    [
      count.memberId,
      count.stake,
      count.lossChange,
      count.now,
      count.periods.map((p) => p.period),
      count.periods.map((p) => p.start),
      count.periods.map((p) => p.wagerCap),
      count.periods.map((p) => p.lossCap),
      count.periods.map((p) => p.playCapMs),
      count.playGapMs,
    ],
  );
  return new Set(rows.map((r) => r.period));
}

/** A win lowers the net loss of the periods it falls in (rows exist only for members with limits). */
export async function countWin(
  db: Queryable,
  memberId: number,
  periods: readonly { period: string; start: string }[],
  win: bigint,
): Promise<void> {
  await db.query(
    `update rg_usage u set lost = u.lost - $2
       from unnest($3::text[], $4::date[]) as p(period, start)
      where u.member_id = $1 and u.period = p.period and u.period_start = p.start`,
    [memberId, win, periods.map((p) => p.period), periods.map((p) => p.start)],
  );
}

/** Many members' wins at once: each lowers that member's net loss of the periods (members without usage skip). */
export async function countWins(
  db: Queryable,
  wins: readonly { memberId: number; win: bigint }[],
  periods: readonly { period: string; start: string }[],
): Promise<void> {
  await db.query(
    `update rg_usage u set lost = u.lost - w.win
       from (select member_id, sum(win) as win from unnest($1::int[], $2::bigint[]) as x(member_id, win)
              group by member_id) as w,
            unnest($3::text[], $4::date[]) as p(period, start)
      where u.member_id = w.member_id and u.period = p.period and u.period_start = p.start`,
    [
      wins.map((w) => w.memberId),
      wins.map((w) => w.win.toString()),
      periods.map((p) => p.period),
      periods.map((p) => p.start),
    ],
  );
}

export interface UsageRow {
  period: 'DAY' | 'WEEK' | 'MONTH';
  wagered: bigint;
  lost: bigint;
  playMs: number;
  playCap: number | null;
}

export async function findUsage(
  db: Queryable,
  memberId: number,
  periods: readonly { period: string; start: string }[],
): Promise<UsageRow[]> {
  const rows = await db.query<{
    period: UsageRow['period'];
    wagered: string;
    lost: string;
    play_ms: string;
    play_cap: string | null;
  }>(
    `select u.period, u.wagered::text as wagered, u.lost::text as lost, u.play_ms::text as play_ms,
            u.play_cap::text as play_cap
       from rg_usage u join unnest($2::text[], $3::date[]) as p(period, start)
         on u.period = p.period and u.period_start = p.start
      where u.member_id = $1`,
    [memberId, periods.map((p) => p.period), periods.map((p) => p.start)],
  );
  return rows.map((r) => ({
    period: r.period,
    wagered: BigInt(r.wagered),
    lost: BigInt(r.lost),
    playMs: Number(r.play_ms),
    playCap: r.play_cap === null ? null : Number(r.play_cap),
  }));
}

export async function insertExclusion(db: Queryable, memberId: number, row: ExclusionRow): Promise<void> {
  await db.query('insert into rg_exclusions (member_id, kind, starts_at, ends_at) values ($1, $2, $3, $4)', [
    memberId,
    row.kind,
    row.startsAt,
    row.endsAt,
  ]);
}

type RawExclusion = { kind: ExclusionKind; starts_at: Date | string; ends_at: Date | string };
const toExclusion = (r: RawExclusion): ExclusionRow => ({
  kind: r.kind,
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
});

/** The exclusion live at `now` that ends last, or null. */
export async function findLiveExclusion(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<ExclusionRow | null> {
  const [row] = await db.query<RawExclusion>(
    `select kind, starts_at, ends_at from rg_exclusions
      where member_id = $1 and starts_at <= $2 and ends_at > $2 order by ends_at desc limit 1`,
    [memberId, now],
  );
  return row ? toExclusion(row) : null;
}

export async function findExclusions(db: Queryable, memberId: number): Promise<ExclusionRow[]> {
  const rows = await db.query<RawExclusion>(
    'select kind, starts_at, ends_at from rg_exclusions where member_id = $1 order by starts_at desc, id desc',
    [memberId],
  );
  return rows.map(toExclusion);
}

/** Stops marketing until `until`, never shortening an opt-out already longer. */
export async function stopMarketing(db: Queryable, memberId: number, until: Date, reason: string, now: Date) {
  await db.query(
    `insert into marketing_opt_outs (member_id, until, reason, updated_at) values ($1, $2, $3, $4)
     on conflict (member_id) do update
       set until = greatest(marketing_opt_outs.until, excluded.until), reason = excluded.reason,
           updated_at = excluded.updated_at`,
    [memberId, until, reason, now],
  );
}

export async function findMarketingOptOut(db: Queryable, memberId: number): Promise<Date | null> {
  const [row] = await db.query<{ until: Date | string }>(
    'select until from marketing_opt_outs where member_id = $1',
    [memberId],
  );
  return row ? new Date(row.until) : null;
}
