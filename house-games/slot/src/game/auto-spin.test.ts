import { describe, expect, it } from 'vitest';
import { freeSpinsTrigger, lose, winTimes } from '../test/fixtures';
import { AUTO_SPIN_COUNTS, autoStopAfterRound, autoStopOnError } from './auto-spin';

const base = { balance: '100.00', nextStake: '0.20', left: 5, stopRequested: false };

describe('auto-spin stop rules', () => {
  it('offers 10, 25, 50 and 100 spins', () => {
    expect(AUTO_SPIN_COUNTS).toEqual([10, 25, 50, 100]);
  });

  it('goes on after an ordinary round with spins left', () => {
    expect(autoStopAfterRound({ ...base, round: lose('100.00', 0, '0.20') })).toBeNull();
    expect(autoStopAfterRound({ ...base, round: winTimes(50)('100.00', 0, '0.20') })).toBeNull();
  });

  it('stops on free spins, on a win above 50 x stake, on too little balance, and when the run is over', () => {
    expect(autoStopAfterRound({ ...base, round: freeSpinsTrigger('100.00', 0, '0.20') })).toBe('free-spins');
    expect(autoStopAfterRound({ ...base, round: winTimes(51)('100.00', 0, '0.20') })).toBe('big-win');
    expect(autoStopAfterRound({ ...base, balance: '0.19', round: lose('0.39', 0, '0.20') })).toBe('funds');
    expect(autoStopAfterRound({ ...base, left: 0, round: lose('100.00', 0, '0.20') })).toBe('done');
  });

  it('the player’s stop comes first', () => {
    expect(
      autoStopAfterRound({ ...base, stopRequested: true, round: freeSpinsTrigger('100.00', 0, '0.20') }),
    ).toBe('player');
  });

  it('a refusal for funds says so; any other refusal is an error', () => {
    expect(autoStopOnError('INSUFFICIENT_BALANCE')).toBe('funds');
    expect(autoStopOnError('GAME_SESSION_EXPIRED')).toBe('error');
  });
});
