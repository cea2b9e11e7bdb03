import * as v from 'valibot';
import {
  defineBetType,
  distinctNumbers,
  LOST,
  PUSHED,
  TWO_SIDED_PICKS,
  type TwoSidedPick,
  won,
} from '../bet-type';
import { SSC_FORMAT } from '../games';
import { positionOutcomes } from '../outcomes';

const ALL = [0, 1, 2, 3, 4];
const digitSet = distinctNumbers(0, 9);
const position = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4));
export const SEGMENTS = { front: [0, 1, 2], middle: [1, 2, 3], back: [2, 3, 4] } as const;
type Segment = keyof typeof SEGMENTS;
const segment = v.picklist(Object.keys(SEGMENTS) as Segment[]);
const sum = (draw: readonly number[]) => draw.reduce((total, value) => total + value, 0);
const product = (sets: readonly (readonly number[])[]) => sets.reduce((total, set) => total * set.length, 1);

export const sscPositionDigit = defineBetType(v.object({ position, digits: digitSet }))({
  id: 'ssc.position_digit',
  family: 'ssc',
  defaultOdds: { win: 970 },
  combinations: (s) => s.digits.length,
  tally: (s, draw) => won(s.digits.includes(draw[s.position]!) ? 1 : 0),
  rtpCases: () => [{ label: 'digit', selection: { position: 0, digits: [7] } }],
  outcomes: (s) => positionOutcomes(SSC_FORMAT, [s.position]),
});

/** Per position: big 5-9, small 0-4. On the sum of the five (0-45): big 23-45, small 0-22. */
export const sscTwoSided = defineBetType(
  v.object({ target: v.union([position, v.literal('sum')]), pick: v.picklist(TWO_SIDED_PICKS) }),
)({
  id: 'ssc.two_sided',
  family: 'ssc',
  defaultOdds: { win: 195 },
  combinations: () => 1,
  tally: (s, draw) => {
    const value = s.target === 'sum' ? sum(draw) : draw[s.target]!;
    const bigFrom = s.target === 'sum' ? 23 : 5;
    return won(twoSidedWins(s.pick, value, bigFrom) ? 1 : 0);
  },
  rtpCases: () => [
    { label: 'position', selection: { target: 0, pick: 'big' } },
    { label: 'sum', selection: { target: 'sum', pick: 'big' } },
    { label: 'sum odd', selection: { target: 'sum', pick: 'odd' } },
  ],
  outcomes: (s) => positionOutcomes(SSC_FORMAT, s.target === 'sum' ? ALL : [s.target]),
});

export function twoSidedWins(pick: TwoSidedPick, value: number, bigFrom: number): boolean {
  if (pick === 'big') return value >= bigFrom;
  if (pick === 'small') return value < bigFrom;
  return (value % 2 === 1) === (pick === 'odd');
}

/** First digit against the fifth: dragon higher, tiger lower, tie equal; dragon and tiger push on a tie. */
export const sscDragonTiger = defineBetType(v.object({ pick: v.picklist(['dragon', 'tiger', 'tie']) }))({
  id: 'ssc.dragon_tiger',
  family: 'ssc',
  defaultOdds: { dragon_tiger: 195, tie: 950 },
  combinations: () => 1,
  tally: (s, draw) => {
    const [first, fifth] = [draw[0]!, draw[4]!];
    if (s.pick === 'tie') return won(first === fifth ? 1 : 0, 'tie');
    if (first === fifth) return PUSHED();
    return won(first > fifth === (s.pick === 'dragon') ? 1 : 0, 'dragon_tiger');
  },
  rtpCases: () => [
    { label: 'dragon', selection: { pick: 'dragon' } },
    { label: 'tie', selection: { pick: 'tie' } },
  ],
  outcomes: () => positionOutcomes(SSC_FORMAT, [0, 4]),
});

export const THREE_PATTERNS = ['leopard', 'straight', 'pair', 'half_straight', 'mixed'] as const;
type ThreePattern = (typeof THREE_PATTERNS)[number];

/** Neighbours on the ring 0-9 (9 and 0 are neighbours, so 8-9-0 and 9-0-1 are straights). */
const neighbours = (a: number, b: number) => (a - b + 10) % 10 === 1 || (b - a + 10) % 10 === 1;

/**
 * Leopard: three equal. Straight: three ring-consecutive digits in any order. Pair: exactly two equal.
 * Half straight: two of them ring-consecutive (not a straight, no pair). Mixed: everything else.
 */
export function threePattern(digits: readonly number[]): ThreePattern {
  const [a, b, c] = digits as [number, number, number];
  if (a === b && b === c) return 'leopard';
  if (a === b || b === c || a === c) return 'pair';
  const links = [neighbours(a, b), neighbours(b, c), neighbours(a, c)].filter(Boolean).length;
  if (links === 2) return 'straight';
  return links === 1 ? 'half_straight' : 'mixed';
}

export const sscThreePattern = defineBetType(v.object({ segment, pattern: v.picklist(THREE_PATTERNS) }))({
  id: 'ssc.three_pattern',
  family: 'ssc',
  defaultOdds: { leopard: 9700, straight: 1600, pair: 360, half_straight: 270, mixed: 320 },
  combinations: () => 1,
  tally: (s, draw) => {
    const shown = threePattern(SEGMENTS[s.segment].map((index) => draw[index]!));
    return shown === s.pattern ? won(1, s.pattern) : LOST;
  },
  rtpCases: () =>
    THREE_PATTERNS.map((pattern) => ({ label: pattern, selection: { segment: 'front', pattern } })),
  outcomes: (s) => positionOutcomes(SSC_FORMAT, SEGMENTS[s.segment]),
});

/** Straight on three positions: one digit set per position; a unit is one digit of each set. */
export const sscStar3 = defineBetType(v.object({ segment, digits: v.tuple([digitSet, digitSet, digitSet]) }))(
  {
    id: 'ssc.star3_straight',
    family: 'ssc',
    defaultOdds: { win: 97_000 },
    combinations: (s) => product(s.digits),
    tally: (s, draw) =>
      won(SEGMENTS[s.segment].every((index, i) => s.digits[i]!.includes(draw[index]!)) ? 1 : 0),
    rtpCases: () => [{ label: 'straight', selection: { segment: 'back', digits: [[1], [2], [3]] } }],
    outcomes: (s) => positionOutcomes(SSC_FORMAT, SEGMENTS[s.segment]),
  },
);

export const sscStar5 = defineBetType(
  v.object({ digits: v.tuple([digitSet, digitSet, digitSet, digitSet, digitSet]) }),
)({
  id: 'ssc.star5_straight',
  family: 'ssc',
  defaultOdds: { win: 9_700_000 },
  combinations: (s) => product(s.digits),
  tally: (s, draw) => won(ALL.every((index) => s.digits[index]!.includes(draw[index]!)) ? 1 : 0),
  rtpCases: () => [{ label: 'straight', selection: { digits: [[1], [2], [3], [4], [5]] } }],
  outcomes: () => positionOutcomes(SSC_FORMAT, ALL),
});

export const SSC_BET_TYPES = [
  sscPositionDigit,
  sscTwoSided,
  sscDragonTiger,
  sscThreePattern,
  sscStar3,
  sscStar5,
];
