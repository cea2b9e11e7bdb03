import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../fair/seeds';
import { labelledStream } from '../fair/stream';
import { CRASH_MAX_CENTS, CRASH_PUBLISHED_RTP, crashPointFromSeed, crashPointOfK } from './crash-point';
import { crashExactRtp, survivalCount } from './exact-rtp';
import { crashFairnessProfile } from './fairness';
import { crashElapsedMs, crashMultiplierAt, formatMultiplier, parseMultiplier } from './growth';
import { chainCheckpoints, chainSeedForRound, followsInChain, terminalHash } from './hash-chain';
import { verifyCrashRound } from './verify-round';

// A chain of 5 from the root 00..00, worked by hand (python hashlib/hmac): s1 = SHA-256("000...0"), and so on.
const ROOT = '0'.repeat(64);
const S = [
  ROOT,
  '60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55',
  '632500b1742987815bf1e7ebc49d1da6ed2dd9659623bef3f9b96bf5e75ab702',
  '399abe3835c28f3285d77431b8dba2b9c73319cd6d3dc8b70fef98f8cd8a870a',
  '9ec3061edcc690afd3cf98f217406c80a5a5400b729eb904010c6198f718cff0',
];
const TERMINAL = '74e28f4be99caf2180ed3724cfd20120ca6558db2fe7fe7b94a94078fd60afbc';
const SALT = 'test-salt';

describe('crash hash chain', () => {
  it('plays the chain backwards: round 1 the last seed, each seed hashing to the one revealed before', () => {
    expect(terminalHash(ROOT, 5)).toBe(TERMINAL);
    expect(chainSeedForRound({ index: 0, seed: ROOT }, 5, 1)).toBe(S[4]);
    expect(chainSeedForRound({ index: 0, seed: ROOT }, 5, 5)).toBe(S[0]);
    expect(chainSeedForRound({ index: 2, seed: S[2]! }, 5, 2)).toBe(S[3]);
    expect(followsInChain(S[4]!, TERMINAL)).toBe(true);
    expect(followsInChain(S[3]!, S[4]!)).toBe(true);
    expect(followsInChain(S[4]!, S[3]!)).toBe(false);
    expect(() => chainSeedForRound({ index: 3, seed: S[3]! }, 5, 3)).toThrow(RangeError);
  });

  it('keeps checkpoints that rebuild any seed', () => {
    expect(chainCheckpoints(ROOT, 5, 2)).toEqual([
      { index: 0, seed: S[0] },
      { index: 2, seed: S[2] },
      { index: 4, seed: S[4] },
    ]);
  });
});

describe('crash point', () => {
  it('matches hand-worked seeds', () => {
    // k = 3418987316303673: floor(99 * 2^52 / 3418987316303674) = 130 -> 1.30x
    expect(crashPointFromSeed(S[0]!, SALT)).toBe(130);
    expect(crashPointFromSeed(S[1]!, SALT)).toBe(1455);
    expect(crashPointFromSeed(S[2]!, SALT)).toBe(2856);
    expect(crashPointFromSeed(S[3]!, SALT)).toBe(159);
    expect(crashPointFromSeed(S[4]!, SALT)).toBe(262);
  });

  it('is 1.00x at the top of the range, capped at the maximum at the bottom', () => {
    expect(crashPointOfK((1n << 52n) - 1n)).toBe(100);
    expect(crashPointOfK(0n)).toBe(CRASH_MAX_CENTS);
    // 99 * 2^52 / (k + 1) = 2.00 exactly
    expect(crashPointOfK((99n * (1n << 52n)) / 200n - 1n)).toBe(200);
  });

  it('uses the fair stream under the salt as label', () => {
    const stream = labelledStream(S[0]!, SALT);
    expect(stream.nextUint32() & 0xfffff).toBe(Number(3418987316303673n >> 32n));
  });
});

describe('crash RTP', () => {
  it('is 99.00% exactly (to 0.01 pp) at every automatic cash-out target', () => {
    for (const target of [101, 150, 200, 1000, 10000, CRASH_MAX_CENTS]) {
      const rtp = crashExactRtp(target) * 100;
      expect(Math.abs(rtp - Number(CRASH_PUBLISHED_RTP)), `target ${target}`).toBeLessThan(0.01);
    }
    expect(crashExactRtp(200)).toBeCloseTo(0.99, 12);
  });

  it('counts survival in closed form', () => {
    expect(survivalCount(100)).toBe(1n << 52n);
    expect(survivalCount(200)).toBe((99n << 52n) / 200n);
    expect(survivalCount(CRASH_MAX_CENTS + 1)).toBe(0n);
  });

  it('gives a fairness profile whose variants and buckets add up', () => {
    for (const v of crashFairnessProfile.variants) {
      expect(Math.abs(v.exactRtp() * 100 - Number(v.publishedRtp))).toBeLessThan(0.01);
    }
    const p = crashFairnessProfile.chiSquare[0]!.probabilities();
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // 1.00x instantly: 1 - floor(99 * 2^52 / 101) / 2^52 = 1.98%
    expect(p[0]).toBeCloseTo(2 / 101, 10);
    const counts = p.map(() => 0);
    const stream = labelledStream(S[1]!, 'chi');
    const rounds = 20_000;
    let staked = 0n;
    let won = 0n;
    const twoX = crashFairnessProfile.variants[1]!;
    for (let i = 0; i < rounds; i += 1) {
      const bucket = crashFairnessProfile.chiSquare[0]!.category(stream);
      counts[bucket] = (counts[bucket] ?? 0) + 1;
      const round = twoX.playRound(stream);
      staked += round.stake;
      won += round.win;
    }
    counts.forEach((count, index) => {
      const expected = p[index]! * rounds;
      expect(Math.abs(count - expected), `bucket ${index}`).toBeLessThan(5 * Math.sqrt(expected) + 5);
    });
    expect(Number(won) / Number(staked)).toBeGreaterThan(0.95);
    expect(Number(won) / Number(staked)).toBeLessThan(1.03);
  });
});

describe('crash growth', () => {
  it('rises on the 0.01 grid from 1.00x', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(1000)).toBe(106);
    expect(crashMultiplierAt(11552)).toBe(199);
    expect(crashMultiplierAt(11553)).toBe(200);
    expect(crashMultiplierAt(38377)).toBe(1000);
  });

  it('finds the millisecond a crash point is reached', () => {
    expect(crashElapsedMs(100)).toBe(0);
    expect(crashElapsedMs(200)).toBe(11553);
    expect(crashElapsedMs(1000)).toBe(38377);
    for (const cents of [101, 137, 262, 1455, 99999]) {
      const ms = crashElapsedMs(cents);
      expect(crashMultiplierAt(ms)).toBeGreaterThanOrEqual(cents);
      expect(crashMultiplierAt(ms - 1)).toBeLessThan(cents);
    }
  });

  it('writes and reads multipliers', () => {
    expect(formatMultiplier(235)).toBe('2.35');
    expect(formatMultiplier(100)).toBe('1.00');
    expect(parseMultiplier('2.5')).toBe(250);
    expect(parseMultiplier('10')).toBe(1000);
    expect(() => parseMultiplier('1.234')).toThrow(RangeError);
  });
});

describe('crash verifier', () => {
  it('accepts a true round and says what is wrong with a false one', () => {
    expect(verifyCrashRound({ seed: S[4]!, previous: TERMINAL, salt: SALT, crashPoint: '2.62' })).toEqual({
      ok: true,
      mismatches: [],
      crashPoint: '2.62',
    });
    const wrongPoint = verifyCrashRound({ seed: S[3]!, previous: S[4]!, salt: SALT, crashPoint: '2.00' });
    expect(wrongPoint.ok).toBe(false);
    expect(wrongPoint.crashPoint).toBe('1.59');
    const wrongChain = verifyCrashRound({ seed: S[2]!, previous: S[4]!, salt: SALT, crashPoint: '28.56' });
    expect(wrongChain.mismatches).toEqual([
      "the seed does not hash to the previous round's seed (or the chain's terminal hash)",
    ]);
    expect(hashServerSeed(S[4]!)).toBe(TERMINAL);
  });
});
