import { formatBalance } from '@platform/shared-contracts/client';
import { cx } from '../internal/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './money.css';

export interface MoneyProps {
  /** The amount in integer minor units (cents): 123456 shows as 1,234.56. */
  minor: number | bigint;
  /** Currency symbol or code shown before the amount, e.g. "$" or "KHR". */
  symbol?: string;
  /** Masks the amount with asterisks (balance hidden). */
  hidden?: boolean;
  /** Read by screen readers instead of the asterisks when hidden, e.g. t('balance.hidden'). */
  hiddenLabel?: string;
  /** Digits after the point. Default 2. */
  fractionDigits?: number;
  className?: string;
}

/**
 * An amount of money: thousands separators, fixed decimals, tabular digits, kept left-to-right inside
 * right-to-left text. An amount that is not a whole number of minor units is a bug upstream: it shows a dash
 * (and logs) rather than a wrong figure or a broken page.
 */
export function Money({
  minor,
  symbol,
  hidden = false,
  hiddenLabel,
  fractionDigits = 2,
  className,
}: MoneyProps) {
  let amount: string;
  try {
    amount = formatBalance(minor, hidden, fractionDigits);
  } catch (error) {
    console.error('Money: not an integer amount of minor units', minor, error);
    amount = '—';
  }
  return (
    <span className={cx('ui-money', hidden && 'ui-money--hidden', className)} dir="ltr">
      {symbol && <span className="ui-money__symbol">{symbol}</span>}
      {hidden && hiddenLabel ? (
        <>
          <span className="ui-money__amount" aria-hidden="true">
            {amount}
          </span>
          <VisuallyHidden>{hiddenLabel}</VisuallyHidden>
        </>
      ) : (
        <span className="ui-money__amount">{amount}</span>
      )}
    </span>
  );
}
