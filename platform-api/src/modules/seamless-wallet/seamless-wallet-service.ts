import { ApiError, dayInZone } from '@platform/shared-contracts/server';
import { createBatchQueue, perDatabase } from '../../db/batch-queue';
import type { Database, Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { countSettledRound } from '../bet-records/bet-records-service';
import { vendorCategory } from '../games/catalogue-lookup';
import { countLaterWin, countWager } from '../responsible-gaming/rg-guard';
import { newToken, sha256 } from '../security/tokens';
import { ensureAccount, postInTransaction } from '../wallet/ledger-service';
import { merchantAccountOf } from '../wallet/member-wallet';
import type {
  BetAndWinInput,
  BetInput,
  OpenVendorSessionInput,
  RollbackInput,
  SeamlessWallet,
  SettledAlongside,
  WalletAnswer,
  WalletRefusal,
  WinInput,
} from './seamless-wallet';
import { requestHashOf, SESSION_TOUCH_MS, VENDOR_SESSION_IDLE_MS } from './seamless-wallet-rules';
import {
  accountBalance,
  claimBetAndWin,
  claimTransaction,
  findSession,
  findTransaction,
  insertSession,
  lockedBalance,
  lockRound,
  markRolledBack,
  openAndLockRound,
  type Round,
  settleRoundWithAnswer,
  storeAnswer,
  touchSession,
  updateRound,
  type VendorSession,
  type VendorTransaction,
} from './seamless-wallet-store';
import { type SpinBatchHealth, type SpinItem, settleSpinBatch, spinLaneOf } from './spin-batch';

// The rules of decision 044. Every step that moves money runs in one transaction that takes, in this order: the
// vendor's transaction id (a unique row), the bet's id for a rollback, the round row, then the ledger accounts (in
// the ledger's lock order, inside the posting). Refusals store nothing: they roll the transaction back and answer
// the balance.

/** What a step is: one of the vendor's transaction kinds, or a bet and its win in one step. */
type StepKind = VendorTransaction['kind'] | 'BET_AND_WIN';

/** A refusal thrown inside a step's transaction, so nothing of it is written. */
class Refusal extends Error {
  constructor(readonly code: WalletRefusal) {
    super(code);
  }
}

/** The id was taken by a request that committed while this one waited: answer as it did. */
class AlreadyTaken extends Error {}

const MAIN = 'MAIN';

export async function openSession(deps: Deps, input: OpenVendorSessionInput): Promise<{ sessionId: string }> {
  const { memberId, merchantCode, vendor, currency, wallet } = input;
  const memberAccount = await ensureAccount(deps.db, {
    merchantCode,
    memberId,
    currency,
    ...(wallet === MAIN ? { kind: 'MEMBER_MAIN' } : { kind: 'MEMBER_VENDOR', vendor: wallet }),
  });
  const house = await merchantAccountOf(deps.db, merchantCode, 'HOUSE', currency, memberId);
  const category = input.category ?? (await vendorCategory(deps, merchantCode, vendor)) ?? 'RNG';
  const sessionId = newToken();
  const now = deps.now();
  await insertSession(deps.db, {
    sessionHash: sha256(sessionId),
    merchantCode,
    memberId,
    vendor,
    gameCode: input.gameCode,
    wallet,
    currency,
    category,
    memberAccountId: memberAccount.id,
    houseAccountId: house.id,
    createdAt: now,
    lastSeen: now,
    expiresAt: new Date(now.getTime() + VENDOR_SESSION_IDLE_MS),
    memberSessionId: input.launchedUnder?.sessionId ?? null,
    endsBy: input.launchedUnder?.endsBy ?? null,
  });
  return { sessionId };
}

function isExpired(session: VendorSession, now: Date): boolean {
  return now.getTime() >= session.expiresAt.getTime();
}

/** Keeps a live session alive; written at most once a minute, so a fast player's spins do not all update it. */
async function keepAlive(deps: Deps, session: VendorSession, now: Date): Promise<void> {
  if (isExpired(session, now) || now.getTime() - session.lastSeen.getTime() < SESSION_TOUCH_MS) return;
  await touchSession(deps.db, session.id, now, new Date(now.getTime() + VENDOR_SESSION_IDLE_MS));
}

function refusal(code: WalletRefusal, balance?: bigint): WalletAnswer {
  return balance === undefined ? { ok: false, code } : { ok: false, code, balance };
}

/** The first answer of a transaction id, or why this request may not reuse it. */
async function answerOfTaken(
  deps: Deps,
  session: VendorSession,
  earlier: VendorTransaction,
  kind: StepKind,
  hash: string,
): Promise<WalletAnswer> {
  if (
    earlier.state === 'BLOCKED' &&
    kind !== 'WIN' &&
    kind !== 'ROLLBACK' &&
    earlier.memberId === session.memberId
  )
    return refusal('BET_ROLLED_BACK', await accountBalance(deps.db, session.memberAccountId));
  if (earlier.requestHash !== hash || !earlier.answer)
    return refusal('DUPLICATE_TRANSACTION_MISMATCH', await accountBalance(deps.db, session.memberAccountId));
  return {
    ok: true,
    balance: BigInt(earlier.answer.balance),
    transactionId: earlier.answer.transactionId,
    replayed: true,
  };
}

/**
 * Runs one money step: the replay check, then `work` in a transaction. A refusal rolls back and answers the
 * balance; an id taken meanwhile answers as the request that took it.
 */
async function step(
  deps: Deps,
  scope: WalletScope,
  vendor: string,
  sessionId: string,
  request: {
    kind: StepKind;
    transactionId: string;
    roundId: string;
    amount: bigint;
    bet?: string;
  },
  work: (tx: Queryable, session: VendorSession, hash: string, now: Date) => Promise<WalletAnswer>,
): Promise<WalletAnswer> {
  const session = await findSession(deps.db, vendor, sha256(sessionId), scope.merchantCode);
  if (!session) return refusal('PLAYER_NOT_FOUND');
  const hash = requestHashOf({ ...request, memberId: session.memberId });
  const now = deps.now();
  if (request.kind !== 'WIN' && request.kind !== 'ROLLBACK' && isExpired(session, now)) {
    // A repeat of a bet made while the session was alive still answers as the bet did.
    const earlier = await findTransaction(deps.db, vendor, request.transactionId);
    if (earlier) return answerOfTaken(deps, session, earlier, request.kind, hash);
    return refusal('SESSION_EXPIRED', await accountBalance(deps.db, session.memberAccountId));
  }
  // No read first: taking the id is the first statement of the step, and a repeat finds it taken (AlreadyTaken).
  try {
    const answer = await deps.db.transaction((tx) => work(tx, session, hash, now));
    await keepAlive(deps, session, now);
    return answer;
  } catch (error) {
    if (error instanceof Refusal)
      return refusal(error.code, await accountBalance(deps.db, session.memberAccountId));
    if (error instanceof AlreadyTaken) {
      const taken = await findTransaction(deps.db, vendor, request.transactionId);
      if (taken) return answerOfTaken(deps, session, taken, request.kind, hash);
      // betAndWin: its bet id is free but its win id was taken by another request.
      return refusal(
        'DUPLICATE_TRANSACTION_MISMATCH',
        await accountBalance(deps.db, session.memberAccountId),
      );
    }
    throw error;
  }
}

async function claim(tx: Queryable, row: Parameters<typeof claimTransaction>[1]): Promise<string> {
  const id = await claimTransaction(tx, row);
  if (!id) throw new AlreadyTaken();
  return id;
}

/** Moves money for a step through the ledger; the member's balance after it. */
/**
 * The round a bet goes into, opened by its first bet and locked for the transaction. A settled round, or another
 * player's round, takes no new bet (ROUND_CLOSED).
 */
async function lockOpenRound(
  tx: Queryable,
  vendor: string,
  session: VendorSession,
  input: { roundId: string; gameCode: string },
  now: Date,
) {
  const round = await openAndLockRound(tx, {
    merchantCode: session.merchantCode,
    vendor,
    roundId: input.roundId,
    memberId: session.memberId,
    gameCode: input.gameCode,
    category: session.category,
    currency: session.currency,
    openedAt: now,
  });
  if (round.state !== 'OPEN' || round.memberId !== session.memberId) throw new Refusal('ROUND_CLOSED');
  return round;
}

async function move(
  tx: Queryable,
  now: Date,
  session: VendorSession,
  step: {
    kind: 'GAME_BET' | 'GAME_WIN' | 'GAME_ROLLBACK';
    vendor: string;
    transactionId: string;
    roundId: string;
    amount: bigint;
  },
): Promise<{ balance: bigint }> {
  const toMember = step.kind !== 'GAME_BET';
  const { memberAccountId: member, houseAccountId: house } = session;
  try {
    const result = await postInTransaction(tx, now, {
      merchantCode: session.merchantCode,
      kind: step.kind,
      // The vendor's transaction id is the posting's key too: a step can never post twice.
      scope: `vendor:${session.merchantCode}:${step.vendor}`,
      idempotencyKey: `${step.kind}:${step.transactionId}`,
      request: { round: step.roundId, amount: step.amount, member: session.memberId },
      entries: [
        { accountId: member, amount: toMember ? step.amount : -step.amount },
        { accountId: house, amount: toMember ? -step.amount : step.amount },
      ],
      // The account record shows it with the round's game (decision 065).
      memberId: session.memberId,
      reference: `${step.vendor}:${step.roundId}`,
    });
    const entry = result.entries.find((e) => e.accountId === member);
    if (!entry) throw new Error('a game posting did not move the member account');
    return { balance: entry.balanceAfter };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE')
      throw new Refusal('INSUFFICIENT_FUNDS');
    throw error;
  }
}

/**
 * A spin's stake and win as one posting of their difference (none when they are equal). The member must have had the
 * stake before the win, which the posting's own check (the balance after) does not prove: so it is checked here, and
 * a refusal rolls the posting back with the rest of the step.
 */
async function moveSpin(
  tx: Queryable,
  now: Date,
  session: VendorSession,
  spin: { vendor: string; betTransactionId: string; roundId: string; stake: bigint; win: bigint },
): Promise<{ balance: bigint }> {
  const net = spin.win - spin.stake;
  if (net === 0n) {
    const balance = await lockedBalance(tx, session.memberAccountId);
    if (balance < spin.stake) throw new Refusal('INSUFFICIENT_FUNDS');
    return { balance };
  }
  const { memberAccountId: member, houseAccountId: house } = session;
  try {
    const result = await postInTransaction(tx, now, {
      merchantCode: session.merchantCode,
      kind: 'GAME_SPIN',
      scope: `vendor:${session.merchantCode}:${spin.vendor}`,
      idempotencyKey: `GAME_SPIN:${spin.betTransactionId}`,
      request: { round: spin.roundId, stake: spin.stake, win: spin.win, member: session.memberId },
      entries: [
        { accountId: member, amount: net },
        { accountId: house, amount: -net },
      ],
      memberId: session.memberId,
      reference: `${spin.vendor}:${spin.roundId}`,
    });
    const balance = result.entries.find((e) => e.accountId === member)?.balanceAfter;
    if (balance === undefined) throw new Error('a game posting did not move the member account');
    if (balance - net < spin.stake) throw new Refusal('INSUFFICIENT_FUNDS');
    return { balance };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE')
      throw new Refusal('INSUFFICIENT_FUNDS');
    throw error;
  }
}

/** Closes the round as settled and counts its turnover on the region's day. */
async function settle(tx: Queryable, session: VendorSession, round: Round, now: Date): Promise<Round> {
  const day = dayInZone(now, session.timeZone);
  const settled: Round = { ...round, state: 'SETTLED', settledDay: day };
  await updateRound(tx, round.id, { ...settled, closedAt: now });
  await countSettledRound(tx, {
    memberId: round.memberId,
    merchantCode: session.merchantCode,
    currency: round.currency,
    category: round.category,
    day,
    rounds: 1,
    stake: round.stake,
    win: round.win,
  });
  return settled;
}

/** Counts the bet against the player's own limits (decision 104); over one, the step is refused and rolled back. */
async function withinLimits(
  tx: Queryable,
  session: VendorSession,
  bet: { stake: bigint; win: bigint },
  now: Date,
) {
  const refused = await countWager(tx, {
    memberId: session.memberId,
    timeZone: session.timeZone,
    ...bet,
    now,
  });
  if (refused) throw new Refusal(refused);
}

function done(balance: bigint, transactionId: string): WalletAnswer {
  return { ok: true, balance, transactionId, replayed: false };
}

function positive(amount: bigint, what: string): void {
  if (typeof amount !== 'bigint' || amount <= 0n) throw new Error(`${what} must be a positive bigint`);
}

/** Whose sessions the operations reach: a signed vendor call reaches only the sessions of the region that signed it. */
export interface WalletScope {
  merchantCode: string | null;
}

const spinHealth = perDatabase((_db: Database): SpinBatchHealth => ({ batches: 0, spins: 0, fallbacks: 0 }));

/** How the batched complete rounds of this database went: batches, spins in them, and batches that fell back. */
export function spinBatchHealth(db: Database): SpinBatchHealth {
  return { ...spinHealth(db) };
}

/**
 * Concurrent complete rounds share one transaction (spin-batch.ts); two spins of one vendor session never share a
 * batch, so a player's spins keep their order. Spins may run in lanes by house sub-account (decision 092), so
 * the lanes' transactions lock disjoint house rows and none waits for another's commit.
 */
// 2, 4 and 8 lanes of one batch each were measured against this one lane of two batches on a machine at load 20-30
// and lost (smaller batches, more statements a spin, when CPU is what is short): raise it on a quiet server. Measured
// again after the ledger's lock order (decision 139's addendum), alternated, spins/s: one lane of two batches 1,229 and
// 1,187; of three 1,041 and 879; two lanes of one 999, of two 785.
const SPIN_LANES = 1;
/** Batches in flight a lane: with one lane the second's claim waits on the first's house rows, but overlaps it. */
const SPIN_BATCHES_A_LANE = SPIN_LANES === 1 ? 2 : 1;
const spinLanes = perDatabase((db: Database) =>
  Array.from({ length: SPIN_LANES }, () =>
    createBatchQueue<SpinItem & { deps: Deps }, WalletAnswer & { alongside: boolean }>(
      async (items) => {
        const deps = (items[0] as { deps: Deps }).deps;
        const answers = await settleSpinBatch(
          deps,
          items,
          {
            single: ({ vendor, input }) => walletOperations(deps).betAndWin(vendor, input),
            keepAlive: (session, now) => keepAlive(deps, session, now),
          },
          spinHealth(db),
        );
        return answers.map((value) => ({ value }));
      },
      {
        maxBatch: 256,
        maxRunning: SPIN_BATCHES_A_LANE,
        holds: (item) => [`${item.vendor}:${item.input.sessionId}`],
      },
    ),
  ),
);

export function walletOperations(deps: Deps, scope: WalletScope = { merchantCode: null }): SeamlessWallet {
  return {
    settleRound(vendor, input: BetAndWinInput, alongside) {
      if (scope.merchantCode !== null) throw new Error('settleRound is for in-house games, in process');
      positive(input.stake, 'a bet');
      if (typeof input.win !== 'bigint' || input.win < 0n) throw new Error('a win is a bigint >= 0');
      const lane = spinLanes(deps.db)[spinLaneOf(deps.db, vendor, input.sessionId, SPIN_LANES)];
      if (!lane) throw new Error('a spin lane out of range');
      return lane({ deps, vendor, input, alongside: alongside as SettledAlongside<unknown> });
    },

    async balance(vendor, sessionId) {
      const session = await findSession(deps.db, vendor, sha256(sessionId), scope.merchantCode);
      if (!session) return refusal('PLAYER_NOT_FOUND');
      const now = deps.now();
      await keepAlive(deps, session, now);
      return done(await accountBalance(deps.db, session.memberAccountId), '');
    },

    bet(vendor, input: BetInput) {
      positive(input.amount, 'a bet');
      const request = { kind: 'BET' as const, ...input };
      return step(deps, scope, vendor, input.sessionId, request, async (tx, session, hash, now) => {
        const id = await claim(tx, {
          vendor,
          transactionId: input.transactionId,
          kind: 'BET',
          memberId: session.memberId,
          roundId: input.roundId,
          amount: input.amount,
          requestHash: hash,
          createdAt: now,
        });
        const round = await lockOpenRound(tx, vendor, session, input, now);
        await withinLimits(tx, session, { stake: input.amount, win: 0n }, now);
        const moved = await move(tx, now, session, { kind: 'GAME_BET', vendor, ...input });
        const staked: Round = { ...round, stake: round.stake + input.amount, bets: round.bets + 1 };
        if (input.closeRound) await settle(tx, session, staked, now);
        else await updateRound(tx, round.id, { ...staked, closedAt: null });
        await storeAnswer(tx, id, { balance: moved.balance.toString(), transactionId: input.transactionId });
        return done(moved.balance, input.transactionId);
      });
    },

    win(vendor, input: WinInput) {
      if (typeof input.amount !== 'bigint' || input.amount < 0n) throw new Error('a win is a bigint >= 0');
      const request = { kind: 'WIN' as const, ...input, bet: input.betTransactionId };
      return step(deps, scope, vendor, input.sessionId, request, async (tx, session, hash, now) => {
        const id = await claim(tx, {
          vendor,
          transactionId: input.transactionId,
          kind: 'WIN',
          memberId: session.memberId,
          roundId: input.roundId,
          amount: input.amount,
          betTransactionId: input.betTransactionId,
          requestHash: hash,
          createdAt: now,
        });
        const round = await lockRound(tx, vendor, input.roundId);
        if (!round || round.memberId !== session.memberId) throw new Refusal('UNKNOWN_BET');
        if (input.betTransactionId !== undefined) {
          const bet = await findTransaction(tx, vendor, input.betTransactionId);
          if (bet?.state === 'BLOCKED' || bet?.state === 'ROLLED_BACK') throw new Refusal('BET_ROLLED_BACK');
          if (bet?.kind !== 'BET' || bet.roundId !== input.roundId || bet.memberId !== session.memberId)
            throw new Refusal('UNKNOWN_BET');
        }
        if (round.state === 'ROLLED_BACK') throw new Refusal('BET_ROLLED_BACK');
        // A round whose bets were all rolled back stays open until the vendor closes it; it has nothing to pay.
        if (round.bets === 0) throw new Refusal('UNKNOWN_BET');
        const moved =
          input.amount > 0n
            ? await move(tx, now, session, { kind: 'GAME_WIN', vendor, ...input })
            : { balance: await accountBalance(tx, session.memberAccountId) };
        await countLaterWin(tx, {
          memberId: session.memberId,
          timeZone: session.timeZone,
          win: input.amount,
          now,
        });
        const paid: Round = { ...round, win: round.win + input.amount };
        if (round.state === 'SETTLED') {
          // A late win of a settled round (a jackpot, a resettlement) counts on the day the round settled.
          await updateRound(tx, round.id, { ...paid, closedAt: now });
          if (input.amount > 0n && round.settledDay)
            await countSettledRound(tx, {
              memberId: round.memberId,
              merchantCode: session.merchantCode,
              currency: round.currency,
              category: round.category,
              day: round.settledDay,
              rounds: 0,
              stake: 0n,
              win: input.amount,
            });
        } else if (input.closeRound) await settle(tx, session, paid, now);
        else await updateRound(tx, round.id, { ...paid, closedAt: null });
        await storeAnswer(tx, id, { balance: moved.balance.toString(), transactionId: input.transactionId });
        return done(moved.balance, input.transactionId);
      });
    },

    betAndWin(vendor, input: BetAndWinInput) {
      positive(input.stake, 'a bet');
      if (typeof input.win !== 'bigint' || input.win < 0n) throw new Error('a win is a bigint >= 0');
      const request = {
        kind: 'BET_AND_WIN' as const,
        transactionId: input.betTransactionId,
        roundId: input.roundId,
        amount: input.stake,
        bet: `${input.winTransactionId}:${input.win}`,
      };
      return step(deps, scope, vendor, input.sessionId, request, async (tx, session, hash, now) => {
        const base = { vendor, memberId: session.memberId, roundId: input.roundId, createdAt: now };
        const claimed = await claimBetAndWin(
          tx,
          {
            ...base,
            transactionId: input.betTransactionId,
            kind: 'BET',
            amount: input.stake,
            requestHash: hash,
          },
          {
            ...base,
            transactionId: input.winTransactionId,
            kind: 'WIN',
            amount: input.win,
            requestHash: requestHashOf({
              kind: 'WIN',
              memberId: session.memberId,
              roundId: input.roundId,
              amount: input.win,
              bet: input.betTransactionId,
            }),
          },
        );
        if (!claimed) throw new AlreadyTaken();
        const round = await lockOpenRound(tx, vendor, session, input, now);
        await withinLimits(tx, session, { stake: input.stake, win: input.win }, now);
        const moved = await moveSpin(tx, now, session, { vendor, ...input });
        const day = dayInZone(now, session.timeZone);
        const stake = round.stake + input.stake;
        const win = round.win + input.win;
        await settleRoundWithAnswer(
          tx,
          { id: round.id, stake, win, bets: round.bets + 1, closedAt: now, settledDay: day },
          {
            transactionIds: [claimed.betId, claimed.winId],
            answer: { balance: moved.balance.toString(), transactionId: input.winTransactionId },
          },
        );
        await countSettledRound(tx, {
          memberId: round.memberId,
          merchantCode: session.merchantCode,
          currency: round.currency,
          category: round.category,
          day,
          rounds: 1,
          stake,
          win,
        });
        return done(moved.balance, input.winTransactionId);
      });
    },

    rollback(vendor, input: RollbackInput) {
      const request = { kind: 'ROLLBACK' as const, ...input, amount: 0n, bet: input.betTransactionId };
      return step(deps, scope, vendor, input.sessionId, request, async (tx, session, hash, now) => {
        const id = await claim(tx, {
          vendor,
          transactionId: input.transactionId,
          kind: 'ROLLBACK',
          memberId: session.memberId,
          roundId: input.roundId,
          amount: 0n,
          betTransactionId: input.betTransactionId,
          requestHash: hash,
          createdAt: now,
        });
        // A rollback before its bet takes the bet's id, so the bet is refused when it comes.
        const blocked = await claimTransaction(tx, {
          vendor,
          transactionId: input.betTransactionId,
          kind: 'BET',
          state: 'BLOCKED',
          memberId: session.memberId,
          roundId: input.roundId,
          amount: 0n,
          requestHash: null,
          createdAt: now,
        });
        const answerNow = async () => {
          const balance = await accountBalance(tx, session.memberAccountId);
          await storeAnswer(tx, id, { balance: balance.toString(), transactionId: input.transactionId });
          return done(balance, input.transactionId);
        };
        if (blocked) return answerNow();
        const bet = await findTransaction(tx, vendor, input.betTransactionId, { lock: true });
        if (bet?.kind !== 'BET' || bet.memberId !== session.memberId || !bet.roundId)
          throw new Refusal('UNKNOWN_BET');
        if (bet.state !== 'DONE') return answerNow();
        const round = await lockRound(tx, vendor, bet.roundId);
        if (!round) throw new Refusal('UNKNOWN_BET');
        // Once a round paid or settled, its bets stand.
        if (round.state === 'SETTLED' || round.win > 0n) throw new Refusal('ROUND_CLOSED');
        const moved = await move(tx, now, session, {
          kind: 'GAME_ROLLBACK',
          vendor,
          transactionId: input.transactionId,
          roundId: bet.roundId,
          amount: bet.amount,
        });
        await markRolledBack(tx, bet.id);
        const stake = round.stake - bet.amount;
        const bets = round.bets - 1;
        await updateRound(tx, round.id, {
          ...round,
          stake,
          bets,
          state: bets === 0 ? 'ROLLED_BACK' : 'OPEN',
          closedAt: bets === 0 ? now : null,
        });
        await storeAnswer(tx, id, { balance: moved.balance.toString(), transactionId: input.transactionId });
        return done(moved.balance, input.transactionId);
      });
    },
  };
}
