import { fairStream, jackpotDraw, playRound, type SlotOutcome } from '@platform/house-engine';
import {
  ApiError,
  type CallResponse,
  formatMoney,
  type studioSpinCall,
} from '@platform/shared-contracts/server';
import { repeatTask } from '../../background/repeat-task';
import { createBatchQueue, perDatabase } from '../../db/batch-queue';
import type { Database, Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import {
  announceContributions,
  awardJackpot,
  type Contribution,
  contribute,
  contributionOf,
  type JackpotRound,
  jackpotTermsOf,
} from '../jackpot/jackpot-service';
import { seamlessWallet, type WalletRefusal } from '../seamless-wallet/seamless-wallet';
import type { PostingRequest } from '../wallet/ledger-service';
import { type GameSession, gameSessionOf } from './game-session';
import { minorOf, roundView, stepsView } from './round-view';
import { type FairState, memberPair, seeds } from './seed-service';
import { HOUSE_VENDOR, type SlotStudioGame as StudioGame, studioSlot } from './studio-games';
import { nodeHmacSha256 } from './studio-hmac';
import {
  clearJackpotDue,
  findJackpotDueRounds,
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

export type SpinAnswer = CallResponse<typeof studioSpinCall>;

/**
 * Concurrent spins store their settled rounds in one statement (one commit for many, as the ledger's postings do;
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

/** A settled round with its share of the stake for the jackpot pool (null when the game funds none). */
interface SettledWithJackpot {
  round: SettledRound;
  contribution: Contribution | null;
}

/**
 * The studio's rounds settled in the seamless wallet's transaction, with their outcome (one statement a batch); their
 * jackpot contributions are posted in the batch's own posting statement (`contributionPostings`), so a spin and its
 * share of the pool commit together.
 */
async function writeSettledRounds(tx: Queryable, rows: SettledWithJackpot[]): Promise<void> {
  await settleRounds(
    tx,
    rows.map((r) => r.round),
  );
  await announceContributions(
    tx,
    rows.flatMap((r) => (r.contribution ? [r.contribution] : [])),
  );
}

function contributionPostings(rows: SettledWithJackpot[]): PostingRequest[] {
  return rows.flatMap((r) => (r.contribution ? [r.contribution.posting] : []));
}

/** The jackpot's view of a money round. */
function jackpotRoundOf(session: GameSession, round: RoundRow, memberId: number): JackpotRound {
  return {
    vendor: HOUSE_VENDOR,
    roundId: round.round_id,
    gameCode: round.game_code,
    merchantCode: session.merchantCode,
    currency: session.currency,
    memberId,
    stake: minorOf(round.stake),
  };
}

/** Whether a money round's jackpot draw (its own label of the round's seeds, decision 108) hits. */
function jackpotHit(deps: Deps, row: RoundRow, serverSeed: string): boolean {
  const terms = jackpotTermsOf(deps.db, row.game_code);
  if (!terms) return false;
  return jackpotDraw(
    { serverSeed, clientSeed: row.client_seed, nonce: row.nonce },
    minorOf(row.stake),
    terms,
    nodeHmacSha256,
  ).hit;
}

/** Pays a round whose draw hit the pool (once: a retry is answered the same amount), then clears what it was owed. */
async function payJackpot(
  deps: Deps,
  session: GameSession,
  row: RoundRow,
  memberId: number,
): Promise<bigint> {
  const amount = await awardJackpot(deps, jackpotRoundOf(session, row, memberId), session.wallet);
  await clearJackpotDue(deps.db, row.round_id);
  return amount;
}

/**
 * The round's jackpot: when its draw hit, the pool paid once (a retried request draws the same and is answered the
 * same amount). Null when the round did not win the jackpot. `hit` is the draw when the caller made it already (a new
 * spin draws once, to mark the round); null draws it from the round's seeds.
 */
async function jackpotOf(
  deps: Deps,
  session: GameSession,
  row: RoundRow,
  hit: boolean | null,
): Promise<bigint | null> {
  if (!jackpotTermsOf(deps.db, row.game_code)) return null;
  if (row.state !== 'SETTLED' || session.memberId === null || session.demo) return null;
  if (hit === null) {
    const seed = (await findPair(deps.db, row.seed_pair_id))?.server_seed;
    if (!seed) throw new ApiError('SYSTEM_ERROR');
    if (!jackpotHit(deps, row, seed)) return null;
  } else if (!hit) return null;
  return payJackpot(deps, session, row, session.memberId);
}

/** How many owed jackpots one sweep pays at most. */
const AWARD_SWEEP_BATCH = 20;

/**
 * Pays the jackpots rounds were owed when the server stopped between settling them and paying the pool (decision
 * 117): each round's draw is checked again from its seeds before it is paid. Answers how many were paid.
 */
export async function sweepJackpotAwards(deps: Deps): Promise<number> {
  let paid = 0;
  for (const row of await findJackpotDueRounds(deps.db, AWARD_SWEEP_BATCH)) {
    const stored = await gameSessionById(deps.db, row.game_session_id);
    const pair = await findPair(deps.db, row.seed_pair_id);
    if (!stored || stored.member_id === null || !pair) continue;
    if (!jackpotHit(deps, row, pair.server_seed)) {
      await clearJackpotDue(deps.db, row.round_id);
      continue;
    }
    await payJackpot(deps, gameSessionOf(stored), row, stored.member_id);
    paid += 1;
  }
  return paid;
}

/** Sweeps owed jackpots every AWARD_SWEEP_MS; the answer stops it and waits for a sweep in flight. */
export function startJackpotAwardSweep(deps: Deps, onError: (error: unknown) => void): () => Promise<void> {
  return repeatTask(() => sweepJackpotAwards(deps), AWARD_SWEEP_MS, onError);
}

const AWARD_SWEEP_MS = 30_000;

/**
 * Concurrent spins take their nonces and store their PENDING rounds in one statement; two spins of one member's
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

function gameOf(session: GameSession): StudioGame {
  const game = studioSlot(session.gameCode);
  if (!game) throw new ApiError('NOT_FOUND');
  return game;
}

function stakeOf(game: StudioGame, betLevel: number): bigint {
  const stake = game.paytable.betLevels[betLevel];
  if (stake === undefined) {
    throw new ApiError('BAD_REQUEST', {
      message: 'betLevel is not one of the game bet levels',
      details: [{ field: 'betLevel', reason: 'unknown bet level' }],
    });
  }
  return BigInt(stake);
}

/** What a wallet refusal means to the player. */
export function refusalError(code: WalletRefusal): ApiError {
  if (code === 'INSUFFICIENT_FUNDS') return new ApiError('INSUFFICIENT_BALANCE');
  // An excluded player's sessions ended when the exclusion began (decision 105).
  if (code === 'SESSION_EXPIRED' || code === 'PLAYER_NOT_FOUND' || code === 'PLAYER_EXCLUDED')
    return new ApiError('GAME_SESSION_EXPIRED');
  if (code === 'LIMIT_REACHED' || code === 'PLAY_TIME_REACHED') return new ApiError(code);
  return new ApiError('SYSTEM_ERROR');
}

interface Played {
  row: RoundRow;
  fair: FairState;
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
 * Takes the next nonce of the session's live pair under the row's lock (one statement: two spins never share one).
 * A member's pair is found and advanced at once; a guest's by its id. A pair revealed meanwhile is read again.
 */
export async function takeNext(
  db: Queryable,
  session: GameSession,
  guestPairId: () => Promise<string>,
  now: Date,
) {
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

/** Plays the round of a taken nonce (decision 047) and hands it to `store`; null when `store` found it taken. */
async function playNext(
  taken: Taken,
  game: StudioGame,
  stake: bigint,
  store: (round: Omit<RoundRow, 'state' | 'balance_before' | 'balance_after'>) => Promise<RoundRow | null>,
  base: { roundId: string; session: GameSession; requestId: string; betLevel: number; now: Date },
): Promise<Played | null> {
  const outcome = playRound(
    fairStream(
      { serverSeed: taken.serverSeed, clientSeed: taken.clientSeed, nonce: taken.nonce },
      nodeHmacSha256,
    ),
    game.paytable,
    stake,
  );
  const row = await store({
    id: '',
    paytable_id: game.paytable.id,
    round_id: base.roundId,
    game_session_id: base.session.id,
    request_id: base.requestId,
    member_id: base.session.memberId,
    game_code: base.session.gameCode,
    seed_pair_id: taken.pairId,
    client_seed: taken.clientSeed,
    nonce: taken.nonce,
    bet_level: base.betLevel,
    stake: stake.toString(),
    total_win: outcome.totalWin.toString(),
    steps: stepsView(outcome),
    created_at: base.now,
    server_seed_hash: taken.serverSeedHash,
    server_seed: null,
  });
  if (!row) return null;
  return {
    row,
    fair: { serverSeedHash: taken.serverSeedHash, clientSeed: taken.clientSeed, nonce: taken.nonce + 1 },
  };
}

function newRoundOf(
  round: Omit<RoundRow, 'state' | 'balance_before' | 'balance_after'>,
  game: StudioGame,
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
    paytableId: game.paytable.id,
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

/** The outcome a money round's pair, nonce and stake give: the same however often it is computed. */
function outcomeOf(
  game: StudioGame,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  stake: bigint,
) {
  return playRound(fairStream(seeds, nodeHmacSha256), game.paytable, stake);
}

/**
 * The wallet's step for a PENDING round: the bet and its win in one, keyed by the round (a retry replays it), settled
 * together with other players' spins (decision 058), then the round's outcome and balances stored.
 */
async function settle(
  deps: Deps,
  session: GameSession,
  round: RoundRow,
  outcome: SlotOutcome,
  jackpotDue: boolean,
): Promise<RoundRow> {
  if (!session.vendorSessionId || session.memberId === null) throw new ApiError('GAME_SESSION_EXPIRED');
  const stake = minorOf(round.stake);
  const posting = await contributionOf(deps, jackpotRoundOf(session, round, session.memberId));
  const contribution = posting ? { posting, currency: session.currency } : null;
  const win = outcome.totalWin;
  const steps = stepsView(outcome);
  // The bet and the win moved together: the balance before the round is the one after it, less what it changed.
  // A hit is marked with the round, so a server stopping before the pool is paid leaves it owed (decision 117).
  const settledRow = (balance: bigint): SettledRound => ({
    roundId: round.round_id,
    steps,
    totalWin: win,
    before: balance + stake - win,
    after: balance,
    jackpotDue,
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
      row: (balance) => ({ round: settledRow(balance), contribution }),
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
    // Keyed by the round: a contribution the batch already made is left as it is.
    if (contribution) await contribute(deps, [contribution]);
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

function answerOf(row: RoundRow, fair: FairState, jackpotWin: bigint | null = null): SpinAnswer {
  const round = roundView(row);
  if (jackpotWin === null) return { round, balance: round.balanceAfter, fair, freeSpinsLeft: 0 };
  // The jackpot is paid into the same wallet right after the round: the balance shown includes it.
  const balance = formatMoney(minorOf(row.balance_after ?? 0) + jackpotWin);
  // Free spins are played inside their round, so none are ever left over between calls.
  return { round: { ...round, jackpotWin: formatMoney(jackpotWin) }, balance, fair, freeSpinsLeft: 0 };
}

function sameRequest(row: RoundRow, betLevel: number): RoundRow {
  if (row.bet_level !== betLevel) throw new ApiError('IDEMPOTENCY_CONFLICT');
  return row;
}

/**
 * A paid spin: one statement takes the nonce and stores the round PENDING, the engine plays it, the seamless wallet
 * settles it (bet and win in one step), and the round is stored SETTLED. The same request id answers the same round;
 * a PENDING one left by a failure settles now, with the same outcome and the same transaction ids.
 */
async function moneySpin(
  deps: Deps,
  session: GameSession,
  game: StudioGame,
  input: { betLevel: number; requestId: string },
): Promise<SpinAnswer> {
  const stake = stakeOf(game, input.betLevel);
  if (session.memberId === null) throw new ApiError('GAME_SESSION_EXPIRED');
  const memberId = session.memberId;
  const now = deps.now();
  const base = {
    roundId: `${session.id}-${input.requestId}`,
    gameSessionId: session.id,
    requestId: input.requestId,
    memberId,
    gameCode: session.gameCode,
    paytableId: game.paytable.id,
    betLevel: input.betLevel,
    stake,
    createdAt: now,
  };
  for (let attempt = 0; attempt < PAIR_ATTEMPTS; attempt += 1) {
    const opened = await openQueue(deps.db)(base);
    if (opened?.inserted) {
      const seeds = { serverSeed: opened.server_seed, clientSeed: opened.client_seed, nonce: opened.nonce };
      const pending: RoundRow = {
        id: '',
        paytable_id: game.paytable.id,
        round_id: base.roundId,
        game_session_id: session.id,
        request_id: input.requestId,
        member_id: memberId,
        game_code: session.gameCode,
        seed_pair_id: opened.pair_id,
        client_seed: opened.client_seed,
        nonce: opened.nonce,
        bet_level: input.betLevel,
        stake: stake.toString(),
        total_win: null,
        balance_before: null,
        balance_after: null,
        steps: null,
        state: 'PENDING',
        created_at: now,
        server_seed_hash: opened.server_seed_hash,
        server_seed: null,
      };
      const hit = jackpotHit(deps, pending, opened.server_seed);
      const settled = await settle(deps, session, pending, outcomeOf(game, seeds, stake), hit);
      const fair = {
        serverSeedHash: opened.server_seed_hash,
        clientSeed: opened.client_seed,
        nonce: opened.nonce + 1,
      };
      return answerOf(settled, fair, await jackpotOf(deps, session, settled, hit));
    }
    const earlier = await findRoundByRequest(deps.db, session.id, input.requestId);
    if (earlier) {
      const settled = await settledAgain(deps, session, game, earlier, input.betLevel);
      return answerOf(settled, await seeds(deps, session), await jackpotOf(deps, session, settled, null));
    }
    // No live pair: the member's first round of the game, or a rotation in between.
    await memberPair(deps.db, memberId, session.gameCode, now);
  }
  throw new ApiError('SYSTEM_ERROR');
}

/** A repeated request: its round as it stands, a PENDING one settled now. */
async function settledAgain(
  deps: Deps,
  session: GameSession,
  game: StudioGame,
  row: RoundRow,
  betLevel: number,
): Promise<RoundRow> {
  sameRequest(row, betLevel);
  if (row.state === 'REFUSED') throw new ApiError('INSUFFICIENT_BALANCE');
  if (row.state === 'SETTLED') return row;
  const pair = await findPair(deps.db, row.seed_pair_id);
  if (!pair) throw new ApiError('SYSTEM_ERROR');
  const outcome = outcomeOf(
    game,
    { serverSeed: pair.server_seed, clientSeed: row.client_seed, nonce: row.nonce },
    minorOf(row.stake),
  );
  return settle(deps, session, row, outcome, jackpotHit(deps, row, pair.server_seed));
}

/** Play money: the balance lives in the game session, locked for the round; no wallet, still provably fair. */
async function demoSpin(
  deps: Deps,
  session: GameSession,
  game: StudioGame,
  input: { betLevel: number; requestId: string },
): Promise<SpinAnswer> {
  const stake = stakeOf(game, input.betLevel);
  const { row, fair } = await deps.db.transaction(async (tx) => {
    const locked = await gameSessionById(tx, session.id, true);
    if (!locked) throw new ApiError('GAME_SESSION_EXPIRED');
    const earlier = await findRoundByRequest(tx, session.id, input.requestId);
    if (earlier) return { row: sameRequest(earlier, input.betLevel), fair: null };
    const balance = minorOf(locked.demo_balance ?? 0);
    if (balance < stake) throw new ApiError('INSUFFICIENT_BALANCE');
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
    const played = await playNext(
      taken,
      game,
      stake,
      async (round) => {
        const balances = { before: balance, after: balance - stake + minorOf(round.total_win ?? 0) };
        await insertRound(tx, newRoundOf(round, game, true, 'SETTLED', balances));
        await setDemoBalance(tx, session.id, balances.after);
        return {
          ...round,
          state: 'SETTLED',
          balance_before: balances.before.toString(),
          balance_after: balances.after.toString(),
        };
      },
      {
        roundId: `${session.id}-${input.requestId}`,
        session,
        requestId: input.requestId,
        betLevel: input.betLevel,
        now,
      },
    );
    if (!played) throw new ApiError('SYSTEM_ERROR');
    return played;
  });
  return answerOf(row, fair ?? (await seeds(deps, session)));
}

export function spin(
  deps: Deps,
  session: GameSession,
  input: { betLevel: number; requestId: string },
): Promise<SpinAnswer> {
  const game = gameOf(session);
  return session.demo ? demoSpin(deps, session, game, input) : moneySpin(deps, session, game, input);
}
