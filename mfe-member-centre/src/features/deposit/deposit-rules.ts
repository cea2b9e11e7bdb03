import {
  type AmountFailure,
  amountFailure,
  formatMoney,
  parseMoney,
} from '@platform/shared-contracts/client';
import type { DepositChannel } from '@platform/shared-contracts/payment-calls';

/** How often a deposit sent to the provider is asked about until it is credited or failed. */
export const DEPOSIT_POLL_MS = 2000;

const QUICK_AMOUNT_COUNT = 6;
const LADDER_STEPS = [1n, 2n, 5n];

/**
 * The quick-amount chips of a channel: round amounts (1, 2, 5 x 10^n) from its minimum up, within its maximum,
 * the most common deposits first.
 */
export function quickAmounts(channel: Pick<DepositChannel, 'minAmount' | 'maxAmount'>): string[] {
  const min = parseMoney(channel.minAmount);
  const max = parseMoney(channel.maxAmount);
  const found: string[] = [];
  // Minor units: a hundredth, so 100n is one major unit.
  for (let scale = 100n; scale <= max && found.length < QUICK_AMOUNT_COUNT; scale *= 10n) {
    for (const step of LADDER_STEPS) {
      const amount = step * scale;
      if (amount >= min && amount <= max && found.length < QUICK_AMOUNT_COUNT)
        found.push(formatMoney(amount));
    }
  }
  return found;
}

/** The amount rules of a deposit: required, positive, at most two decimals, within the channel's limits. */
export function depositAmountProblem(channel: DepositChannel, amount: string): AmountFailure | null {
  return amountFailure(amount, { min: channel.minAmount, max: channel.maxAmount });
}
