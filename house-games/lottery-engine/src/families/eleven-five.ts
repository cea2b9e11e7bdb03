import * as v from 'valibot';
import { type BetType, defineBetType, distinctNumbers, PUSHED, TWO_SIDED_PICKS, won } from '../bet-type';
import { chooseNumber } from '../combinatorics';
import { ELEVEN_FIVE_FORMAT } from '../games';
import { positionOutcomes } from '../outcomes';
import { twoSidedWins } from './ssc';

const ALL = [0, 1, 2, 3, 4];
const numbers = (min: number) => distinctNumbers(1, 11, min);
const hits = (chosen: readonly number[], drawn: readonly number[]) =>
  chosen.filter((n) => drawn.includes(n)).length;

/** Any-k odds, 1-8: each near 96-97% given the exact win chances 5/11, 2/11, 2/33, 1/66, 1/462, 1/77, 1/22, 4/33. */
const ANY_ODDS = [212, 530, 1600, 6400, 44_500, 7400, 2120, 790];

/**
 * Any-k: a unit is k chosen numbers. k <= 5 wins when all k are among the five drawn; k >= 5 wins when all five
 * drawn are among its k. With n numbers chosen and h of them drawn, the winning units are C(h, k) for k <= 5 and
 * C(n - 5, k - 5) when h = 5 for k > 5.
 */
function anyK(k: number): BetType<{ numbers: number[] }> {
  return defineBetType(v.object({ numbers: numbers(k) }))({
    id: `11x5.any${k}`,
    family: '11x5',
    defaultOdds: { win: ANY_ODDS[k - 1]! },
    combinations: (s) => chooseNumber(s.numbers.length, k),
    tally: (s, draw) => {
      const h = hits(s.numbers, draw);
      if (k <= 5) return won(chooseNumber(h, k));
      return won(h === 5 ? chooseNumber(s.numbers.length - 5, k - 5) : 0);
    },
    rtpCases: () => [
      { label: `any ${k}`, selection: { numbers: Array.from({ length: k }, (_, i) => i + 1) } },
    ],
    outcomes: () => positionOutcomes(ELEVEN_FIVE_FORMAT, ALL),
  });
}

export const ELEVEN_FIVE_ANY = [1, 2, 3, 4, 5, 6, 7, 8].map(anyK);

/** Ordered tuples of distinct numbers taking one number from each position's set. */
function orderedUnits(sets: readonly (readonly number[])[], index = 0, used: number[] = []): number {
  if (index === sets.length) return 1;
  let count = 0;
  for (const value of sets[index]!) {
    if (used.includes(value)) continue;
    count += orderedUnits(sets, index + 1, [...used, value]);
  }
  return count;
}

function frontStraight(size: 2 | 3, odds: number) {
  const sets = v.pipe(
    v.array(numbers(1)),
    v.length(size),
    v.check((s) => orderedUnits(s) > 0, 'no unit of distinct numbers'),
  );
  return defineBetType(v.object({ positions: sets }))({
    id: `11x5.front${size}_straight`,
    family: '11x5',
    defaultOdds: { win: odds },
    combinations: (s) => orderedUnits(s.positions),
    tally: (s, draw) => won(s.positions.every((set, index) => set.includes(draw[index]!)) ? 1 : 0),
    rtpCases: () => [
      { label: 'straight', selection: { positions: Array.from({ length: size }, (_, i) => [i + 4]) } },
    ],
    outcomes: () => positionOutcomes(ELEVEN_FIVE_FORMAT, size === 2 ? [0, 1] : [0, 1, 2]),
  });
}

function frontGroup(size: 2 | 3, odds: number) {
  return defineBetType(v.object({ numbers: numbers(size) }))({
    id: `11x5.front${size}_group`,
    family: '11x5',
    defaultOdds: { win: odds },
    combinations: (s) => chooseNumber(s.numbers.length, size),
    tally: (s, draw) => won(draw.slice(0, size).every((n) => s.numbers.includes(n)) ? 1 : 0),
    rtpCases: () => [
      { label: 'group', selection: { numbers: Array.from({ length: size }, (_, i) => i + 7) } },
    ],
    outcomes: () => positionOutcomes(ELEVEN_FIVE_FORMAT, size === 2 ? [0, 1] : [0, 1, 2]),
  });
}

export const elevenFiveFront2Straight = frontStraight(2, 10_600);
export const elevenFiveFront2Group = frontGroup(2, 5300);
export const elevenFiveFront3Straight = frontStraight(3, 96_000);
export const elevenFiveFront3Group = frontGroup(3, 16_000);

/**
 * Per position: big 6-10, small 1-5, odd or even; an 11 pushes every two-sided bet on its position.
 * On the sum of the five (15-45): big 31-45, small 15-29, and a sum of 30 pushes big and small (odd/even stand).
 */
export const elevenFiveTwoSided = defineBetType(
  v.object({
    target: v.union([v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)), v.literal('sum')]),
    pick: v.picklist(TWO_SIDED_PICKS),
  }),
)({
  id: '11x5.two_sided',
  family: '11x5',
  // A sum of five distinct numbers of 1-11 is odd more often (P 236/462) than even, hence its own odds.
  defaultOdds: { position: 195, sum_big_small: 195, sum_odd: 190, sum_even: 198 },
  combinations: () => 1,
  tally: (s, draw) => {
    if (s.target === 'sum') {
      const total = draw.reduce((sum, n) => sum + n, 0);
      const bigSmall = s.pick === 'big' || s.pick === 'small';
      if (total === 30 && bigSmall) return PUSHED();
      return won(twoSidedWins(s.pick, total, 31) ? 1 : 0, bigSmall ? 'sum_big_small' : `sum_${s.pick}`);
    }
    const value = draw[s.target]!;
    if (value === 11) return PUSHED();
    return won(twoSidedWins(s.pick, value, 6) ? 1 : 0, 'position');
  },
  rtpCases: () => [
    { label: 'position', selection: { target: 0, pick: 'big' } },
    { label: 'sum big', selection: { target: 'sum', pick: 'big' } },
    { label: 'sum odd', selection: { target: 'sum', pick: 'odd' } },
    { label: 'sum even', selection: { target: 'sum', pick: 'even' } },
  ],
  outcomes: (s) => positionOutcomes(ELEVEN_FIVE_FORMAT, s.target === 'sum' ? ALL : [s.target]),
});

export const ELEVEN_FIVE_BET_TYPES = [
  ...ELEVEN_FIVE_ANY,
  elevenFiveFront2Straight,
  elevenFiveFront2Group,
  elevenFiveFront3Straight,
  elevenFiveFront3Group,
  elevenFiveTwoSided,
];
