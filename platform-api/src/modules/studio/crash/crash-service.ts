import {
  CRASH_ENGINE_VERSION,
  CRASH_MAX_CENTS,
  CRASH_MIN_AUTO_CENTS,
  crashMultiplierAt,
  parseMultiplier,
} from '@platform/house-engine';
import {
  ApiError,
  type CallParsedRequest,
  type CallResponse,
  type crashBetCall,
  type crashChainCall,
  type crashHistoryCall,
  type crashMyBetsCall,
  type crashStateCall,
  formatMoney,
  parseMoney,
} from '@platform/shared-contracts/server';
import { violatedUniqueIndex } from '../../../db/unique-violation';
import type { Deps } from '../../../deps';
import { maskName } from '../../bet-records/bet-records-service';
import { memberAccounts } from '../../member/member-service';
import type { GameSession } from '../game-session';
import { studioGame } from '../studio-games';
import { CRASH_RULES, MAX_STAKE, MIN_STAKE } from './crash-game';
import { broadcast, noticeToEveryone } from './crash-live-notice';
import { balanceOf, refusalError, settleBet, takeStake } from './crash-money';
import {
  type BetRow,
  betByRequest,
  betOfSession,
  betsOfPlayer,
  cashOut as cashOutStatement,
  countRounds,
  crashedRounds,
  deleteBet,
  findChain,
  insertBet,
  newestRound,
  openPlacedBet,
  publicBets,
  roundById,
  takeDemoStake,
} from './crash-store';
import { historyView, myBetView, publicBetView, roundView } from './crash-views';

// Crash's calls (decision 106): state, bet, cash-out, the player's bets, and the public history and chain.

type BetAnswer = CallResponse<typeof crashBetCall>;

export const HISTORY_SHOWN = 20;
const MY_BETS_SHOWN = 50;

/** The game session's crash game, or NOT_FOUND for a session of another game. */
function crashSession(session: GameSession): GameSession {
  if (studioGame(session.gameCode)?.kind !== 'crash') throw new ApiError('NOT_FOUND');
  return session;
}

/** Everything the screen needs at once: also the live socket's welcome. */
export async function crashState(
  deps: Deps,
  session: GameSession,
): Promise<CallResponse<typeof crashStateCall>> {
  crashSession(session);
  const [round, history, balance] = await Promise.all([
    newestRound(deps.db, session.gameCode),
    crashedRounds(deps.db, session.gameCode, HISTORY_SHOWN),
    balanceOf(deps, session),
  ]);
  const [bets, mine] = round
    ? await Promise.all([publicBets(deps.db, round.id), betOfSession(deps.db, round.id, session.id)])
    : [[], undefined];
  return {
    serverTime: deps.now().getTime(),
    rules: CRASH_RULES,
    round: round ? roundView(round) : null,
    bets: bets.map(publicBetView),
    myBet: mine ? myBetView(mine) : null,
    history: history.map(historyView),
    balance: formatMoney(balance),
  };
}

function stakeOf(text: string): bigint {
  const stake = parseMoney(text);
  if (stake < MIN_STAKE || stake > MAX_STAKE)
    throw new ApiError('AMOUNT_OUT_OF_RANGE', {
      details: [{ field: 'stake', reason: 'stake_out_of_range' }],
    });
  return stake;
}

function autoCashOutOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  const cents = parseMultiplier(text);
  if (cents < CRASH_MIN_AUTO_CENTS || cents > CRASH_MAX_CENTS)
    throw new ApiError('BAD_REQUEST', {
      message: 'autoCashOut is outside the game limits',
      details: [{ field: 'autoCashOut', reason: 'auto_cash_out_out_of_range' }],
    });
  return cents;
}

async function playerName(deps: Deps, session: GameSession): Promise<string> {
  if (session.memberId === null) return 'guest';
  const account = (await memberAccounts(deps, [session.memberId])).get(session.memberId);
  return account ? maskName(account) : 'player';
}

/** A repeat of a placed bet's request answers it; the same key for another bet is a conflict. */
async function repeatOf(
  deps: Deps,
  session: GameSession,
  bet: BetRow,
  input: { roundId: string; stake: bigint; auto: number | null },
) {
  if (bet.round_id !== input.roundId || BigInt(bet.stake) !== input.stake || bet.auto_cash_out !== input.auto)
    throw new ApiError('IDEMPOTENCY_CONFLICT');
  if (bet.status === 'placing') throw new ApiError('CRASH_ALREADY_BET');
  return { bet: myBetView(bet), balance: formatMoney(await balanceOf(deps, session)) };
}

/**
 * A bet in the round taking bets: the stake leaves at once (the wallet's `bet` keyed by the bet, or play money),
 * then the bet is in the round and everyone sees it. One bet per player per round.
 */
export async function placeBet(
  deps: Deps,
  session: GameSession,
  input: CallParsedRequest<typeof crashBetCall>,
): Promise<BetAnswer> {
  crashSession(session);
  const stake = stakeOf(input.stake);
  const auto = autoCashOutOf(input.autoCashOut);
  const wanted = { roundId: input.roundId, stake, auto };
  const earlier = await betByRequest(deps.db, session.id, input.requestId);
  if (earlier) return repeatOf(deps, session, earlier, wanted);
  const round = await roundById(deps.db, input.roundId);
  if (!round || round.game_code !== session.gameCode) throw new ApiError('NOT_FOUND');
  if (!session.demo && (session.memberId === null || !session.vendorSessionId))
    throw new ApiError('GAME_SESSION_EXPIRED');
  const newBet = {
    roundId: round.id,
    gameSessionId: session.id,
    memberId: session.memberId,
    demo: session.demo,
    vendorSessionId: session.vendorSessionId,
    requestId: input.requestId,
    player: await playerName(deps, session),
    stake,
    autoCashOut: auto,
    now: deps.now(),
  };
  let placed: { bet: BetRow; balance: bigint };
  try {
    placed = session.demo
      ? await placeDemoBet(deps, newBet)
      : await placeMoneyBet(deps, newBet, session.gameCode);
  } catch (error) {
    if (violatedUniqueIndex(error) === null) throw error;
    const again = await betByRequest(deps.db, session.id, input.requestId);
    if (again) return repeatOf(deps, session, again, wanted);
    throw new ApiError('CRASH_ALREADY_BET');
  }
  return { bet: myBetView(placed.bet), balance: formatMoney(placed.balance) };
}

type NewBet = Parameters<typeof insertBet>[1];

async function placeDemoBet(deps: Deps, bet: NewBet): Promise<{ bet: BetRow; balance: bigint }> {
  return deps.db.transaction(async (tx) => {
    const row = await insertBet(tx, bet, 'open');
    if (!row) throw new ApiError('CRASH_BETTING_CLOSED');
    const balance = await takeDemoStake(tx, bet.gameSessionId, bet.stake);
    if (balance === null) throw new ApiError('INSUFFICIENT_BALANCE');
    return { bet: row, balance };
  });
}

async function placeMoneyBet(
  deps: Deps,
  bet: NewBet,
  gameCode: string,
): Promise<{ bet: BetRow; balance: bigint }> {
  const placing = await insertBet(deps.db, bet, 'placing');
  if (!placing) throw new ApiError('CRASH_BETTING_CLOSED');
  const answer = await takeStake(deps, placing, gameCode);
  if (!answer.ok) {
    await deleteBet(deps.db, placing.id);
    throw refusalError(answer.code);
  }
  // What everyone sees of the bet once open: the placed row's, with the status it is given.
  const seen = publicBetView({ ...placing, status: 'open' });
  const open = await openPlacedBet(
    deps.db,
    placing.id,
    answer.balance,
    noticeToEveryone({
      type: 'bets',
      serverTime: deps.now().getTime(),
      roundId: placing.round_id,
      bets: [seen],
    }),
  );
  if (!open) throw new ApiError('SYSTEM_ERROR');
  return { bet: open, balance: answer.balance };
}

/**
 * A manual cash-out, decided by server time in one statement against the round's stored start and crash point, then
 * paid through the wallet. A repeat (or a bet an automatic target cashed out already) answers the cash-out made.
 */
export async function cashOut(deps: Deps, session: GameSession, roundId: string): Promise<BetAnswer> {
  crashSession(session);
  const round = await roundById(deps.db, roundId);
  if (!round || round.game_code !== session.gameCode) throw new ApiError('NOT_FOUND');
  const now = deps.now();
  const cashed =
    round.phase === 'running' && round.started_at
      ? await cashOutStatement(deps.db, {
          roundId,
          gameSessionId: session.id,
          startedAt: round.started_at,
          now,
          multiplier: Math.min(
            crashMultiplierAt(now.getTime() - round.started_at.getTime()),
            round.crash_point,
          ),
        })
      : undefined;
  if (cashed && !cashed.demo)
    await broadcast(deps.db, {
      type: 'cashouts',
      serverTime: now.getTime(),
      roundId,
      cashOuts: [
        {
          betId: cashed.id,
          player: cashed.player,
          cashedOutAt: publicBetView(cashed).cashedOutAt ?? '1.00',
          win: publicBetView(cashed).win ?? '0.00',
        },
      ],
    });
  const bet = cashed ?? (await betOfSession(deps.db, roundId, session.id));
  if (bet?.status !== 'cashed_out') throw new ApiError('CRASH_NOTHING_TO_CASH_OUT');
  const settled = bet.settled_at ? null : await settleBet(deps, bet, session.gameCode);
  const final = settled?.bet ?? bet;
  const balance = settled?.balance ?? (await balanceOf(deps, session));
  return { bet: myBetView(final), balance: formatMoney(balance) };
}

export async function myBets(
  deps: Deps,
  session: GameSession,
): Promise<CallResponse<typeof crashMyBetsCall>> {
  crashSession(session);
  const owner =
    session.memberId !== null
      ? { memberId: session.memberId, demo: session.demo }
      : { gameSessionId: session.id };
  const rows = await betsOfPlayer(deps.db, owner, MY_BETS_SHOWN);
  return { bets: rows.map(({ bet, round }) => ({ bet: myBetView(bet), round: roundView(round) })) };
}

function publicCrashGame(gameCode: string): string {
  if (studioGame(gameCode)?.kind !== 'crash') throw new ApiError('NOT_FOUND');
  return gameCode;
}

export async function history(
  deps: Deps,
  input: CallParsedRequest<typeof crashHistoryCall>,
): Promise<CallResponse<typeof crashHistoryCall>> {
  const gameCode = publicCrashGame(input.gameCode);
  const rounds = await crashedRounds(
    deps.db,
    gameCode,
    input.limit === undefined ? HISTORY_SHOWN : Number(input.limit),
    input.before === undefined ? undefined : Number(input.before),
  );
  return { rounds: rounds.map(historyView) };
}

export const CRASH_METHOD =
  'k = the low 20 bits of the first and all 32 bits of the second uint32 of HMAC-SHA256(key = seed text, message = ' +
  '"<salt>:0"), uniform on [0, 2^52); crash point = max(1.00, min(10000.00, floor(99 * 2^52 / (k + 1)) / 100)). ' +
  "Each round's seed is SHA-256 of the next round's seed; round 1's seed hashes to the terminal hash.";

export async function chain(deps: Deps, gameCode: string): Promise<CallResponse<typeof crashChainCall>> {
  publicCrashGame(gameCode);
  const [row, played] = await Promise.all([findChain(deps.db, gameCode), countRounds(deps.db, gameCode)]);
  // The chain is made with the first round; before it, nothing is published yet.
  if (!row) throw new ApiError('NOT_FOUND');
  return {
    gameCode,
    chainLength: row.length,
    terminalHash: row.terminal_hash,
    salt: row.salt,
    roundsPlayed: played,
    rules: CRASH_RULES,
    method: CRASH_METHOD,
    engineVersion: CRASH_ENGINE_VERSION,
  };
}
