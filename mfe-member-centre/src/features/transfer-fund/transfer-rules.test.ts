import { describe, expect, it } from 'vitest';
import { balances } from '../../test/fixtures';
import {
  balanceOf,
  chooseFrom,
  chooseTo,
  initialDirection,
  swapDirection,
  transferAmountProblem,
} from './transfer-rules';

const wallets = balances();

describe('transfer direction', () => {
  it('starts from the main wallet into the first vendor', () => {
    expect(initialDirection(wallets)).toEqual({ from: 'MAIN', to: 'TCG_SEA' });
    expect(initialDirection({ balance: '1.00', vendors: [] })).toBeNull();
  });

  it('keeps the main wallet on one side whatever the player picks', () => {
    const start = { from: 'MAIN', to: 'PG' };
    // A vendor as the source sends to main.
    expect(chooseFrom(wallets, start, 'EVO')).toEqual({ from: 'EVO', to: 'MAIN' });
    // Main as the source goes to the vendor that was in play.
    expect(chooseFrom(wallets, { from: 'EVO', to: 'MAIN' }, 'MAIN')).toEqual({ from: 'MAIN', to: 'EVO' });
    // The same for the target.
    expect(chooseTo(wallets, start, 'MAIN')).toEqual({ from: 'PG', to: 'MAIN' });
    expect(chooseTo(wallets, { from: 'PG', to: 'MAIN' }, 'EVO')).toEqual({ from: 'MAIN', to: 'EVO' });
    // A wallet the merchant does not offer changes nothing.
    expect(chooseFrom(wallets, start, 'NOPE')).toEqual(start);
  });

  it('swaps both ends', () => {
    expect(swapDirection({ from: 'MAIN', to: 'PG' })).toEqual({ from: 'PG', to: 'MAIN' });
  });

  it('allows no more than the source wallet holds', () => {
    expect(balanceOf(wallets, 'MAIN')).toBe('10000.00');
    expect(balanceOf(wallets, 'EVO')).toBe('500.00');
    expect(transferAmountProblem(wallets, { from: 'EVO', to: 'MAIN' }, '500')).toBeNull();
    expect(transferAmountProblem(wallets, { from: 'EVO', to: 'MAIN' }, '500.01')).toEqual({
      key: 'amount_above_balance',
      amount: '500.00',
    });
    expect(transferAmountProblem(wallets, { from: 'MAIN', to: 'PG' }, '')).toEqual({
      key: 'input_cannot_be_empty',
    });
    expect(transferAmountProblem(wallets, { from: 'MAIN', to: 'PG' }, '1.234')).toEqual({
      key: 'amount_decimals',
    });
  });
});
