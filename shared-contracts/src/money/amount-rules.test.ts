import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { amountFailure } from './amount-rules';
import { amountSchema } from './money';

describe('amountFailure, the one amount rule of every money form', () => {
  it('requires an amount', () => {
    expect(amountFailure('')).toEqual({ key: 'input_cannot_be_empty' });
    expect(amountFailure('   ')).toEqual({ key: 'input_cannot_be_empty' });
  });

  it('takes positive decimals with at most two places, never other text', () => {
    expect(amountFailure('100')).toBeNull();
    expect(amountFailure('100.5')).toBeNull();
    expect(amountFailure('100.55')).toBeNull();
    expect(amountFailure('100.555')).toEqual({ key: 'amount_decimals' });
    expect(amountFailure('1e3')).toEqual({ key: 'amount_format' });
    expect(amountFailure('-5')).toEqual({ key: 'amount_format' });
    expect(amountFailure('.5')).toEqual({ key: 'amount_format' });
    expect(amountFailure('0')).toEqual({ key: 'amount_positive' });
    expect(amountFailure('0.00')).toEqual({ key: 'amount_positive' });
  });

  it('keeps within the limits and the balance, exactly (no floating point)', () => {
    const limits = { min: '100.00', max: '50000.00', available: '10000.01' };
    expect(amountFailure('99.99', limits)).toEqual({ key: 'amount_below_min', amount: '100.00' });
    expect(amountFailure('100', limits)).toBeNull();
    expect(amountFailure('10000.01', limits)).toBeNull();
    expect(amountFailure('10000.02', limits)).toEqual({ key: 'amount_above_balance', amount: '10000.01' });
    expect(amountFailure('50000.01', limits)).toEqual({ key: 'amount_above_max', amount: '50000.00' });
    // 0.1 + 0.2 is not 0.3 in floats; here it is.
    expect(amountFailure('0.3', { available: '0.30' })).toBeNull();
  });

  it('refuses more than a request may carry, as the server does', () => {
    expect(amountFailure('100000000000.01')?.key).toBe('amount_above_max');
  });

  it('refuses a leading zero ("0100") as the server does, with the reason the server gives', () => {
    expect(amountFailure('0100')).toEqual({ key: 'amount_format' });
    const server = v.safeParse(amountSchema, '0100');
    expect(server.success).toBe(false);
    expect(server.issues?.[0]?.message).toBe('amount_format');
  });

  it('agrees with the contract schema on every text the schema takes or refuses', () => {
    for (const text of [
      '1',
      '0100',
      '00.5',
      '0.5',
      '1.',
      '1.2.3',
      ' 7 ',
      '1,000',
      '99999999999999999',
      '1.999',
    ]) {
      expect(amountFailure(text) === null, text).toBe(v.safeParse(amountSchema, text).success);
    }
  });
});
