import type { Queryable } from '../../db/database';
import type { PostingRequest } from '../wallet/ledger-service';
import { mainAccountOf, mainAndHouseAccounts, merchantAccountOf } from '../wallet/member-wallet';

// The lottery's ledger postings: a slip's stake from the member's main wallet to the house, a win or refund back.

/** Every lottery key lives in its region's scope; a bet or slip id makes it unique. */
export const lotteryScope = (merchantCode: string) => `lottery:${merchantCode}`;

export interface MemberAccounts {
  main: string;
  house: string;
}

/**
 * A member's main account and the house sub-account its movements use, looked up once per member per run. Call it
 * one member at a time: a transaction's connection runs one query at a time. `known` may outlive the transaction
 * (a settlement's batches share it): a bettor's accounts exist already, since the bet paid into them, and should one
 * have been made by a batch that rolled back, the next posting naming it is refused and the batch goes again.
 */
export function accountCache(
  tx: Queryable,
  merchantCode: string,
  currency: string,
  known = new Map<number, MemberAccounts>(),
) {
  return async (memberId: number): Promise<MemberAccounts> => {
    const cached = known.get(memberId);
    if (cached) return cached;
    const main = await mainAccountOf(tx, { memberId, merchantCode, currency, currencySymbol: '' });
    const house = await merchantAccountOf(tx, merchantCode, 'HOUSE', currency, memberId);
    const found = { main: main.id, house: house.id };
    known.set(memberId, found);
    return found;
  };
}

/**
 * accountCache for many members at once: those not in `known` are read in one statement (a settlement batch's
 * winners), then kept in `known` for the later batches of the same issue.
 */
export async function accountsOfMembers(
  tx: Queryable,
  merchantCode: string,
  currency: string,
  memberIds: readonly number[],
  known: Map<number, MemberAccounts>,
): Promise<Map<number, MemberAccounts>> {
  const missing = memberIds.filter((id) => !known.has(id));
  if (missing.length > 0)
    for (const [id, accounts] of await mainAndHouseAccounts(tx, merchantCode, currency, missing))
      known.set(id, accounts);
  return known;
}

/** Money to the member (a win or a refund): house to main wallet, keyed by what it pays for. */
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
      { accountId: accounts.main, amount: payment.amount },
    ],
    memberId,
    reference: payment.reference,
  };
}
