import { percentText } from '@platform/house-engine';
import { describe, expect, it } from 'vitest';
import { BET_TYPES, findBetType } from './bet-types';
import { choose } from './combinatorics';
import { ELEVEN_FIVE_ANY, elevenFiveTwoSided } from './families/eleven-five';
import { k3TwoSided } from './families/k3';
import { lhcLinked3, lhcSpecialTwoSided, lhcSpecialZodiac } from './families/lhc';
import { sscDragonTiger, sscThreePattern } from './families/ssc';
import { vnLo, vnXien2 } from './families/vn';
import { betTypeRtp, fraction, resolveOdds, selectionRtp } from './rtp';

const rtpOf = (id: string, label?: string) => {
  const table = betTypeRtp(findBetType(id)!);
  return (label ? table.cases.find((c) => c.label === label)! : table.min).rtp;
};

describe('exact RTP against hand-derived figures', () => {
  it('SSC dragon at 1.95 pushing on the 10% ties: 0.45 * 1.95 + 0.10 = 97.75%', () => {
    expect(selectionRtp(sscDragonTiger, { pick: 'dragon' })).toEqual(fraction(9775n, 10_000n));
  });

  it('SSC front-three half straight: 360 of 1,000 draws at 2.70 = 97.2%', () => {
    expect(selectionRtp(sscThreePattern, { segment: 'front', pattern: 'half_straight' })).toEqual(
      fraction(972n, 1000n),
    );
  });

  it('11x5 any-5: one set in C(11,5) = 462 at 445 = 445/462', () => {
    expect(rtpOf('11x5.any5')).toEqual(fraction(445n, 462n));
    // any-7: C(7,5) = 21 of 462 sets lie in a unit, at 21.20.
    expect(rtpOf('11x5.any7')).toEqual(fraction(21n * 2120n, 462n * 100n));
  });

  it('11x5 position big: 5/11 win at 1.95 and 1/11 (an 11) returns the stake = 10.75/11', () => {
    expect(selectionRtp(elevenFiveTwoSided, { target: 2, pick: 'big' })).toEqual(fraction(1075n, 1100n));
  });

  it('K3 big, triples losing: 105/216 at 2.00 = 35/36', () => {
    expect(selectionRtp(k3TwoSided, { pick: 'big' })).toEqual(fraction(35n, 36n));
  });

  it('Mark Six special big with 49 pushing: (24 * 1.95 + 1) / 49', () => {
    expect(selectionRtp(lhcSpecialTwoSided, { pick: 'big' })).toEqual(fraction(24n * 195n + 100n, 4900n));
  });

  it('Mark Six zodiac: the year sign has 5 numbers, the others 4, whatever the year', () => {
    for (const zodiacYear of [2024, 2026, 2031]) {
      const table = betTypeRtp(lhcSpecialZodiac, lhcSpecialZodiac.defaultOdds, { zodiacYear });
      expect(table.cases.map((c) => c.rtp)).toEqual([
        fraction(5n * 950n, 4900n),
        fraction(4n * 1190n, 4900n),
      ]);
    }
  });

  it('Mark Six 3-in-3: C(6,3) / C(49,3) at 890', () => {
    expect(selectionRtp(lhcLinked3, { numbers: [1, 2, 3] })).toEqual(
      fraction(20n * 89_000n, choose(49, 3) * 100n),
    );
  });

  it('VN lô: 27 prizes each ending in the number with chance 1/100, paid per prize: 0.27 * 3.60', () => {
    expect(selectionRtp(vnLo, { numbers: ['00'] })).toEqual(fraction(972n, 1000n));
  });

  it('VN xiên 2 by inclusion-exclusion: 1 - 2 (99/100)^27 + (98/100)^27 at 17.30', () => {
    const total = 100n ** 27n;
    const both = total - 2n * 99n ** 27n + 98n ** 27n;
    expect(selectionRtp(vnXien2, { numbers: ['11', '22'] })).toEqual(fraction(both * 1730n, total * 100n));
  });

  it('the class enumerations weigh every draw: weights add up to the whole space', () => {
    let total = 0n;
    for (const { weight } of vnLo.outcomes({ numbers: ['12', '34'] })) total += weight;
    expect(total).toBe(100n ** 27n);
    let regular = 0n;
    for (const { weight } of lhcLinked3.outcomes({ numbers: [5, 6, 7] })) regular += weight;
    expect(regular).toBe(choose(49, 6));
  });

  it('RTP follows the odds: a region paying any-1 at 2.20 gets 5/11 * 2.2 = 100%', () => {
    const any1 = ELEVEN_FIVE_ANY[0]!;
    const odds = resolveOdds(any1, { win: 220 });
    expect(betTypeRtp(any1, odds).min.percent).toBe('100.00');
    expect(() => resolveOdds(any1, { lose: 100 })).toThrow(RangeError);
    expect(() => resolveOdds(any1, { win: 1.5 })).toThrow(RangeError);
  });
});

describe('the RTP table', () => {
  it('every bet type has cases, every case returns between 94% and 98% at the default odds', () => {
    const ids = new Set<string>();
    for (const betType of BET_TYPES) {
      expect(ids.has(betType.id), betType.id).toBe(false);
      ids.add(betType.id);
      const table = betTypeRtp(betType);
      expect(table.cases.length, betType.id).toBeGreaterThan(0);
      for (const c of table.cases) {
        expect(Number(c.percent), `${betType.id} ${c.label}`).toBeGreaterThan(94);
        expect(Number(c.percent), `${betType.id} ${c.label}`).toBeLessThan(98);
        expect(percentText(c.rtp)).toBe(c.percent);
      }
    }
    expect(ids.size).toBe(BET_TYPES.length);
  }, 300_000);
});
