import type { FairSeeds } from '@platform/house-engine';
import { ApiError } from '@platform/shared-contracts/server';
import { createBatchQueue, perDatabase } from '../../db/batch-queue';
import type { Database, Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { announceContributions, type Contribution, contribute } from '../jackpot/jackpot-service';
import { seamlessWallet, type WalletRefusal } from '../seamless-wallet/seamless-wallet';
import type { PostingRequest } from '../wallet/ledger-service';
import type { GameSession } from './game-session';
import { minorOf } from './round-view';
import { type FairState, memberPair, seeds } from './seed-service';
import { HOUSE_VENDOR } from './studio-games';
import {
  findPair,
  findRoundByRequest,
  gameSessionById,
  insertRound,
  type MoneyRoundRequest,
  type OpenedRound,
  openMoneyRounds,
  type RoundRow,
  refuseRound,
  type SettledRound,
  setDemoBalance,
  settleRounds,
  takeMemberNonce,
  takeNonce,
} from './studio-store';

/** What a round decided at the bet comes to: its win and its steps as stored and shown (a slot spin, a drop). */
export interface DecidedOutcome {
  /** Minor units. */
  totalWin: bigint;
  steps: unknown;
}

/**
 * A round decided at the bet (a slot spin, a plinko drop): the rules it is played under, its stake, and how the
 * pair's seeds and nonce decide it.
 */
export interface DecidedBet {
  /** The rules the round is played under (stored with it; a repeated request under other rules is refused). */
  paytableId: string;
  /** The stake's index among the game's bet levels. */
  betLevel: number;
  /** Minor units. */
  stake: bigint;
  /** The outcome the seeds give: the same however often it is computed. */
  outcome(seeds: FairSeeds): DecidedOutcome;
  /** The jackpot pool a money round funds, if the game has one (the slot's, decision 108). */
  pool?: FundedPool;
}

/** A jackpot pool a money round funds: its share posted with the round, its draw marked on the round. */
export interface FundedPool {
  /** The round's share of its stake, posted in the round's own wallet transaction; null when nothing. */
  contribution(round: RoundRow): Promise<Contribution | null>;
  /** Whether the round's draw for the pool hits (its own label of the round's seeds, decision 108). */
  hits(round: RoundRow, serverSeed: string): boolean;
}

export interface DecidedRound {
  row: RoundRow;
  fair: FairState;
  /**
   * The pool's draw when this call made it (a round settled now); null when it did not (a repeated request of a
   * settled round: drawn again from its seeds when needed). False for a demo round or a game without a pool.
   */
  poolHit: boolean | null;
}

/** What the pool share of one money round comes to: its posting (null when none) and whether its draw hit. */
interface PoolShare {
  contribution: Contribution | null;
  hit: boolean;
}

const NO_POOL: PoolShare = { contribution: null, hit: false };

async function poolShareOf(bet: DecidedBet, round: RoundRow, serverSeed: string): Promise<PoolShare> {
  if (!bet.pool) return NO_POOL;
  return { contribution: await bet.pool.contribution(round), hit: bet.pool.hits(round, serverSeed) };
}

/**
 * Concurrent rounds store their settled rows in one statement (one commit for many, as the ledger's postings do;
 * decision 018); a round's answer waits for its own row.
 */
const settleQueue = perDatabase((db: Database) =>
  createBatchQueue<SettledRound, void>(
    async (rounds) => {
      await settleRounds(db, rounds);
      return rounds.map(() => ({ value: undefined }));
    },
    { maxBatch: 256, maxRunning: 2 },
  ),
);

/** A settled round with its share of the stake for a jackpot pool (null when it funds none). */
interface SettledWithPool {
  round: SettledRound;
  contribution: Contribution | null;
}

/**
 * The studio's rounds settled in the seamless wallet's transaction, with their outcome (one statement a batch); their
 * pool shares are posted in the batch's own posting statement (`contributionPostings`), so a round and its share
 * commit together, and the pools' notice goes out at that commit.
 */
async function writeSettledRounds(tx: Queryable, rows: SettledWithPool[]): Promise<void> {
  await Promise.all([
    settleRounds(
      tx,
      rows.map((r) => r.round),
    ),
    announceContributions(
      tx,
      rows.flatMap((r) => (r.contribution ? [r.contribution] : [])),
    ),
  ]);
}

function contributionPostings(rows: SettledWithPool[]): PostingRequest[] {
  return rows.flatMap((r) => (r.contribution ? [r.contribution.posting] : []));
}

/**
 * Concurrent rounds take their nonces and store their PENDING rows in one statement; two rounds of one member's
 * pair never share a statement (the pair's row is updated once per statement).
 */
const openQueue = perDatabase((db: Database) =>
  createBatchQueue<MoneyRoundRequest, OpenedRound | undefined>(
    async (rounds) => {
      const opened = await openMoneyRounds(db, rounds);
      return rounds.map((round) => ({ value: opened.get(round.roundId) }));
    },
    { maxBatch: 256, maxRunning: 2, holds: (round) => [`${round.memberId}:${round.gameCode}`] },
  ),
);

/** Nonces taken by a pair that a rotation revealed meanwhile are retried on the new pair, this many times. */
const PAIR_ATTEMPTS = 3;

/** What a wallet refusal means to the player. */
export function refusalError(code: WalletRefusal): ApiError {
  if (code === 'INSUFFICIENT_FUNDS') return new ApiError('INSUFFICIENT_BALANCE');
  // An excluded player's sessions ended when the exclusion began (decision 105).
  if (code === 'SESSION_EXPIRED' || code === 'PLAYER_NOT_FOUND' || code === 'PLAYER_EXCLUDED')
    return new ApiError('GAME_SESSION_EXPIRED');
  if (code === 'LIMIT_REACHED' || code === 'PLAY_TIME_REACHED') return new ApiError(code);
  // Nothing the player can act on: the wallet's own code goes to the server log, not to the player.
  return Object.assign(new ApiError('SYSTEM_ERROR'), { cause: `the wallet refused the round: ${code}` });
}

/** A nonce taken from a live pair, with the pair it came from. */
interface Taken {
  pairId: string;
  serverSeedHash: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/**
 * Takes the next nonce of the session's live pair under the row's lock (one statement: two rounds never share one).
 * A member's pair is found and advanced at once; a guest's by its id. A pair revealed meanwhile is read again.
 */
export async function takeNext(
  db: Queryable,
  session: GameSession,
  guestPairId: () => Promise<string>,
  now: Date,
): Promise<Taken> {
  for (let attempt = 0; attempt < PAIR_ATTEMPTS; attempt += 1) {
    if (session.memberId !== null) {
      const taken = await takeMemberNonce(db, session.memberId, session.gameCode);
      if (taken) {
        return {
          pairId: taken.pair_id,
          serverSeedHash: taken.server_seed_hash,
          serverSeed: taken.server_seed,
          clientSeed: taken.client_seed,
          nonce: taken.nonce,
        };
      }
      // The member's first round of the game, or a rotation in between: make (or find) the live pair.
      await memberPair(db, session.memberId, session.gameCode, now);
      continue;
    }
    const pair = await findPair(db, await guestPairId());
    const taken = pair ? await takeNonce(db, pair.id) : undefined;
    if (pair && taken) {
      return {
        pairId: pair.id,
        serverSeedHash: pair.server_seed_hash,
        serverSeed: taken.server_seed,
        clientSeed: taken.client_seed,
        nonce: taken.nonce,
      };
    }
  }
  throw new ApiError('SYSTEM_ERROR');
}

type UnsettledRow = Omit<RoundRow, 'state' | 'balance_before' | 'balance_after'>;

function newRoundOf(
  round: UnsettledRow,
  demo: boolean,
  state: RoundRow['state'],
  balances: { before: bigint; after: bigint } | null,
) {
  return {
    roundId: round.round_id,
    gameSessionId: round.game_session_id,
    requestId: round.request_id,
    memberId: round.member_id,
    gameCode: round.game_code,
    demo,
    seedPairId: round.seed_pair_id,
    clientSeed: round.client_seed,
    nonce: round.nonce,
    paytableId: round.paytable_id,
    betLevel: round.bet_level,
    stake: minorOf(round.stake),
    totalWin: minorOf(round.total_win ?? 0),
    steps: round.steps,
    state,
    balanceBefore: balances?.before ?? null,
    balanceAfter: balances?.after ?? null,
    createdAt: round.created_at,
  };
}

/**
 * The wallet's step for a PENDING round: the bet and its win in one, keyed by the round (a retry replays it), settled
 * together with other players' rounds (decision 058), then the round's outcome and balances stored; its pool share,
 * if any, posted with it. A hit is marked on the round, so a server stopping before the pool pays leaves it owed
 * (decision 117).
 */
async function settle(
  deps: Deps,
  session: GameSession,
  round: RoundRow,
  outcome: DecidedOutcome,
  pool: PoolShare,
): Promise<RoundRow> {
  if (!session.vendorSessionId) throw new ApiError('GAME_SESSION_EXPIRED');
  const stake = minorOf(round.stake);
  const win = outcome.totalWin;
  const steps = outcome.steps;
  // The bet and the win moved together: the balance before the round is the one after it, less what it changed.
  const settledRow = (balance: bigint): SettledRound => ({
    roundId: round.round_id,
    steps,
    totalWin: win,
    before: balance + stake - win,
    after: balance,
    jackpotDue: pool.hit,
  });
  const answer = await seamlessWallet(deps).settleRound(
    HOUSE_VENDOR,
    {
      sessionId: session.vendorSessionId,
      betTransactionId: `${round.round_id}:bet`,
      winTransactionId: `${round.round_id}:win`,
      roundId: round.round_id,
      gameCode: round.game_code,
      stake,
      win,
    },
    {
      write: writeSettledRounds,
      row: (balance) => ({ round: settledRow(balance), contribution: pool.contribution }),
      postings: contributionPostings,
    },
  );
  if (!answer.ok) {
    await refuseRound(deps.db, round.round_id);
    throw refusalError(answer.code);
  }
  const balances = { before: answer.balance + stake - win, after: answer.balance };
  // Settled in the wallet's own transaction, or (a replay, the one-by-one way) stored now.
  if (!answer.alongside) {
    await settleQueue(deps.db)(settledRow(answer.balance));
    // Keyed by the round: a share the batch already posted is left as it is.
    if (pool.contribution) await contribute(deps, [pool.contribution]);
  }
  return {
    ...round,
    state: 'SETTLED',
    steps,
    total_win: win.toString(),
    balance_before: balances.before.toString(),
    balance_after: balances.after.toString(),
  };
}

/** A repeated request id must repeat the bet: the same stake under the same rules. */
function sameRequest(row: RoundRow, bet: DecidedBet): RoundRow {
  if (row.bet_level !== bet.betLevel || row.paytable_id !== bet.paytableId)
    throw new ApiError('IDEMPOTENCY_CONFLICT');
  return row;
}

/**
 * A money round: one statement takes the nonce and stores the round PENDING, the engine decides it, the seamless
 * wallet settles it (bet and win in one step), and the round is stored SETTLED. The same request id answers the same
 * round; a PENDING one left by a failure settles now, with the same outcome and the same transaction ids.
 */
async function moneyRound(
  deps: Deps,
  session: GameSession,
  bet: DecidedBet,
  requestId: string,
): Promise<DecidedRound> {
  if (session.memberId === null) throw new ApiError('GAME_SESSION_EXPIRED');
  const memberId = session.memberId;
  const now = deps.now();
  const base = {
    roundId: `${session.id}-${requestId}`,
    gameSessionId: session.id,
    requestId,
    memberId,
    gameCode: session.gameCode,
    paytableId: bet.paytableId,
    betLevel: bet.betLevel,
    stake: bet.stake,
    createdAt: now,
  };
  for (let attempt = 0; attempt < PAIR_ATTEMPTS; attempt += 1) {
    const opened = await openQueue(deps.db)(base);
    if (opened?.inserted) {
      const seeds = { serverSeed: opened.server_seed, clientSeed: opened.client_seed, nonce: opened.nonce };
      const pending: RoundRow = {
        id: '',
        round_id: base.roundId,
        game_session_id: session.id,
        request_id: requestId,
        member_id: memberId,
        game_code: session.gameCode,
        seed_pair_id: opened.pair_id,
        client_seed: opened.client_seed,
        nonce: opened.nonce,
        paytable_id: bet.paytableId,
        bet_level: bet.betLevel,
        stake: bet.stake.toString(),
        total_win: null,
        balance_before: null,
        balance_after: null,
        steps: null,
        state: 'PENDING',
        created_at: now,
        server_seed_hash: opened.server_seed_hash,
        server_seed: null,
      };
      const pool = await poolShareOf(bet, pending, opened.server_seed);
      const row = await settle(deps, session, pending, bet.outcome(seeds), pool);
      const fair = {
        serverSeedHash: opened.server_seed_hash,
        clientSeed: opened.client_seed,
        nonce: opened.nonce + 1,
      };
      return { row, fair, poolHit: pool.hit };
    }
    const earlier = await findRoundByRequest(deps.db, session.id, requestId);
    if (earlier)
      return { ...(await settledAgain(deps, session, bet, earlier)), fair: await seeds(deps, session) };
    // No live pair: the member's first round of the game, or a rotation in between.
    await memberPair(deps.db, memberId, session.gameCode, now);
  }
  throw new ApiError('SYSTEM_ERROR');
}

/** A repeated request: its round as it stands, a PENDING one settled now (its pool drawn again from its seeds). */
async function settledAgain(
  deps: Deps,
  session: GameSession,
  bet: DecidedBet,
  row: RoundRow,
): Promise<Omit<DecidedRound, 'fair'>> {
  sameRequest(row, bet);
  if (row.state === 'REFUSED') throw new ApiError('INSUFFICIENT_BALANCE');
  if (row.state === 'SETTLED') return { row, poolHit: null };
  const pair = await findPair(deps.db, row.seed_pair_id);
  if (!pair) throw new ApiError('SYSTEM_ERROR');
  const outcome = bet.outcome({
    serverSeed: pair.server_seed,
    clientSeed: row.client_seed,
    nonce: row.nonce,
  });
  const pool = await poolShareOf(bet, row, pair.server_seed);
  return { row: await settle(deps, session, row, outcome, pool), poolHit: pool.hit };
}

/** Play money: the balance lives in the game session, locked for the round; no wallet, still provably fair. */
async function demoRound(
  deps: Deps,
  session: GameSession,
  bet: DecidedBet,
  requestId: string,
): Promise<DecidedRound> {
  const { row, fair } = await deps.db.transaction(async (tx) => {
    const locked = await gameSessionById(tx, session.id, true);
    if (!locked) throw new ApiError('GAME_SESSION_EXPIRED');
    const earlier = await findRoundByRequest(tx, session.id, requestId);
    if (earlier) return { row: sameRequest(earlier, bet), fair: null };
    const balance = minorOf(locked.demo_balance ?? 0);
    if (balance < bet.stake) throw new ApiError('INSUFFICIENT_BALANCE');
    const now = deps.now();
    const taken = await takeNext(
      tx,
      session,
      async () => {
        if (!locked.seed_pair_id) throw new ApiError('GAME_SESSION_EXPIRED');
        return locked.seed_pair_id;
      },
      now,
    );
    const outcome = bet.outcome({
      serverSeed: taken.serverSeed,
      clientSeed: taken.clientSeed,
      nonce: taken.nonce,
    });
    const round: UnsettledRow = {
      id: '',
      round_id: `${session.id}-${requestId}`,
      game_session_id: session.id,
      request_id: requestId,
      member_id: session.memberId,
      game_code: session.gameCode,
      seed_pair_id: taken.pairId,
      client_seed: taken.clientSeed,
      nonce: taken.nonce,
      paytable_id: bet.paytableId,
      bet_level: bet.betLevel,
      stake: bet.stake.toString(),
      total_win: outcome.totalWin.toString(),
      steps: outcome.steps,
      created_at: now,
      server_seed_hash: taken.serverSeedHash,
      server_seed: null,
    };
    const balances = { before: balance, after: balance - bet.stake + outcome.totalWin };
    await insertRound(tx, newRoundOf(round, true, 'SETTLED', balances));
    await setDemoBalance(tx, session.id, balances.after);
    const settled: RoundRow = {
      ...round,
      state: 'SETTLED',
      balance_before: balances.before.toString(),
      balance_after: balances.after.toString(),
    };
    return {
      row: settled,
      fair: { serverSeedHash: taken.serverSeedHash, clientSeed: taken.clientSeed, nonce: taken.nonce + 1 },
    };
  });
  // Play money funds no pool.
  return { row, fair: fair ?? (await seeds(deps, session)), poolHit: false };
}

/**
 * Plays a round decided at the bet for the game session: through the seamless wallet for money, on the session's
 * play money for demo. The same request id answers the same round.
 */
export function playDecidedRound(
  deps: Deps,
  session: GameSession,
  bet: DecidedBet,
  requestId: string,
): Promise<DecidedRound> {
  return session.demo ? demoRound(deps, session, bet, requestId) : moneyRound(deps, session, bet, requestId);
}
