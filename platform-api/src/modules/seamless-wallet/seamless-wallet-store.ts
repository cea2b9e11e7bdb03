import type { Queryable } from '../../db/database';

// SQL of the seamless wallet: vendor sessions, vendor transactions and rounds. Money columns are read as text.

export interface VendorSession {
  id: string;
  merchantCode: string;
  memberId: number;
  vendor: string;
  gameCode: string;
  wallet: string;
  currency: string;
  category: string;
  memberAccountId: string;
  houseAccountId: string;
  lastSeen: Date;
  expiresAt: Date;
  /** The member's login the session was opened under (decision 194); null for one opened before that was kept. */
  memberSessionId: number | null;
  /** The region's IANA time zone: a round's turnover counts on the region day it settles. */
  timeZone: string;
}

export async function insertSession(
  db: Queryable,
  row: Omit<VendorSession, 'id' | 'timeZone'> & {
    sessionHash: string;
    createdAt: Date;
    endsBy: Date | null;
  },
): Promise<void> {
  await db.query(
    `insert into vendor_sessions (session_hash, merchant_code, member_id, vendor, game_code, wallet, currency, category,
                                  member_account_id, house_account_id, created_at, last_seen, expires_at,
                                  member_session_id, ends_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, least($13::timestamptz, $15::timestamptz), $14, $15)`,
    [
      row.sessionHash,
      row.merchantCode,
      row.memberId,
      row.vendor,
      row.gameCode,
      row.wallet,
      row.currency,
      row.category,
      row.memberAccountId,
      row.houseAccountId,
      row.createdAt,
      row.lastSeen,
      row.expiresAt,
      row.memberSessionId,
      row.endsBy,
    ],
  );
}

type SessionRow = {
  id: string;
  merchant_code: string;
  member_id: number;
  vendor: string;
  game_code: string;
  wallet: string;
  currency: string;
  category: string;
  member_account_id: string;
  house_account_id: string;
  last_seen: Date | string;
  expires_at: Date | string;
  member_session_id: number | null;
  time_zone: string;
  session_hash: string;
};

const SESSION_COLUMNS = `s.id::text as id, s.merchant_code, s.member_id, s.vendor, s.game_code, s.wallet, s.currency,
  s.category, s.member_account_id::text as member_account_id, s.house_account_id::text as house_account_id,
  s.last_seen, s.expires_at, s.member_session_id, r.time_zone, s.session_hash`;

function toSession(row: SessionRow): VendorSession {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    vendor: row.vendor,
    gameCode: row.game_code,
    wallet: row.wallet,
    currency: row.currency,
    category: row.category,
    memberAccountId: row.member_account_id,
    houseAccountId: row.house_account_id,
    lastSeen: new Date(row.last_seen),
    expiresAt: new Date(row.expires_at),
    memberSessionId: row.member_session_id,
    timeZone: row.time_zone,
  };
}

/** The vendor's session by the hash of its id; with a merchant, only a session of that region. */
export async function findSession(
  db: Queryable,
  vendor: string,
  sessionHash: string,
  merchantCode: string | null = null,
): Promise<VendorSession | null> {
  const [row] = await db.query<SessionRow>(
    `select ${SESSION_COLUMNS}
       from vendor_sessions s join regions r on r.merchant_code = s.merchant_code
      where s.session_hash = $1 and s.vendor = $2 and ($3::text is null or s.merchant_code = $3)`,
    [sessionHash, vendor, merchantCode],
  );
  return row ? toSession(row) : null;
}

/** Several sessions by the hashes of their ids, in one read: keyed by `vendor` NUL `hash`. */
export async function findSessions(
  db: Queryable,
  keys: readonly { vendor: string; sessionHash: string }[],
): Promise<Map<string, VendorSession>> {
  const rows = await db.query<SessionRow>(
    `select ${SESSION_COLUMNS}
       from vendor_sessions s join regions r on r.merchant_code = s.merchant_code
      where s.session_hash = any ($1::text[])`,
    [keys.map((k) => k.sessionHash)],
  );
  const wanted = new Set(keys.map((k) => `${k.vendor}\u0000${k.sessionHash}`));
  return new Map(
    rows
      .map((row) => [`${row.vendor}\u0000${row.session_hash}`, toSession(row)] as const)
      .filter(([key]) => wanted.has(key)),
  );
}

/** Moves the session's idle expiry on, unless it already ended, and never past the end of its login. */
export async function touchSession(db: Queryable, id: string, now: Date, expiresAt: Date): Promise<void> {
  await db.query(
    `update vendor_sessions set last_seen = $2, expires_at = least($3::timestamptz, ends_by)
      where id = $1 and expires_at > $2`,
    [id, now, expiresAt],
  );
}

/** Ends the member's live sessions but those launched under the login `keepSessionId`. */
export async function endMemberSessions(
  db: Queryable,
  memberId: number,
  keepSessionId: number | null,
  now: Date,
): Promise<void> {
  await db.query(
    `update vendor_sessions set expires_at = $3
      where member_id = $1 and expires_at > $3
        and ($2::int is null or member_session_id is distinct from $2::int)`,
    [memberId, keepSessionId, now],
  );
}

export async function accountBalance(db: Queryable, accountId: string): Promise<bigint> {
  const [row] = await db.query<{ balance: string }>(
    'select balance::text as balance from ledger_accounts where id = $1',
    [accountId],
  );
  return BigInt(row?.balance ?? '0');
}

export type TransactionKind = 'BET' | 'WIN' | 'ROLLBACK';
export type TransactionState = 'DONE' | 'ROLLED_BACK' | 'BLOCKED';

export interface VendorTransaction {
  id: string;
  kind: TransactionKind;
  state: TransactionState;
  memberId: number | null;
  roundId: string | null;
  amount: bigint;
  requestHash: string | null;
  answer: StoredAnswer | null;
}

/** An answer as stored: the balance as decimal text. */
export interface StoredAnswer {
  balance: string;
  transactionId: string;
}

type TransactionRow = {
  id: string;
  kind: TransactionKind;
  state: TransactionState;
  member_id: number | null;
  round_id: string | null;
  amount: string;
  request_hash: string | null;
  answer: StoredAnswer | string | null;
};

const TRANSACTION_COLUMNS =
  'id::text as id, kind, state, member_id, round_id, amount::text as amount, request_hash, answer';

function toTransaction(row: TransactionRow): VendorTransaction {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    memberId: row.member_id,
    roundId: row.round_id,
    amount: BigInt(row.amount),
    requestHash: row.request_hash,
    answer: typeof row.answer === 'string' ? (JSON.parse(row.answer) as StoredAnswer) : row.answer,
  };
}

export async function findTransaction(
  db: Queryable,
  vendor: string,
  transactionId: string,
  options: { lock?: boolean } = {},
): Promise<VendorTransaction | null> {
  const [row] = await db.query<TransactionRow>(
    `select ${TRANSACTION_COLUMNS} from vendor_transactions where vendor = $1 and transaction_id = $2
     ${options.lock ? 'for update' : ''}`,
    [vendor, transactionId],
  );
  return row ? toTransaction(row) : null;
}

export interface NewTransaction {
  vendor: string;
  transactionId: string;
  kind: TransactionKind;
  state?: TransactionState;
  memberId: number;
  roundId: string;
  amount: bigint;
  betTransactionId?: string;
  requestHash: string | null;
  createdAt: Date;
}

/**
 * Takes the vendor's transaction id for this request; null when it is taken. A concurrent request holding the same
 * id makes this wait for it to commit or roll back, so exactly one request ever holds an id.
 */
export async function claimTransaction(db: Queryable, tx: NewTransaction): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `insert into vendor_transactions (vendor, transaction_id, kind, state, member_id, round_id, amount,
                                      bet_transaction_id, request_hash, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (vendor, transaction_id) do nothing returning id::text as id`,
    [
      tx.vendor,
      tx.transactionId,
      tx.kind,
      tx.state ?? 'DONE',
      tx.memberId,
      tx.roundId,
      tx.amount.toString(),
      tx.betTransactionId ?? null,
      tx.requestHash,
      tx.createdAt,
    ],
  );
  return row?.id ?? null;
}

export async function storeAnswer(db: Queryable, id: string, answer: StoredAnswer): Promise<void> {
  await db.query('update vendor_transactions set answer = $2 where id = $1', [id, JSON.stringify(answer)]);
}

export async function markRolledBack(db: Queryable, id: string): Promise<void> {
  await db.query(`update vendor_transactions set state = 'ROLLED_BACK' where id = $1`, [id]);
}

export type RoundState = 'OPEN' | 'SETTLED' | 'ROLLED_BACK';

export interface Round {
  id: string;
  memberId: number;
  category: string;
  currency: string;
  state: RoundState;
  stake: bigint;
  win: bigint;
  bets: number;
  settledDay: string | null;
}

type RoundRow = {
  id: string;
  member_id: number;
  category: string;
  currency: string;
  state: RoundState;
  stake: string;
  win: string;
  bets: number;
  settled_day: string | null;
};

const ROUND_COLUMNS = `id::text as id, member_id, category, currency, state, stake::text as stake, win::text as win,
  bets, to_char(settled_day, 'YYYY-MM-DD') as settled_day`;

function toRound(row: RoundRow): Round {
  return {
    id: row.id,
    memberId: row.member_id,
    category: row.category,
    currency: row.currency,
    state: row.state,
    stake: BigInt(row.stake),
    win: BigInt(row.win),
    bets: row.bets,
    settledDay: row.settled_day,
  };
}

/** The round, locked for this transaction; null when the vendor never opened it. */
export async function lockRound(db: Queryable, vendor: string, roundId: string): Promise<Round | null> {
  const [row] = await db.query<RoundRow>(
    `select ${ROUND_COLUMNS} from game_rounds where vendor = $1 and round_id = $2 for update`,
    [vendor, roundId],
  );
  return row ? toRound(row) : null;
}

/** The round, opened by this bet when it is new, and locked. */
export async function openAndLockRound(
  db: Queryable,
  round: {
    merchantCode: string;
    vendor: string;
    roundId: string;
    memberId: number;
    gameCode: string;
    category: string;
    currency: string;
    openedAt: Date;
  },
): Promise<Round> {
  // One statement: the update on conflict locks the existing row as `for update` would, and returns it.
  const [row] = await db.query<RoundRow>(
    `insert into game_rounds (merchant_code, vendor, round_id, member_id, game_code, category, currency, opened_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (vendor, round_id) do update set vendor = excluded.vendor
     returning ${ROUND_COLUMNS}`,
    [
      round.merchantCode,
      round.vendor,
      round.roundId,
      round.memberId,
      round.gameCode,
      round.category,
      round.currency,
      round.openedAt,
    ],
  );
  if (!row) throw new Error('a round just opened could not be read');
  return toRound(row);
}

export async function updateRound(
  db: Queryable,
  id: string,
  change: {
    stake: bigint;
    win: bigint;
    bets: number;
    state: RoundState;
    closedAt: Date | null;
    settledDay: string | null;
  },
): Promise<void> {
  await db.query(
    `update game_rounds set stake = $2, win = $3, bets = $4, state = $5, closed_at = $6, settled_day = $7::date
      where id = $1`,
    [
      id,
      change.stake.toString(),
      change.win.toString(),
      change.bets,
      change.state,
      change.closedAt,
      change.settledDay,
    ],
  );
}

/** The balance, with the account locked for the rest of the transaction. */
export async function lockedBalance(db: Queryable, accountId: string): Promise<bigint> {
  const [row] = await db.query<{ balance: string }>(
    'select balance::text as balance from ledger_accounts where id = $1 for update',
    [accountId],
  );
  return BigInt(row?.balance ?? '0');
}

/** Takes a bet id and its win id in one statement; both ids, or null when either was taken. */
export async function claimBetAndWin(
  db: Queryable,
  bet: NewTransaction,
  win: NewTransaction,
): Promise<{ betId: string; winId: string } | null> {
  const rows = await db.query<{ transaction_id: string; id: string }>(
    `insert into vendor_transactions (vendor, transaction_id, kind, member_id, round_id, amount, bet_transaction_id,
                                      request_hash, created_at)
     values ($1, $2, 'BET', $3, $4, $5, null, $6, $7), ($1, $8, 'WIN', $3, $4, $9, $2, $10, $7)
     on conflict (vendor, transaction_id) do nothing returning transaction_id, id::text as id`,
    [
      bet.vendor,
      bet.transactionId,
      bet.memberId,
      bet.roundId,
      bet.amount.toString(),
      bet.requestHash,
      bet.createdAt,
      win.transactionId,
      win.amount.toString(),
      win.requestHash,
    ],
  );
  const betId = rows.find((r) => r.transaction_id === bet.transactionId)?.id;
  const winId = rows.find((r) => r.transaction_id === win.transactionId)?.id;
  return betId && winId ? { betId, winId } : null;
}

/** Settles a round and stores the answer of the transactions that settled it, in one statement. */
export async function settleRoundWithAnswer(
  db: Queryable,
  round: { id: string; stake: bigint; win: bigint; bets: number; closedAt: Date; settledDay: string },
  answer: { transactionIds: string[]; answer: StoredAnswer },
): Promise<void> {
  await db.query(
    `with settled as (
       update game_rounds set stake = $2, win = $3, bets = $4, state = 'SETTLED', closed_at = $5, settled_day = $6::date
        where id = $1
     )
     update vendor_transactions set answer = $7 where id = any ($8::bigint[])`,
    [
      round.id,
      round.stake.toString(),
      round.win.toString(),
      round.bets,
      round.closedAt,
      round.settledDay,
      JSON.stringify(answer.answer),
      answer.transactionIds,
    ],
  );
}
