import type { Queryable } from '../../db/database';
import type { NewBet } from './lottery-store';

// SQL of chases (decision 079): a chase row, its slips (one per issue), and the stops that cancel what is left.

export interface ChaseRow {
  id: string;
  memberId: number;
  merchantCode: string;
  gameCode: string;
  requestHash: string;
  wallet: string;
  currency: string;
  total: bigint;
  stopOnWin: boolean;
  state: 'ACTIVE' | 'STOPPED';
}

type RawChase = {
  id: string;
  member_id: number;
  merchant_code: string;
  game_code: string;
  request_hash: string;
  wallet: string;
  currency: string;
  total: string;
  stop_on_win: boolean;
  state: ChaseRow['state'];
};

const CHASE_COLUMNS = `id::text as id, member_id, merchant_code, game_code, request_hash, wallet, currency,
  total::text as total, stop_on_win, state`;

const toChase = (r: RawChase): ChaseRow => ({
  id: r.id,
  memberId: r.member_id,
  merchantCode: r.merchant_code,
  gameCode: r.game_code,
  requestHash: r.request_hash,
  wallet: r.wallet,
  currency: r.currency,
  total: BigInt(r.total),
  stopOnWin: r.stop_on_win,
  state: r.state,
});

/** Inserts a chase; null when the member already used the request id. */
export async function insertChase(
  tx: Queryable,
  chase: Omit<ChaseRow, 'id' | 'state'> & { requestId: string; createdAt: Date },
): Promise<ChaseRow | null> {
  const [row] = await tx.query<RawChase>(
    `insert into lottery_chases (merchant_code, member_id, game_code, request_id, request_hash, wallet, currency, total,
                                 stop_on_win, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (member_id, request_id) do nothing returning ${CHASE_COLUMNS}`,
    [
      chase.merchantCode,
      chase.memberId,
      chase.gameCode,
      chase.requestId,
      chase.requestHash,
      chase.wallet,
      chase.currency,
      chase.total.toString(),
      chase.stopOnWin,
      chase.createdAt,
    ],
  );
  return row ? toChase(row) : null;
}

export async function findChaseByRequest(db: Queryable, memberId: number, requestId: string) {
  const [row] = await db.query<RawChase>(
    `select ${CHASE_COLUMNS} from lottery_chases where member_id = $1 and request_id = $2`,
    [memberId, requestId],
  );
  return row ? toChase(row) : null;
}

export async function findChase(db: Queryable, id: string, lock = false): Promise<ChaseRow | null> {
  const [row] = await db.query<RawChase>(
    `select ${CHASE_COLUMNS} from lottery_chases where id = $1 ${lock ? 'for update' : ''}`,
    [id],
  );
  return row ? toChase(row) : null;
}

export interface ChaseIssue {
  issueId: string;
  multiplier: number;
  bets: NewBet[];
}

/** The chase's slips (one per issue, request id `<chase request>:<n>`) and their bets, in two statements. */
export async function insertChaseSlips(
  tx: Queryable,
  chase: ChaseRow & { requestId: string; createdAt: Date },
  issues: readonly ChaseIssue[],
): Promise<{ slipIds: string[]; betIds: string[] }> {
  const slips = await tx.query<{ id: string }>(
    `insert into lottery_slips (merchant_code, member_id, issue_id, request_id, request_hash, currency, total,
                                created_at, wallet, chase_id)
     select $1, $2, issue_id, $3 || ':' || n, $4, $5, total, $6, $7, $8
       from unnest($9::bigint[], $10::bigint[]) with ordinality as i(issue_id, total, n)
      order by n
     returning id::text as id`,
    [
      chase.merchantCode,
      chase.memberId,
      chase.requestId,
      chase.requestHash,
      chase.currency,
      chase.createdAt,
      chase.wallet,
      chase.id,
      issues.map((i) => i.issueId),
      issues.map((i) => i.bets.reduce((sum, b) => sum + b.stake, 0n).toString()),
    ],
  );
  const slipIds = slips.map((r) => r.id).sort((a, b) => Number(a) - Number(b));
  const rows = issues.flatMap((issue, n) =>
    issue.bets.map((bet) => ({ slipId: slipIds[n] as string, issueId: issue.issueId, bet })),
  );
  const bets = await tx.query<{ id: string }>(
    `insert into lottery_bets (slip_id, issue_id, member_id, bet_type, selection, units, unit_stake, multiplier, stake)
     select s, i, $1, t, sel, u, us, m, st
       from unnest($2::bigint[], $3::bigint[], $4::text[], $5::jsonb[], $6::int[], $7::bigint[], $8::int[], $9::bigint[])
            with ordinality as x(s, i, t, sel, u, us, m, st, n)
      order by n
     returning id::text as id`,
    [
      chase.memberId,
      rows.map((r) => r.slipId),
      rows.map((r) => r.issueId),
      rows.map((r) => r.bet.betType),
      rows.map((r) => JSON.stringify(r.bet.selection)),
      rows.map((r) => r.bet.units),
      rows.map((r) => r.bet.unitStake.toString()),
      rows.map((r) => r.bet.multiplier),
      rows.map((r) => r.bet.stake.toString()),
    ],
  );
  return { slipIds, betIds: bets.map((r) => r.id).sort((a, b) => Number(a) - Number(b)) };
}

/** The chase's slips with their issue numbers, in draw order. */
export async function findChaseSlips(db: Queryable, chaseId: string) {
  return db.query<{ slip_id: string; issue_number: string; multiplier: number; total: string }>(
    `select s.id::text as slip_id, i.issue_number, (select min(b.multiplier) from lottery_bets b where b.slip_id = s.id)
            as multiplier, s.total::text as total
       from lottery_slips s join lottery_issues i on i.id = s.issue_id
      where s.chase_id = $1 order by i.draw_at, s.id`,
    [chaseId],
  );
}

/** Marks the chases stopped (only ACTIVE ones: a chase stops once); answers the ones that changed. */
export async function markChasesStopped(
  tx: Queryable,
  ids: readonly string[],
  reason: 'WON' | 'PLAYER',
  now: Date,
): Promise<ChaseRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<RawChase>(
    `update lottery_chases set state = 'STOPPED', stop_reason = $2, stopped_at = $3
      where id = any($1::bigint[]) and state = 'ACTIVE' and ($2 = 'PLAYER' or stop_on_win)
     returning ${CHASE_COLUMNS}`,
    [ids, reason, now],
  );
  return rows.map(toChase).sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * Cancels the chases' slips still to play: issues still OPEN (not drawn) and, for a player's stop, still taking bets
 * (`before`). The issues are share-locked (a draw waits) in id order; slips and bets become CANCELLED in two
 * statements. Answers per chase the refund and the cancelled bets.
 */
export async function cancelChaseSlips(
  tx: Queryable,
  chaseIds: readonly string[],
  now: Date,
  before: Date | null,
): Promise<{ chaseId: string; slips: number; refund: bigint; betIds: string[] }[]> {
  if (chaseIds.length === 0) return [];
  const slips = await tx.query<{ id: string; chase_id: string; total: string }>(
    `select s.id::text as id, s.chase_id::text as chase_id, s.total::text as total
       from lottery_slips s join lottery_issues i on i.id = s.issue_id
      where s.chase_id = any($1::bigint[]) and s.state = 'PLACED' and i.state = 'OPEN'
        and ($2::timestamptz is null or i.closes_at > $2)
      order by i.id, s.id for share of i`,
    [chaseIds, before],
  );
  if (slips.length === 0) return [];
  const slipIds = slips.map((s) => s.id);
  await tx.query(`update lottery_slips set state = 'CANCELLED' where id = any($1::bigint[])`, [slipIds]);
  const bets = await tx.query<{ id: string; slip_id: string }>(
    `update lottery_bets set state = 'CANCELLED', settled_at = $2 where slip_id = any($1::bigint[]) and state = 'PLACED'
     returning id::text as id, slip_id::text as slip_id`,
    [slipIds, now],
  );
  const byChase = new Map<string, { chaseId: string; slips: number; refund: bigint; betIds: string[] }>();
  const chaseOfSlip = new Map(slips.map((s) => [s.id, s.chase_id]));
  for (const slip of slips) {
    const entry = byChase.get(slip.chase_id) ?? { chaseId: slip.chase_id, slips: 0, refund: 0n, betIds: [] };
    entry.slips += 1;
    entry.refund += BigInt(slip.total);
    byChase.set(slip.chase_id, entry);
  }
  for (const bet of bets) byChase.get(chaseOfSlip.get(bet.slip_id) as string)?.betIds.push(bet.id);
  return [...byChase.values()];
}

export interface ChaseSummary {
  id: string;
  gameCode: string;
  state: 'ACTIVE' | 'STOPPED';
  stopReason: 'WON' | 'PLAYER' | null;
  stopOnWin: boolean;
  firstIssueNumber: string;
  issueCount: number;
  played: number;
  cancelled: number;
  open: number;
  total: bigint;
  won: bigint;
  refunded: bigint;
  createdAt: Date;
}

/** A member's chases, newest first, with how many of their issues were played, cancelled or are still to play. */
export async function findMemberChases(
  db: Queryable,
  memberId: number,
  gameCode: string | null,
  limit: number,
  offset: number,
): Promise<{ rows: ChaseSummary[]; total: number }> {
  const rows = await db.query<{
    id: string;
    game_code: string;
    state: ChaseSummary['state'];
    stop_reason: ChaseSummary['stopReason'];
    stop_on_win: boolean;
    first_issue: string;
    issue_count: number;
    played: number;
    cancelled: number;
    open: number;
    total: string;
    won: string;
    refunded: string;
    created_at: Date | string;
  }>(
    `select c.id::text as id, c.game_code, c.state, c.stop_reason, c.stop_on_win, c.total::text as total,
            c.created_at, c.issue_count, c.cancelled, b.open, b.played, b.won::text as won,
            b.refunded::text as refunded,
            (select i.issue_number from lottery_slips s join lottery_issues i on i.id = s.issue_id
              where s.chase_id = c.id order by i.draw_at limit 1) as first_issue
       from (select c.*,
                    (select count(*)::int from lottery_slips s where s.chase_id = c.id) as issue_count,
                    (select count(*)::int from lottery_slips s where s.chase_id = c.id and s.state = 'CANCELLED')
                      as cancelled
               from lottery_chases c
              where c.member_id = $1 and ($2::text is null or c.game_code = $2)
              order by c.created_at desc, c.id desc limit $3 offset $4) c
            -- What came back is read from the bets, whichever way it came: a stop, one slip cancelled, an issue
            -- cancelled by an operator or a missed draw (decision 096).
            cross join lateral (
              select count(distinct b.slip_id) filter (where b.state = 'PLACED')::int as open,
                     count(distinct b.slip_id) filter (where b.state in ('WON', 'LOST', 'REFUNDED'))::int as played,
                     coalesce(sum(b.payout) filter (where b.state = 'WON'), 0) as won,
                     coalesce(sum(b.stake) filter (where b.state in ('CANCELLED', 'REFUNDED')), 0) as refunded
                from lottery_bets b join lottery_slips s on s.id = b.slip_id
               where s.chase_id = c.id) b
      order by c.created_at desc, c.id desc`,
    [memberId, gameCode, limit, offset],
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from lottery_chases where member_id = $1 and ($2::text is null or game_code = $2)`,
    [memberId, gameCode],
  );
  return {
    rows: rows.map((r) => ({
      id: r.id,
      gameCode: r.game_code,
      state: r.state,
      stopReason: r.stop_reason,
      stopOnWin: r.stop_on_win,
      firstIssueNumber: r.first_issue,
      issueCount: r.issue_count,
      played: r.played,
      cancelled: r.cancelled,
      open: r.open,
      total: BigInt(r.total),
      won: BigInt(r.won),
      refunded: BigInt(r.refunded),
      createdAt: new Date(r.created_at),
    })),
    total: count?.n ?? 0,
  };
}
