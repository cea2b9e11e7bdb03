import { MAX_REQUEST_AMOUNT_MINOR, MONEY_DECIMALS, parseMoney } from '@platform/shared-contracts';

/** What an amount field may refuse, with the limit to name in the message. */
export type AmountProblem =
  | { key: 'input_cannot_be_empty' | 'amount_format' | 'amount_decimals' | 'amount_positive' }
  | {
      key: 'amount_below_min' | 'amount_above_max' | 'amount_above_balance' | 'amount_partial_below';
      amount: string;
    };

export interface AmountLimits {
  /** Inclusive bounds as money text ("100.00"). */
  min?: string;
  max?: string;
  /** What the source holds: more than this is refused before the server is asked. */
  available?: string;
}

const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

/**
 * The amount rules of every money form, the same as the server's amountSchema (decision 016): required, a
 * positive decimal with at most two decimals, within the call's limits and the source's balance. Null when fine.
 */
export function amountProblem(text: string, limits: AmountLimits = {}): AmountProblem | null {
  const value = text.trim();
  if (value === '') return { key: 'input_cannot_be_empty' };
  if (!AMOUNT_TEXT.test(value)) return { key: 'amount_format' };
  if ((value.split('.')[1] ?? '').length > MONEY_DECIMALS) return { key: 'amount_decimals' };
  const minor = parseMoney(value);
  if (minor <= 0n) return { key: 'amount_positive' };
  if (limits.min !== undefined && minor < parseMoney(limits.min)) {
    return { key: 'amount_below_min', amount: limits.min };
  }
  const max = limits.max !== undefined ? parseMoney(limits.max) : MAX_REQUEST_AMOUNT_MINOR;
  if (minor > max) return { key: 'amount_above_max', amount: limits.max ?? '100000000000.00' };
  if (limits.available !== undefined && minor > parseMoney(limits.available)) {
    return { key: 'amount_above_balance', amount: limits.available };
  }
  return null;
}

/**
 * What a player types, as amount text: digits and one decimal point. Commas and spaces are read as thousands
 * separators ("1,000" is one thousand), never as a decimal comma.
 */
export function cleanAmountInput(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`;
}

/** The smaller of two money texts. */
export function minMoney(a: string, b: string): string {
  return parseMoney(a) <= parseMoney(b) ? a : b;
}

/** Whether a money text is above zero (answers are never negative for a wallet). */
export function isPositive(amount: string): boolean {
  return !amount.startsWith('-') && parseMoney(amount) > 0n;
}
