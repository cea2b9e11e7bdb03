import { dayInZone } from '@platform/shared-contracts/server';
import { LRUCache } from 'lru-cache';
import { perDatabase } from '../../db/batch-queue';
import type { Database, Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { countSettledRounds } from '../bet-records/bet-records-service';
import { membersWithGuards } from '../responsible-gaming/rg-guard';
import { sha256 } from '../security/tokens';
import {
  MERCHANT_SUB_ACCOUNTS,
  type PostingRequest,
  postNewSetInTransaction,
  subAccountOf,
} from '../wallet/ledger-service';
import type { BetAndWinInput, SettledAlongside, WalletAnswer, WalletRefusal } from './seamless-wallet';
import { endsWith, type PlayEnding, requestHashOf, SESSION_TOUCH_MS } from './seamless-wallet-rules';
import { findSessions, type VendorSession } from './seamless-wallet-store';
import {
  finishSpins,
  type OpenedSpin,
  openSpins,
  type SettledSpin,
  type SpinClaim,
} from './spin-batch-store';

// Complete rounds (a slot spin: bet and win known at once) of many players settled together: one transaction and one
// commit for the batch, each stage one statement, with the rules of betAndWin (decision 044) applied to each spin
// alone. Whatever is not plain (an expired session, an id already taken, two spins of one wallet in the batch) goes
// the one-by-one way, betAndWin, after the batch: it answers exactly as betAndWin would have (decision 058).

export interface SpinItem {
  vendor: string;
  input: BetAndWinInput;
  alongside?: SettledAlongside<unknown> | undefined;
}

type Answer = WalletAnswer & { alongside: boolean };

export interface SpinBatchHelpers {
  /** betAndWin for one spin. */
  single: (item: SpinItem) => Promise<WalletAnswer>;
  keepAlive: (session: VendorSession, now: Date) => Promise<void>;
}

type Outcome = Answer | 'SINGLE';

const sessionKey = (vendor: string, sessionId: string) => `${vendor}\u0000${sha256(sessionId)}`;

/** Spins that can share the batch's statements: a live session, and no wallet, id or round another spin has. */
function splitPlain(items: readonly SpinItem[], sessions: Map<string, VendorSession>, now: Date) {
  const outcomes: Outcome[] = new Array(items.length);
  const plain: { index: number; item: SpinItem; session: VendorSession }[] = [];
  const taken = new Set<string>();
  items.forEach((item, index) => {
    const session = sessions.get(sessionKey(item.vendor, item.input.sessionId));
    if (!session) {
      outcomes[index] = { ok: false, code: 'PLAYER_NOT_FOUND', alongside: false };
      return;
    }
    const { vendor, input } = item;
    const holds = [
      `account:${session.memberAccountId}`,
      `tx:${vendor}:${input.betTransactionId}`,
      `tx:${vendor}:${input.winTransactionId}`,
      `round:${vendor}:${input.roundId}`,
    ];
    if (now.getTime() >= session.expiresAt.getTime() || holds.some((h) => taken.has(h))) {
      outcomes[index] = 'SINGLE';
      return;
    }
    for (const h of holds) taken.add(h);
    plain.push({ index, item, session });
  });
  return { outcomes, plain };
}

type Plain = ReturnType<typeof splitPlain>['plain'][number];

const refused = (code: WalletRefusal, balance: bigint): Answer => ({
  ok: false,
  code,
  balance,
  alongside: false,
});

/** The posting of a spin: its stake and win as one movement of their difference (as betAndWin's moveSpin). */
function postingOf({ item, session }: Plain, net: bigint): PostingRequest {
  const { vendor, input } = item;
  return {
    merchantCode: session.merchantCode,
    kind: 'GAME_SPIN',
    scope: `vendor:${session.merchantCode}:${vendor}`,
    idempotencyKey: `GAME_SPIN:${input.betTransactionId}`,
    request: { round: input.roundId, stake: input.stake, win: input.win, member: session.memberId },
    entries: [
      { accountId: session.memberAccountId, amount: net },
      { accountId: session.houseAccountId, amount: -net },
    ],
    reference: `${vendor}:${input.roundId}`,
  };
}

/** What the bet and the win of a spin are stored with, so a repeat of either is told from a different call. */
function requestHashesOf({ item: { input }, session }: Plain) {
  return {
    betHash: requestHashOf({
      kind: 'BET_AND_WIN',
      memberId: session.memberId,
      roundId: input.roundId,
      amount: input.stake,
      bet: `${input.winTransactionId}:${input.win}`,
    }),
    winHash: requestHashOf({
      kind: 'WIN',
      memberId: session.memberId,
      roundId: input.roundId,
      amount: input.win,
      bet: input.betTransactionId,
    }),
  };
}

/** The plain spins in one transaction; each spin's answer, or SINGLE when it must go the one-by-one way. */
async function settlePlain(tx: Queryable, plain: readonly Plain[], now: Date): Promise<Outcome[]> {
  const days = new Map<string, string>();
  const dayOf = (zone: string) => {
    const day = days.get(zone) ?? dayInZone(now, zone);
    days.set(zone, day);
    return day;
  };
  const claims = plain.map(
    ({ item: { vendor, input }, session }): SpinClaim => ({
      vendor,
      betTransactionId: input.betTransactionId,
      winTransactionId: input.winTransactionId,
      memberId: session.memberId,
      merchantCode: session.merchantCode,
      roundId: input.roundId,
      gameCode: input.gameCode,
      category: session.category,
      currency: session.currency,
      stake: input.stake,
      win: input.win,
      createdAt: now,
      settledDay: dayOf(session.timeZone),
    }),
  );
  // The members' accounts are locked after the rounds, for their balances; the house sub-accounts only by the postings
  // at the end (the ledger's lock order, decision 139), so a batch and a one-by-one step never wait in a circle.
  const { opened, balances } = await openSpins(
    tx,
    claims,
    plain.map((p) => p.session.memberAccountId),
  );
  const outcomes: Outcome[] = new Array(plain.length);
  const droppedRoundIds: string[] = [];
  const accepted: number[] = [];
  for (const [n, p] of plain.entries()) {
    const { roundId } = opened[n] as OpenedSpin;
    const balance = balances.get(p.session.memberAccountId) ?? 0n;
    // An id or a round taken by an earlier call: betAndWin answers as that call did (or says why this one may not).
    if (roundId === null) outcomes[n] = 'SINGLE';
    // The stake must be there before the win, even when the win is larger (as betAndWin).
    else if (balance < p.item.input.stake) {
      droppedRoundIds.push(roundId);
      outcomes[n] = refused('INSUFFICIENT_FUNDS', balance);
    } else accepted.push(n);
  }
  const balanceAfter = ({ item: { input }, session }: Plain) =>
    (balances.get(session.memberAccountId) ?? 0n) + input.win - input.stake;
  const settled = accepted.map((n): SettledSpin => {
    const p = plain[n] as Plain;
    const { input } = p.item;
    const balance = balanceAfter(p);
    outcomes[n] = {
      ok: true,
      balance,
      transactionId: input.winTransactionId,
      replayed: false,
      alongside: p.item.alongside !== undefined,
    };
    return {
      claim: claims[n] as SpinClaim,
      ...requestHashesOf(p),
      answer: { balance: balance.toString(), transactionId: input.winTransactionId },
    };
  });
  const alongside = new Map<
    SettledAlongside<unknown>['write'],
    { of: SettledAlongside<unknown>; rows: unknown[] }
  >();
  for (const n of accepted) {
    const { item } = plain[n] as Plain;
    if (!item.alongside) continue;
    const group = alongside.get(item.alongside.write) ?? { of: item.alongside, rows: [] };
    group.rows.push(item.alongside.row(balanceAfter(plain[n] as Plain)));
    alongside.set(item.alongside.write, group);
  }
  const moving = accepted.filter((n) => {
    const { input } = (plain[n] as Plain).item;
    return input.win !== input.stake;
  });
  // Everything the batch writes from here on follows from the opening's answer, so it is sent at once, without
  // waiting for each statement's answer: on a pipelined connection (database.ts) one round trip instead of one a
  // statement (decision 158). The server runs them in the order sent; any failure aborts the transaction, the
  // statements after it fail with it, and the batch goes one by one. The postings come last but the finish, so the
  // house sub-accounts and jackpot lanes are held only for them, the finish and the commit (decision 139).
  await Promise.all([
    countSettledRounds(
      tx,
      settled.map(({ claim }) => ({
        memberId: claim.memberId,
        merchantCode: claim.merchantCode,
        currency: claim.currency,
        category: claim.category,
        day: claim.settledDay,
        rounds: 1,
        stake: claim.stake,
        win: claim.win,
      })),
    ),
    // The callers' rows (the studio's rounds): nothing shared is locked yet.
    ...[...alongside].map(([write, { rows }]) => write(tx, rows)),
    // The spins' postings and the callers' (jackpot contributions) in one statement. The keys derive from bet ids no
    // earlier call took (a concurrent one fails the finish, and the batch goes one by one).
    postNewSetInTransaction(tx, now, [
      ...moving.map((n) => {
        const { input } = (plain[n] as Plain).item;
        return postingOf(plain[n] as Plain, input.win - input.stake);
      }),
      ...[...alongside.values()].flatMap(({ of, rows }) => of.postings?.(rows) ?? []),
    ]),
    finishSpins(tx, settled, droppedRoundIds),
  ]);
  return outcomes;
}

/**
 * Vendor sessions as last read, for at most a minute (decision 075). A session's expiry only moves later and nothing
 * else of it changes, so a copy errs only towards calling a live session expired, and such a spin goes the one-by-one
 * way, which reads the session again. A copy is dropped when its session is touched.
 */
const recentSessions = perDatabase(
  (_db: Database) => new LRUCache<string, VendorSession>({ max: 10_000, ttl: SESSION_TOUCH_MS }),
);

/**
 * The lane of a spin (decision 092): its house sub-account's number (decision 032: the member's id modulo 32) modulo
 * the lanes, a divisor of 32, so batches of different lanes lock disjoint house rows and commit side by side. The
 * member is known from the recent copy of the session; a spin whose session is not kept goes to lane 0, where it may
 * wait on another lane's locks: time lost, never correctness (every batch takes its locks in the ledger's lock order).
 */
export function spinLaneOf(db: Database, vendor: string, sessionId: string, lanes: number): number {
  if (MERCHANT_SUB_ACCOUNTS % lanes !== 0) throw new Error('spin lanes must divide the house sub-accounts');
  if (lanes === 1) return 0;
  const copy = recentSessions(db).get(sessionKey(vendor, sessionId));
  return copy ? subAccountOf(copy.memberId) % lanes : 0;
}

/** Drops the copies of the sessions a member's play ending ends (decision 194). */
export function forgetMemberSessions(db: Database, ending: PlayEnding): void {
  const recent = recentSessions(db);
  for (const [key, session] of recent.entries()) {
    if (endsWith(ending, session.memberId, session.memberSessionId)) recent.delete(key);
  }
}

/** The batch's sessions: the recent copies, and the rest in one read. */
async function sessionsOf(deps: Deps, items: readonly SpinItem[]): Promise<Map<string, VendorSession>> {
  const recent = recentSessions(deps.db);
  const found = new Map<string, VendorSession>();
  const missing: { vendor: string; sessionHash: string }[] = [];
  for (const { vendor, input } of items) {
    const sessionHash = sha256(input.sessionId);
    const key = `${vendor}\u0000${sessionHash}`;
    const copy = recent.get(key);
    if (copy) found.set(key, copy);
    else missing.push({ vendor, sessionHash });
  }
  if (missing.length > 0) {
    for (const [key, session] of await findSessions(deps.db, missing)) {
      recent.set(key, session);
      found.set(key, session);
    }
  }
  return found;
}

/** What one batch run did, for operators and tests. */
export interface SpinBatchHealth {
  batches: number;
  spins: number;
  /** Batches whose transaction failed, so each of their spins went again one by one. */
  fallbacks: number;
}

/** Settles a batch of spins: each item's answer, in order. */
export async function settleSpinBatch(
  deps: Deps,
  items: readonly SpinItem[],
  helpers: SpinBatchHelpers,
  health: SpinBatchHealth,
): Promise<Answer[]> {
  const now = deps.now();
  const sessions = await sessionsOf(deps, items);
  const split = splitPlain(items, sessions, now);
  const { outcomes } = split;
  // Players with responsible-gaming limits or an exclusion go the one-by-one way, where betAndWin counts and checks
  // them (decision 104): one indexed read a batch keeps everyone else's spins as cheap as before.
  const guarded = await membersWithGuards(
    deps.db,
    split.plain.map((p) => p.session.memberId),
    now,
  );
  const plain = split.plain.filter((p) => {
    if (!guarded.has(p.session.memberId)) return true;
    outcomes[p.index] = 'SINGLE';
    return false;
  });
  if (plain.length > 0) {
    health.batches += 1;
    health.spins += plain.length;
    let settled: Outcome[] | null = null;
    try {
      settled = await deps.db.transaction((tx) => settlePlain(tx, plain, now));
    } catch {
      // Nothing of the batch was written; each spin's ids make going again alone safe.
      health.fallbacks += 1;
    }
    plain.forEach((p, n) => {
      outcomes[p.index] = settled ? (settled[n] as Outcome) : 'SINGLE';
    });
    if (settled) {
      const live = new Map(plain.map((p) => [p.session.id, p]));
      const recent = recentSessions(deps.db);
      await Promise.all(
        [...live.values()].map(({ item, session }) => {
          if (now.getTime() - session.lastSeen.getTime() >= SESSION_TOUCH_MS)
            recent.delete(sessionKey(item.vendor, item.input.sessionId));
          return helpers.keepAlive(session, now);
        }),
      );
    }
  }
  return Promise.all(
    items.map(async (item, i) => {
      const outcome = outcomes[i] as Outcome;
      return outcome === 'SINGLE' ? { ...(await helpers.single(item)), alongside: false } : outcome;
    }),
  );
}
