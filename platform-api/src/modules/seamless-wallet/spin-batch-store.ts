import type { Queryable } from '../../db/database';
import { LEDGER_LOCK_ORDER } from '../wallet/ledger-service';
import type { StoredAnswer } from './seamless-wallet-store';

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
  createdAt: Date;
  /** The region day the round settles on, where its turnover is counted. */
  settledDay: string;
}

/**
 * What the opening found for one spin: its round, stored settled (null when the spin's ids or its round were taken by
 * an earlier call: the spin then goes the one-by-one way, which answers as that call did).
 */
export interface OpenedSpin {
  roundId: string | null;
}

/**
 * Opens the batch in one statement (decision 145): for each spin whose ids no earlier call took, stores its round as
 * it will end, settled with the spin's stake and win (a round id already known is left alone), then locks the ledger
 * accounts given (the members') and reads their balances. Nothing is written that the finish then rewrites: the
 * vendor transactions are inserted only by `finishSpins`, with their answer. Spins of one batch never share an id or a
 * round. Rounds are taken in (vendor, round id) order and the accounts only after every round, in the ledger's lock
 * order, so two batches, or a batch and a one-by-one step, wait on each other's rounds and accounts, never in a
 * circle. The one circle left is a one-by-one step of the same member holding an id the finish then inserts: only a
 * repeated id sent at once by two paths meets it, and PostgreSQL's deadlock check ends it (decision 145).
 */
export async function openSpins(
  db: Queryable,
  spins: readonly SpinClaim[],
  accountIds: readonly string[],
): Promise<{ opened: OpenedSpin[]; balances: Map<string, bigint> }> {
  const column = <T>(pick: (s: SpinClaim) => T) => spins.map(pick);
  const rows = await db.query<{ round_id: string | null; balances: Record<string, string> | null }>(
    `with req as (
       select * from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[],
                            $8::text[], $9::text[], $10::bigint[], $11::bigint[], $12::timestamptz[], $13::date[])
         with ordinality as r(vendor, bet_tid, win_tid, member_id, merchant_code, round_id, game_code, category,
                              currency, stake, win, created_at, settled_day, ord)
     ), fresh as (
       -- Each id looked up by itself in the (vendor, transaction id) index: written as "transaction_id in (bet, win)"
       -- the planner could hash the whole table on the vendor alone and compare every row with every spin (decision 153).
       select r.* from req r
        where not exists (select 1 from unnest(array[r.bet_tid, r.win_tid]) as k(tid)
                            join vendor_transactions t on t.vendor = r.vendor and t.transaction_id = k.tid)
     ), rounds as (
       insert into game_rounds (merchant_code, vendor, round_id, member_id, game_code, category, currency, opened_at,
                                state, stake, win, bets, closed_at, settled_day)
       select merchant_code, vendor, round_id, member_id, game_code, category, currency, created_at,
              'SETTLED', stake, win, 1, created_at, settled_day
         from fresh
        order by vendor, round_id
       on conflict (vendor, round_id) do nothing
       returning vendor, round_id, id
     ), locked as (
       -- Gated on the rounds, so no account is locked before every round is.
       select id::text as id, balance::text as balance from ledger_accounts
        where id = any ($14::bigint[]) and (select count(*) from rounds) >= 0
        order by ${LEDGER_LOCK_ORDER} for update
     )
     select g.id::text as round_id,
            case when r.ord = 1 then (select json_object_agg(id, balance) from locked) end as balances
       from req r left join rounds g on g.vendor = r.vendor and g.round_id = r.round_id
      order by r.ord`,
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
      column((s) => s.createdAt),
      column((s) => s.settledDay),
      accountIds,
    ],
  );
  const balances = new Map(
    Object.entries(rows[0]?.balances ?? {}).map(([id, balance]) => [id, BigInt(balance)] as const),
  );
  return { opened: rows.map((r) => ({ roundId: r.round_id })), balances };
}

/**
 * A spin the batch settled: its transactions as stored, with the answer every repeat is given. Its posting is found by
 * its key, `GAME_SPIN:<bet transaction id>` (decision 146).
 */
export interface SettledSpin {
  claim: SpinClaim;
  betHash: string;
  winHash: string;
  answer: StoredAnswer;
}

/**
 * Ends a batch in one statement: inserts the settled spins' bet and win transactions with their answer (the ids were
 * free when the batch opened; one taken since by a concurrent call fails the statement, and the batch goes again one
 * by one), and removes the rounds the refused spins opened, so a refusal stores nothing.
 */
export async function finishSpins(
  db: Queryable,
  settled: readonly SettledSpin[],
  droppedRoundIds: readonly string[],
): Promise<void> {
  const keyOf = (vendor: string, tid: string) => `${vendor}\u0000${tid}`;
  const rows = settled
    .flatMap(({ claim, betHash, winHash, answer }) => {
      const common = { claim, answer: JSON.stringify(answer) };
      return [
        {
          ...common,
          tid: claim.betTransactionId,
          kind: 'BET',
          amount: claim.stake,
          bet: null,
          hash: betHash,
        },
        {
          ...common,
          tid: claim.winTransactionId,
          kind: 'WIN',
          amount: claim.win,
          bet: claim.betTransactionId,
          hash: winHash,
        },
      ];
    })
    // Unique index entries in one order, so two batches inserting the same id wait, never in a circle.
    .sort((a, b) => (keyOf(a.claim.vendor, a.tid) < keyOf(b.claim.vendor, b.tid) ? -1 : 1));
  const column = <T>(pick: (r: (typeof rows)[number]) => T) => rows.map(pick);
  await db.query(
    `with answered as (
       insert into vendor_transactions (vendor, transaction_id, kind, member_id, round_id, amount, bet_transaction_id,
                                        request_hash, answer, created_at)
       select vendor, tid, kind, member_id, round_id, amount, bet, hash, answer, created_at
         from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::bigint[], $7::text[],
                     $8::text[], $9::jsonb[], $10::timestamptz[])
              with ordinality as t(vendor, tid, kind, member_id, round_id, amount, bet, hash, answer, created_at, ord)
        order by ord
     ), dropped_rounds as (
       delete from game_rounds where id = any ($11::bigint[])
     )
     select 1`,
    [
      column((r) => r.claim.vendor),
      column((r) => r.tid),
      column((r) => r.kind),
      column((r) => r.claim.memberId),
      column((r) => r.claim.roundId),
      column((r) => r.amount.toString()),
      column((r) => r.bet),
      column((r) => r.hash),
      column((r) => r.answer),
      column((r) => r.claim.createdAt),
      droppedRoundIds,
    ],
  );
}
