import type { Queryable } from '../../db/database';
import { ensureAccount, postInTransaction } from './ledger-service';
import { merchantAccountOf } from './member-wallet';

/** Credits a member's main wallet from the house once (a demo or promotional opening balance), as an ADJUSTMENT. */
export async function grantOpeningBalance(
  tx: Queryable,
  grant: { merchantCode: string; memberId: number; currency: string; amount: bigint; createdAt: Date },
): Promise<void> {
  const { merchantCode, memberId, currency } = grant;
  const house = await merchantAccountOf(tx, merchantCode, 'HOUSE', currency, memberId);
  const main = await ensureAccount(tx, { merchantCode, memberId, kind: 'MEMBER_MAIN', currency });
  await postInTransaction(tx, grant.createdAt, {
    merchantCode,
    kind: 'ADJUSTMENT',
    scope: `merchant:${merchantCode}:opening`,
    idempotencyKey: `member:${memberId}`,
    request: { memberId, amount: grant.amount },
    entries: [
      { accountId: house.id, amount: -grant.amount },
      { accountId: main.id, amount: grant.amount },
    ],
    memberId,
    reference: 'OPENING_BALANCE',
  });
}
