import {
  formatMoney,
  type OperatorWithdrawal,
  type Withdrawal,
  withdrawalDisplayStatus,
} from '@platform/shared-contracts/server';
import { maskAccountNumber } from '../security-centre/security-centre-service';
import type { OperatorTrail } from './operator-step-store';
import type { OperatorWithdrawalRow, WithdrawalRow } from './withdrawal-store';

/** A withdrawal as its member sees it: the account number masked, the deadline only while it can be met. */
export function withdrawalView(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: formatMoney(row.amount),
    currency: row.currency,
    bankName: row.bankName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    status: row.status,
    displayStatus: withdrawalDisplayStatus(row.status),
    amountReceived: row.amountReceived === null ? null : formatMoney(row.amountReceived),
    amountRemaining: row.amountReceived === null ? null : formatMoney(row.amount - row.amountReceived),
    amountRefunded: formatMoney(row.amountRefunded),
    rejectReason: row.rejectReason,
    confirmBy: row.status === 'PAID' && row.confirmBy ? row.confirmBy.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A withdrawal as the back office sees it, with who took each step and the refunds asked for. */
export function operatorWithdrawalView(row: OperatorWithdrawalRow, trail: OperatorTrail): OperatorWithdrawal {
  return {
    ...withdrawalView(row),
    memberId: row.memberId,
    memberAccount: row.memberAccount,
    merchantCode: row.merchantCode,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    payoutReference: row.payoutReference,
    remark: row.remark,
    proofImageCount: row.proofImageCount,
    operatorSteps: (trail.steps.get(row.id) ?? []).map((step) => ({
      action: step.action,
      operator: step.operator,
      amount: step.amount === null ? null : formatMoney(step.amount),
      at: step.at.toISOString(),
    })),
    refundRequests: (trail.refunds.get(row.id) ?? []).map((refund) => ({
      id: refund.id,
      amount: formatMoney(refund.amount),
      remark: refund.remark,
      requestedBy: refund.requestedBy,
      requestedAt: refund.requestedAt.toISOString(),
      approvedBy: refund.approvedBy,
      approvedAt: refund.approvedAt?.toISOString() ?? null,
      declinedBy: refund.declinedBy,
      declinedAt: refund.declinedAt?.toISOString() ?? null,
    })),
  };
}
