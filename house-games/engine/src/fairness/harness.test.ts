import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type FairStream, type HmacSha256, uniformInt } from '../fair/stream';
import {
  addTallies,
  chiSquareThreshold,
  fitChiSquare,
  measured,
  publishedRtpHolds,
  tallyRtp,
} from './harness';
import type { ChiSquareProfile, FairnessProfile, FairnessVariant } from './profile';

const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();
const SEEDS = { serverSeed: '3e'.repeat(32), clientSeed: 'harness', hmac: nodeHmac };

/** A coin paying 1.98 on heads: RTP 99 % exactly. */
const coin: FairnessVariant = {
  name: 'coin',
  publishedRtp: '99.00',
  exactRtp: () => 0.99,
  playRound: (stream: FairStream) => ({ stake: 100n, win: uniformInt(stream, 2) === 0 ? 198n : 0n }),
};

describe('fairness harness', () => {
  it('holds a published RTP only within half a hundredth of a percent of the exact one', () => {
    expect(publishedRtpHolds(coin)).toBe(true);
    expect(publishedRtpHolds({ ...coin, exactRtp: () => 0.99004 })).toBe(true);
    expect(publishedRtpHolds({ ...coin, exactRtp: () => 0.99006 })).toBe(false);
    expect(publishedRtpHolds({ ...coin, publishedRtp: '98.99' })).toBe(false);
  });

  it('measures RTP with its standard error, and tallies of split nonce ranges add up to one run', () => {
    const whole = tallyRtp(coin, 4_000, SEEDS);
    const split = addTallies(tallyRtp(coin, 1_500, SEEDS), tallyRtp(coin, 2_500, SEEDS, 1_500));
    expect(split.rounds).toBe(4_000);
    expect(split.sum).toBeCloseTo(whole.sum, 9);
    expect(split.hits).toBe(whole.hits);
    const run = measured(whole);
    // A ratio of 0 or 1.98, each half the time: standard deviation 0.99, so the error is 0.99 / sqrt(4000).
    expect(run.standardError).toBeCloseTo(0.99 / Math.sqrt(4_000), 3);
    expect(Math.abs(run.mean - 0.99)).toBeLessThan(4 * run.standardError);
    expect(run.largest).toBeCloseTo(1.98, 9);
  });

  it('passes a fair die and fails one that folds a byte by modulo', () => {
    const fair: ChiSquareProfile = {
      name: 'fair die',
      probabilities: () => new Array<number>(6).fill(1 / 6),
      category: (stream) => uniformInt(stream, 6),
    };
    // A 4-bit value folded by % 6 (16 = 2 x 6 + 4) shows faces 0..3 three times in 16 and faces 4 and 5 twice.
    const folded: ChiSquareProfile = { ...fair, category: (stream) => (stream.nextUint32() & 0xf) % 6 };
    const threshold = chiSquareThreshold([
      { game: 'die', variants: [], chiSquare: [fair, folded] } as FairnessProfile,
    ]);
    expect(threshold).toBeCloseTo(0.005, 12);
    expect(fitChiSquare(fair, 12_000, SEEDS).pValue).toBeGreaterThan(threshold);
    expect(fitChiSquare(folded, 12_000, SEEDS).pValue).toBeLessThan(1e-6);
  });

  it('refuses a category outside the profile', () => {
    const broken: ChiSquareProfile = { name: 'broken', probabilities: () => [0.5, 0.5], category: () => 2 };
    expect(() => fitChiSquare(broken, 10, SEEDS)).toThrow(/category 2/);
  });
});
