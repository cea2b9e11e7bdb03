import { describe, expect, it } from 'vitest';
import { resultNotice } from './baccarat-game';

describe('what a hand says it did', () => {
  it('calls it a win only when more came back than was bet', () => {
    expect(resultNotice({ stake: '1.00', totalWin: '1.95' })).toEqual({
      key: 'youWon',
      values: { amount: '1.95' },
      tone: 'win',
    });
  });

  it('says a stake that came back on a tie came back, not that it won', () => {
    expect(resultNotice({ stake: '1.00', totalWin: '1.00' })).toEqual({
      key: 'betReturned',
      values: { amount: '1.00' },
      tone: 'info',
    });
  });

  it('says how much of the stake came back when less than all of it did', () => {
    expect(resultNotice({ stake: '2.00', totalWin: '1.95' })).toEqual({
      key: 'partBack',
      values: { amount: '1.95', stake: '2.00' },
      tone: 'info',
    });
    expect(resultNotice({ stake: '2.00', totalWin: '0.00' })).toEqual({ key: 'noWin', tone: 'info' });
  });
});
