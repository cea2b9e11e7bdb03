import {
  ApiError,
  type CallParsedRequest,
  formatMoney,
  type OperatorWithdrawal,
  parseMoney,
  type refundWithdrawalCall,
  type WithdrawalStatus,
} from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { OperatorContext } from '../../http/request-context';
import { sha256 } from '../security/tokens';
import { canonicalJson, postingExists } from '../wallet/ledger-service';
import { mainAccountOf, memberCurrency, merchantAccountOf } from '../wallet/member-wallet';
import {
  findRefundRequestByKey,
  insertRefundRequest,
  lockRefundRequest,
  markRefundApproved,
  markRefundDeclined,
  pendingRefundTotal,
  recordOperatorStep,
} from './operator-step-store';
import { answerForOperator, lockVisible, operatorScope, postMoneyStep } from './withdrawal-operator-service';
import { addRefund, type WithdrawalRow } from './withdrawal-store';
import { expireUnconfirmedWithdrawals } from './withdrawal-timeout';

// Refunds after a payout the member did not fully receive: asked for by one operator, approved by another.

/** Only a shortfall the member reported can be refunded; a forced-received payout never. */
const REFUNDABLE: ReadonlySet<WithdrawalStatus> = new Set(['PARTIAL', 'NOT_RECEIVED']);

/** What the refund still allows: the amount less what arrived and what was refunded already. */
const refundableOf = (row: WithdrawalRow) => row.amount - (row.amountReceived ?? 0n) - row.amountRefunded;

function requireRefundable(row: WithdrawalRow, amount: bigint, alreadyAsked = 0n): void {
  if (!REFUNDABLE.has(row.status)) throw new ApiError('WITHDRAWAL_STATE_INVALID');
  const refundable = refundableOf(row) - alreadyAsked;
  if (amount > refundable)
    throw new ApiError('AMOUNT_OUT_OF_RANGE', {
      message: 'The refund is more than the amount not received',
      value: { refundable: formatMoney(refundable > 0n ? refundable : 0n) },
    });
}

/**
 * After reviewing a shortfall the member reported, one operator asks to refund up to what did not arrive, less what
 * was refunded or asked for already. Nothing moves until another operator approves (`approveRefund`). The key makes
 * a retry answer as the first call did; the same key for another request is IDEMPOTENCY_CONFLICT.
 */
export async function refundWithdrawal(
  deps: Deps,
  ctx: OperatorContext,
  input: CallParsedRequest<typeof refundWithdrawalCall>,
): Promise<OperatorWithdrawal> {
  await expireUnconfirmedWithdrawals(deps);
  const amount = parseMoney(input.amount);
  const remark = input.remark?.trim() || null;
  const requestHash = sha256(canonicalJson({ action: 'REFUND', amount: amount.toString(), remark }));
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockVisible(tx, ctx, input.withdrawalId);
    const earlier = await findRefundRequestByKey(tx, row.id, input.idempotencyKey);
    if (earlier) {
      if (earlier.requestHash !== requestHash) throw new ApiError('IDEMPOTENCY_CONFLICT');
      return answerForOperator(tx, row.id);
    }
    if (await postingExists(tx, operatorScope(row.id), input.idempotencyKey))
      throw new ApiError('IDEMPOTENCY_CONFLICT');
    requireRefundable(row, amount, await pendingRefundTotal(tx, row.id));
    const refundRequestId = await insertRefundRequest(tx, {
      withdrawalId: row.id,
      amount,
      remark,
      idempotencyKey: input.idempotencyKey,
      requestHash,
      operatorId: ctx.operator.operatorId,
      at: now,
    });
    await recordOperatorStep(tx, {
      withdrawalId: row.id,
      action: 'REFUND_REQUEST',
      operatorId: ctx.operator.operatorId,
      amount,
      postingId: null,
      refundRequestId,
      at: now,
    });
    return answerForOperator(tx, row.id);
  });
}

/**
 * A second operator approves a refund request: the amount goes from payment clearing back to the member's main
 * wallet. The operator who asked is refused (SECOND_OPERATOR_REQUIRED); the approver repeating the call gets the
 * withdrawal as it is, anyone else WITHDRAWAL_STATE_INVALID.
 */
export async function approveRefund(
  deps: Deps,
  ctx: OperatorContext,
  input: { withdrawalId: string; refundId: string },
): Promise<OperatorWithdrawal> {
  await expireUnconfirmedWithdrawals(deps);
  const now = deps.now();
  const approverId = ctx.operator.operatorId;
  return deps.db.transaction(async (tx) => {
    const row = await lockVisible(tx, ctx, input.withdrawalId);
    const refund = await lockRefundRequest(tx, row.id, input.refundId);
    if (!refund) throw new ApiError('NOT_FOUND');
    if (refund.approvedById !== null) {
      if (refund.approvedById === approverId) return answerForOperator(tx, row.id);
      throw new ApiError('WITHDRAWAL_STATE_INVALID');
    }
    if (refund.declinedAt !== null) throw new ApiError('WITHDRAWAL_STATE_INVALID');
    if (refund.requestedById === approverId) throw new ApiError('SECOND_OPERATOR_REQUIRED');
    requireRefundable(row, refund.amount);
    const posted = await postMoneyStep(tx, now, row, {
      action: 'REFUND_APPROVE',
      kind: 'WITHDRAWAL_REFUND',
      key: `refund:${refund.id}`,
      request: { action: 'REFUND', refundId: refund.id, amount: refund.amount, remark: refund.remark },
      from: await merchantAccountOf(tx, row.merchantCode, 'PAYMENT_CLEARING', row.currency, row.memberId),
      to: await mainAccountOf(tx, await memberCurrency(tx, row.memberId)),
      amount: refund.amount,
    });
    await addRefund(tx, row.id, refund.amount, refund.remark, now);
    await markRefundApproved(tx, {
      refundId: refund.id,
      operatorId: approverId,
      postingId: posted.postingId,
      at: now,
    });
    await recordOperatorStep(tx, {
      withdrawalId: row.id,
      action: 'REFUND_APPROVE',
      operatorId: approverId,
      amount: refund.amount,
      postingId: posted.postingId,
      refundRequestId: refund.id,
      at: now,
    });
    return answerForOperator(tx, row.id);
  });
}

/**
 * A refund request still waiting is withdrawn by its requester or turned down by another operator; it moves nothing
 * and no longer counts against what may be asked. Declining it again answers the withdrawal as it is.
 */
export async function declineRefund(
  deps: Deps,
  ctx: OperatorContext,
  input: { withdrawalId: string; refundId: string },
): Promise<OperatorWithdrawal> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockVisible(tx, ctx, input.withdrawalId);
    const refund = await lockRefundRequest(tx, row.id, input.refundId);
    if (!refund) throw new ApiError('NOT_FOUND');
    if (refund.approvedAt !== null) throw new ApiError('WITHDRAWAL_STATE_INVALID');
    if (refund.declinedAt !== null) return answerForOperator(tx, row.id);
    await markRefundDeclined(tx, { refundId: refund.id, operatorId: ctx.operator.operatorId, at: now });
    await recordOperatorStep(tx, {
      withdrawalId: row.id,
      action: 'REFUND_DECLINE',
      operatorId: ctx.operator.operatorId,
      amount: refund.amount,
      postingId: null,
      refundRequestId: refund.id,
      at: now,
    });
    return answerForOperator(tx, row.id);
  });
}
