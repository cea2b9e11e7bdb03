import type { Queryable } from '../../db/database';
import { LEDGER_LOCK_ORDER } from '../wallet/ledger-service';
import type { RoundState, StoredAnswer } from './seamless-wallet-store';

// SQL of the batched complete-round step (spin-batch.ts): many spins' transaction ids, rounds and answers, each stage
// one statement for the whole batch.

export interface SpinClaim {
  vendor: string;
  betTransactionId: string;
  winTransactionId: string;
  memberId: number;
  merchantCode: string;
  roundId: string;
  gameCode: string;
  category: string;
  currency: string;
  stake: bigint;
  win: bigint;
  betHash: string;
  winHash: string;
  createdAt: Date;
}

/** What the claim found for one spin: its ids (null when taken) and its round, locked (null when not opened). */
export interface ClaimedSpin {
  betId: string | null;
  winId: string | null;
  round: {
    id: string;
    memberId: number;
    category: string;
    currency: string;
    state: RoundState;
    stake: bigint;
    win: bigint;
    bets: number;
    /** Opened by this statement: a refusal removes it again. */
    opened: boolean;
  } | null;
}

/**
 * Takes each spin's bet id and win id (as claimBetAndWin does) and, for the spins that got both, opens and locks
 * their rounds (as openAndLockRound does), then locks the ledger accounts given (the members') and reads their
 * balances: one statement for the batch (decision 075). Spins of one batch never share an id or a round. Ids are
 * taken in (vendor, id) order, rounds in (vendor, round id) order, and the accounts only after every round, in the
 * ledger's lock order, so two batches, or a batch and a one-by-one step, wait, never deadlock.
 */
export async function claimAndOpenSpins(
  db: Queryable,
  spins: readonly SpinClaim[],
  accountIds: readonly string[],
): Promise<{ claims: ClaimedSpin[]; balances: Map<string, bigint> }> {
  const column = <T>(pick: (s: SpinClaim) => T) => spins.map(pick);
  const rows = await db.query<{
    bet_id: string | null;
    win_id: string | null;
    round_id: string | null;
    member_id: number | null;
    category: string | null;
    currency: string | null;
    state: RoundState | null;
    stake: string | null;
    win: string | null;
    bets: number | null;
    opened: boolean | null;
    balances: Record<string, string> | null;
  }>(
    `with req as (
       select * from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[],
                            $8::text[], $9::text[], $10::bigint[], $11::bigint[], $12::text[], $13::text[],
                            $14::timestamptz[])
         with ordinality as r(vendor, bet_tid, win_tid, member_id, merchant_code, round_id, game_code, category,
                              currency, stake, win, bet_hash, win_hash, created_at, ord)
     ), claimed as (
       insert into vendor_transactions (vendor, transaction_id, kind, member_id, round_id, amount, bet_transaction_id,
                                        request_hash, created_at)
       select r.vendor, t.tid, t.kind, r.member_id, r.round_id, t.amount, t.bet, t.hash, r.created_at
         from req r
        cross join lateral (values (r.bet_tid, 'BET', r.stake, null::text, r.bet_hash),
                                   (r.win_tid, 'WIN', r.win, r.bet_tid, r.win_hash)) as t(tid, kind, amount, bet, hash)
        order by r.vendor, t.tid
       on conflict (vendor, transaction_id) do nothing
       returning vendor, transaction_id, id
     ), pairs as (
       select r.*, b.id as bet_id, w.id as win_id from req r
         left join claimed b on b.vendor = r.vendor and b.transaction_id = r.bet_tid
         left join claimed w on w.vendor = r.vendor and w.transaction_id = r.win_tid
     ), rounds as (
       insert into game_rounds (merchant_code, vendor, round_id, member_id, game_code, category, currency, opened_at)
       select merchant_code, vendor, round_id, member_id, game_code, category, currency, created_at from pairs
        where bet_id is not null and win_id is not null
        order by vendor, round_id
       on conflict (vendor, round_id) do update set vendor = excluded.vendor
       returning vendor, round_id, id, member_id, category, currency, state, stake, win, bets, (xmax = 0) as opened
     ), locked as (
       -- Gated on the rounds, so no account is locked before every round is.
       select id::text as id, balance::text as balance from ledger_accounts
        where id = any ($15::bigint[]) and (select count(*) from rounds) >= 0
        order by ${LEDGER_LOCK_ORDER} for update
     )
     select p.bet_id::text as bet_id, p.win_id::text as win_id, g.id::text as round_id, g.member_id, g.category,
            g.currency, g.state, g.stake::text as stake, g.win::text as win, g.bets, g.opened,
            case when p.ord = 1 then (select json_object_agg(id, balance) from locked) end as balances
       from pairs p left join rounds g on g.vendor = p.vendor and g.round_id = p.round_id
      order by p.ord`,
    [
      column((s) => s.vendor),
      column((s) => s.betTransactionId),
      column((s) => s.winTransactionId),
      column((s) => s.memberId),
      column((s) => s.merchantCode),
      column((s) => s.roundId),
      column((s) => s.gameCode),
      column((s) => s.category),
      column((s) => s.currency),
      column((s) => s.stake.toString()),
      column((s) => s.win.toString()),
      column((s) => s.betHash),
      column((s) => s.winHash),
      column((s) => s.createdAt),
      accountIds,
    ],
  );
  const balances = new Map(
    Object.entries(rows[0]?.balances ?? {}).map(([id, balance]) => [id, BigInt(balance)] as const),
  );
  const claims = rows.map((r) => ({
    betId: r.bet_id,
    winId: r.win_id,
    round:
      r.round_id === null
        ? null
        : {
            id: r.round_id,
            memberId: r.member_id as number,
            category: r.category as string,
            currency: r.currency as string,
            state: r.state as RoundState,
            stake: BigInt(r.stake as string),
            win: BigInt(r.win as string),
            bets: r.bets as number,
            opened: r.opened === true,
          },
  }));
  return { claims, balances };
}

export interface SettledSpin {
  roundId: string;
  stake: bigint;
  win: bigint;
  bets: number;
  settledDay: string;
  betId: string;
  winId: string;
  answer: StoredAnswer;
  postingId: string | null;
}

/**
 * Ends a batch in one statement: settles the accepted spins' rounds and stores their answers (as settleRoundWithAnswer
 * does), and removes what the others took (ids of refused or half-claimed spins, rounds opened by refused ones), so a
 * refusal stores nothing.
 */
export async function finishSpins(
  db: Queryable,
  settled: readonly SettledSpin[],
  dropped: { transactionIds: readonly string[]; roundIds: readonly string[] },
  closedAt: Date,
): Promise<void> {
  await db.query(
    `with settled as (
       update game_rounds g
          set stake = s.stake, win = s.win, bets = s.bets, state = 'SETTLED', closed_at = $1, settled_day = s.day
         from unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::int[], $6::date[]) as s(id, stake, win, bets, day)
        where g.id = s.id
     ), answered as (
       update vendor_transactions t set answer = a.answer::jsonb, posting_id = a.posting_id
         from unnest($7::bigint[], $8::text[], $9::bigint[]) as a(id, answer, posting_id)
        where t.id = a.id
     ), dropped_ids as (
       delete from vendor_transactions where id = any ($10::bigint[])
     ), dropped_rounds as (
       delete from game_rounds where id = any ($11::bigint[])
     )
     select 1`,
    [
      closedAt,
      settled.map((s) => s.roundId),
      settled.map((s) => s.stake.toString()),
      settled.map((s) => s.win.toString()),
      settled.map((s) => s.bets),
      settled.map((s) => s.settledDay),
      settled.flatMap((s) => [s.betId, s.winId]),
      settled.flatMap((s) => [JSON.stringify(s.answer), JSON.stringify(s.answer)]),
      settled.flatMap((s) => [s.postingId, s.postingId]),
      dropped.transactionIds,
      dropped.roundIds,
    ],
  );
}
