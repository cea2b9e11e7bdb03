import { describe, expect, it } from 'vitest';
import { depositAmountProblem, quickAmounts } from './deposit-rules';

const channel = { id: 'c1', name: 'Bank', provider: 'sandbox', minAmount: '100.00', maxAmount: '50000.00' };

describe('deposit rules', () => {
  it('offers round quick amounts from the channel minimum, within its maximum', () => {
    expect(quickAmounts(channel)).toEqual(['100.00', '200.00', '500.00', '1000.00', '2000.00', '5000.00']);
    expect(quickAmounts({ minAmount: '150.00', maxAmount: '600.00' })).toEqual(['200.00', '500.00']);
    expect(quickAmounts({ minAmount: '10000.00', maxAmount: '5000000.00' })).toEqual([
      '10000.00',
      '20000.00',
      '50000.00',
      '100000.00',
      '200000.00',
      '500000.00',
    ]);
  });

  it('keeps a deposit within the channel limits', () => {
    expect(depositAmountProblem(channel, '99')).toEqual({ key: 'amount_below_min', amount: '100.00' });
    expect(depositAmountProblem(channel, '50000.01')).toEqual({
      key: 'amount_above_max',
      amount: '50000.00',
    });
    expect(depositAmountProblem(channel, '250.50')).toBeNull();
  });
});
