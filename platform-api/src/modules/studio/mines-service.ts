import { minesLayoutOf, minesPayout, revealTile } from '@platform/house-engine';
import {
  ApiError,
  type CallResponse,
  formatMoney,
  type minesOpenRoundCall,
  type minesStartCall,
} from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { seamlessWallet } from '../seamless-wallet/seamless-wallet';
import { refusalError, takeNext } from './decided-round-service';
import type { GameSession } from './game-session';
import {
  insertMinesRound,
  type MinesOwner,
  type MinesRoundRow,
  type MinesState,
  minesRoundByRequest,
  moveMinesRound,
  ownedMinesRound,
  recentMinesRounds,
  unfinishedMinesRound,
} from './mines-store';
import { minesView, safeRevealsOf } from './mines-view';
import { RECALL_ROUNDS } from './recall-service';
import { minorOf } from './round-view';
import { seeds } from './seed-service';
import { HOUSE_VENDOR, studioMines, type TableStudioGame } from './studio-games';
import { nodeHmacSha256 } from './studio-hmac';
import { gameSessionById, setDemoBalance } from './studio-store';

export type MinesAnswer = CallResponse<typeof minesStartCall>;
export type MinesOpenAnswer = CallResponse<typeof minesOpenRoundCall>;

function gameOf(session: GameSession): TableStudioGame {
  const game = studioMines(session.gameCode);
  if (!game) throw new ApiError('NOT_FOUND');
  return game;
}

function stakeOf(game: TableStudioGame, betLevel: number): bigint {
  const stake = game.betLevels[betLevel];
  if (stake === undefined) {
    throw new ApiError('BAD_REQUEST', {
      message: 'betLevel is not one of the game bet levels',
      details: [{ field: 'betLevel', reason: 'unknown bet level' }],
    });
  }
  return BigInt(stake);
}

const ownerOf = (session: GameSession): MinesOwner =>
  session.memberId === null
    ? { gameSessionId: session.id }
    : { memberId: session.memberId, gameCode: session.gameCode, demo: session.demo };

const isEnded = (row: MinesRoundRow) => row.state === 'LOST' || row.state === 'CASHED_OUT';

/** The balance a round's last money step left (a money round's wallet, or the session's play money). */
async function balanceOf(deps: Deps, session: GameSession, row: MinesRoundRow): Promise<bigint> {
  if (session.demo) {
    const locked = await gameSessionById(deps.db, session.id);
    return minorOf(locked?.demo_balance ?? 0);
  }
  if (row.balance_after !== null) return minorOf(row.balance_after);
  return minorOf(row.balance_before ?? 0) - minorOf(row.stake);
}

async function answerOf(deps: Deps, session: GameSession, row: MinesRoundRow): Promise<MinesAnswer> {
  return {
    round: minesView(row),
    balance: formatMoney(await balanceOf(deps, session, row)),
    fair: await seeds(deps, session),
  };
}

/** A round whose stake the wallet has not confirmed: the bet (again, under the same transaction id). */
async function placeBet(deps: Deps, session: GameSession, row: MinesRoundRow): Promise<MinesRoundRow> {
  if (!session.vendorSessionId) throw new ApiError('GAME_SESSION_EXPIRED');
  const stake = minorOf(row.stake);
  const answer = await seamlessWallet(deps).bet(HOUSE_VENDOR, {
    sessionId: session.vendorSessionId,
    transactionId: `${row.round_id}:bet`,
    roundId: row.round_id,
    gameCode: row.game_code,
    amount: stake,
  });
  if (!answer.ok) {
    await moveMinesRound(deps.db, row.round_id, 'OPENING', { state: 'REFUSED', endedAt: deps.now() });
    throw refusalError(answer.code);
  }
  const balanceBefore = answer.balance + stake;
  await moveMinesRound(deps.db, row.round_id, 'OPENING', { state: 'OPEN', balanceBefore });
  return { ...row, state: 'OPEN', balance_before: balanceBefore.toString() };
}

/** A decided round: the wallet pays its payout (0 for a mine) and closes the round, under one transaction id. */
async function payOut(deps: Deps, session: GameSession, row: MinesRoundRow): Promise<MinesRoundRow> {
  if (!session.vendorSessionId) throw new ApiError('GAME_SESSION_EXPIRED');
  const payout = minorOf(row.payout ?? 0);
  const answer = await seamlessWallet(deps).win(HOUSE_VENDOR, {
    sessionId: session.vendorSessionId,
    transactionId: `${row.round_id}:win`,
    betTransactionId: `${row.round_id}:bet`,
    roundId: row.round_id,
    gameCode: row.game_code,
    amount: payout,
    closeRound: true,
  });
  // An expired vendor session still takes wins; anything else leaves the round SETTLING to be paid on the next call.
  if (!answer.ok) throw new ApiError('SYSTEM_ERROR');
  const state: MinesState = payout === 0n ? 'LOST' : 'CASHED_OUT';
  await moveMinesRound(deps.db, row.round_id, 'SETTLING', {
    state,
    balanceAfter: answer.balance,
    endedAt: deps.now(),
  });
  return { ...row, state, balance_after: answer.balance.toString() };
}

/** A money round left half-way by a failure (OPENING or SETTLING) is driven on with the same transaction ids. */
async function drivenOn(deps: Deps, session: GameSession, row: MinesRoundRow): Promise<MinesRoundRow> {
  if (row.state === 'OPENING') return placeBet(deps, session, row);
  if (row.state === 'SETTLING') return payOut(deps, session, row);
  if (row.state === 'REFUSED') throw new ApiError('INSUFFICIENT_BALANCE');
  return row;
}

/**
 * Starts a round: takes the next nonce of the live pair and lays the mines from it, stores the round, and takes the
 * stake (money: a seamless-wallet bet that leaves the round open; play money: the session's balance). A repeated
 * request id answers the same round; a player with a round unfinished is refused.
 */
export async function startMines(
  deps: Deps,
  session: GameSession,
  input: { betLevel: number; mines: number; requestId: string },
): Promise<MinesAnswer> {
  const game = gameOf(session);
  const stake = stakeOf(game, input.betLevel);
  const earlier = await minesRoundByRequest(deps.db, session.id, input.requestId);
  if (earlier) return repeatedStart(deps, session, earlier, input);
  if (!session.demo && session.memberId === null) throw new ApiError('GAME_SESSION_EXPIRED');
  let row: MinesRoundRow;
  try {
    row = await deps.db.transaction((tx) => openRound(deps, tx, session, { ...input, stake }));
  } catch (error) {
    // Two starts of one request id at once: the second answers the first's round.
    const raced = await minesRoundByRequest(deps.db, session.id, input.requestId);
    if (raced) return repeatedStart(deps, session, raced, input);
    throw error;
  }
  if (!session.demo) row = await placeBet(deps, session, row);
  return answerOf(deps, session, row);
}

async function repeatedStart(
  deps: Deps,
  session: GameSession,
  row: MinesRoundRow,
  input: { betLevel: number; mines: number },
): Promise<MinesAnswer> {
  if (row.bet_level !== input.betLevel || row.mine_count !== input.mines)
    throw new ApiError('IDEMPOTENCY_CONFLICT');
  return answerOf(deps, session, await drivenOn(deps, session, row));
}

/** In one transaction: the nonce, the layout and the stored round (play money: the stake taken too). */
async function openRound(
  deps: Deps,
  tx: Queryable,
  session: GameSession,
  input: { betLevel: number; mines: number; requestId: string; stake: bigint },
): Promise<MinesRoundRow> {
  let demoBalance: bigint | null = null;
  let guestPair: string | null = null;
  if (session.demo) {
    // The same lock order as a demo spin and a rotation: the session row, then the pair.
    const locked = await gameSessionById(tx, session.id, true);
    if (!locked) throw new ApiError('GAME_SESSION_EXPIRED');
    demoBalance = minorOf(locked.demo_balance ?? 0);
    guestPair = locked.seed_pair_id;
    if (await unfinishedMinesRound(tx, ownerOf(session))) throw new ApiError('MINES_ROUND_OPEN');
    if (demoBalance < input.stake) throw new ApiError('INSUFFICIENT_BALANCE');
  }
  const now = deps.now();
  const taken = await takeNext(
    tx,
    session,
    async () => {
      if (!guestPair) throw new ApiError('GAME_SESSION_EXPIRED');
      return guestPair;
    },
    now,
  );
  const mines = minesLayoutOf(
    { serverSeed: taken.serverSeed, clientSeed: taken.clientSeed, nonce: taken.nonce },
    input.mines,
    nodeHmacSha256,
  );
  const row: MinesRoundRow = {
    id: '',
    round_id: `${session.id}-${input.requestId}`,
    game_session_id: session.id,
    request_id: input.requestId,
    member_id: session.memberId,
    game_code: session.gameCode,
    demo: session.demo,
    seed_pair_id: taken.pairId,
    client_seed: taken.clientSeed,
    nonce: taken.nonce,
    bet_level: input.betLevel,
    stake: input.stake.toString(),
    mine_count: input.mines,
    mines,
    reveals: [],
    payout: null,
    balance_before: demoBalance === null ? null : demoBalance.toString(),
    balance_after: null,
    state: session.demo ? 'OPEN' : 'OPENING',
    created_at: now,
    server_seed_hash: taken.serverSeedHash,
    server_seed: null,
  };
  const inserted = await insertMinesRound(tx, {
    roundId: row.round_id,
    gameSessionId: row.game_session_id,
    requestId: row.request_id,
    memberId: row.member_id,
    gameCode: row.game_code,
    demo: row.demo,
    seedPairId: row.seed_pair_id,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    betLevel: row.bet_level,
    stake: input.stake,
    mineCount: row.mine_count,
    mines,
    state: row.state,
    balanceBefore: demoBalance,
    createdAt: now,
  });
  // Refused by the one-unfinished-round index (or a raced request id): the transaction gives the nonce back.
  if (!inserted) throw new ApiError('MINES_ROUND_OPEN');
  if (demoBalance !== null) await setDemoBalance(tx, session.id, demoBalance - input.stake);
  return row;
}

type Move = (row: MinesRoundRow) => { reveals: number[]; payout: bigint | null };

/**
 * One step of an open round under its row's lock: `move` says the tiles and, when the round ends, its payout. Play
 * money ends at once (the payout added to the session's balance); a money round is SETTLING until the wallet pays.
 */
async function step(
  deps: Deps,
  session: GameSession,
  roundId: string,
  answered: (row: MinesRoundRow) => boolean,
  move: Move,
): Promise<MinesAnswer> {
  gameOf(session);
  const owner = ownerOf(session);
  const current = await ownedMinesRound(deps.db, owner, roundId);
  if (!current) throw new ApiError('NOT_FOUND');
  if (answered(current)) return answerOf(deps, session, await drivenOn(deps, session, current));
  const before = await drivenOn(deps, session, current);
  if (before.state !== 'OPEN') {
    if (answered(before)) return answerOf(deps, session, before);
    throw new ApiError('MINES_ROUND_ENDED');
  }
  const moved = await deps.db.transaction(async (tx): Promise<MinesRoundRow> => {
    const demo = session.demo ? await gameSessionById(tx, session.id, true) : undefined;
    const row = await ownedMinesRound(tx, owner, roundId, true);
    if (!row) throw new ApiError('NOT_FOUND');
    if (answered(row) || row.state !== 'OPEN') return row;
    const next = move(row);
    if (next.payout === null) {
      await moveMinesRound(tx, roundId, 'OPEN', { state: 'OPEN', reveals: next.reveals });
      return { ...row, reveals: next.reveals };
    }
    const decided = { ...row, reveals: next.reveals, payout: next.payout.toString() };
    if (!demo) {
      await moveMinesRound(tx, roundId, 'OPEN', {
        state: 'SETTLING',
        reveals: next.reveals,
        payout: next.payout,
      });
      return { ...decided, state: 'SETTLING' as const };
    }
    const balanceAfter = minorOf(demo.demo_balance ?? 0) + next.payout;
    const state: MinesState = next.payout === 0n ? 'LOST' : 'CASHED_OUT';
    await moveMinesRound(tx, roundId, 'OPEN', {
      state,
      reveals: next.reveals,
      payout: next.payout,
      balanceAfter,
      endedAt: deps.now(),
    });
    await setDemoBalance(tx, session.id, balanceAfter);
    return { ...decided, state, balance_after: balanceAfter.toString() };
  });
  const after = await drivenOn(deps, session, moved);
  if (!answered(after) && after.state !== 'OPEN') throw new ApiError('MINES_ROUND_ENDED');
  return answerOf(deps, session, after);
}

/** Opens a tile: a mine ends the round with nothing; the last safe tile pays at once. Repeating a tile answers as is. */
export function revealMines(
  deps: Deps,
  session: GameSession,
  input: { roundId: string; tile: number },
): Promise<MinesAnswer> {
  return step(
    deps,
    session,
    input.roundId,
    (row) => row.reveals.includes(input.tile),
    (row) => {
      const result = revealTile(row.mines, row.reveals, input.tile);
      const reveals = [...row.reveals, input.tile];
      if (result.kind === 'mine') return { reveals, payout: 0n };
      if (result.cleared)
        return { reveals, payout: minesPayout(minorOf(row.stake), row.mine_count, reveals.length) };
      return { reveals, payout: null };
    },
  );
}

/** Cashes out at the current multiplier (after one safe tile at least). Repeating it answers the paid round. */
export function cashOutMines(
  deps: Deps,
  session: GameSession,
  input: { roundId: string },
): Promise<MinesAnswer> {
  return step(
    deps,
    session,
    input.roundId,
    (row) => row.state === 'CASHED_OUT',
    (row) => {
      const safe = safeRevealsOf(row);
      if (safe === 0) throw new ApiError('MINES_NOTHING_TO_CASH_OUT');
      return { reveals: row.reveals, payout: minesPayout(minorOf(row.stake), row.mine_count, safe) };
    },
  );
}

/** The round left open, for a reload: one left half-way is driven on first (and shown ended if it ended). */
export async function openMinesRound(deps: Deps, session: GameSession): Promise<MinesOpenAnswer> {
  gameOf(session);
  const row = await unfinishedMinesRound(deps.db, ownerOf(session));
  let round: MinesRoundRow | null = null;
  if (row) {
    try {
      round = await drivenOn(deps, session, row);
    } catch (error) {
      // A start the wallet refused is no round to resume.
      if (!(error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE')) throw error;
    }
  }
  return { round: round && !isEnded(round) ? minesView(round) : null, fair: await seeds(deps, session) };
}

/** Game recall: the newest ended rounds with their tiles and mines. */
export async function minesRecall(deps: Deps, session: GameSession) {
  gameOf(session);
  const rows = await recentMinesRounds(deps.db, ownerOf(session), RECALL_ROUNDS);
  return { rounds: rows.map(minesView) };
}
