import type { Queryable } from '../../db/database';

// SQL of the studio's Mines rounds only; private to the studio module.

export type MinesState = 'OPENING' | 'OPEN' | 'SETTLING' | 'LOST' | 'CASHED_OUT' | 'REFUSED';

export interface MinesRoundRow {
  id: string;
  round_id: string;
  game_session_id: string;
  request_id: string;
  member_id: number | null;
  game_code: string;
  demo: boolean;
  seed_pair_id: string;
  client_seed: string;
  nonce: number;
  bet_level: number;
  stake: string;
  mine_count: number;
  mines: number[];
  reveals: number[];
  payout: string | null;
  balance_before: string | null;
  balance_after: string | null;
  state: MinesState;
  created_at: Date;
  server_seed_hash: string;
  /** Null until the round's pair is rotated. */
  server_seed: string | null;
}

const COLUMNS = `r.id, r.round_id, r.game_session_id, r.request_id, r.member_id, r.game_code, r.demo, r.seed_pair_id,
  r.client_seed, r.nonce, r.bet_level, r.stake, r.mine_count, r.mines, r.reveals, r.payout, r.balance_before,
  r.balance_after, r.state, r.created_at, p.server_seed_hash,
  case when p.revealed_at is null then null else p.server_seed end as server_seed`;
const FROM = 'studio_mines_rounds r join studio_seed_pairs p on p.id = r.seed_pair_id';

/** jsonb columns as PostgreSQL or PGlite hand them over. */
function parsed(row: MinesRoundRow): MinesRoundRow {
  const list = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as number[];
  return { ...row, mines: list(row.mines), reveals: list(row.reveals) };
}

export interface NewMinesRound {
  roundId: string;
  gameSessionId: string;
  requestId: string;
  memberId: number | null;
  gameCode: string;
  demo: boolean;
  seedPairId: string;
  clientSeed: string;
  nonce: number;
  betLevel: number;
  stake: bigint;
  mineCount: number;
  mines: number[];
  state: MinesState;
  balanceBefore: bigint | null;
  createdAt: Date;
}

/**
 * Stores a new round; false when the session already has a round of this request id or the player already has an
 * unfinished round (the unique indexes refuse both).
 */
export async function insertMinesRound(db: Queryable, round: NewMinesRound): Promise<boolean> {
  const rows = await db.query(
    `insert into studio_mines_rounds (round_id, game_session_id, request_id, member_id, game_code, demo, seed_pair_id,
       client_seed, nonce, bet_level, stake, mine_count, mines, state, balance_before, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     on conflict do nothing
     returning id`,
    [
      round.roundId,
      round.gameSessionId,
      round.requestId,
      round.memberId,
      round.gameCode,
      round.demo,
      round.seedPairId,
      round.clientSeed,
      round.nonce,
      round.betLevel,
      round.stake,
      round.mineCount,
      JSON.stringify(round.mines),
      round.state,
      round.balanceBefore,
      round.createdAt,
    ],
  );
  return rows.length === 1;
}

export async function minesRoundByRequest(
  db: Queryable,
  gameSessionId: string,
  requestId: string,
): Promise<MinesRoundRow | undefined> {
  const [row] = await db.query<MinesRoundRow>(
    `select ${COLUMNS} from ${FROM} where r.game_session_id = $1 and r.request_id = $2`,
    [gameSessionId, requestId],
  );
  return row && parsed(row);
}

/** Who a round belongs to: a member's rounds of a game (money or play money), or a guest's session. */
export type MinesOwner = { memberId: number; gameCode: string; demo: boolean } | { gameSessionId: string };

function ownerClause(owner: MinesOwner, first: number): { sql: string; params: unknown[] } {
  if ('gameSessionId' in owner)
    return { sql: `r.member_id is null and r.game_session_id = $${first}`, params: [owner.gameSessionId] };
  return {
    sql: `r.member_id = $${first} and r.game_code = $${first + 1} and r.demo = $${first + 2}`,
    params: [owner.memberId, owner.gameCode, owner.demo],
  };
}

/** A round of this owner by its id (locked when asked), whatever its state. */
export async function ownedMinesRound(
  db: Queryable,
  owner: MinesOwner,
  roundId: string,
  lock = false,
): Promise<MinesRoundRow | undefined> {
  const where = ownerClause(owner, 2);
  const [row] = await db.query<MinesRoundRow>(
    `select ${COLUMNS} from ${FROM} where r.round_id = $1 and ${where.sql}${lock ? ' for update of r' : ''}`,
    [roundId, ...where.params],
  );
  return row && parsed(row);
}

/** The owner's unfinished round, if any (at most one). */
export async function unfinishedMinesRound(
  db: Queryable,
  owner: MinesOwner,
): Promise<MinesRoundRow | undefined> {
  const where = ownerClause(owner, 1);
  const [row] = await db.query<MinesRoundRow>(
    `select ${COLUMNS} from ${FROM} where ${where.sql} and r.state in ('OPENING', 'OPEN', 'SETTLING')`,
    where.params,
  );
  return row && parsed(row);
}

export async function recentMinesRounds(
  db: Queryable,
  owner: MinesOwner,
  limit: number,
): Promise<MinesRoundRow[]> {
  const where = ownerClause(owner, 1);
  const rows = await db.query<MinesRoundRow>(
    `select ${COLUMNS} from ${FROM} where ${where.sql} and r.state in ('LOST', 'CASHED_OUT')
     order by r.id desc limit $${where.params.length + 1}`,
    [...where.params, limit],
  );
  return rows.map(parsed);
}

/** Moves a round on from one state to the next; false when it was no longer in `from` (another call moved it). */
export async function moveMinesRound(
  db: Queryable,
  roundId: string,
  from: MinesState,
  to: {
    state: MinesState;
    reveals?: number[];
    payout?: bigint;
    balanceBefore?: bigint;
    balanceAfter?: bigint;
    endedAt?: Date;
  },
): Promise<boolean> {
  const rows = await db.query(
    `update studio_mines_rounds
        set state = $3,
            reveals = coalesce($4::jsonb, reveals),
            payout = coalesce($5::bigint, payout),
            balance_before = coalesce($6::bigint, balance_before),
            balance_after = coalesce($7::bigint, balance_after),
            ended_at = coalesce($8::timestamptz, ended_at)
      where round_id = $1 and state = $2
      returning id`,
    [
      roundId,
      from,
      to.state,
      to.reveals ? JSON.stringify(to.reveals) : null,
      to.payout ?? null,
      to.balanceBefore ?? null,
      to.balanceAfter ?? null,
      to.endedAt ?? null,
    ],
  );
  return rows.length === 1;
}
