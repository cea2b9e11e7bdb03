import * as v from 'valibot';
import {
  defineBetType,
  distinctNumbers,
  PUSHED,
  type SettleContext,
  TWO_SIDED_PICKS,
  type WeightedDraw,
  won,
} from '../bet-type';
import { choose, chooseNumber } from '../combinatorics';
import { LHC_FORMAT } from '../games';
import { positionOutcomes } from '../outcomes';
import { twoSidedWins } from './ssc';

const SPECIAL = 6;
const REGULAR = [0, 1, 2, 3, 4, 5];
const special = (draw: readonly number[]) => draw[SPECIAL]!;
const specialOutcomes = () => positionOutcomes(LHC_FORMAT, [SPECIAL]);
const numbers = (min = 1) => distinctNumbers(1, 49, min);

export const ZODIACS = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
] as const;
export type Zodiac = (typeof ZODIACS)[number];

/** The sign of a Chinese zodiac year (1900 = rat... 2026 = horse). */
export const yearZodiac = (year: number): Zodiac => ZODIACS[(((year - 1900) % 12) + 12) % 12]!;

/** Mark Six: 1 is the year's own sign and each next number the sign before, so 1, 13, 25, 37, 49 share it. */
export function numberZodiac(value: number, zodiacYear: number): Zodiac {
  const own = ZODIACS.indexOf(yearZodiac(zodiacYear));
  return ZODIACS[(((own - (value - 1)) % 12) + 12) % 12]!;
}

export const COLOURS = {
  red: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  blue: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  green: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
} as const;
type Colour = keyof typeof COLOURS;

export const lhcSpecialNumber = defineBetType(v.object({ numbers: numbers() }))({
  id: 'lhc.special_number',
  family: 'lhc',
  defaultOdds: { win: 4750 },
  combinations: (s) => s.numbers.length,
  tally: (s, draw) => won(s.numbers.includes(special(draw)) ? 1 : 0),
  rtpCases: () => [{ label: 'special', selection: { numbers: [8] } }],
  outcomes: specialOutcomes,
});

/** The special: big 25-48, small 1-24, odd or even; a special 49 pushes all four. */
export const lhcSpecialTwoSided = defineBetType(v.object({ pick: v.picklist(TWO_SIDED_PICKS) }))({
  id: 'lhc.special_two_sided',
  family: 'lhc',
  defaultOdds: { win: 195 },
  combinations: () => 1,
  tally: (s, draw) =>
    special(draw) === 49 ? PUSHED() : won(twoSidedWins(s.pick, special(draw), 25) ? 1 : 0),
  rtpCases: () => TWO_SIDED_PICKS.map((pick) => ({ label: pick, selection: { pick } })),
  outcomes: specialOutcomes,
});

/** The special's zodiac sign; the year's own sign holds five numbers (own odds), the others four. */
export const lhcSpecialZodiac = defineBetType(v.object({ zodiac: v.picklist(ZODIACS) }))({
  id: 'lhc.special_zodiac',
  family: 'lhc',
  defaultOdds: { year: 950, other: 1190 },
  combinations: () => 1,
  tally: (s, draw, context: SettleContext) => {
    const key = s.zodiac === yearZodiac(context.zodiacYear) ? 'year' : 'other';
    return won(numberZodiac(special(draw), context.zodiacYear) === s.zodiac ? 1 : 0, key);
  },
  rtpCases: (context) => {
    const own = yearZodiac(context.zodiacYear);
    const other = ZODIACS.find((zodiac) => zodiac !== own)!;
    return [
      { label: 'year sign', selection: { zodiac: own } },
      { label: 'other sign', selection: { zodiac: other } },
    ];
  },
  outcomes: specialOutcomes,
});

/** The special's colour wave: red 17 numbers, blue 16, green 16 (49 is green). */
export const lhcColourWave = defineBetType(
  v.object({ colour: v.picklist(Object.keys(COLOURS) as Colour[]) }),
)({
  id: 'lhc.colour_wave',
  family: 'lhc',
  defaultOdds: { red: 280, blue: 297, green: 297 },
  combinations: () => 1,
  tally: (s, draw) => won((COLOURS[s.colour] as readonly number[]).includes(special(draw)) ? 1 : 0, s.colour),
  rtpCases: () =>
    (Object.keys(COLOURS) as Colour[]).map((colour) => ({ label: colour, selection: { colour } })),
  outcomes: specialOutcomes,
});

/**
 * The draws that matter to a bet on `chosen` regular numbers, by classes: j of the chosen among the six regular
 * ones, weight C(k, j) * C(49 - k, 6 - j) (the number of regular sets of that class); the special is not read.
 */
export function* regularClasses(chosen: readonly number[]): Generator<WeightedDraw> {
  const k = chosen.length;
  const others = Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => !chosen.includes(n));
  for (let j = 0; j <= Math.min(k, 6); j += 1) {
    const weight = choose(k, j) * choose(49 - k, 6 - j);
    if (weight === 0n) continue;
    const regular = [...chosen.slice(0, j), ...others.slice(0, 6 - j)];
    const rest = others.slice(6 - j).find((n) => !regular.includes(n))!;
    yield { draw: [...regular, rest], weight };
  }
}

const regularHits = (chosen: readonly number[], draw: readonly number[]) =>
  chosen.filter((n) => REGULAR.some((index) => draw[index] === n)).length;

export const lhcRegularNumber = defineBetType(v.object({ numbers: numbers() }))({
  id: 'lhc.regular_number',
  family: 'lhc',
  defaultOdds: { win: 790 },
  combinations: (s) => s.numbers.length,
  tally: (s, draw) => won(regularHits(s.numbers, draw)),
  rtpCases: () => [{ label: 'regular', selection: { numbers: [30] } }],
  outcomes: (s) => regularClasses(s.numbers),
});

/** Linked numbers k-in-k: a unit is k chosen numbers; it wins when all k are among the six regular numbers. */
function linked(size: 2 | 3 | 4, odds: number) {
  return defineBetType(v.object({ numbers: numbers(size) }))({
    id: `lhc.linked_${size}`,
    family: 'lhc',
    defaultOdds: { win: odds },
    combinations: (s) => chooseNumber(s.numbers.length, size),
    tally: (s, draw) => won(chooseNumber(regularHits(s.numbers, draw), size)),
    rtpCases: () => [
      { label: `${size} in ${size}`, selection: { numbers: [10, 20, 30, 40].slice(0, size) } },
    ],
    outcomes: (s) => regularClasses(s.numbers),
  });
}

export const lhcLinked2 = linked(2, 7600);
export const lhcLinked3 = linked(3, 89_000);
export const lhcLinked4 = linked(4, 1_360_000);

export const LHC_BET_TYPES = [
  lhcSpecialNumber,
  lhcSpecialTwoSided,
  lhcSpecialZodiac,
  lhcColourWave,
  lhcRegularNumber,
  lhcLinked2,
  lhcLinked3,
  lhcLinked4,
];
