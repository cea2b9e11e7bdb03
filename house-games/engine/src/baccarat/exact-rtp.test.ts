import { describe, expect, it } from 'vitest';
import { BACCARAT_PUBLISHED_RTP } from './bets';
import { baccaratExactRtp, handOutcomeCounts } from './exact-rtp';

const ratio = (numerator: bigint, denominator: bigint) =>
  Number((numerator * 10n ** 12n) / denominator) / 1e12;

describe('baccarat exact RTP (every card sequence of a full 8-deck shoe)', () => {
  it('counts the textbook chances of banker, player and tie', () => {
    const counts = handOutcomeCounts();
    expect(counts.player + counts.banker + counts.tie).toBe(counts.total);
    expect(ratio(counts.banker, counts.total)).toBeCloseTo(0.458597, 6);
    expect(ratio(counts.player, counts.total)).toBeCloseTo(0.446247, 6);
    expect(ratio(counts.tie, counts.total)).toBeCloseTo(0.095156, 6);
  });

  it('matches each published RTP to 0.01 pp', () => {
    for (const bet of baccaratExactRtp()) {
      expect(bet.percent, bet.kind).toBe(BACCARAT_PUBLISHED_RTP[bet.kind]);
      const percent = ratio(bet.rtp.numerator, bet.rtp.denominator) * 100;
      expect(Math.abs(percent - Number(BACCARAT_PUBLISHED_RTP[bet.kind])), bet.kind).toBeLessThan(0.005);
    }
  });
});
