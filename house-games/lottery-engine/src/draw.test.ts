import { createHmac } from 'node:crypto';
import type { HmacSha256 } from '@platform/house-engine';
import { describe, expect, it } from 'vitest';
import { commit, draw, drawNumbers, showNumbers, verify } from './draw';
import { LOTTERY_GAMES, lotteryGame, VN_FORMAT } from './games';

const SEED = '9f'.repeat(32);
const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();

describe('the draw', () => {
  it('is the same for the same seed and issue, different for another issue, and verifies', () => {
    for (const game of LOTTERY_GAMES) {
      const numbers = draw(game, SEED, '20261125-0001');
      expect(draw(game, SEED, '20261125-0001')).toEqual(numbers);
      expect(draw(game, SEED, '20261125-0002')).not.toEqual(numbers);
      expect(draw(game, SEED, '20261125-0001', nodeHmac)).toEqual(numbers);
      expect(verify(game, SEED, '20261125-0001', commit(SEED), numbers)).toBe(true);
    }
  });

  it('refuses a wrong seed, hash, issue, number or length', () => {
    const ssc = lotteryGame('SSC1')!;
    const numbers = draw(ssc, SEED, 'A-1');
    const hash = commit(SEED);
    expect(verify(ssc, 'ab'.repeat(32), 'A-1', hash, numbers)).toBe(false);
    expect(verify(ssc, SEED, 'A-1', commit('ab'.repeat(32)), numbers)).toBe(false);
    expect(verify(ssc, SEED, 'A-2', hash, numbers)).toBe(false);
    expect(verify(ssc, SEED, 'A-1', hash, [...numbers.slice(0, 4), (numbers[4]! + 1) % 10])).toBe(false);
    expect(verify(ssc, SEED, 'A-1', hash, numbers.slice(0, 4))).toBe(false);
    expect(verify(ssc, SEED, 'A-1', hash.toUpperCase(), numbers)).toBe(true);
  });

  it('takes position i from word i of HMAC(seed, "issue:0") by rejection sampling', () => {
    const block = createHmac('sha256', SEED).update('20261125-0042:0').digest();
    const words = Array.from({ length: 5 }, (_, i) => block.readUInt32BE(i * 4));
    const limit = Math.floor(2 ** 32 / 10) * 10;
    expect(words.every((word) => word < limit)).toBe(true); // no word of this issue is refused
    expect(draw(lotteryGame('SSC5')!, SEED, '20261125-0042')).toEqual(words.map((word) => word % 10));
    expect(commit('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('rejects the words above the last whole multiple instead of folding them (no modulo bias)', () => {
    // A stream whose first word is 2^32 - 1 (refused for a range of 10: the limit is 4294967290), then 0x00000003.
    const crafted: HmacSha256 = () => {
      const bytes = new Uint8Array(32);
      bytes.set([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 3]);
      return bytes;
    };
    const numbers = draw(lotteryGame('3D')!, SEED, 'X', crafted);
    // Word 0 refused; word 1 = 3 -> 3; word 2 = 0 -> 0; word 3 = 0 -> 0.
    expect(numbers).toEqual([3, 0, 0]);
    // 2^32 - 1 mod 10 = 5 would have been the first digit with modulo folding.
  });

  it('PK10 is a permutation of 1-10, 11x5 five distinct of 1-11, Mark Six seven distinct of 1-49', () => {
    for (let issue = 0; issue < 200; issue += 1) {
      const pk10 = draw(lotteryGame('PK10')!, SEED, String(issue));
      expect([...pk10].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const elevenFive = draw(lotteryGame('11X5')!, SEED, String(issue));
      expect(new Set(elevenFive).size).toBe(5);
      expect(elevenFive.every((n) => n >= 1 && n <= 11)).toBe(true);
      const lhc = draw(lotteryGame('LHC')!, SEED, String(issue));
      expect(new Set(lhc).size).toBe(7);
      expect(lhc.every((n) => n >= 1 && n <= 49)).toBe(true);
      expect(draw(lotteryGame('K3')!, SEED, String(issue)).every((n) => n >= 1 && n <= 6)).toBe(true);
    }
  });

  it('VN draws 27 prizes shown with their digits: special 5, ..., seventh 2', () => {
    const numbers = drawNumbers(VN_FORMAT, SEED, '20261125');
    const shown = showNumbers(VN_FORMAT, numbers);
    expect(shown).toHaveLength(27);
    expect(shown.map((text) => text.length)).toEqual([
      5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2,
    ]);
  });

  it('lists every game of the brief with a unique code', () => {
    const codes = LOTTERY_GAMES.map((game) => game.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(LOTTERY_GAMES.map((game) => game.family))).toEqual(
      new Set(['ssc', 'pk10', '11x5', 'k3', 'lhc', 'vn', 'sea', '3d']),
    );
    const sscCadences = LOTTERY_GAMES.filter((game) => game.family === 'ssc').map((game) => game.cadence);
    expect(sscCadences).toEqual([60, 180, 300].map((seconds) => ({ kind: 'every', seconds })));
  });
});
