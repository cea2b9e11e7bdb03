import type { Queryable } from '../platform-api/src/db/database';
import { grantOpeningBalance } from '../platform-api/src/modules/wallet/opening-balance';

/**
 * `count` members of a merchant, named `<prefix>0000`..., each with `amount` in the main wallet, in the caller's
 * transaction. They have no usable password: the benches mint their sessions or launches. Answers their ids in order.
 */
export async function insertFundedMembers(
  tx: Queryable,
  plan: {
    merchantCode: string;
    currency: string;
    amount: bigint;
    count: number;
    prefix: string;
    /** Stored as the password hash: says how the bench signs them in. */
    signIn: string;
    now: Date;
  },
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < plan.count; i += 1) {
    const [row] = await tx.query<{ id: number }>(
      `insert into members (merchant_code, account, password_hash, first_time_login)
         values ($1, $2, $3, false) returning id`,
      [plan.merchantCode, `${plan.prefix}${String(i).padStart(4, '0')}`, plan.signIn],
    );
    const memberId = row?.id as number;
    await grantOpeningBalance(tx, {
      merchantCode: plan.merchantCode,
      memberId,
      currency: plan.currency,
      amount: plan.amount,
      createdAt: plan.now,
    });
    ids.push(memberId);
  }
  return ids;
}
