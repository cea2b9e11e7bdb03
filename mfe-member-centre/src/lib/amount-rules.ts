import { parseMoney } from '@platform/shared-contracts/client';

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
