import { describe, expect, it } from 'vitest';
import { fairStream, labelledStream, uniformInt } from '../fair/stream';
import { playRound } from '../slot/engine';
import { TEMPLE_PAYTABLE, TEMPLE_PUBLISHED_RTP } from '../slot/paytable';
import {
  jackpotChance,
  jackpotContribution,
  jackpotDraw,
  jackpotOneIn,
  jackpotSharePercent,
  rtpWithJackpot,
  TEMPLE_JACKPOT,
} from './jackpot';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player-1', nonce: 7 };

describe('jackpot draw', () => {
  it('is one uniformInt from the round seeds under the label clientSeed:nonce:jackpot', () => {
    const expected = uniformInt(labelledStream(seeds.serverSeed, 'player-1:7:jackpot'), 1_000_000_000);
    expect(jackpotDraw(seeds, 100n, TEMPLE_JACKPOT).draw).toBe(expected);
  });

  it('leaves the reel stops of the same seeds and nonce untouched', () => {
    const before = playRound(fairStream(seeds), TEMPLE_PAYTABLE, 100n);
    jackpotDraw(seeds, 100n, TEMPLE_JACKPOT);
    expect(playRound(fairStream(seeds), TEMPLE_PAYTABLE, 100n)).toEqual(before);
  });

  it('wins exactly when the draw is below the stake in minor units', () => {
    const terms = { ...TEMPLE_JACKPOT, oddsPerMinorUnit: 1000 };
    let wins = 0;
    for (let nonce = 0; nonce < 2000; nonce += 1) {
      const { draw, hit } = jackpotDraw({ ...seeds, nonce }, 100n, terms);
      expect(draw).toBeGreaterThanOrEqual(0);
      expect(draw).toBeLessThan(1000);
      expect(hit).toBe(draw < 100);
      if (hit) wins += 1;
    }
    // 10% chance: 200 expected, 4 standard deviations either side.
    expect(wins).toBeGreaterThan(146);
    expect(wins).toBeLessThan(254);
  });

  it('always wins when the stake covers the odds (the test seam of the server)', () => {
    const terms = { ...TEMPLE_JACKPOT, oddsPerMinorUnit: 1 };
    expect(jackpotDraw(seeds, 20n, terms)).toEqual({ draw: 0, hit: true });
  });
});

describe('jackpot terms', () => {
  it('takes 1% of each stake, rounded down to the minor unit', () => {
    expect(jackpotContribution(100n, TEMPLE_JACKPOT)).toBe(1n);
    expect(jackpotContribution(2000n, TEMPLE_JACKPOT)).toBe(20n);
    expect(jackpotContribution(40n, TEMPLE_JACKPOT)).toBe(0n);
    expect(jackpotSharePercent(TEMPLE_JACKPOT)).toBe('1.00');
  });

  it('scales the odds with the stake', () => {
    expect(jackpotChance(100n, TEMPLE_JACKPOT)).toBe(1e-7);
    expect(jackpotOneIn(100n, TEMPLE_JACKPOT)).toBe(10_000_000);
    expect(jackpotOneIn(2000n, TEMPLE_JACKPOT)).toBe(500_000);
  });

  it('publishes the base RTP plus the jackpot share', () => {
    expect(TEMPLE_PUBLISHED_RTP).toBe('96.02');
    expect(rtpWithJackpot(TEMPLE_PUBLISHED_RTP, TEMPLE_JACKPOT)).toBe('97.02');
    expect(rtpWithJackpot('95.5', { ...TEMPLE_JACKPOT, shareBasisPoints: 250 })).toBe('98.00');
  });
});
