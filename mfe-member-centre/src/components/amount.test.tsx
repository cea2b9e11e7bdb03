import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount, moneyText } from './amount';

const shown = (ui: Parameters<typeof render>[0]) => render(ui).container.textContent;

describe('Amount', () => {
  it('shows two decimals with thousands separators, the symbol first', () => {
    expect(shown(<Amount value="1234567.5" symbol="៛" />)).toBe('៛1,234,567.50');
    expect(moneyText('10000', '៛')).toBe('៛10,000.00');
  });

  it('puts the sign before the currency and colours a signed change', () => {
    const { container } = render(
      <>
        <Amount value="-300.00" symbol="៛" signed />
        <Amount value="500.00" symbol="៛" signed />
        <Amount value="0.00" symbol="៛" signed />
      </>,
    );
    const [debit, credit, zero] = Array.from(container.querySelectorAll('.mc-amount'));
    expect(debit?.textContent).toBe('-៛300.00');
    expect(debit?.className).toContain('mc-amount--debit');
    expect(credit?.textContent).toBe('+៛500.00');
    expect(credit?.className).toContain('mc-amount--credit');
    expect(zero?.textContent).toBe('៛0.00');
  });
});
