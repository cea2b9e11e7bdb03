import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  amountSchema,
  displayMoney,
  formatMoney,
  idempotencyKeySchema,
  maskMoney,
  parseMoney,
} from './money';

describe('money', () => {
  it('parses decimal text into minor units without floats', () => {
    expect(parseMoney('12.5')).toBe(1250n);
    expect(parseMoney('0.01')).toBe(1n);
    expect(parseMoney('100')).toBe(10000n);
    expect(parseMoney('92233720368547758.07')).toBe(9223372036854775807n);
    expect(() => parseMoney('1.234')).toThrow();
    expect(() => parseMoney('-1')).toThrow();
  });

  it('formats minor units with two decimals, signed', () => {
    expect(formatMoney(1250n)).toBe('12.50');
    expect(formatMoney(-5n)).toBe('-0.05');
    expect(formatMoney(0n)).toBe('0.00');
  });

  it('displays with thousands separators and masks digits', () => {
    expect(displayMoney('1234567.5')).toBe('1,234,567.50');
    expect(displayMoney('-1000.00')).toBe('-1,000.00');
    expect(displayMoney('999.99')).toBe('999.99');
    expect(maskMoney('1234.50')).toBe('*,***.**');
  });

  it('accepts positive amounts with at most two decimals, and refuses the rest', () => {
    for (const ok of ['1', '0.01', '100.5', '250.00', ' 10 ', '100000000000'])
      expect(v.is(amountSchema, ok), ok).toBe(true);
    for (const bad of [
      '0',
      '0.00',
      '-1',
      '1.234',
      '1e3',
      '',
      'abc',
      '100000000000.01',
      '01',
      '1.',
      '.5',
      'NaN',
    ])
      expect(v.is(amountSchema, bad), bad).toBe(false);
  });

  it('takes idempotency keys of 16 to 64 safe characters', () => {
    expect(v.is(idempotencyKeySchema, crypto.randomUUID())).toBe(true);
    expect(v.is(idempotencyKeySchema, 'short')).toBe(false);
    expect(v.is(idempotencyKeySchema, 'a'.repeat(65))).toBe(false);
    expect(v.is(idempotencyKeySchema, 'has spaces in it ok?')).toBe(false);
  });
});
