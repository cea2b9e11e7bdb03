import type { Queryable } from '../../db/database';

// SQL of the lottery: region games, issues, slips and bets. Money is read as text and turned into bigint.

export interface RegionGame {
  merchantCode: string;
  gameCode: string;
  timeZone: string;
  currency: string;
  /** null: the game's own setting. */
  closeSeconds: number | null;
  minStake: bigint;
  maxStake: bigint;
  /** null: the game's own rule. */
  missedDraw: 'DRAW_LATE' | 'CANCEL' | null;
  odds: Record<string, unknown>;
}

type RegionGameRow = {
  merchant_code: string;
  game_code: string;
  time_zone: string;
  currency: string;
  close_seconds: number | null;
  min_stake: string;
  max_stake: string;
  missed_draw: RegionGame['missedDraw'];
  odds: Record<string, unknown>;
};

const toRegionGame = (r: RegionGameRow): RegionGame => ({
  merchantCode: r.merchant_code,
  gameCode: r.game_code,
  timeZone: r.time_zone,
  currency: r.currency,
  closeSeconds: r.close_seconds,
  minStake: BigInt(r.min_stake),
  maxStake: BigInt(r.max_stake),
  missedDraw: r.missed_draw,
  odds: r.odds,
});

const REGION_GAME_SELECT = `select g.merchant_code, g.game_code, r.time_zone, r.currency, g.close_seconds,
  g.min_stake::text as min_stake, g.max_stake::text as max_stake, g.missed_draw, g.odds
  from lottery_region_games g join regions r on r.merchant_code = g.merchant_code`;

/** The enabled games of every region, or of one. */
export async function findRegionGames(db: Queryable, merchantCode?: string): Promise<RegionGame[]> {
  const rows = await db.query<RegionGameRow>(
    `${REGION_GAME_SELECT} where g.enabled and ($1::text is null or g.merchant_code = $1)
      order by g.merchant_code, g.game_code`,
    [merchantCode ?? null],
  );
  return rows.map(toRegionGame);
}

export async function findRegionGame(
  db: Queryable,
  merchantCode: string,
  gameCode: string,
  enabledOnly = true,
): Promise<RegionGame | null> {
  const [row] = await db.query<RegionGameRow>(
    `${REGION_GAME_SELECT} where (g.enabled or not $3) and g.merchant_code = $1 and g.game_code = $2`,
    [merchantCode, gameCode, enabledOnly],
  );
  return row ? toRegionGame(row) : null;
}

/** Turns a game on for a region (keeping its settings when it already has a row). */
export async function enableRegionGames(db: Queryable, merchantCode: string, gameCodes: readonly string[]) {
  await db.query(
    `insert into lottery_region_games (merchant_code, game_code)
     select $1, code from unnest($2::text[]) as code
     on conflict (merchant_code, game_code) do update set enabled = true`,
    [merchantCode, gameCodes],
  );
}

export type IssueState = 'OPEN' | 'DRAWN' | 'SETTLED' | 'CANCELLED' | 'REFUNDED';

export interface Issue {
  id: string;
  merchantCode: string;
  gameCode: string;
  issueNumber: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  serverSeed: string;
  seedHash: string;
  state: IssueState;
  result: unknown;
  drawnAt: Date | null;
  settledAt: Date | null;
  note: string | null;
}

export type IssueRow = {
  id: string;
  merchant_code: string;
  game_code: string;
  issue_number: string;
  opens_at: Date | string;
  closes_at: Date | string;
  draw_at: Date | string;
  server_seed: string;
  seed_hash: string;
  state: IssueState;
  result: unknown;
  drawn_at: Date | string | null;
  settled_at: Date | string | null;
  note: string | null;
};

export const ISSUE_COLUMNS = `id::text as id, merchant_code, game_code, issue_number, opens_at, closes_at, draw_at,
  server_seed, seed_hash, state, result, drawn_at, settled_at, note`;

const dateOrNull = (d: Date | string | null) => (d === null ? null : new Date(d));

export const toIssue = (r: IssueRow): Issue => ({
  id: r.id,
  merchantCode: r.merchant_code,
  gameCode: r.game_code,
  issueNumber: r.issue_number,
  opensAt: new Date(r.opens_at),
  closesAt: new Date(r.closes_at),
  drawAt: new Date(r.draw_at),
  serverSeed: r.server_seed,
  seedHash: r.seed_hash,
  state: r.state,
  result: r.result,
  drawnAt: dateOrNull(r.drawn_at),
  settledAt: dateOrNull(r.settled_at),
  note: r.note,
});

export interface NewIssue {
  issueNumber: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  serverSeed: string;
  seedHash: string;
}

/** How many issues each game of every region has still to draw after `now`, in one read: "merchant/game" -> count. */
export async function countUpcomingByGame(db: Queryable, now: Date): Promise<Map<string, number>> {
  const rows = await db.query<{ merchant_code: string; game_code: string; n: number }>(
    `select merchant_code, game_code, count(*)::int as n from lottery_issues
      where state = 'OPEN' and draw_at > $1 group by merchant_code, game_code`,
    [now],
  );
  return new Map(rows.map((r) => [`${r.merchant_code}/${r.game_code}`, r.n]));
}

/** Inserts the issues a copy computed; ones another copy inserted first are kept as they are (seed and all). */
export async function insertIssues(
  db: Queryable,
  merchantCode: string,
  gameCode: string,
  issues: readonly NewIssue[],
): Promise<number> {
  if (issues.length === 0) return 0;
  const rows = await db.query(
    `insert into lottery_issues (merchant_code, game_code, issue_number, opens_at, closes_at, draw_at, server_seed,
                                 seed_hash)
     select $1, $2, * from unnest($3::text[], $4::timestamptz[], $5::timestamptz[], $6::timestamptz[], $7::text[],
                                  $8::text[])
     on conflict (merchant_code, game_code, issue_number) do nothing returning 1`,
    [
      merchantCode,
      gameCode,
      issues.map((i) => i.issueNumber),
      issues.map((i) => i.opensAt),
      issues.map((i) => i.closesAt),
      issues.map((i) => i.drawAt),
      issues.map((i) => i.serverSeed),
      issues.map((i) => i.seedHash),
    ],
  );
  return rows.length;
}

/** Open issues whose draw time has come, locked for this transaction; ones another copy holds are skipped. */
export async function claimDueIssues(tx: Queryable, now: Date, limit: number): Promise<Issue[]> {
  const rows = await tx.query<IssueRow>(
    `select ${ISSUE_COLUMNS} from lottery_issues where state = 'OPEN' and draw_at <= $1
      order by draw_at, lottery_issues.id limit $2 for update skip locked`,
    [now, limit],
  );
  return rows.map(toIssue);
}

export async function markDrawn(tx: Queryable, id: string, result: unknown, now: Date, note: string | null) {
  await tx.query(
    `update lottery_issues set state = 'DRAWN', result = $2::jsonb, drawn_at = $3, note = $4
      where id = $1 and state = 'OPEN'`,
    [id, JSON.stringify(result), now, note],
  );
}

/** Cancels an issue not drawn yet; false when it had been drawn (or cancelled) already. */
export async function markCancelled(tx: Queryable, id: string, now: Date, note: string): Promise<boolean> {
  const rows = await tx.query(
    `update lottery_issues set state = 'CANCELLED', drawn_at = $2, note = $3 where id = $1 and state = 'OPEN'
     returning 1`,
    [id, now, note],
  );
  return rows.length > 0;
}

/** Issues with bets left to settle or refund, oldest first. */
export async function findUnsettledIssueIds(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id::text as id from lottery_issues where state in ('DRAWN', 'CANCELLED') order by draw_at, lottery_issues.id limit $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}

/** The issue, locked for its settling batch; null when another copy is settling a batch of it now. */
export async function lockIssueForSettling(tx: Queryable, id: string): Promise<Issue | null> {
  const [row] = await tx.query<IssueRow>(
    `select ${ISSUE_COLUMNS} from lottery_issues where id = $1 and state in ('DRAWN', 'CANCELLED')
      for update skip locked`,
    [id],
  );
  return row ? toIssue(row) : null;
}

/** Marks a drawn (cancelled) issue SETTLED (REFUNDED) once no bet is left PLACED; answers whether it did. */
export async function markSettled(tx: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `update lottery_issues set settled_at = $2,
            state = case state when 'DRAWN' then 'SETTLED' else 'REFUNDED' end
      where id = $1 and state in ('DRAWN', 'CANCELLED')
        and not exists (select 1 from lottery_bets where issue_id = $1 and state = 'PLACED')
      returning id`,
    [id, now],
  );
  return rows.length > 0;
}

export async function findIssue(db: Queryable, id: string): Promise<Issue | null> {
  const [row] = await db.query<IssueRow>(`select ${ISSUE_COLUMNS} from lottery_issues where id = $1`, [id]);
  return row ? toIssue(row) : null;
}

export async function findIssueByNumber(
  db: Queryable,
  merchantCode: string,
  gameCode: string,
  issueNumber: string,
  lock: 'share' | null = null,
): Promise<Issue | null> {
  const [row] = await db.query<IssueRow>(
    `select ${ISSUE_COLUMNS} from lottery_issues where merchant_code = $1 and game_code = $2 and issue_number = $3
     ${lock === 'share' ? 'for share' : ''}`,
    [merchantCode, gameCode, issueNumber],
  );
  return row ? toIssue(row) : null;
}

/** Each game's issue taking bets now (the next to close) of a region. */
export async function findCurrentIssues(db: Queryable, merchantCode: string, now: Date): Promise<Issue[]> {
  const rows = await db.query<IssueRow>(
    `select distinct on (game_code) ${ISSUE_COLUMNS} from lottery_issues
      where merchant_code = $1 and state = 'OPEN' and closes_at > $2 and opens_at <= $2
      order by game_code, draw_at`,
    [merchantCode, now],
  );
  return rows.map(toIssue);
}

/** A game's drawn (or cancelled) issues, newest first. */
export async function findResults(
  db: Queryable,
  merchantCode: string,
  gameCode: string,
  limit: number,
  offset: number,
): Promise<Issue[]> {
  const rows = await db.query<IssueRow>(
    `select ${ISSUE_COLUMNS} from lottery_issues
      where merchant_code = $1 and game_code = $2 and state in ('DRAWN', 'SETTLED', 'CANCELLED', 'REFUNDED')
      order by draw_at desc, lottery_issues.id desc limit $3 offset $4`,
    [merchantCode, gameCode, limit, offset],
  );
  return rows.map(toIssue);
}

export interface SlipRow {
  id: string;
  memberId: number;
  issueId: string;
  requestId: string;
  requestHash: string;
  currency: string;
  total: bigint;
  state: 'PLACED' | 'CANCELLED';
  createdAt: Date;
  /** The wallet the stake came from (MAIN or the lottery's); refunds and wins go back there. */
  wallet: string;
  chaseId: string | null;
}

type RawSlip = {
  id: string;
  member_id: number;
  issue_id: string;
  request_id: string;
  request_hash: string;
  currency: string;
  total: string;
  state: SlipRow['state'];
  created_at: Date | string;
  wallet: string;
  chase_id: string | null;
};

const SLIP_COLUMNS = `id::text as id, member_id, issue_id::text as issue_id, request_id, request_hash, currency,
  total::text as total, state, created_at, wallet, chase_id::text as chase_id`;

const toSlip = (r: RawSlip): SlipRow => ({
  id: r.id,
  memberId: r.member_id,
  issueId: r.issue_id,
  requestId: r.request_id,
  requestHash: r.request_hash,
  currency: r.currency,
  total: BigInt(r.total),
  state: r.state,
  createdAt: new Date(r.created_at),
  wallet: r.wallet,
  chaseId: r.chase_id,
});

/** Inserts a slip; null when the member already used the request id (see findSlipByRequest). */
export async function insertSlip(
  tx: Queryable,
  slip: Omit<SlipRow, 'id' | 'state' | 'chaseId'> & { merchantCode: string },
): Promise<SlipRow | null> {
  const [row] = await tx.query<RawSlip>(
    `insert into lottery_slips (merchant_code, member_id, issue_id, request_id, request_hash, currency, total,
                                created_at, wallet)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (member_id, request_id) do nothing returning ${SLIP_COLUMNS}`,
    [
      slip.merchantCode,
      slip.memberId,
      slip.issueId,
      slip.requestId,
      slip.requestHash,
      slip.currency,
      slip.total.toString(),
      slip.createdAt,
      slip.wallet,
    ],
  );
  return row ? toSlip(row) : null;
}

export async function findSlipByRequest(db: Queryable, memberId: number, requestId: string) {
  const [row] = await db.query<RawSlip>(
    `select ${SLIP_COLUMNS} from lottery_slips where member_id = $1 and request_id = $2`,
    [memberId, requestId],
  );
  return row ? toSlip(row) : null;
}

export async function findSlip(db: Queryable, id: string, lock = false): Promise<SlipRow | null> {
  const [row] = await db.query<RawSlip>(
    `select ${SLIP_COLUMNS} from lottery_slips where id = $1 ${lock ? 'for update' : ''}`,
    [id],
  );
  return row ? toSlip(row) : null;
}

export async function markSlipCancelled(tx: Queryable, id: string) {
  await tx.query(`update lottery_slips set state = 'CANCELLED' where id = $1`, [id]);
}

export interface NewBet {
  betType: string;
  selection: unknown;
  units: number;
  unitStake: bigint;
  multiplier: number;
  stake: bigint;
}

export async function insertBets(
  tx: Queryable,
  slip: { id: string; issueId: string; memberId: number },
  bets: readonly NewBet[],
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `insert into lottery_bets (slip_id, issue_id, member_id, bet_type, selection, units, unit_stake, multiplier, stake)
     select $1, $2, $3, * from unnest($4::text[], $5::jsonb[], $6::int[], $7::bigint[], $8::int[], $9::bigint[])
     returning id::text as id`,
    [
      slip.id,
      slip.issueId,
      slip.memberId,
      bets.map((b) => b.betType),
      bets.map((b) => JSON.stringify(b.selection)),
      bets.map((b) => b.units),
      bets.map((b) => b.unitStake.toString()),
      bets.map((b) => b.multiplier),
      bets.map((b) => b.stake.toString()),
    ],
  );
  return rows.map((r) => r.id).sort((a, b) => Number(a) - Number(b));
}

export type BetState = 'PLACED' | 'WON' | 'LOST' | 'CANCELLED' | 'REFUNDED';

export interface BetRow extends NewBet {
  id: string;
  slipId: string;
  issueId: string;
  memberId: number;
  state: BetState;
  payout: bigint;
  settledAt: Date | null;
  /** Its slip's wallet and chase. */
  wallet: string;
  chaseId: string | null;
}

type RawBet = {
  id: string;
  slip_id: string;
  issue_id: string;
  member_id: number;
  bet_type: string;
  selection: unknown;
  units: number;
  unit_stake: string;
  multiplier: number;
  stake: string;
  state: BetState;
  payout: string;
  settled_at: Date | string | null;
  wallet: string;
  chase_id: string | null;
};

const BET_COLUMNS = `b.id::text as id, b.slip_id::text as slip_id, b.issue_id::text as issue_id, b.member_id,
  b.bet_type, b.selection, b.units, b.unit_stake::text as unit_stake, b.multiplier, b.stake::text as stake, b.state,
  b.payout::text as payout, b.settled_at, s.wallet, s.chase_id::text as chase_id`;

const toBet = (r: RawBet): BetRow => ({
  id: r.id,
  slipId: r.slip_id,
  issueId: r.issue_id,
  memberId: r.member_id,
  betType: r.bet_type,
  selection: r.selection,
  units: r.units,
  unitStake: BigInt(r.unit_stake),
  multiplier: r.multiplier,
  stake: BigInt(r.stake),
  state: r.state,
  payout: BigInt(r.payout),
  settledAt: dateOrNull(r.settled_at),
  wallet: r.wallet,
  chaseId: r.chase_id,
});

/** A place in an issue's bets: settlement reads them in (member, bet id) order. */
export interface BetCursor {
  memberId: number;
  id: string;
}

/** After every bet: the end of an issue's last batch. */
export const END_OF_ISSUE: BetCursor = { memberId: 2_147_483_647, id: '9223372036854775807' };

/**
 * Where each batch of an issue's PLACED bets starts, every `size` bets in (member, bet id) order: one pass over the
 * issue's bets. Reading each batch between two of these (rather than "the next `size` after the last one") keeps a
 * batch's read to its own bets whatever the planner believes about the table: with no fresh statistics right after a
 * draw's bets came in, "order by ... limit" was planned as a sort of every bet left, batch after batch.
 */
export async function findBatchStarts(tx: Queryable, issueId: string, size: number): Promise<BetCursor[]> {
  const rows = await tx.query<{ member_id: number; id: string }>(
    `select member_id, id::text as id from (
       select member_id, id, row_number() over (order by member_id, id) as n
         from lottery_bets where issue_id = $1 and state = 'PLACED'
     ) b where (n - 1) % $2 = 0 order by n`,
    [issueId, size],
  );
  return rows.map((r) => ({ memberId: r.member_id, id: r.id }));
}

/**
 * An issue's bets still PLACED from `from` (inclusive) to `to` (exclusive), in (member, bet id) order, so a member's
 * bets of a batch are paid with one posting.
 */
export async function findPlacedBets(
  tx: Queryable,
  issueId: string,
  from: BetCursor,
  to: BetCursor,
): Promise<BetRow[]> {
  const rows = await tx.query<RawBet>(
    `select ${BET_COLUMNS} from lottery_bets b join lottery_slips s on s.id = b.slip_id
      where b.issue_id = $1 and b.state = 'PLACED' and (b.member_id, b.id) >= ($2, $3)
        and (b.member_id, b.id) < ($4, $5)
      order by b.member_id, b.id`,
    [issueId, from.memberId, from.id, to.memberId, to.id],
  );
  return rows.map(toBet);
}

export async function findSlipBets(db: Queryable, slipId: string): Promise<BetRow[]> {
  const rows = await db.query<RawBet>(
    `select ${BET_COLUMNS} from lottery_bets b join lottery_slips s on s.id = b.slip_id where b.slip_id = $1
      order by b.id`,
    [slipId],
  );
  return rows.map(toBet);
}

export interface BetOutcome {
  id: string;
  state: Exclude<BetState, 'PLACED'>;
  payout: bigint;
}

/**
 * Writes a batch's outcomes in one statement; only bets still PLACED change, and the ones that did are returned (a
 * second settling of the same bets changes and returns none).
 */
export async function settleBets(
  tx: Queryable,
  outcomes: readonly BetOutcome[],
  now: Date,
): Promise<BetRow[]> {
  if (outcomes.length === 0) return [];
  const rows = await tx.query<RawBet>(
    `update lottery_bets b set state = o.state, payout = o.payout, settled_at = $4
       from unnest($1::bigint[], $2::text[], $3::bigint[]) as o(id, state, payout), lottery_slips s
      where b.id = o.id and b.state = 'PLACED' and s.id = b.slip_id
     returning ${BET_COLUMNS}`,
    [outcomes.map((o) => o.id), outcomes.map((o) => o.state), outcomes.map((o) => o.payout.toString()), now],
  );
  return rows.map(toBet).sort((a, b) => Number(a.id) - Number(b.id));
}

/** A bet that a settlement batch has just settled: who is owed what. */
export interface SettledBet {
  id: string;
  memberId: number;
  state: Exclude<BetState, 'PLACED'>;
  payout: bigint;
  stake: bigint;
}

/**
 * settleBets for a settlement batch, answering only what paying needs: one statement, only bets still PLACED change,
 * and the ones that did are returned in (member, bet id) order. `id = any` lets the planner fetch the batch's rows by
 * key instead of hashing the whole table for each batch.
 */
export async function writeOutcomes(
  tx: Queryable,
  outcomes: readonly BetOutcome[],
  now: Date,
): Promise<SettledBet[]> {
  if (outcomes.length === 0) return [];
  const rows = await tx.query<{
    id: string;
    member_id: number;
    state: SettledBet['state'];
    payout: string;
    stake: string;
  }>(
    `update lottery_bets b set state = o.state, payout = o.payout, settled_at = $4
       from unnest($1::bigint[], $2::text[], $3::bigint[]) as o(id, state, payout)
      where b.id = o.id and b.id = any($1::bigint[]) and b.state = 'PLACED'
     returning b.id::text as id, b.member_id, b.state, b.payout::text as payout, b.stake::text as stake`,
    [outcomes.map((o) => o.id), outcomes.map((o) => o.state), outcomes.map((o) => o.payout.toString()), now],
  );
  return rows
    .map((r) => ({
      id: r.id,
      memberId: r.member_id,
      state: r.state,
      payout: BigInt(r.payout),
      stake: BigInt(r.stake),
    }))
    .sort((a, b) => a.memberId - b.memberId || Number(a.id) - Number(b.id));
}

export interface MemberBet extends BetRow {
  gameCode: string;
  issueNumber: string;
  issueState: IssueState;
  placedAt: Date;
}

/** A member's bets, newest first, optionally of one game. */
export async function findMemberBets(
  db: Queryable,
  memberId: number,
  gameCode: string | null,
  limit: number,
  offset: number,
): Promise<{ rows: MemberBet[]; total: number }> {
  const rows = await db.query<
    RawBet & { game_code: string; issue_number: string; issue_state: IssueState; created_at: Date | string }
  >(
    `select ${BET_COLUMNS}, i.game_code, i.issue_number, i.state as issue_state, s.created_at
       from lottery_bets b join lottery_slips s on s.id = b.slip_id join lottery_issues i on i.id = b.issue_id
      where b.member_id = $1 and ($2::text is null or i.game_code = $2)
      order by s.created_at desc, b.id desc limit $3 offset $4`,
    [memberId, gameCode, limit, offset],
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from lottery_bets b join lottery_issues i on i.id = b.issue_id
      where b.member_id = $1 and ($2::text is null or i.game_code = $2)`,
    [memberId, gameCode],
  );
  return {
    rows: rows.map((r) => ({
      ...toBet(r),
      gameCode: r.game_code,
      issueNumber: r.issue_number,
      issueState: r.issue_state,
      placedAt: new Date(r.created_at),
    })),
    total: count?.n ?? 0,
  };
}

export async function countResults(db: Queryable, merchantCode: string, gameCode: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from lottery_issues
      where merchant_code = $1 and game_code = $2 and state in ('DRAWN', 'SETTLED', 'CANCELLED', 'REFUNDED')`,
    [merchantCode, gameCode],
  );
  return row?.n ?? 0;
}

export interface RegionGameSetting {
  gameCode: string;
  enabled: boolean;
  closeSeconds: number | null;
  minStake: bigint;
  maxStake: bigint;
  missedDraw: 'DRAW_LATE' | 'CANCEL' | null;
  odds: Record<string, unknown>;
}

/** Creates or updates a region's lottery games, in one statement. */
export async function upsertRegionGames(
  db: Queryable,
  merchantCode: string,
  games: readonly RegionGameSetting[],
) {
  if (games.length === 0) return;
  await db.query(
    `insert into lottery_region_games (merchant_code, game_code, enabled, close_seconds, min_stake, max_stake,
                                       missed_draw, odds)
     select $1, * from unnest($2::text[], $3::boolean[], $4::int[], $5::bigint[], $6::bigint[], $7::text[], $8::jsonb[])
     on conflict (merchant_code, game_code) do update
       set enabled = excluded.enabled, close_seconds = excluded.close_seconds, min_stake = excluded.min_stake,
           max_stake = excluded.max_stake, missed_draw = excluded.missed_draw, odds = excluded.odds`,
    [
      merchantCode,
      games.map((g) => g.gameCode),
      games.map((g) => g.enabled),
      games.map((g) => g.closeSeconds),
      games.map((g) => g.minStake.toString()),
      games.map((g) => g.maxStake.toString()),
      games.map((g) => g.missedDraw),
      games.map((g) => JSON.stringify(g.odds)),
    ],
  );
}

/** A game's issues by number, share-locked in id order (a draw or an operator's cancel waits for the caller). */
export async function lockIssuesByNumber(
  tx: Queryable,
  merchantCode: string,
  gameCode: string,
  issueNumbers: readonly string[],
): Promise<Issue[]> {
  const rows = await tx.query<IssueRow>(
    `select ${ISSUE_COLUMNS} from lottery_issues
      where merchant_code = $1 and game_code = $2 and issue_number = any($3::text[]) order by lottery_issues.id for share`,
    [merchantCode, gameCode, issueNumbers],
  );
  return rows.map(toIssue);
}
