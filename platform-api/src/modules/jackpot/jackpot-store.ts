import type { Queryable } from '../../db/database';

// SQL of the progressive jackpot: its pools and the wins they paid. The money itself is in the ledger's JACKPOT_POOL
// accounts (the wallet module's), one per lane.

export interface PoolRow {
  id: string;
  merchantCode: string;
  currency: string;
  seed: bigint;
  wins: number;
}

interface PoolColumns {
  id: string;
  merchant_code: string;
  currency: string;
  seed: string;
  wins: number;
}

const poolOf = (r: PoolColumns): PoolRow => ({
  id: r.id,
  merchantCode: r.merchant_code,
  currency: r.currency,
  seed: BigInt(r.seed),
  wins: r.wins,
});

const POOL_COLUMNS = 'id::text as id, merchant_code, currency, seed::text as seed, wins';

export async function findPool(
  db: Queryable,
  merchantCode: string,
  currency: string,
): Promise<PoolRow | null> {
  const [row] = await db.query<PoolColumns>(
    `select ${POOL_COLUMNS} from jackpot_pools where merchant_code = $1 and currency = $2`,
    [merchantCode, currency],
  );
  return row ? poolOf(row) : null;
}

/** Creates the pool unless it exists; answers it with whether this call created it. */
export async function insertPool(
  db: Queryable,
  pool: { merchantCode: string; currency: string; seed: bigint; createdAt: Date },
): Promise<{ pool: PoolRow; created: boolean }> {
  const [inserted] = await db.query<PoolColumns>(
    `insert into jackpot_pools (merchant_code, currency, seed, created_at) values ($1, $2, $3, $4)
     on conflict (merchant_code, currency) do nothing returning ${POOL_COLUMNS}`,
    [pool.merchantCode, pool.currency, pool.seed.toString(), pool.createdAt],
  );
  if (inserted) return { pool: poolOf(inserted), created: true };
  const found = await findPool(db, pool.merchantCode, pool.currency);
  if (!found) throw new Error('jackpot pool vanished');
  return { pool: found, created: false };
}

export interface WinRow {
  id: string;
  poolId: string;
  vendor: string;
  roundId: string;
  gameCode: string;
  memberId: number;
  amount: bigint;
  postingId: string;
  wonAt: Date;
}

interface WinColumns {
  id: string;
  pool_id: string;
  vendor: string;
  round_id: string;
  game_code: string;
  member_id: number;
  amount: string;
  posting_id: string;
  won_at: Date;
}

const WIN_COLUMNS = `id::text as id, pool_id::text as pool_id, vendor, round_id, game_code, member_id,
  amount::text as amount, posting_id::text as posting_id, won_at`;

const winOf = (r: WinColumns): WinRow => ({
  id: r.id,
  poolId: r.pool_id,
  vendor: r.vendor,
  roundId: r.round_id,
  gameCode: r.game_code,
  memberId: r.member_id,
  amount: BigInt(r.amount),
  postingId: r.posting_id,
  wonAt: new Date(r.won_at),
});

export async function findWin(db: Queryable, vendor: string, roundId: string): Promise<WinRow | null> {
  const [row] = await db.query<WinColumns>(
    `select ${WIN_COLUMNS} from jackpot_wins where vendor = $1 and round_id = $2`,
    [vendor, roundId],
  );
  return row ? winOf(row) : null;
}

export async function findWinById(db: Queryable, id: string): Promise<WinRow | null> {
  const [row] = await db.query<WinColumns>(`select ${WIN_COLUMNS} from jackpot_wins where id = $1`, [id]);
  return row ? winOf(row) : null;
}

/** The wins of these rounds (a recall page's), by round id. */
export async function findWinsOfRounds(
  db: Queryable,
  vendor: string,
  roundIds: readonly string[],
): Promise<Map<string, bigint>> {
  if (roundIds.length === 0) return new Map();
  const rows = await db.query<{ round_id: string; amount: string }>(
    `select round_id, amount::text as amount from jackpot_wins where vendor = $1 and round_id = any ($2::text[])`,
    [vendor, roundIds],
  );
  return new Map(rows.map((r) => [r.round_id, BigInt(r.amount)]));
}

export async function latestWins(db: Queryable, poolId: string, limit: number): Promise<WinRow[]> {
  const rows = await db.query<WinColumns>(
    `select ${WIN_COLUMNS} from jackpot_wins where pool_id = $1 order by won_at desc, jackpot_wins.id desc limit $2`,
    [poolId, limit],
  );
  return rows.map(winOf);
}

/** Records a paid win and counts it on its pool, in the transaction that paid it. */
export async function insertWin(db: Queryable, win: Omit<WinRow, 'id'>): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `with won as (
       insert into jackpot_wins (pool_id, vendor, round_id, game_code, member_id, amount, posting_id, won_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id
     ), counted as (
       update jackpot_pools set wins = wins + 1 where id = $1
     )
     select id::text as id from won`,
    [
      win.poolId,
      win.vendor,
      win.roundId,
      win.gameCode,
      win.memberId,
      win.amount.toString(),
      win.postingId,
      win.wonAt,
    ],
  );
  if (!row) throw new Error('jackpot win not recorded');
  return row.id;
}
