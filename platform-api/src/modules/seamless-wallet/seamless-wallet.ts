import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import type { RgRefusal } from '../responsible-gaming/rg-guard';
import type { PostingRequest } from '../wallet/ledger-service';
import type { PlayEnding } from './seamless-wallet-rules';
import { openSession, walletOperations } from './seamless-wallet-service';
import { endMemberSessions } from './seamless-wallet-store';
import { forgetMemberSessions } from './spin-batch';

/**
 * The seamless wallet: what a game vendor's server calls to read a player's balance and to settle bets, wins and
 * rollbacks. Outside vendors reach it over HMAC-signed HTTP (vendor-wallet-routes.ts); in-house games call it in
 * process. Both run the same rules (decision 044).
 */

/** Who plays, from which wallet, through which vendor player session. */
export interface WalletPlayer {
  memberId: number;
  merchantCode: string;
  currency: string;
  /** 'MAIN' (single wallet) or the vendor code of the member's vendor wallet (multi wallet). */
  wallet: string;
  /** The vendor player session, see openVendorSession. */
  sessionId: string;
}

export type WalletRefusal =
  | 'INSUFFICIENT_FUNDS'
  | 'SESSION_EXPIRED'
  | 'ROUND_CLOSED'
  | 'UNKNOWN_BET'
  | 'BET_ROLLED_BACK'
  | 'DUPLICATE_TRANSACTION_MISMATCH'
  | 'PLAYER_NOT_FOUND'
  // The player's own responsible-gaming limits (decision 104).
  | RgRefusal;

/**
 * Every answer carries the balance of the wallet the session plays from, after the step (refusals too, except
 * PLAYER_NOT_FOUND). `transactionId` is the vendor's; `replayed` says this is the stored answer of an earlier call.
 */
export type WalletAnswer =
  | { ok: true; balance: bigint; transactionId: string; replayed: boolean }
  | { ok: false; code: WalletRefusal; balance?: bigint };

export interface BetInput {
  sessionId: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  /** Minor units, > 0. */
  amount: bigint;
  /** Close the round with this bet (a bet that needs no win step: the win comes with closeRound on win). */
  closeRound?: boolean;
}

export interface WinInput {
  sessionId: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  /** Minor units, >= 0: a win of 0 closes a lost round. */
  amount: bigint;
  /** The bet this win pays; without it the win pays the round. */
  betTransactionId?: string;
  closeRound: boolean;
}

export interface RollbackInput {
  sessionId: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  betTransactionId: string;
}

/** A round decided when it is bet (a slot spin): its bet and its win in one step. */
export interface BetAndWinInput {
  sessionId: string;
  /** The bet's transaction id: the key of the whole step. */
  betTransactionId: string;
  winTransactionId: string;
  roundId: string;
  gameCode: string;
  /** Minor units, > 0. */
  stake: bigint;
  /** Minor units, >= 0. */
  win: bigint;
}

export interface SeamlessWallet {
  balance(vendor: string, sessionId: string): Promise<WalletAnswer>;
  bet(vendor: string, input: BetInput): Promise<WalletAnswer>;
  win(vendor: string, input: WinInput): Promise<WalletAnswer>;
  rollback(vendor: string, input: RollbackInput): Promise<WalletAnswer>;
  /**
   * bet, then win with closeRound, as one transaction: half the work of two steps, for games that know the outcome
   * at the bet. Same rules (a bet: refused on an expired session); answers the balance after both, with the win's
   * transaction id; a repeat of the bet id answers as the first call did. The round settles.
   */
  betAndWin(vendor: string, input: BetAndWinInput): Promise<WalletAnswer>;
  /**
   * betAndWin for in-house games, in process: the same rules and answers, but concurrent calls share one transaction
   * (one commit for many players' spins, decision 058). Two calls with one session id go in successive batches.
   */
  settleRound<R>(
    vendor: string,
    input: BetAndWinInput,
    alongside?: SettledAlongside<R>,
  ): Promise<WalletAnswer & { alongside: boolean }>;
}

/**
 * The caller's own rows of a settled round (the studio's round with its outcome), written in the transaction that
 * settled it: `write` once for the batch's rows (sent with the batch's other writes, before its postings; it sends its
 * statements without waiting for their answers, so they share the batch's round trip), `row` made from the balance
 * after the round, and `postings` (the jackpot contributions) made in the statement that posts the spins. The
 * answer's `alongside` says whether they were; when not (a replay, a refusal, the one-by-one way), the caller writes
 * and posts them.
 */
export interface SettledAlongside<R> {
  write: (tx: Queryable, rows: R[]) => Promise<void>;
  row: (balance: bigint) => R;
  postings?: (rows: R[]) => PostingRequest[];
}

export function seamlessWallet(deps: Deps): SeamlessWallet {
  return walletOperations(deps);
}

export interface OpenVendorSessionInput {
  memberId: number;
  merchantCode: string;
  vendor: string;
  gameCode: string;
  /** 'MAIN' or the vendor code of the member's vendor wallet. */
  wallet: string;
  currency: string;
  /** The game's category for the bet records (the catalogue vendor's category); 'RNG' when not given. */
  category?: string;
  /**
   * The member's login the game was launched under (decision 194): the session ends with it (`endVendorSessions`) and
   * never idles on past its end.
   */
  launchedUnder?: { sessionId: number | null; endsBy: Date | null };
}

/**
 * Ends the member's live vendor sessions, except those launched under the login `keepSessionId`: bets are refused from
 * then on, wins and rollbacks of rounds already played still settle (decision 044). This copy's spin batches drop
 * their kept rows of them; another server copy may use its row, as read, for up to a minute (decision 075).
 */
export async function endVendorSessions(deps: Deps, tx: Queryable, ending: PlayEnding): Promise<void> {
  await endMemberSessions(tx, ending.memberId, ending.keepSessionId, ending.now);
  forgetMemberSessions(deps.db, ending);
}

/**
 * Opens a vendor player session at launch: tied to member, vendor, game, wallet and currency. It expires after
 * VENDOR_SESSION_IDLE_MS without a call; an expired session refuses bets but still takes wins and rollbacks.
 * The id is random and only its hash is stored.
 */
export function openVendorSession(deps: Deps, input: OpenVendorSessionInput): Promise<{ sessionId: string }> {
  return openSession(deps, input);
}

export { endsWith, type PlayEnding, VENDOR_SESSION_IDLE_MS } from './seamless-wallet-rules';
