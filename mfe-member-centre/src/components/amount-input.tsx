import { TextInput, type TextInputProps } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import { cleanAmountInput } from '../lib/amount-rules';

export interface AmountInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'start' | 'end'> {
  value: string;
  onChange: (value: string) => void;
  symbol?: string;
  /** E.g. an "All" button. */
  end?: ReactNode;
}

/** A money amount: the decimal keypad on phones, the currency before it, only digits and one point kept. */
export function AmountInput({ value, onChange, symbol, end, ...rest }: AmountInputProps) {
  return (
    <TextInput
      {...rest}
      className="mc-amount-input"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      start={symbol ? <span className="mc-amount-input__symbol">{symbol}</span> : undefined}
      end={end}
      onChange={(event) => onChange(cleanAmountInput(event.target.value))}
    />
  );
}
