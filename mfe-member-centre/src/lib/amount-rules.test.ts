import { describe, expect, it } from 'vitest';
import { amountProblem, cleanAmountInput, minMoney } from './amount-rules';

describe('amount rules', () => {
  it('requires an amount', () => {
    expect(amountProblem('')).toEqual({ key: 'input_cannot_be_empty' });
    expect(amountProblem('   ')).toEqual({ key: 'input_cannot_be_empty' });
  });

  it('takes positive decimals with at most two places, never other text', () => {
    expect(amountProblem('100')).toBeNull();
    expect(amountProblem('100.5')).toBeNull();
    expect(amountProblem('100.55')).toBeNull();
    expect(amountProblem('100.555')).toEqual({ key: 'amount_decimals' });
    expect(amountProblem('1e3')).toEqual({ key: 'amount_format' });
    expect(amountProblem('-5')).toEqual({ key: 'amount_format' });
    expect(amountProblem('.5')).toEqual({ key: 'amount_format' });
    expect(amountProblem('0')).toEqual({ key: 'amount_positive' });
    expect(amountProblem('0.00')).toEqual({ key: 'amount_positive' });
  });

  it('keeps within the limits and the balance, exactly (no floating point)', () => {
    const limits = { min: '100.00', max: '50000.00', available: '10000.01' };
    expect(amountProblem('99.99', limits)).toEqual({ key: 'amount_below_min', amount: '100.00' });
    expect(amountProblem('100', limits)).toBeNull();
    expect(amountProblem('10000.01', limits)).toBeNull();
    expect(amountProblem('10000.02', limits)).toEqual({ key: 'amount_above_balance', amount: '10000.01' });
    expect(amountProblem('50000.01', limits)).toEqual({ key: 'amount_above_max', amount: '50000.00' });
    // 0.1 + 0.2 is not 0.3 in floats; here it is.
    expect(amountProblem('0.3', { available: '0.30' })).toBeNull();
  });

  it('refuses more than a request may carry, as the server does', () => {
    expect(amountProblem('100000000000.01')?.key).toBe('amount_above_max');
  });

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
