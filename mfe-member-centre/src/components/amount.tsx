import { displayMoney } from '@platform/shared-contracts/client';

export interface AmountProps {
  /** Money text from a call ("1500.00", "-20.00"). */
  value: string;
  symbol?: string;
  /** Shows '+' before a credit and colours credits and debits. */
  signed?: boolean;
  className?: string;
}

/** An amount as the spec shows money (section 9): two decimals, thousands separators, left-to-right in RTL text. */
export function Amount({ value, symbol, signed = false, className }: AmountProps) {
  const negative = value.startsWith('-');
  const zero = /^-?0\.00$/.test(value);
  const tone = signed && !zero ? (negative ? ' mc-amount--debit' : ' mc-amount--credit') : '';
  // The sign goes before the currency: "-៛300.00", "+៛500.00".
  const sign = negative ? '-' : signed && !zero ? '+' : '';
  return (
    <span className={`mc-amount${tone}${className ? ` ${className}` : ''}`} dir="ltr">
      {sign}
      {symbol && <span className="mc-amount__symbol">{symbol}</span>}
      {displayMoney(negative ? value.slice(1) : value)}
    </span>
  );
}

/** The same amount as plain text, for a sentence ("Available: ៛10,000.00"). */
export function moneyText(value: string, symbol = ''): string {
  return `${symbol}${displayMoney(value)}`;
}
