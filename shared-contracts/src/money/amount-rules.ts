import * as v from 'valibot';
import { AMOUNT_REASON, amountSchema, formatMoney, MAX_REQUEST_AMOUNT_MINOR, parseMoney } from './money';

type AmountReason = (typeof AMOUNT_REASON)[keyof typeof AMOUNT_REASON];
type FormatReason = Exclude<AmountReason, 'amount_above_max'>;

/** Why a form refuses an amount, with the limit to name in the message. */
export type AmountFailure =
  | { key: 'input_cannot_be_empty' | FormatReason }
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

const FORMAT_REASONS = new Set<string>([
  AMOUNT_REASON.format,
  AMOUNT_REASON.decimals,
  AMOUNT_REASON.positive,
]);
const isFormatReason = (message: string): message is FormatReason => FORMAT_REASONS.has(message);

/**
 * The amount rule of every money form: required, then the contract's amountSchema (the very check the server
 * runs), then the call's limits and the source's balance. Null when fine.
 */
export function amountFailure(text: string, limits: AmountLimits = {}): AmountFailure | null {
  if (text.trim() === '') return { key: 'input_cannot_be_empty' };
  const checked = v.safeParse(amountSchema, text);
  if (!checked.success) {
    const reason = checked.issues[0].message;
    if (reason === AMOUNT_REASON.aboveMax) {
      return { key: reason, amount: formatMoney(MAX_REQUEST_AMOUNT_MINOR) };
    }
    return { key: isFormatReason(reason) ? reason : AMOUNT_REASON.format };
  }
  const minor = parseMoney(checked.output);
  if (limits.min !== undefined && minor < parseMoney(limits.min)) {
    return { key: 'amount_below_min', amount: limits.min };
  }
  if (limits.max !== undefined && minor > parseMoney(limits.max)) {
    return { key: 'amount_above_max', amount: limits.max };
  }
  if (limits.available !== undefined && minor > parseMoney(limits.available)) {
    return { key: 'amount_above_balance', amount: limits.available };
  }
  return null;
}
