import { COMMIT_WITHOUT_WAITING_FOR_THE_DISK, type Database, type Queryable } from '../../db/database';

// SQL of the studio module only; private to it.

export interface SeedPairRow {
  id: string;
  member_id: number | null;
  game_code: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  revealed_at: Date | null;
}

/** The login a member's play was launched under: its sessions end with it and never outlive it (decision 194). */
export interface LaunchedUnder {
  member_session_id: number | null;
  ends_by: Date | null;
}

export interface LaunchTokenRow extends LaunchedUnder {
  member_id: number | null;
  merchant_code: string;
  game_code: string;
  currency: string;
  demo: boolean;
  wallet: string;
  language: string;
  return_url: string;
}

export interface GameSessionRow extends LaunchedUnder {
  id: string;
  member_id: number | null;
  merchant_code: string;
  game_code: string;
  currency: string;
  demo: boolean;
  wallet: string;
  vendor_session_id: string | null;
  demo_balance: string | null;
  seed_pair_id: string | null;
  return_url: string;
  last_seen: Date;
  expires_at: Date;
}

export interface RoundRow {
  id: string;
  round_id: string;
  game_session_id: string;
  request_id: string;
  member_id: number | null;
  game_code: string;
  seed_pair_id: string;
  client_seed: string;
  nonce: number;
  /** The rules the round was played under: the slot's paytable, a plinko board. */
  paytable_id: string;
  bet_level: number;
  stake: string;
  /** Null while PENDING. */
  total_win: string | null;
  balance_before: string | null;
  balance_after: string | null;
  steps: unknown;
  state: 'PENDING' | 'SETTLED' | 'REFUSED';
  created_at: Date;
  server_seed_hash: string;
  /** Null until the round's pair is rotated. */
  server_seed: string | null;
}

const PAIR_COLUMNS =
  'id, member_id, game_code, server_seed, server_seed_hash, client_seed, nonce, revealed_at';

export async function insertLaunchToken(
  db: Queryable,
  row: LaunchTokenRow & { tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `insert into studio_launch_tokens (token_hash, member_id, merchant_code, game_code, currency, demo, wallet,
       language, return_url, created_at, expires_at, member_session_id, ends_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      row.tokenHash,
      row.member_id,
      row.merchant_code,
      row.game_code,
      row.currency,
      row.demo,
      row.wallet,
      row.language,
      row.return_url,
      row.createdAt,
      row.expiresAt,
      row.member_session_id,
      row.ends_by,
    ],
  );
}

/** Marks a live, unused launch token used and answers it; nothing when it is unknown, used or expired. */
export async function useLaunchToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<LaunchTokenRow | undefined> {
  const [row] = await db.query<LaunchTokenRow>(
    `update studio_launch_tokens set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2
     returning member_id, merchant_code, game_code, currency, demo, wallet, language, return_url, member_session_id,
       ends_by`,
    [tokenHash, now],
  );
  return row;
}

export async function findLiveMemberPair(
  db: Queryable,
  memberId: number,
  gameCode: string,
  lock = false,
): Promise<SeedPairRow | undefined> {
  const [row] = await db.query<SeedPairRow>(
    `select ${PAIR_COLUMNS} from studio_seed_pairs
     where member_id = $1 and game_code = $2 and revealed_at is null${lock ? ' for update' : ''}`,
    [memberId, gameCode],
  );
  return row;
}

export async function findPair(db: Queryable, id: string, lock = false): Promise<SeedPairRow | undefined> {
  const [row] = await db.query<SeedPairRow>(
    `select ${PAIR_COLUMNS} from studio_seed_pairs where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

/** A new live pair; for a member, nothing when another request made one first (the caller reads that one). */
export async function insertPair(
  db: Queryable,
  pair: {
    memberId: number | null;
    gameCode: string;
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    createdAt: Date;
  },
): Promise<SeedPairRow | undefined> {
  const [row] = await db.query<SeedPairRow>(
    `insert into studio_seed_pairs (member_id, game_code, server_seed, server_seed_hash, client_seed, created_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict do nothing
     returning ${PAIR_COLUMNS}`,
    [pair.memberId, pair.gameCode, pair.serverSeed, pair.serverSeedHash, pair.clientSeed, pair.createdAt],
  );
  return row;
}

/**
 * Takes the pair's next nonce under the row's lock (one statement: two spins never get the same nonce) and answers
 * the seeds it goes with; nothing when the pair was revealed meanwhile.
 */
interface TakenNonce {
  nonce: number;
  server_seed: string;
  client_seed: string;
}

export async function takeNonce(db: Queryable, pairId: string): Promise<TakenNonce | undefined> {
  const [row] = await db.query<TakenNonce>(
    `update studio_seed_pairs set nonce = nonce + 1 where id = $1 and revealed_at is null
     returning nonce - 1 as nonce, server_seed, client_seed`,
    [pairId],
  );
  return row;
}

/** takeNonce for a member's live pair of a game, found and advanced in one statement; nothing when there is none. */
export async function takeMemberNonce(
  db: Queryable,
  memberId: number,
  gameCode: string,
): Promise<(TakenNonce & { pair_id: string; server_seed_hash: string }) | undefined> {
  const [row] = await db.query<TakenNonce & { pair_id: string; server_seed_hash: string }>(
    `update studio_seed_pairs set nonce = nonce + 1
     where member_id = $1 and game_code = $2 and revealed_at is null
     returning id as pair_id, nonce - 1 as nonce, server_seed, client_seed, server_seed_hash`,
    [memberId, gameCode],
  );
  return row;
}

export async function setClientSeed(db: Queryable, pairId: string, clientSeed: string): Promise<void> {
  await db.query('update studio_seed_pairs set client_seed = $2 where id = $1', [pairId, clientSeed]);
}

export async function revealPair(db: Queryable, pairId: string, now: Date): Promise<void> {
  await db.query('update studio_seed_pairs set revealed_at = $2 where id = $1', [pairId, now]);
}

export async function insertGameSession(
  db: Queryable,
  row: Omit<GameSessionRow, 'id' | 'last_seen' | 'expires_at'> & {
    tokenHash: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const [inserted] = await db.query<{ id: string }>(
    `insert into studio_game_sessions (token_hash, member_id, merchant_code, game_code, currency, demo, wallet,
       vendor_session_id, demo_balance, seed_pair_id, return_url, created_at, last_seen, expires_at, member_session_id,
       ends_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15)
     returning id::text as id`,
    [
      row.tokenHash,
      row.member_id,
      row.merchant_code,
      row.game_code,
      row.currency,
      row.demo,
      row.wallet,
      row.vendor_session_id,
      row.demo_balance,
      row.seed_pair_id,
      row.return_url,
      row.now,
      row.expiresAt,
      row.member_session_id,
      row.ends_by,
    ],
  );
  return inserted!.id;
}

const SESSION_COLUMNS = `id::text as id, member_id, merchant_code, game_code, currency, demo, wallet, vendor_session_id,
  demo_balance, seed_pair_id::text as seed_pair_id, return_url, last_seen, expires_at, member_session_id, ends_by`;

/** Several game sessions by token hash in one read, live or not (the caller judges expiry with its own clock). */
export async function findGameSessions(
  db: Queryable,
  tokenHashes: readonly string[],
): Promise<Map<string, GameSessionRow>> {
  const rows = await db.query<GameSessionRow & { token_hash: string }>(
    `select token_hash, ${SESSION_COLUMNS} from studio_game_sessions where token_hash = any ($1::text[])`,
    [tokenHashes],
  );
  return new Map(rows.map((row) => [row.token_hash, row]));
}

export async function gameSessionById(
  db: Queryable,
  id: string,
  lock = false,
): Promise<GameSessionRow | undefined> {
  const [row] = await db.query<GameSessionRow>(
    `select ${SESSION_COLUMNS} from studio_game_sessions where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

/** Moves the session's idle expiry on, unless it already ended (an ended session is never opened again). */
export async function touchGameSession(db: Queryable, id: string, now: Date, expiresAt: Date): Promise<void> {
  await db.query(
    'update studio_game_sessions set last_seen = $2, expires_at = $3 where id = $1 and expires_at > $2',
    [id, now, expiresAt],
  );
}

/**
 * Ends the member's live game sessions and unused launch tokens, except those launched under `keepSessionId`: their
 * games refuse them from the next read of the session.
 */
export async function endMemberGameSessions(
  db: Queryable,
  memberId: number,
  keepSessionId: number | null,
  now: Date,
): Promise<void> {
  await db.query(
    `update studio_game_sessions set expires_at = $3
      where member_id = $1 and expires_at > $3
        and ($2::int is null or member_session_id is distinct from $2::int)`,
    [memberId, keepSessionId, now],
  );
  await db.query(
    `update studio_launch_tokens set expires_at = $3
      where member_id = $1 and used_at is null and expires_at > $3
        and ($2::int is null or member_session_id is distinct from $2::int)`,
    [memberId, keepSessionId, now],
  );
}

export async function setGuestPair(db: Queryable, sessionId: string, pairId: string): Promise<void> {
  await db.query('update studio_game_sessions set seed_pair_id = $2 where id = $1', [sessionId, pairId]);
}

export async function setDemoBalance(db: Queryable, sessionId: string, balance: bigint): Promise<void> {
  await db.query('update studio_game_sessions set demo_balance = $2 where id = $1', [sessionId, balance]);
}

const ROUND_COLUMNS = `r.id, r.round_id, r.game_session_id, r.request_id, r.member_id, r.game_code, r.seed_pair_id,
  r.client_seed, r.nonce, r.paytable_id, r.bet_level, r.stake, r.total_win, r.balance_before, r.balance_after, r.steps,
  r.state, r.created_at, p.server_seed_hash, case when p.revealed_at is null then null else p.server_seed end as server_seed`;

/** Settled rounds whose jackpot is still owed, oldest first (the award sweep's work; a handful at most). */
export async function findJackpotDueRounds(db: Queryable, limit: number): Promise<RoundRow[]> {
  return db.query<RoundRow>(
    `select ${ROUND_COLUMNS} from studio_rounds r join studio_seed_pairs p on p.id = r.seed_pair_id
      where r.jackpot_due and r.state = 'SETTLED' order by r.id limit $1`,
    [limit],
  );
}

/** The round's jackpot was paid: no longer owed. */
export async function clearJackpotDue(db: Queryable, roundId: string): Promise<void> {
  await db.query('update studio_rounds set jackpot_due = false where round_id = $1 and jackpot_due', [
    roundId,
  ]);
}

export async function findRoundByRequest(
  db: Queryable,
  gameSessionId: string,
  requestId: string,
): Promise<RoundRow | undefined> {
  const [row] = await db.query<RoundRow>(
    `select ${ROUND_COLUMNS} from studio_rounds r join studio_seed_pairs p on p.id = r.seed_pair_id
     where r.game_session_id = $1 and r.request_id = $2`,
    [gameSessionId, requestId],
  );
  return row;
}

export interface NewRound {
  roundId: string;
  gameSessionId: string;
  requestId: string;
  memberId: number | null;
  gameCode: string;
  demo: boolean;
  seedPairId: string;
  clientSeed: string;
  nonce: number;
  paytableId: string;
  betLevel: number;
  stake: bigint;
  totalWin: bigint;
  steps: unknown;
  state: RoundRow['state'];
  balanceBefore: bigint | null;
  balanceAfter: bigint | null;
  createdAt: Date;
}

/** Stores a round; false when the game session already has a round of this request id. */
export async function insertRound(db: Queryable, round: NewRound): Promise<boolean> {
  const rows = await db.query(
    `insert into studio_rounds (round_id, game_session_id, request_id, member_id, game_code, demo, seed_pair_id,
       client_seed, nonce, paytable_id, bet_level, stake, total_win, steps, state, balance_before, balance_after,
       created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     on conflict (game_session_id, request_id) do nothing
     returning id::text as id`,
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
      round.paytableId,
      round.betLevel,
      round.stake,
      round.totalWin,
      JSON.stringify(round.steps),
      round.state,
      round.balanceBefore,
      round.balanceAfter,
      round.createdAt,
    ],
  );
  return rows.length === 1;
}

export interface SettledRound {
  roundId: string;
  steps: unknown;
  totalWin: bigint;
  before: bigint;
  after: bigint;
  /** The round's jackpot draw hit: the pool is owed to it until the award clears the mark (decision 117). */
  jackpotDue: boolean;
}

/** Money rounds settled by the wallet, stored with their outcome and the balances around them in one statement. */
export async function settleRounds(db: Queryable, rounds: readonly SettledRound[]): Promise<void> {
  await db.query(
    `update studio_rounds r
        set state = 'SETTLED', steps = u.steps::jsonb, total_win = u.win, balance_before = u.before,
            balance_after = u.after, jackpot_due = u.due
       from unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::boolean[])
            as u(round_id, steps, win, before, after, due)
      where r.round_id = u.round_id and r.state = 'PENDING'`,
    [
      rounds.map((r) => r.roundId),
      rounds.map((r) => JSON.stringify(r.steps)),
      rounds.map((r) => r.totalWin.toString()),
      rounds.map((r) => r.before.toString()),
      rounds.map((r) => r.after.toString()),
      rounds.map((r) => r.jackpotDue),
    ],
  );
}

export interface OpenedRound {
  pair_id: string;
  nonce: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** 0: the nonce was taken but another request of the same id stored its round first (a rare race). */
  inserted: number;
}

export interface MoneyRoundRequest {
  roundId: string;
  gameSessionId: string;
  requestId: string;
  memberId: number;
  gameCode: string;
  paytableId: string;
  betLevel: number;
  stake: bigint;
  createdAt: Date;
}

/**
 * One statement for many members' money spins: takes the next nonce of each member's live pair (the row lock orders
 * concurrent spins; at most one request per pair in a call) and stores each PENDING round with it. A request gets
 * nothing when its game session already has a round of that request id, or the member has no live pair.
 * Sent alone, its commit does not wait for the disk: a PENDING round is shown to no one, and the wallet transaction
 * that settles it commits durably after it (a crash before then loses the nonce unseen, and a retry plays it again).
 */
export async function openMoneyRounds(
  db: Database,
  rounds: readonly MoneyRoundRequest[],
): Promise<Map<string, OpenedRound>> {
  const rows = await db.query<OpenedRound & { round_id: string }>(
    `with ${COMMIT_WITHOUT_WAITING_FOR_THE_DISK}, req as (
       select * from unnest($1::int[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::int[],
                            $8::bigint[], $9::timestamptz[])
         as r(member_id, game_code, session_id, request_id, round_id, paytable_id, bet_level, stake, created_at)
     ), locked as (
       -- The pairs locked in id order first: the update would take them in the requests' order, and two statements
       -- under way at once with the same members in other orders would wait on each other in a circle.
       select p.id from studio_seed_pairs p join req on p.member_id = req.member_id and p.game_code = req.game_code
        where p.revealed_at is null
        order by p.id
        for update of p
     ), taken as (
       update studio_seed_pairs p set nonce = p.nonce + 1
         from req
        where p.id in (select id from locked)
          and p.member_id = req.member_id and p.game_code = req.game_code and p.revealed_at is null
          and not exists (select 1 from studio_rounds x
                           where x.game_session_id = req.session_id and x.request_id = req.request_id)
       returning p.id, p.nonce - 1 as nonce, p.server_seed, p.server_seed_hash, p.client_seed, req.*
     ), inserted as (
       insert into studio_rounds (round_id, game_session_id, request_id, member_id, game_code, demo, seed_pair_id,
         client_seed, nonce, paytable_id, bet_level, stake, state, created_at)
       select round_id, session_id, request_id, member_id, game_code, false, id, client_seed, nonce, paytable_id,
              bet_level, stake, 'PENDING', created_at
         from taken
       on conflict (game_session_id, request_id) do nothing
       returning round_id
     )
     select t.round_id, t.id as pair_id, t.nonce, t.server_seed, t.server_seed_hash, t.client_seed,
            (select count(*) from inserted i where i.round_id = t.round_id)::int as inserted
       from taken t cross join commit_without_waiting_for_the_disk`,
    [
      rounds.map((r) => r.memberId),
      rounds.map((r) => r.gameCode),
      rounds.map((r) => r.gameSessionId),
      rounds.map((r) => r.requestId),
      rounds.map((r) => r.roundId),
      rounds.map((r) => r.paytableId),
      rounds.map((r) => r.betLevel),
      rounds.map((r) => r.stake.toString()),
      rounds.map((r) => r.createdAt),
    ],
  );
  return new Map(rows.map((row) => [row.round_id, row]));
}

/** openMoneyRounds for one spin. */
export async function openMoneyRound(
  db: Database,
  round: MoneyRoundRequest,
): Promise<OpenedRound | undefined> {
  return (await openMoneyRounds(db, [round])).get(round.roundId);
}

export async function refuseRound(db: Queryable, roundId: string): Promise<void> {
  await db.query(`update studio_rounds set state = 'REFUSED' where round_id = $1 and state = 'PENDING'`, [
    roundId,
  ]);
}

/** The newest settled rounds of a member's game (money or demo), or of one guest session. */
export async function recentRounds(
  db: Queryable,
  owner: { memberId: number; gameCode: string; demo: boolean } | { gameSessionId: string },
  limit: number,
): Promise<RoundRow[]> {
  if ('gameSessionId' in owner) {
    return db.query<RoundRow>(
      `select ${ROUND_COLUMNS} from studio_rounds r join studio_seed_pairs p on p.id = r.seed_pair_id
       where r.game_session_id = $1 and r.state = 'SETTLED' order by r.id desc limit $2`,
      [owner.gameSessionId, limit],
    );
  }
  return db.query<RoundRow>(
    `select ${ROUND_COLUMNS} from studio_rounds r join studio_seed_pairs p on p.id = r.seed_pair_id
     where r.member_id = $1 and r.game_code = $2 and r.demo = $3 and r.state = 'SETTLED'
     order by r.id desc limit $4`,
    [owner.memberId, owner.gameCode, owner.demo, limit],
  );
}
