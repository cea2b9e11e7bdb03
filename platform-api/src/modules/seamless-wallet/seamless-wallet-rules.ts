import { sha256 } from '../security/tokens';
import { canonicalJson } from '../wallet/ledger-service';

/** A vendor player session ends after this long without a wallet call (decision 044). */
export const VENDOR_SESSION_IDLE_MS = 30 * 60 * 1000;

/** A live session's idle expiry is moved on at most this often, so a fast player's spins do not all write it. */
export const SESSION_TOUCH_MS = 60 * 1000;

/**
 * What a vendor transaction id stands for: its kind, player, round, amount and (for a win or rollback) the bet it
 * names. The same id with any of these different is DUPLICATE_TRANSACTION_MISMATCH.
 */
export function requestHashOf(request: {
  kind: string;
  memberId: number;
  roundId: string;
  amount: bigint;
  bet?: string;
}): string {
  return sha256(
    canonicalJson({
      kind: request.kind,
      memberId: request.memberId,
      roundId: request.roundId,
      amount: request.amount,
      bet: request.bet ?? null,
    }),
  );
}

/** A member's play ending with their logins (decision 194): all of it, or all but what `keepSessionId` launched. */
export interface PlayEnding {
  memberId: number;
  keepSessionId: number | null;
  now: Date;
}

/** Whether a session of `memberId`, launched under the login `memberSessionId`, ends with `ending`. */
export function endsWith(
  ending: PlayEnding,
  memberId: number | null,
  memberSessionId: number | null,
): boolean {
  const kept = ending.keepSessionId !== null && memberSessionId === ending.keepSessionId;
  return memberId === ending.memberId && !kept;
}
