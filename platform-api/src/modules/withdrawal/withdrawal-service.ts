import { randomBytes } from 'node:crypto';
import {
  ApiError,
  type CallParsedRequest,
  type CallResponse,
  type confirmWithdrawalCall,
  type createWithdrawalCall,
  formatMoney,
  parseMoney,
  type Withdrawal,
  type WithdrawalStatus,
  type withdrawalRecordsCall,
  type withdrawSettingsCall,
} from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { SessionContext } from '../../http/request-context';
import { sha256 } from '../security/tokens';
import { checkPaymentPassword, realMember } from '../security-centre/member-checks';
import {
  bankAccountViewsOf,
  memberBankAccount,
  securityMemberOf,
  withdrawalSettingsOf,
} from '../security-centre/security-centre-service';
import { withdrawalsHeldUntil } from '../security-centre/security-step-up';
import { canonicalJson, postInTransaction } from '../wallet/ledger-service';
import { mainAccountOf, memberCurrency, merchantAccountOf } from '../wallet/member-wallet';
import { mainBalanceOf } from '../wallet/wallet-service';
import { storeProofImages } from './proof-images';
import {
  findWithdrawal,
  findWithdrawalByKey,
  insertProof,
  insertWithdrawal,
  listMemberWithdrawals,
  lockWithdrawal,
  markConfirmed,
  type WithdrawalRow,
} from './withdrawal-store';
import { expireUnconfirmedWithdrawals } from './withdrawal-timeout';
import { withdrawalView } from './withdrawal-view';

export const withdrawalScope = (memberId: number) => `member:${memberId}:withdrawal`;

function newWithdrawalId(): string {
  return `W${randomBytes(10).toString('hex').toUpperCase()}`;
}

export async function withdrawSettings(
  deps: Deps,
  ctx: SessionContext,
): Promise<CallResponse<typeof withdrawSettingsCall>> {
  const member = await securityMemberOf(deps, ctx.session.memberId);
  const settings = await withdrawalSettingsOf(deps.db, member.merchantCode);
  const { currency } = await memberCurrency(deps.db, member.id);
  return {
    currency,
    minAmount: formatMoney(settings.minAmount),
    maxAmount: formatMoney(settings.maxAmount),
    available: formatMoney(await mainBalanceOf(deps.db, member.id, currency)),
    hasPaymentPassword: member.paymentPasswordHash !== null,
    bankAccounts: await bankAccountViewsOf(deps, member.id),
    confirmMinutes: settings.confirmMinutes,
    heldUntil: withdrawalsHeldUntil(member, settings, deps.now())?.toISOString() ?? null,
  };
}

/** The same key answers the withdrawal it made, as long as the request is the same. */
function replayed(existing: WithdrawalRow, requestHash: string): Withdrawal {
  if (existing.requestHash !== requestHash) throw new ApiError('IDEMPOTENCY_CONFLICT');
  return withdrawalView(existing);
}

/**
 * A withdrawal request: the amount leaves the main wallet for the merchant's withdrawal hold in the same transaction
 * that records the request, so a refused posting (INSUFFICIENT_BALANCE) leaves no request behind.
 */
export async function createWithdrawal(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof createWithdrawalCall>,
): Promise<Withdrawal> {
  const member = await realMember(deps, ctx.session.memberId);
  await checkPaymentPassword(deps, member, input.paymentPassword);
  const amount = parseMoney(input.amount);
  const request = { bankAccountId: input.bankAccountId, amount };
  const requestHash = sha256(canonicalJson(request));
  const earlier = await findWithdrawalByKey(deps.db, member.id, input.idempotencyKey);
  if (earlier) return replayed(earlier, requestHash);
  const settings = await withdrawalSettingsOf(deps.db, member.merchantCode);
  const heldUntil = withdrawalsHeldUntil(member, settings, deps.now());
  if (heldUntil) throw new ApiError('WITHDRAWAL_HELD', { value: { heldUntil: heldUntil.toISOString() } });

  const bankAccount = await memberBankAccount(deps, member.id, input.bankAccountId);
  if (!bankAccount) throw new ApiError('NOT_FOUND');
  if (amount < settings.minAmount || amount > settings.maxAmount)
    throw new ApiError('AMOUNT_OUT_OF_RANGE', {
      value: { minAmount: formatMoney(settings.minAmount), maxAmount: formatMoney(settings.maxAmount) },
    });
  const wallet = await memberCurrency(deps.db, member.id);

  const id = newWithdrawalId();
  const now = deps.now();
  const inserted = await deps.db.transaction(async (tx) => {
    const fresh = await insertWithdrawal(tx, {
      id,
      memberId: member.id,
      merchantCode: wallet.merchantCode,
      bankAccountId: bankAccount.id,
      bankName: bankAccount.bankName,
      accountName: bankAccount.accountName,
      accountNumber: bankAccount.accountNumber,
      amount,
      currency: wallet.currency,
      idempotencyKey: input.idempotencyKey,
      requestHash,
      createdAt: now,
    });
    // A concurrent request with the same key committed first.
    if (!fresh) return false;
    const main = await mainAccountOf(tx, wallet);
    const hold = await merchantAccountOf(
      tx,
      wallet.merchantCode,
      'WITHDRAWAL_HOLD',
      wallet.currency,
      member.id,
    );
    await postInTransaction(tx, now, {
      merchantCode: wallet.merchantCode,
      kind: 'WITHDRAWAL_HOLD',
      scope: withdrawalScope(member.id),
      idempotencyKey: input.idempotencyKey,
      request,
      entries: [
        { accountId: main.id, amount: -amount },
        { accountId: hold.id, amount },
      ],
      memberId: member.id,
      reference: id,
    });
    return true;
  });
  const row = inserted
    ? await findWithdrawal(deps.db, id)
    : await findWithdrawalByKey(deps.db, member.id, input.idempotencyKey);
  if (!row) throw new Error('withdrawal vanished after commit');
  return inserted ? withdrawalView(row) : replayed(row, requestHash);
}

export async function withdrawalRecords(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof withdrawalRecordsCall>,
): Promise<CallResponse<typeof withdrawalRecordsCall>> {
  await expireUnconfirmedWithdrawals(deps);
  const { rows, total } = await listMemberWithdrawals(
    deps.db,
    ctx.session.memberId,
    input.pageSize,
    (input.pageNo - 1) * input.pageSize,
  );
  return {
    content: rows.map(withdrawalView),
    pageNum: input.pageNo,
    totalPages: Math.max(1, Math.ceil(total / input.pageSize)),
    total,
  };
}

type ConfirmInput = CallParsedRequest<typeof confirmWithdrawalCall>;

/** What the member says arrived: the resulting status and amount received. */
function confirmation(
  row: WithdrawalRow,
  input: ConfirmInput,
): { status: WithdrawalStatus; received: bigint } {
  switch (input.result) {
    case 'ALL':
      return { status: 'RECEIVED', received: row.amount };
    case 'PARTIAL': {
      if (input.amountReceived === undefined)
        throw new ApiError('BAD_REQUEST', {
          message: 'amountReceived is required for a partial receipt',
          details: [{ field: 'amountReceived', reason: 'required for PARTIAL' }],
        });
      const received = parseMoney(input.amountReceived);
      if (received <= 0n || received >= row.amount)
        throw new ApiError('AMOUNT_OUT_OF_RANGE', {
          message: 'A partial receipt is more than zero and less than the amount',
        });
      return { status: 'PARTIAL', received };
    }
    case 'NONE':
      return { status: 'NOT_RECEIVED', received: 0n };
  }
}

/**
 * The member's answer after payout, only while PAID and inside the confirmation window. No money moves here: a
 * shortfall is refunded by an operator after reviewing it.
 */
export async function confirmWithdrawal(
  deps: Deps,
  ctx: SessionContext,
  input: ConfirmInput,
): Promise<Withdrawal> {
  const member = await realMember(deps, ctx.session.memberId);
  const images = input.proofImages ?? [];
  if (input.result === 'NONE' && images.length === 0) throw new ApiError('PROOF_REQUIRED');
  await expireUnconfirmedWithdrawals(deps);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, input.withdrawalId);
    if (!row || row.memberId !== member.id) throw new ApiError('NOT_FOUND');
    if (row.status === 'FORCED_RECEIVED' || (row.status === 'PAID' && row.confirmBy && row.confirmBy <= now))
      throw new ApiError('CONFIRMATION_CLOSED');
    if (row.status !== 'PAID') throw new ApiError('WITHDRAWAL_STATE_INVALID');
    const { status, received } = confirmation(row, input);
    await markConfirmed(tx, row.id, {
      status,
      amountReceived: received,
      remark: input.remark?.trim() || null,
      now,
    });
    // Written once the withdrawal may take them, so a refused confirmation leaves no files behind.
    for (const proof of await storeProofImages(deps.files, row.id, images))
      await insertProof(tx, row.id, proof, now);
  });
  const row = await findWithdrawal(deps.db, input.withdrawalId);
  if (!row) throw new ApiError('NOT_FOUND');
  return withdrawalView(row);
}
