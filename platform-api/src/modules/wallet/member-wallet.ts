import { ApiError } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import { subAccountOf } from './ledger-rules';
import { type AccountKind, ensureAccount, type LedgerAccount } from './ledger-service';

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
