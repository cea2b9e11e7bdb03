import { describe, expect, it } from 'vitest';
import { fairStream, uniformInt } from '../fair/stream';
import { replaySpin, slotSpin } from './engine';
import { evaluateLine } from './evaluate';
import { TEMPLE_PAYTABLE } from './paytable';

const SEEDS = { serverSeed: 'd'.repeat(64), clientSeed: 'engine-test' };

describe('slot engine', () => {
  it('draws each reel stop with uniformInt over that strip, in reel order', () => {
    const outcome = slotSpin(fairStream({ ...SEEDS, nonce: 3 }), TEMPLE_PAYTABLE, 0);
    const stream = fairStream({ ...SEEDS, nonce: 3 });
    const stops = TEMPLE_PAYTABLE.strips.map((strip) => uniformInt(stream, strip.length));
    expect(outcome.steps[0]!.stops).toEqual(stops);
    expect(outcome.steps[0]!.window[0]).toEqual(
      [0, 1, 2].map((row) => TEMPLE_PAYTABLE.strips[0]![(stops[0]! + row) % 31]),
    );
  });

  it('pays line wins in line bets and sums every step into the total', () => {
    let checked = 0;
    for (let nonce = 0; nonce < 400; nonce += 1) {
      const outcome = slotSpin(fairStream({ ...SEEDS, nonce }), TEMPLE_PAYTABLE, 2);
      expect(outcome.stake).toBe(100n);
      let total = 0n;
      for (const step of outcome.steps) {
        for (const win of step.wins) {
          const line = TEMPLE_PAYTABLE.lines[win.line - 1]!;
          const pay = evaluateLine(
            line.map((row, reel) => step.window[reel]![row]!),
            TEMPLE_PAYTABLE,
          );
          expect(win.amount).toBe(BigInt(pay!.pay) * 5n * BigInt(step.multiplier));
          checked += 1;
        }
        total += step.wins.reduce((sum, win) => sum + win.amount, step.scatterWin);
      }
      expect(outcome.totalWin).toBe(total);
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('plays every awarded free spin in the same round at the free-spin multiplier', () => {
    let nonce = 0;
    let outcome = slotSpin(fairStream({ ...SEEDS, nonce }), TEMPLE_PAYTABLE, 0);
    while (outcome.steps.length === 1) {
      nonce += 1;
      outcome = slotSpin(fairStream({ ...SEEDS, nonce }), TEMPLE_PAYTABLE, 0);
    }
    const awarded = outcome.steps.reduce((sum, step) => sum + step.freeSpinsAwarded, 0);
    expect(outcome.steps.length).toBe(1 + awarded);
    expect(outcome.steps[0]!.freeSpinsAwarded).toBeGreaterThanOrEqual(8);
    expect(outcome.steps.slice(1).every((step) => step.kind === 'free' && step.multiplier === 2)).toBe(true);
  });

  it('replays a round exactly from its seeds, nonce and stake', () => {
    for (const nonce of [0, 17, 42]) {
      const played = slotSpin(fairStream({ ...SEEDS, nonce }), TEMPLE_PAYTABLE, 4);
      expect(replaySpin({ ...SEEDS, nonce, paytable: TEMPLE_PAYTABLE, stake: 400n })).toEqual(played);
      expect(replaySpin({ ...SEEDS, nonce, paytable: TEMPLE_PAYTABLE, betLevel: 4 })).toEqual(played);
    }
  });

  it('refuses a bet level the table does not have', () => {
    expect(() => slotSpin(fairStream({ ...SEEDS, nonce: 0 }), TEMPLE_PAYTABLE, 7)).toThrow(RangeError);
  });
});

describe('line evaluation', () => {
  const line = (symbols: string) => evaluateLine(symbols.split(' '), TEMPLE_PAYTABLE);
  it('lets wilds stand in for the first other symbol, left to right', () => {
    expect(line('WILD IDOL IDOL K Q')).toEqual({ symbol: 'IDOL', count: 3, pay: 25 });
    expect(line('A WILD WILD A A')).toEqual({ symbol: 'A', count: 5, pay: 100 });
  });
  it('pays the wild run alone when it pays more', () => {
    expect(line('WILD WILD WILD TEN K')).toEqual({ symbol: 'WILD', count: 3, pay: 50 });
    expect(line('WILD WILD WILD WILD WILD')).toEqual({ symbol: 'WILD', count: 5, pay: 1000 });
  });
  it('never lets a wild stand in for the scatter, and a scatter breaks a line', () => {
    expect(line('SCATTER WILD WILD K Q')).toBeNull();
    expect(line('K K SCATTER K K')).toBeNull();
  });
});
