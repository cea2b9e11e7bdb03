import type { Queryable } from '../../db/database';
import type { PostingRequest } from '../wallet/ledger-service';
import { merchantAccountOf } from '../wallet/member-wallet';
import { walletAccountOf } from '../wallet/playing-wallet';

// The lottery's ledger postings: a slip's stake from the member's wallet (main, or the lottery's in a region with a
// wallet per vendor: decision 080) to the house, a win or refund back to that wallet.

/** Every lottery key lives in its region's scope; a bet or slip id makes it unique. */
export const lotteryScope = (merchantCode: string) => `lottery:${merchantCode}`;

export interface MemberAccounts {
  /** The member's wallet the bets were paid from. */
  wallet: string;
  house: string;
}

/**
 * A member's account of a wallet and the house sub-account its movements use, looked up once per member per run. Call it
 * one member at a time: a transaction's connection runs one query at a time. `known` may outlive the transaction
 * (a settlement's batches share it): a bettor's accounts exist already, since the bet paid into them, and should one
 * have been made by a batch that rolled back, the next posting naming it is refused and the batch goes again.
 */
export function accountCache(
  tx: Queryable,
  merchantCode: string,
  currency: string,
  known = new Map<string, MemberAccounts>(),
) {
  return async (memberId: number, wallet: string): Promise<MemberAccounts> => {
    const cached = known.get(`${memberId}/${wallet}`);
    if (cached) return cached;
    const own = await walletAccountOf(tx, { memberId, merchantCode, currency }, wallet);
    const house = await merchantAccountOf(tx, merchantCode, 'HOUSE', currency, memberId);
    const found = { wallet: own.id, house: house.id };
    known.set(`${memberId}/${wallet}`, found);
    return found;
  };
}

/** Money to the member (a win or a refund): house to the member's wallet, keyed by what it pays for. */
export function payMember(
  merchantCode: string,
  memberId: number,
  accounts: MemberAccounts,
  payment: { kind: 'LOTTERY_WIN' | 'LOTTERY_REFUND'; key: string; amount: bigint; reference: string },
): PostingRequest {
  return {
    merchantCode,
    kind: payment.kind,
    scope: lotteryScope(merchantCode),
    idempotencyKey: payment.key,
    request: { amount: payment.amount, reference: payment.reference },
    entries: [
      { accountId: accounts.house, amount: -payment.amount },
      { accountId: accounts.wallet, amount: payment.amount },
    ],
    memberId,
    reference: payment.reference,
  };
}
