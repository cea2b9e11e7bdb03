import { describe, expect, it } from 'vitest';
import { labelledStream } from '../fair/stream';
import { baccaratFairnessProfile } from './fairness';

describe('baccarat fairness profile', () => {
  it('gives every bet as a variant whose exact RTP rounds to its published figure', () => {
    expect(baccaratFairnessProfile.variants.map((variant) => variant.name)).toEqual([
      'player',
      'banker',
      'tie',
      'playerPair',
      'bankerPair',
    ]);
    for (const variant of baccaratFairnessProfile.variants)
      expect(Math.abs(variant.exactRtp() * 100 - Number(variant.publishedRtp)), variant.name).toBeLessThan(
        0.005,
      );
  });

  it('plays rounds through the engine whose mean return is near the exact RTP', () => {
    const banker = baccaratFairnessProfile.variants.find((variant) => variant.name === 'banker')!;
    const stream = labelledStream('fairness-test-seed', 'banker');
    let staked = 0n;
    let won = 0n;
    for (let round = 0; round < 20_000; round += 1) {
      const { stake, win } = banker.playRound(stream);
      staked += stake;
      won += win;
    }
    // The banker bet's standard deviation is about 0.93 per unit: 20,000 rounds leave about 0.0066 of error.
    expect(Math.abs(Number(won) / Number(staked) - banker.exactRtp())).toBeLessThan(0.03);
  });

  it('counts chi-square categories that cover every outcome', () => {
    const stream = labelledStream('fairness-test-seed', 'chi');
    for (const profile of baccaratFairnessProfile.chiSquare) {
      const probabilities = profile.probabilities();
      expect(probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
      for (let i = 0; i < 200; i += 1) {
        const category = profile.category(stream);
        expect(category).toBeGreaterThanOrEqual(0);
        expect(category).toBeLessThan(probabilities.length);
      }
    }
  });
});
