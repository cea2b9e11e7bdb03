import { ApiError } from '@platform/shared-contracts/server';
import type { Deps } from '../../../deps';
import { seamlessWallet, type WalletRefusal } from '../../seamless-wallet/seamless-wallet';
import type { GameSession } from '../game-session';
import { HOUSE_VENDOR } from '../studio-games';
import { addDemoBalance, type BetRow, demoBalance, markSettled, setBalanceAfter } from './crash-store';

// Crash's money (decision 106): a money bet's stake leaves through the seamless wallet's `bet` when it is placed; its
// outcome reaches the wallet once, as a `win` closing the bet's wallet round (0 when lost) or a rollback (refund).
// Play money moves on the demo game session's balance. Every wallet step is keyed by the bet, so a retry is a replay.

/** Each bet is its own wallet round: the crash round is shared by every player. */
export const walletRoundOf = (bet: Pick<BetRow, 'id' | 'round_id'>) => `CRASH-${bet.round_id}-${bet.id}`;
export const betTransactionOf = (bet: Pick<BetRow, 'id'>) => `CRASH-${bet.id}-bet`;

export function refusalError(code: WalletRefusal): ApiError {
  if (code === 'INSUFFICIENT_FUNDS') return new ApiError('INSUFFICIENT_BALANCE');
  if (code === 'SESSION_EXPIRED' || code === 'PLAYER_NOT_FOUND') return new ApiError('GAME_SESSION_EXPIRED');
  return new ApiError('SYSTEM_ERROR');
}

/** The balance the game shows: the wallet's for money play, the session's play money in demo. */
export async function balanceOf(deps: Deps, session: GameSession): Promise<bigint> {
  if (session.demo || !session.vendorSessionId) return demoBalance(deps.db, session.id);
  const answer = await seamlessWallet(deps).balance(HOUSE_VENDOR, session.vendorSessionId);
  if (!answer.ok || answer.balance === undefined) throw new ApiError('GAME_SESSION_EXPIRED');
  return answer.balance;
}

/** Takes a money bet's stake from the wallet; answers the balance after, or the refusal. */
export async function takeStake(deps: Deps, bet: BetRow, gameCode: string) {
  if (!bet.vendor_session_id) throw new ApiError('GAME_SESSION_EXPIRED');
  return seamlessWallet(deps).bet(HOUSE_VENDOR, {
    sessionId: bet.vendor_session_id,
    transactionId: betTransactionOf(bet),
    roundId: walletRoundOf(bet),
    gameCode,
    amount: BigInt(bet.stake),
  });
}

/** Wallet refusals that mean the step was already done or can never be: the bet is settled as far as it can be. */
const FINAL_REFUSALS: readonly WalletRefusal[] = ['ROUND_CLOSED', 'BET_ROLLED_BACK', 'UNKNOWN_BET'];

/**
 * Sends a decided bet's outcome to the wallet once: its win (0 when lost) closing its wallet round, or its refund.
 * Answers the settled row and the balance after, or null when another caller settled it or the wallet refused for
 * now (a later sweep tries again with the same keys).
 */
export async function settleBet(
  deps: Deps,
  bet: BetRow,
  gameCode: string,
): Promise<{ bet: BetRow; balance: bigint } | null> {
  const now = deps.now();
  const back = bet.status === 'refunded' ? BigInt(bet.stake) : BigInt(bet.win ?? '0');
  if (bet.demo) {
    return deps.db.transaction(async (tx) => {
      const settled = await markSettled(tx, bet.id, now, null);
      if (!settled) return null;
      const balance = await addDemoBalance(tx, bet.game_session_id, back);
      await setBalanceAfter(tx, bet.id, balance);
      return { bet: { ...settled, balance_after: balance.toString() }, balance };
    });
  }
  if (!bet.vendor_session_id) return null;
  const wallet = seamlessWallet(deps);
  const common = { sessionId: bet.vendor_session_id, roundId: walletRoundOf(bet), gameCode };
  const answer =
    bet.status === 'refunded'
      ? await wallet.rollback(HOUSE_VENDOR, {
          ...common,
          transactionId: `CRASH-${bet.id}-refund`,
          betTransactionId: betTransactionOf(bet),
        })
      : await wallet.win(HOUSE_VENDOR, {
          ...common,
          transactionId: `CRASH-${bet.id}-win`,
          betTransactionId: betTransactionOf(bet),
          amount: back,
          closeRound: true,
        });
  if (!answer.ok && !FINAL_REFUSALS.includes(answer.code)) return null;
  const balance = answer.balance ?? null;
  const settled = await markSettled(deps.db, bet.id, now, balance);
  return settled ? { bet: settled, balance: balance ?? 0n } : null;
}
