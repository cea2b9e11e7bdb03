import type { Queryable } from '../../../db/database';

// SQL of crash (decision 106): chains, rounds, bets. Ids and money as text; the service turns them into values.

export interface ChainRow {
  id: string;
  game_code: string;
  length: number;
  root_seed: string;
  terminal_hash: string;
  salt: string;
}

export interface RoundRow {
  id: string;
  game_code: string;
  chain_id: string;
  round_number: number;
  hash: string;
  seed: string;
  crash_point: number;
  crash_after_ms: number;
  phase: 'betting' | 'running' | 'crashed';
  betting_ends_at: Date;
  started_at: Date | null;
  crashed_at: Date | null;
  heartbeat_at: Date;
  interrupted: boolean;
}

export interface BetRow {
  id: string;
  round_id: string;
  game_session_id: string;
  member_id: number | null;
  demo: boolean;
  vendor_session_id: string | null;
  request_id: string;
  player: string;
  stake: string;
  auto_cash_out: number | null;
  status: 'placing' | 'open' | 'cashed_out' | 'lost' | 'refunded';
  cashed_out_at: number | null;
  win: string | null;
  manual: boolean;
  placed_at: Date;
  settled_at: Date | null;
  balance_after: string | null;
}

const ROUND = `id::text as id, game_code, chain_id::text as chain_id, round_number, hash, seed, crash_point,
  crash_after_ms, phase, betting_ends_at, started_at, crashed_at, heartbeat_at, interrupted`;
/** The bet columns, of the table aliased `p` when given. */
const betColumns = (p = '') =>
  `${p}id::text as id, ${p}round_id::text as round_id, ${p}game_session_id::text as game_session_id, ${p}member_id,
  ${p}demo, ${p}vendor_session_id, ${p}request_id, ${p}player, ${p}stake::text as stake, ${p}auto_cash_out, ${p}status,
  ${p}cashed_out_at, ${p}win::text as win, ${p}manual, ${p}placed_at, ${p}settled_at,
  ${p}balance_after::text as balance_after`;
const BET = betColumns();

export async function findChain(db: Queryable, gameCode: string): Promise<ChainRow | undefined> {
  const [row] = await db.query<ChainRow>(
    `select id::text as id, game_code, length, root_seed, terminal_hash, salt from crash_chains where game_code = $1`,
    [gameCode],
  );
  return row;
}

/** Stores a new chain and its checkpoints; answers the one already there when another copy was first. */
export async function insertChain(
  db: Queryable,
  chain: Omit<ChainRow, 'id'>,
  checkpoints: { index: number; seed: string }[],
  now: Date,
): Promise<ChainRow> {
  const [row] = await db.query<{ id: string }>(
    `insert into crash_chains (game_code, length, root_seed, terminal_hash, salt, created_at)
     values ($1, $2, $3, $4, $5, $6) on conflict (game_code) do nothing returning id::text as id`,
    [chain.game_code, chain.length, chain.root_seed, chain.terminal_hash, chain.salt, now],
  );
  if (!row) return (await findChain(db, chain.game_code)) as ChainRow;
  await db.query(
    `insert into crash_chain_checkpoints (chain_id, idx, seed)
     select $1, idx, seed from unnest($2::int[], $3::text[]) as c(idx, seed)`,
    [row.id, checkpoints.map((c) => c.index), checkpoints.map((c) => c.seed)],
  );
  return { id: row.id, ...chain };
}

/** The checkpoint at or below a chain index. */
export async function checkpointBelow(
  db: Queryable,
  chainId: string,
  index: number,
): Promise<{ index: number; seed: string }> {
  const [row] = await db.query<{ idx: number; seed: string }>(
    'select idx, seed from crash_chain_checkpoints where chain_id = $1 and idx <= $2 order by idx desc limit 1',
    [chainId, index],
  );
  if (!row) throw new Error(`chain ${chainId} has no checkpoint below ${index}`);
  return { index: row.idx, seed: row.seed };
}

/** The game's newest round, locked for the runner's step when `lock`. */
export async function newestRound(
  db: Queryable,
  gameCode: string,
  lock = false,
): Promise<RoundRow | undefined> {
  const [row] = await db.query<RoundRow>(
    `select ${ROUND} from crash_rounds where game_code = $1 order by crash_rounds.id desc limit 1${lock ? ' for update' : ''}`,
    [gameCode],
  );
  return row;
}

export async function roundById(db: Queryable, id: string): Promise<RoundRow | undefined> {
  const [row] = await db.query<RoundRow>(`select ${ROUND} from crash_rounds where id = $1`, [id]);
  return row;
}

export async function insertRound(
  db: Queryable,
  round: Omit<RoundRow, 'id' | 'started_at' | 'crashed_at' | 'interrupted' | 'phase'>,
): Promise<RoundRow> {
  const [row] = await db.query<RoundRow>(
    `insert into crash_rounds (game_code, chain_id, round_number, hash, seed, crash_point, crash_after_ms, phase,
       betting_ends_at, heartbeat_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'betting', $8, $9) returning ${ROUND}`,
    [
      round.game_code,
      round.chain_id,
      round.round_number,
      round.hash,
      round.seed,
      round.crash_point,
      round.crash_after_ms,
      round.betting_ends_at,
      round.heartbeat_at,
    ],
  );
  return row as RoundRow;
}

export async function updateRound(
  db: Queryable,
  id: string,
  change: Partial<Pick<RoundRow, 'phase' | 'started_at' | 'crashed_at' | 'heartbeat_at' | 'interrupted'>>,
): Promise<RoundRow> {
  const [row] = await db.query<RoundRow>(
    `update crash_rounds set phase = coalesce($2, phase), started_at = coalesce($3, started_at),
       crashed_at = coalesce($4, crashed_at), heartbeat_at = coalesce($5, heartbeat_at),
       interrupted = coalesce($6, interrupted)
     where id = $1 returning ${ROUND}`,
    [
      id,
      change.phase ?? null,
      change.started_at ?? null,
      change.crashed_at ?? null,
      change.heartbeat_at ?? null,
      change.interrupted ?? null,
    ],
  );
  return row as RoundRow;
}

/** The newest crashed rounds (paging backwards by round number). */
export async function crashedRounds(
  db: Queryable,
  gameCode: string,
  limit: number,
  before?: number,
): Promise<RoundRow[]> {
  return db.query<RoundRow>(
    `select ${ROUND} from crash_rounds
      where game_code = $1 and phase = 'crashed' and ($2::int is null or round_number < $2)
      order by round_number desc limit $3`,
    [gameCode, before ?? null, limit],
  );
}

export async function countRounds(db: Queryable, gameCode: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from crash_rounds where game_code = $1 and phase = 'crashed'`,
    [gameCode],
  );
  return row?.n ?? 0;
}

export interface NewBet {
  roundId: string;
  gameSessionId: string;
  memberId: number | null;
  demo: boolean;
  vendorSessionId: string | null;
  requestId: string;
  player: string;
  stake: bigint;
  autoCashOut: number | null;
  now: Date;
}

/**
 * Inserts a bet as `placing`, only while its round takes bets at `now`; answers undefined when the round does not
 * (closed) and throws a unique violation when the session or member already bet in it or reused the request id.
 */
export async function insertBet(
  db: Queryable,
  bet: NewBet,
  status: 'placing' | 'open',
): Promise<BetRow | undefined> {
  const [row] = await db.query<BetRow>(
    `insert into crash_bets (round_id, game_session_id, member_id, demo, vendor_session_id, request_id, player, stake,
       auto_cash_out, status, placed_at)
     select r.id, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11 from crash_rounds r
      where r.id = $1 and r.phase = 'betting' and r.betting_ends_at > $11
     returning ${BET}`,
    [
      bet.roundId,
      bet.gameSessionId,
      bet.memberId,
      bet.demo,
      bet.vendorSessionId,
      bet.requestId,
      bet.player,
      bet.stake,
      bet.autoCashOut,
      status,
      bet.now,
    ],
  );
  return row;
}

export async function betByRequest(db: Queryable, gameSessionId: string, requestId: string) {
  const [row] = await db.query<BetRow>(
    `select ${BET} from crash_bets where game_session_id = $1 and request_id = $2`,
    [gameSessionId, requestId],
  );
  return row;
}

export async function betOfSession(db: Queryable, roundId: string, gameSessionId: string) {
  const [row] = await db.query<BetRow>(
    `select ${BET} from crash_bets where round_id = $1 and game_session_id = $2`,
    [roundId, gameSessionId],
  );
  return row;
}

/**
 * A placed bet whose stake the wallet took, opened with the balance after, and its notice sent, in one statement
 * (its own transaction): the notice goes out only if the bet opened, when the statement commits.
 */
export async function openPlacedBet(
  db: Queryable,
  betId: string,
  balanceAfter: bigint,
  notice: { channel: string; payload: string },
): Promise<BetRow | undefined> {
  const [row] = await db.query<BetRow>(
    `with opened as (
       update crash_bets set status = 'open', balance_after = $2 where id = $1 and status = 'placing'
       returning ${BET}
     )
     -- Correlated with the opened row, so the notice is sent once for it and never when nothing opened.
     select opened.* from opened cross join lateral (select pg_notify($3, $4) where opened.id is not null) told`,
    [betId, balanceAfter, notice.channel, notice.payload],
  );
  return row;
}

export async function deleteBet(db: Queryable, betId: string): Promise<void> {
  await db.query(`delete from crash_bets where id = $1 and status = 'placing'`, [betId]);
}

/** Bets of a round everyone may see (money bets placed; play-money bets stay with their player). */
export async function publicBets(db: Queryable, roundId: string): Promise<BetRow[]> {
  return db.query<BetRow>(
    `select ${BET} from crash_bets where round_id = $1 and not demo and status <> 'placing' order by crash_bets.id`,
    [roundId],
  );
}

/**
 * A manual cash-out, decided in this one statement by server time: the bet is open, its round is running, started
 * when the caller computed the multiplier from, and `now` is before the crash. The multiplier paid is the lower of
 * the one at `now` and the bet's own automatic target (a target already passed pays the target).
 */
export async function cashOut(
  db: Queryable,
  input: { roundId: string; gameSessionId: string; startedAt: Date; now: Date; multiplier: number },
): Promise<BetRow | undefined> {
  const [row] = await db.query<BetRow>(
    `update crash_bets b
        set status = 'cashed_out', manual = true,
            cashed_out_at = least($5::int, coalesce(b.auto_cash_out, $5::int)),
            win = b.stake * least($5::int, coalesce(b.auto_cash_out, $5::int)) / 100
       from crash_rounds r
      where b.round_id = r.id and r.id = $1 and b.game_session_id = $2 and b.status = 'open'
        and r.phase = 'running' and r.started_at = $3
        and $4::timestamptz < r.started_at + r.crash_after_ms * interval '1 millisecond'
      returning ${betColumns('b.')}`,
    [input.roundId, input.gameSessionId, input.startedAt, input.now, input.multiplier],
  );
  return row;
}

/** Open bets whose automatic target is at or below `reached` (never above the crash point): cashed out at it. */
export async function autoCashOuts(db: Queryable, roundId: string, reached: number): Promise<BetRow[]> {
  return db.query<BetRow>(
    `update crash_bets set status = 'cashed_out', cashed_out_at = auto_cash_out, win = stake * auto_cash_out / 100
      where round_id = $1 and status = 'open' and auto_cash_out <= $2
      returning ${BET}`,
    [roundId, reached],
  );
}

/** The open bets of a crashed round lose. */
export async function loseOpenBets(db: Queryable, roundId: string): Promise<number> {
  const rows = await db.query(
    `update crash_bets set status = 'lost', win = 0 where round_id = $1 and status = 'open' returning id`,
    [roundId],
  );
  return rows.length;
}

/** Open bets without an automatic target (decision 107): refunded. */
export async function refundOpenBets(
  db: Queryable,
  roundId: string,
  onlyWithoutTarget: boolean,
): Promise<number> {
  const rows = await db.query(
    `update crash_bets set status = 'refunded', win = stake
      where round_id = $1 and status = 'open' and (not $2 or auto_cash_out is null) returning id`,
    [roundId, onlyWithoutTarget],
  );
  return rows.length;
}

/** Decided bets whose outcome has not reached the wallet yet (oldest first). */
export async function unsettledBets(db: Queryable, limit: number): Promise<BetRow[]> {
  return db.query<BetRow>(
    `select ${BET} from crash_bets
      where settled_at is null and status in ('cashed_out', 'lost', 'refunded')
      order by crash_bets.id limit $1`,
    [limit],
  );
}

/** Bets still `placing` since before `before`: the wallet call was lost (a crash of the server mid-bet). */
export async function strandedPlacings(db: Queryable, before: Date, limit: number): Promise<BetRow[]> {
  return db.query<BetRow>(
    `select ${BET} from crash_bets where status = 'placing' and placed_at < $1 order by crash_bets.id limit $2`,
    [before, limit],
  );
}

export async function markSettled(
  db: Queryable,
  betId: string,
  now: Date,
  balanceAfter: bigint | null,
): Promise<BetRow | undefined> {
  const [row] = await db.query<BetRow>(
    `update crash_bets set settled_at = $2, balance_after = coalesce($3, balance_after)
      where id = $1 and settled_at is null returning ${BET}`,
    [betId, now, balanceAfter],
  );
  return row;
}

export async function setBalanceAfter(db: Queryable, betId: string, balance: bigint): Promise<void> {
  await db.query('update crash_bets set balance_after = $2 where id = $1', [betId, balance]);
}

/** A bet's newest row (after its settlement, for the my-bet message). */
export async function betById(db: Queryable, betId: string): Promise<BetRow | undefined> {
  const [row] = await db.query<BetRow>(`select ${BET} from crash_bets where id = $1`, [betId]);
  return row;
}

/** A player's newest bets with their rounds: a member's across sessions, a guest's of the session. */
export async function betsOfPlayer(
  db: Queryable,
  owner: { memberId: number; demo: boolean } | { gameSessionId: string },
  limit: number,
): Promise<{ bet: BetRow; round: RoundRow }[]> {
  const rows =
    'memberId' in owner
      ? await db.query<BetRow>(
          `select ${BET} from crash_bets where member_id = $1 and demo = $2 order by crash_bets.id desc limit $3`,
          [owner.memberId, owner.demo, limit],
        )
      : await db.query<BetRow>(
          `select ${BET} from crash_bets where game_session_id = $1 order by crash_bets.id desc limit $2`,
          [owner.gameSessionId, limit],
        );
  const rounds = rows.length
    ? await db.query<RoundRow>(`select ${ROUND} from crash_rounds where id = any($1::bigint[])`, [
        rows.map((b) => b.round_id),
      ])
    : [];
  const byId = new Map(rounds.map((r) => [r.id, r]));
  return rows.flatMap((bet) => {
    const round = byId.get(bet.round_id);
    return round ? [{ bet, round }] : [];
  });
}

/** Play money: takes `stake` from the demo session's balance if it has it; answers the balance after, or null. */
export async function takeDemoStake(
  db: Queryable,
  gameSessionId: string,
  stake: bigint,
): Promise<bigint | null> {
  const [row] = await db.query<{ balance: string }>(
    `update studio_game_sessions set demo_balance = demo_balance - $2
      where id = $1 and demo_balance >= $2 returning demo_balance::text as balance`,
    [gameSessionId, stake],
  );
  return row ? BigInt(row.balance) : null;
}

export async function addDemoBalance(db: Queryable, gameSessionId: string, amount: bigint): Promise<bigint> {
  const [row] = await db.query<{ balance: string }>(
    `update studio_game_sessions set demo_balance = demo_balance + $2 where id = $1
      returning demo_balance::text as balance`,
    [gameSessionId, amount],
  );
  return BigInt(row?.balance ?? '0');
}

export async function demoBalance(db: Queryable, gameSessionId: string): Promise<bigint> {
  const [row] = await db.query<{ balance: string | null }>(
    'select demo_balance::text as balance from studio_game_sessions where id = $1',
    [gameSessionId],
  );
  return BigInt(row?.balance ?? '0');
}

/** Tries the game's runner lock for this transaction: only one server copy steps the round at a time. */
export async function tryRunnerLock(tx: Queryable, gameCode: string): Promise<boolean> {
  const [row] = await tx.query<{ locked: boolean }>(
    `select pg_try_advisory_xact_lock(hashtext('crash-runner'), hashtext($1)) as locked`,
    [gameCode],
  );
  return row?.locked === true;
}

export async function notify(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query('select pg_notify($1, $2)', [channel, payload]);
}
