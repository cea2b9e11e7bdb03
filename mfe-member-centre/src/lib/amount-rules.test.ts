import { describe, expect, it } from 'vitest';
import { cleanAmountInput, minMoney } from './amount-rules';

describe('amount input', () => {
  it('keeps digits and one point of what is typed; commas are thousands separators', () => {
    expect(cleanAmountInput('1,000')).toBe('1000');
    expect(cleanAmountInput(' 12.3.4 ')).toBe('12.34');
    expect(cleanAmountInput('៛50abc')).toBe('50');
  });

  it('picks the smaller amount', () => {
    expect(minMoney('10000.00', '9999.99')).toBe('9999.99');
    expect(minMoney('5.00', '50.00')).toBe('5.00');
  });
});
