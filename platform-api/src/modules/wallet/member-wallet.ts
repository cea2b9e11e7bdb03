import { ApiError } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import { subAccountOf } from './ledger-rules';
import { type AccountKind, ensureAccount, type LedgerAccount } from './ledger-service';
import { findMainAndHouseAccounts } from './ledger-store';

export interface MemberCurrency {
  memberId: number;
  merchantCode: string;
  currency: string;
  currencySymbol: string;
}

/** A member's merchant and the currency of its region: every wallet of the member is in this currency. */
export async function memberCurrency(db: Queryable, memberId: number): Promise<MemberCurrency> {
  const [row] = await db.query<{ merchant_code: string; currency: string; currency_symbol: string }>(
    `select m.merchant_code, r.currency, r.currency_symbol
       from members m join regions r on r.merchant_code = m.merchant_code where m.id = $1`,
    [memberId],
  );
  if (!row) throw new ApiError('NOT_FOUND');
  return {
    memberId,
    merchantCode: row.merchant_code,
    currency: row.currency,
    currencySymbol: row.currency_symbol,
  };
}

/** The member's main wallet account, created on first use. */
export async function mainAccountOf(tx: Queryable, member: MemberCurrency): Promise<LedgerAccount> {
  return ensureAccount(tx, {
    merchantCode: member.merchantCode,
    memberId: member.memberId,
    kind: 'MEMBER_MAIN',
    currency: member.currency,
  });
}

/**
 * The merchant's house, payment-clearing or withdrawal-hold sub-account in a currency that this member's movements
 * use, created on first use. The merchant's balance of the kind is the sum of its sub-accounts.
 */
export async function merchantAccountOf(
  tx: Queryable,
  merchantCode: string,
  kind: Extract<AccountKind, 'HOUSE' | 'PAYMENT_CLEARING' | 'WITHDRAWAL_HOLD'>,
  currency: string,
  memberId: number,
): Promise<LedgerAccount> {
  return ensureAccount(tx, { merchantCode, kind, currency, shard: subAccountOf(memberId) });
}

/**
 * mainAccountOf and merchantAccountOf(HOUSE) for many members of one merchant: one read for the accounts that exist,
 * then one member at a time for any still to be made. Answers member id -> account ids.
 */
export async function mainAndHouseAccounts(
  tx: Queryable,
  merchantCode: string,
  currency: string,
  memberIds: readonly number[],
): Promise<Map<number, { main: string; house: string }>> {
  const wanted = [...new Set(memberIds)];
  const found = await findMainAndHouseAccounts(
    tx,
    merchantCode,
    currency,
    wanted.map((memberId) => ({ memberId, shard: subAccountOf(memberId) })),
  );
  for (const memberId of wanted) {
    if (found.has(memberId)) continue;
    const main = await mainAccountOf(tx, { memberId, merchantCode, currency, currencySymbol: '' });
    const house = await merchantAccountOf(tx, merchantCode, 'HOUSE', currency, memberId);
    found.set(memberId, { main: main.id, house: house.id });
  }
  return found;
}
