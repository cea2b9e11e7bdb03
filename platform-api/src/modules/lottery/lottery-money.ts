import { MAIN_WALLET } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { PostingRequest } from '../wallet/ledger-service';
import { mainAndHouseAccounts, merchantAccountOf } from '../wallet/member-wallet';
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
    const cached = known.get(accountsKey(memberId, wallet));
    if (cached) return cached;
    const own = await walletAccountOf(tx, { memberId, merchantCode, currency }, wallet);
    const house = await merchantAccountOf(tx, merchantCode, 'HOUSE', currency, memberId);
    const found = { wallet: own.id, house: house.id };
    known.set(accountsKey(memberId, wallet), found);
    return found;
  };
}

/** The key of a member's accounts of one wallet in `accountCache`'s map. */
export const accountsKey = (memberId: number, wallet: string) => `${memberId}/${wallet}`;

/**
 * accountCache for a settlement batch's payments: the members paid into the main wallet are read in one statement,
 * the others (a lottery vendor wallet, decision 080) one by one; all are kept in `known` for the later batches.
 */
export async function accountsOfPayments(
  tx: Queryable,
  merchantCode: string,
  currency: string,
  payments: readonly { memberId: number; wallet: string }[],
  known: Map<string, MemberAccounts>,
): Promise<Map<string, MemberAccounts>> {
  const missingMain = payments
    .filter((p) => p.wallet === MAIN_WALLET && !known.has(accountsKey(p.memberId, MAIN_WALLET)))
    .map((p) => p.memberId);
  if (missingMain.length > 0)
    for (const [id, accounts] of await mainAndHouseAccounts(tx, merchantCode, currency, missingMain))
      known.set(accountsKey(id, MAIN_WALLET), { wallet: accounts.main, house: accounts.house });
  const one = accountCache(tx, merchantCode, currency, known);
  for (const p of payments) if (p.wallet !== MAIN_WALLET) await one(p.memberId, p.wallet);
  return known;
}

/** Money to the member (a win or a refund): house to the member's wallet, keyed by what it pays for. */
export function payMember(
  merchantCode: string,
  memberId: number,
  accounts: MemberAccounts,
  payment: {
    kind: 'LOTTERY_WIN' | 'LOTTERY_REFUND';
    key: string;
    amount: bigint;
    reference: string;
    bets?: number;
  },
): PostingRequest {
  return {
    merchantCode,
    kind: payment.kind,
    scope: lotteryScope(merchantCode),
    idempotencyKey: payment.key,
    // A settlement's payment covers several bets; the count is part of what its key stands for.
    request: {
      amount: payment.amount,
      reference: payment.reference,
      ...(payment.bets ? { bets: payment.bets } : {}),
    },
    entries: [
      { accountId: accounts.house, amount: -payment.amount },
      { accountId: accounts.wallet, amount: payment.amount },
    ],
    memberId,
    reference: payment.reference,
  };
}
