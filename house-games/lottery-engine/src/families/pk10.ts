import * as v from 'valibot';
import { defineBetType, distinctNumbers, TWO_SIDED_PICKS, won } from '../bet-type';
import { PK10_FORMAT } from '../games';
import { positionOutcomes } from '../outcomes';
import { twoSidedWins } from './ssc';

const position = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9));

export const pk10CarPosition = defineBetType(v.object({ position, cars: distinctNumbers(1, 10) }))({
  id: 'pk10.car_position',
  family: 'pk10',
  defaultOdds: { win: 970 },
  combinations: (s) => s.cars.length,
  tally: (s, draw) => won(s.cars.includes(draw[s.position]!) ? 1 : 0),
  rtpCases: () => [{ label: 'car', selection: { position: 0, cars: [1] } }],
  outcomes: (s) => positionOutcomes(PK10_FORMAT, [s.position]),
});

/** The car number in a position: big 6-10, small 1-5, odd or even. */
export const pk10TwoSided = defineBetType(v.object({ position, pick: v.picklist(TWO_SIDED_PICKS) }))({
  id: 'pk10.two_sided',
  family: 'pk10',
  defaultOdds: { win: 195 },
  combinations: () => 1,
  tally: (s, draw) => won(twoSidedWins(s.pick, draw[s.position]!, 6) ? 1 : 0),
  rtpCases: () => [{ label: 'position', selection: { position: 3, pick: 'small' } }],
  outcomes: (s) => positionOutcomes(PK10_FORMAT, [s.position]),
});

/** Pair p (0-4) is position p against position 9 - p (1st v 10th ... 5th v 6th); dragon when the first is higher. */
export const pk10DragonTiger = defineBetType(
  v.object({
    pair: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)),
    pick: v.picklist(['dragon', 'tiger']),
  }),
)({
  id: 'pk10.dragon_tiger',
  family: 'pk10',
  defaultOdds: { win: 195 },
  combinations: () => 1,
  tally: (s, draw) => won(draw[s.pair]! > draw[9 - s.pair]! === (s.pick === 'dragon') ? 1 : 0),
  rtpCases: () => [{ label: 'pair', selection: { pair: 0, pick: 'dragon' } }],
  outcomes: (s) => positionOutcomes(PK10_FORMAT, [s.pair, 9 - s.pair]),
});

const topTwoSum = (draw: readonly number[]) => draw[0]! + draw[1]!;
/** Ordered pairs of distinct cars by their sum 3-19: 2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2 of 90. */
const SUM_ODDS: Record<number, number> = { 2: 4350, 4: 2170, 6: 1450, 8: 1090, 10: 870 };
const sumWays = (total: number) => 2 * Math.ceil((total <= 11 ? total - 2 : 20 - total) / 2);

export const pk10TopTwoSum = defineBetType(v.object({ sums: distinctNumbers(3, 19) }))({
  id: 'pk10.top_two_sum',
  family: 'pk10',
  defaultOdds: Object.fromEntries(
    Array.from({ length: 17 }, (_, i) => [`s${i + 3}`, SUM_ODDS[sumWays(i + 3)]!]),
  ),
  combinations: (s) => s.sums.length,
  tally: (s, draw) => {
    const total = topTwoSum(draw);
    return won(s.sums.includes(total) ? 1 : 0, `s${total}`);
  },
  rtpCases: () => [3, 5, 7, 9, 11].map((total) => ({ label: `sum ${total}`, selection: { sums: [total] } })),
  outcomes: () => positionOutcomes(PK10_FORMAT, [0, 1]),
});

/** The first two cars' sum: big 12-19 (40 of 90 pairs), small 3-11 (50), odd (50), even (40). */
export const pk10TopTwoSided = defineBetType(v.object({ pick: v.picklist(TWO_SIDED_PICKS) }))({
  id: 'pk10.top_two_two_sided',
  family: 'pk10',
  defaultOdds: { big: 218, small: 174, odd: 174, even: 218 },
  combinations: () => 1,
  tally: (s, draw) => won(twoSidedWins(s.pick, topTwoSum(draw), 12) ? 1 : 0, s.pick),
  rtpCases: () => TWO_SIDED_PICKS.map((pick) => ({ label: pick, selection: { pick } })),
  outcomes: () => positionOutcomes(PK10_FORMAT, [0, 1]),
});

export const PK10_BET_TYPES = [
  pk10CarPosition,
  pk10TwoSided,
  pk10DragonTiger,
  pk10TopTwoSum,
  pk10TopTwoSided,
];
