import { describe, expect, it } from 'vitest';
import { fairStream } from '../fair/stream';
import { PLINKO_FAIRNESS_PROFILE } from './fairness-profile';

describe("plinko's fairness profile", () => {
  it('lists every board (9 row counts x 3 risks) with its exact RTP beside the published one', () => {
    expect(PLINKO_FAIRNESS_PROFILE.game).toBe('plinko');
    expect(PLINKO_FAIRNESS_PROFILE.variants).toHaveLength(27);
    for (const variant of PLINKO_FAIRNESS_PROFILE.variants) {
      expect(Math.abs(variant.exactRtp() * 100 - Number(variant.publishedRtp))).toBeLessThan(0.005);
    }
    const stream = fairStream({ serverSeed: 'ee'.repeat(32), clientSeed: 'c', nonce: 0 });
    const { stake, win } = PLINKO_FAIRNESS_PROFILE.variants[0]!.playRound(stream);
    expect(stake).toBe(100n);
    expect(win).toBeGreaterThan(0n);
  });

  it('counts the buckets of 8, 12 and 16 rows against C(n, k) / 2^n', () => {
    expect(PLINKO_FAIRNESS_PROFILE.chiSquare.map((profile) => profile.name)).toEqual([
      'plinko bucket (8 rows)',
      'plinko bucket (12 rows)',
      'plinko bucket (16 rows)',
    ]);
    const [eight] = PLINKO_FAIRNESS_PROFILE.chiSquare;
    expect(eight!.probabilities()[4]).toBe(70 / 256);
    const stream = fairStream({ serverSeed: 'ee'.repeat(32), clientSeed: 'c', nonce: 1 });
    for (let i = 0; i < 50; i += 1) expect(eight!.category(stream)).toBeLessThanOrEqual(8);
  });
});
