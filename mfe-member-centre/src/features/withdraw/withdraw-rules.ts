import {
  type AmountFailure,
  amountFailure,
  type CallResponse,
  formatMoney,
  parseMoney,
  type WithdrawalDisplayStatus,
} from '@platform/shared-contracts/client';
import type { Withdrawal, withdrawSettingsCall } from '@platform/shared-contracts/payment-calls';
import type { MemberKey } from '../../i18n/member-i18n';
import { minMoney } from '../../lib/amount-rules';

export type WithdrawSettings = CallResponse<typeof withdrawSettingsCall>;

/** What the page can offer: the form, or first a payment password, or first a bank account. */
export function withdrawReadiness(
  settings: WithdrawSettings,
): 'ready' | 'needsPaymentPassword' | 'needsBankAccount' {
  if (!settings.hasPaymentPassword) return 'needsPaymentPassword';
  if (settings.bankAccounts.length === 0) return 'needsBankAccount';
  return 'ready';
}

/** Required, positive, at most two decimals, within the merchant's limits and what the main wallet holds. */
export function withdrawAmountProblem(settings: WithdrawSettings, amount: string): AmountFailure | null {
  return amountFailure(amount, {
    min: settings.minAmount,
    max: settings.maxAmount,
    available: settings.available,
  });
}

/** "All": as much as may be withdrawn at once. */
export function withdrawAllAmount(settings: WithdrawSettings): string {
  return minMoney(settings.available, settings.maxAmount);
}

/** The request display statuses of spec section 4, in the member's words. */
export const DISPLAY_STATUS_KEYS: Record<WithdrawalDisplayStatus, MemberKey> = {
  IN_PROCESS: 'withdraw_status_IN_PROCESS',
  APPROVED: 'withdraw_status_APPROVED',
  REJECTED: 'withdraw_status_REJECTED',
  ARRIVED: 'withdraw_status_ARRIVED',
  FAILED: 'withdraw_status_FAILED',
};

/** Paid out and waiting for the member to say what arrived. */
export function awaitsConfirmation(withdrawal: Pick<Withdrawal, 'status'>): boolean {
  return withdrawal.status === 'PAID';
}

/** A partly received payout: a positive amount below what was paid out. */
export function receivedAmountProblem(withdrawalAmount: string, received: string): AmountFailure | null {
  const problem = amountFailure(received);
  if (problem) return problem;
  return parseMoney(received.trim()) < parseMoney(withdrawalAmount)
    ? null
    : { key: 'amount_partial_below', amount: withdrawalAmount };
}

/** What did not arrive of a partly received payout, or null while the received amount is not a valid one. */
export function remainderOf(withdrawalAmount: string, received: string): string | null {
  if (receivedAmountProblem(withdrawalAmount, received)) return null;
  return formatMoney(parseMoney(withdrawalAmount) - parseMoney(received.trim()));
}
