import type { Queryable } from '../../db/database';

// SQL of the bet records: the rounds the seamless wallet writes (game_rounds), the turnover per member, day and
// category (member_turnover). Names, icons and accounts come from the games and member services, never their
// tables. Money is read as text.

export interface TurnoverChange {
  memberId: number;
  merchantCode: string;
  currency: string;
  category: string;
  /** The region day, yyyy-MM-dd. */
  day: string;
  rounds: number;
  stake: bigint;
  win: bigint;
}

/** Adds a settled round (or a late win of one) to its member's row of the day and category. */
export async function addTurnover(db: Queryable, change: TurnoverChange): Promise<void> {
  await db.query(
    `insert into member_turnover (member_id, day, category, merchant_code, currency, rounds, stake, win, turnover)
     values ($1, $2::date, $3, $4, $5, $6, $7, $8, $7)
     on conflict (member_id, day, category) do update
       set rounds = member_turnover.rounds + excluded.rounds,
           stake = member_turnover.stake + excluded.stake,
           win = member_turnover.win + excluded.win,
           turnover = member_turnover.turnover + excluded.turnover`,
    [
      change.memberId,
      change.day,
      change.category,
      change.merchantCode,
      change.currency,
      change.rounds,
      change.stake.toString(),
      change.win.toString(),
    ],
  );
}

export interface TurnoverRow {
  day: string;
  category: string;
  rounds: number;
  stake: bigint;
  win: bigint;
  turnover: bigint;
}

/** A member's turnover rows between two region days (inclusive), oldest first. */
export async function findTurnover(
  db: Queryable,
  memberId: number,
  fromDay: string,
  toDay: string,
): Promise<TurnoverRow[]> {
  const rows = await db.query<{
    day: string;
    category: string;
    rounds: number;
    stake: string;
    win: string;
    turnover: string;
  }>(
    `select to_char(day, 'YYYY-MM-DD') as day, category, rounds, stake::text as stake, win::text as win,
            turnover::text as turnover
       from member_turnover where member_id = $1 and day between $2::date and $3::date
      order by day, category`,
    [memberId, fromDay, toDay],
  );
  return rows.map((r) => ({
    day: r.day,
    category: r.category,
    rounds: r.rounds,
    stake: BigInt(r.stake),
    win: BigInt(r.win),
    turnover: BigInt(r.turnover),
  }));
}

export interface RoundFilter {
  memberId: number;
  category: string | null;
  vendor: string | null;
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
}

const ROUND_FILTER = `r.member_id = $1
  and ($2::text is null or r.category = $2)
  and ($3::text is null or r.vendor = $3)
  and ($4::timestamptz is null or r.opened_at >= $4)
  and ($5::timestamptz is null or r.opened_at < $5)`;

const paramsOf = (f: RoundFilter) => [f.memberId, f.category, f.vendor, f.from, f.to];

/** Turnover is the stake of a settled round; an open round has none yet. */
const TURNOVER = `case when r.state = 'SETTLED' then r.stake else 0 end`;

export interface Sums {
  category: string;
  count: number;
  stake: bigint;
  win: bigint;
  turnover: bigint;
}

type SumsRow = { category: string; count: number; stake: string; win: string; turnover: string };

const toSums = (r: SumsRow): Sums => ({
  category: r.category,
  count: r.count,
  stake: BigInt(r.stake),
  win: BigInt(r.win),
  turnover: BigInt(r.turnover),
});

const SUMS = `count(*)::int as count, coalesce(sum(r.stake), 0)::text as stake, coalesce(sum(r.win), 0)::text as win,
  coalesce(sum(${TURNOVER}), 0)::text as turnover`;

/** The filter's sums per category. */
export async function sumRoundsByCategory(db: Queryable, filter: RoundFilter): Promise<Sums[]> {
  const rows = await db.query<SumsRow>(
    `select r.category, ${SUMS} from game_rounds r where ${ROUND_FILTER} group by r.category order by r.category`,
    paramsOf(filter),
  );
  return rows.map(toSums);
}

export interface RoundRecord {
  roundId: string;
  vendor: string;
  gameCode: string;
  category: string;
  stake: bigint;
  win: bigint;
  turnover: bigint;
  state: 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
  openedAt: Date;
}

/** A page of the filter's rounds, newest first. */
export async function findRoundPage(
  db: Queryable,
  filter: RoundFilter,
  limit: number,
  offset: number,
): Promise<RoundRecord[]> {
  const rows = await db.query<{
    round_id: string;
    vendor: string;
    game_code: string;
    category: string;
    stake: string;
    win: string;
    turnover: string;
    state: RoundRecord['state'];
    opened_at: Date | string;
  }>(
    `select r.round_id, r.vendor, r.game_code, r.category, r.stake::text as stake, r.win::text as win,
            (${TURNOVER})::text as turnover, r.state, r.opened_at
       from game_rounds r
      where ${ROUND_FILTER}
      order by r.opened_at desc, r.id desc limit $6 offset $7`,
    [...paramsOf(filter), limit, offset],
  );
  return rows.map((r) => ({
    roundId: r.round_id,
    vendor: r.vendor,
    gameCode: r.game_code,
    category: r.category,
    stake: BigInt(r.stake),
    win: BigInt(r.win),
    turnover: BigInt(r.turnover),
    state: r.state,
    openedAt: new Date(r.opened_at),
  }));
}

export interface BigWin {
  memberId: number;
  vendor: string;
  gameCode: string;
  stake: bigint;
  win: bigint;
  closedAt: Date;
}

/**
 * The region's biggest settled wins closed since `since`: by amount, or by win over stake, one per round.
 */
export async function findBigWins(
  db: Queryable,
  query: {
    merchantCode: string;
    category: string | null;
    since: Date;
    order: 'WIN' | 'MULTIPLIER';
    limit: number;
  },
): Promise<BigWin[]> {
  const order =
    query.order === 'WIN' ? 'w.win desc, w.closed_at desc' : '(w.win::numeric / w.stake) desc, w.win desc';
  const rows = await db.query<{
    member_id: number;
    vendor: string;
    game_code: string;
    stake: string;
    win: string;
    closed_at: Date | string;
  }>(
    // game_wins holds exactly the settled rounds that won on a stake (migration 0062 keeps it).
    `select w.member_id, w.vendor, w.game_code, w.stake::text as stake, w.win::text as win, w.closed_at
       from game_wins w
      where w.merchant_code = $1 and w.closed_at >= $2 and ($3::text is null or w.category = $3)
      order by ${order}, w.round_pk desc limit $4`,
    [query.merchantCode, query.since, query.category, query.limit],
  );
  return rows.map((r) => ({
    memberId: r.member_id,
    vendor: r.vendor,
    gameCode: r.game_code,
    stake: BigInt(r.stake),
    win: BigInt(r.win),
    closedAt: new Date(r.closed_at),
  }));
}

/** The game of each of a member's rounds named by vendor and round id; a round of another member is left out. */
export async function findRoundGames(
  db: Queryable,
  memberId: number,
  rounds: readonly { vendor: string; roundId: string }[],
): Promise<{ vendor: string; roundId: string; gameCode: string }[]> {
  if (rounds.length === 0) return [];
  const rows = await db.query<{ vendor: string; round_id: string; game_code: string }>(
    `select r.vendor, r.round_id, r.game_code
       from game_rounds r join unnest($2::text[], $3::text[]) as k(vendor, round_id)
         on r.vendor = k.vendor and r.round_id = k.round_id
      where r.member_id = $1`,
    [memberId, rounds.map((r) => r.vendor), rounds.map((r) => r.roundId)],
  );
  return rows.map((r) => ({ vendor: r.vendor, roundId: r.round_id, gameCode: r.game_code }));
}

/** addTurnover for many rounds in one statement; changes to the same row are summed first. */
export async function addTurnovers(db: Queryable, changes: readonly TurnoverChange[]): Promise<void> {
  if (changes.length === 0) return;
  const column = <T>(pick: (c: TurnoverChange) => T) => changes.map(pick);
  await db.query(
    `insert into member_turnover (member_id, day, category, merchant_code, currency, rounds, stake, win, turnover)
     select member_id, day, category, min(merchant_code), min(currency), sum(rounds), sum(stake), sum(win), sum(stake)
       from unnest($1::int[], $2::date[], $3::text[], $4::text[], $5::text[], $6::int[], $7::bigint[], $8::bigint[])
         as c(member_id, day, category, merchant_code, currency, rounds, stake, win)
      group by member_id, day, category
      order by member_id, day, category
     on conflict (member_id, day, category) do update
       set rounds = member_turnover.rounds + excluded.rounds,
           stake = member_turnover.stake + excluded.stake,
           win = member_turnover.win + excluded.win,
           turnover = member_turnover.turnover + excluded.turnover`,
    [
      column((c) => c.memberId),
      column((c) => c.day),
      column((c) => c.category),
      column((c) => c.merchantCode),
      column((c) => c.currency),
      column((c) => c.rounds),
      column((c) => c.stake.toString()),
      column((c) => c.win.toString()),
    ],
  );
}

export interface NewRound {
  merchantCode: string;
  vendor: string;
  roundId: string;
  memberId: number;
  gameCode: string;
  category: string;
  currency: string;
  stake: bigint;
  bets: number;
  openedAt: Date;
}

/** Opens rounds whose stake is already taken (an in-house game's bets), in one statement; repeats are ignored. */
export async function insertOpenRounds(db: Queryable, rounds: readonly NewRound[]): Promise<void> {
  if (rounds.length === 0) return;
  const col = <T>(pick: (r: NewRound) => T) => rounds.map(pick);
  await db.query(
    `insert into game_rounds (merchant_code, vendor, round_id, member_id, game_code, category, currency, stake, bets,
                              opened_at)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[],
                          $8::bigint[], $9::int[], $10::timestamptz[])
     on conflict (vendor, round_id) do nothing`,
    [
      col((r) => r.merchantCode),
      col((r) => r.vendor),
      col((r) => r.roundId),
      col((r) => r.memberId),
      col((r) => r.gameCode),
      col((r) => r.category),
      col((r) => r.currency),
      col((r) => r.stake.toString()),
      col((r) => r.bets),
      col((r) => r.openedAt),
    ],
  );
}

export interface RoundClose {
  vendor: string;
  roundId: string;
  win: bigint;
  /** SETTLED counts its stake as turnover; ROLLED_BACK returned it. */
  state: 'SETTLED' | 'ROLLED_BACK';
  /** The region day it closed on, yyyy-MM-dd. */
  day: string;
}

/**
 * Closes OPEN rounds in one statement and, for the settled ones, adds their stake, win and count to their members'
 * turnover of the day and category in a second one. Rounds already closed are left as they are. The `= any`
 * conditions let the planner fetch the rounds by key instead of hashing the whole table for each call.
 */
export async function closeOpenRounds(
  db: Queryable,
  closes: readonly RoundClose[],
  closedAt: Date,
): Promise<void> {
  if (closes.length === 0) return;
  const col = <T>(pick: (r: RoundClose) => T) => closes.map(pick);
  await db.query(
    `with closing as (
       select * from unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::date[]) as c(vendor, round_id, win,
                                                                                              state, day)
     ), closed as (
       update game_rounds r set win = c.win, state = c.state, closed_at = $6,
              settled_day = case when c.state = 'SETTLED' then c.day end
         from closing c
        where r.vendor = c.vendor and r.round_id = c.round_id and r.state = 'OPEN'
          and r.vendor = any($7::text[]) and r.round_id = any($2::text[])
       returning r.member_id, r.merchant_code, r.currency, r.category, r.stake, r.win, r.state, r.settled_day
     )
     insert into member_turnover (member_id, day, category, merchant_code, currency, rounds, stake, win, turnover)
     select member_id, settled_day, category, min(merchant_code), min(currency), count(*), sum(stake), sum(win),
            sum(stake)
       from closed where state = 'SETTLED'
      group by member_id, settled_day, category
     on conflict (member_id, day, category) do update
       set rounds = member_turnover.rounds + excluded.rounds,
           stake = member_turnover.stake + excluded.stake,
           win = member_turnover.win + excluded.win,
           turnover = member_turnover.turnover + excluded.turnover`,
    [
      col((r) => r.vendor),
      col((r) => r.roundId),
      col((r) => r.win.toString()),
      col((r) => r.state),
      col((r) => r.day),
      closedAt,
      [...new Set(col((r) => r.vendor))],
    ],
  );
}

/** Wins minus stakes of the member's rounds opened since `since` (not rolled back): the result of a play session. */
export async function netResultSince(db: Queryable, memberId: number, since: Date): Promise<bigint> {
  const [row] = await db.query<{ net: string }>(
    `select coalesce(sum(win - stake), 0)::text as net from game_rounds
      where member_id = $1 and opened_at >= $2 and state <> 'ROLLED_BACK'`,
    [memberId, since],
  );
  return BigInt(row?.net ?? '0');
}
