import {
  COLOURS,
  findBetType,
  SEGMENTS,
  THREE_PATTERNS,
  TWO_SIDED_PICKS,
  ZODIACS,
} from '@platform/lottery-engine';

/**
 * How the game page asks for each bet type's selection (decision 071): an option chosen first (a position, a
 * segment), rows of number balls, or one choice of a few words; `build` turns what the player picked into the
 * engine's selection. Whether it is a valid bet and how many units it holds is always the engine's answer.
 */
export type OptionValue = number | string;

export interface PickerRow {
  /** Translation key of the row's title (a position), or none for a single row. */
  labelKey?: string;
  values: readonly number[];
  /** Balls show zero-padded to this many digits (two-digit VN endings, 11x5's 01-11). */
  pad?: number;
}

export interface PickerState {
  option: OptionValue | null;
  rows: number[][];
  choice: string | null;
}

export interface PickerSpec {
  option?: { labelKey: string; values: readonly OptionValue[]; valueKey: (value: OptionValue) => string };
  rows?: readonly PickerRow[];
  choices?: readonly string[];
  build(state: PickerState): unknown;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const DIGITS = range(0, 9);
const POSITION_KEYS = (count: number) => range(0, count - 1);
const positionKey = (value: OptionValue) => (value === 'sum' ? 'target.sum' : `position.${value}`);
const digitRows = (count: number): PickerRow[] =>
  range(0, count - 1).map((i) => ({ labelKey: `position.${i}`, values: DIGITS }));

/** Every string of one digit from each row: rows [1,2] and [3] give "13", "23". */
export function digitStrings(rows: readonly (readonly number[])[]): string[] {
  return rows.reduce<string[]>(
    (prefixes, row) => prefixes.flatMap((prefix) => row.map((digit) => `${prefix}${digit}`)),
    [''],
  );
}

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const firstRow = (state: PickerState) => sorted(state.rows[0] ?? []);
const numbersRow = (values: number[], pad?: number): PickerSpec => ({
  rows: [{ values, pad }],
  build: (state) => ({ numbers: firstRow(state) }),
});
/** Rows of digits from the highest place to the units, for numbers written as digit strings ("07", "123"). */
const placeRows = (count: number): PickerRow[] =>
  range(0, count - 1).map((i) => ({ labelKey: `place.${count - 1 - i}`, values: DIGITS }));
const digitStringRows = (count: number): PickerSpec => ({
  rows: placeRows(count),
  build: (state) => ({ numbers: state.rows.some((row) => row.length === 0) ? [] : digitStrings(state.rows) }),
});
const choiceOnly = (choices: readonly string[], field = 'pick'): PickerSpec => ({
  choices,
  build: (state) => ({ [field]: state.choice }),
});
const twoSidedOn = (targets: readonly OptionValue[], field: 'target' | 'position'): PickerSpec => ({
  option: { labelKey: 'option.target', values: targets, valueKey: positionKey },
  choices: TWO_SIDED_PICKS,
  build: (state) => ({ [field]: state.option, pick: state.choice }),
});
const segmentOption = {
  labelKey: 'option.segment',
  values: Object.keys(SEGMENTS),
  valueKey: (value: OptionValue) => `segment.${value}`,
};

const elevenFiveAny = Object.fromEntries(
  range(1, 8).map((k) => [`11x5.any${k}`, numbersRow(range(1, 11), 2)]),
);

const PICKERS: Record<string, PickerSpec> = {
  'ssc.position_digit': {
    option: { labelKey: 'option.position', values: POSITION_KEYS(5), valueKey: positionKey },
    rows: [{ values: DIGITS }],
    build: (state) => ({ position: state.option, digits: firstRow(state) }),
  },
  'ssc.two_sided': twoSidedOn([...POSITION_KEYS(5), 'sum'], 'target'),
  'ssc.dragon_tiger': choiceOnly(['dragon', 'tiger', 'tie']),
  'ssc.three_pattern': {
    option: segmentOption,
    choices: THREE_PATTERNS,
    build: (state) => ({ segment: state.option, pattern: state.choice }),
  },
  'ssc.star3_straight': {
    option: segmentOption,
    rows: digitRows(3),
    build: (state) => ({ segment: state.option, digits: state.rows.map(sorted) }),
  },
  'ssc.star5_straight': { rows: digitRows(5), build: (state) => ({ digits: state.rows.map(sorted) }) },
  'pk10.car_position': {
    option: { labelKey: 'option.position', values: POSITION_KEYS(10), valueKey: positionKey },
    rows: [{ values: range(1, 10) }],
    build: (state) => ({ position: state.option, cars: firstRow(state) }),
  },
  'pk10.two_sided': twoSidedOn(POSITION_KEYS(10), 'position'),
  'pk10.dragon_tiger': {
    option: { labelKey: 'option.pair', values: POSITION_KEYS(5), valueKey: (value) => `pair.${value}` },
    choices: ['dragon', 'tiger'],
    build: (state) => ({ pair: state.option, pick: state.choice }),
  },
  'pk10.top_two_sum': { rows: [{ values: range(3, 19) }], build: (state) => ({ sums: firstRow(state) }) },
  'pk10.top_two_two_sided': choiceOnly(TWO_SIDED_PICKS),
  ...elevenFiveAny,
  '11x5.front2_straight': {
    rows: range(0, 1).map((i) => ({ labelKey: `position.${i}`, values: range(1, 11), pad: 2 })),
    build: (state) => ({ positions: state.rows.map(sorted) }),
  },
  '11x5.front3_straight': {
    rows: range(0, 2).map((i) => ({ labelKey: `position.${i}`, values: range(1, 11), pad: 2 })),
    build: (state) => ({ positions: state.rows.map(sorted) }),
  },
  '11x5.front2_group': numbersRow(range(1, 11), 2),
  '11x5.front3_group': numbersRow(range(1, 11), 2),
  '11x5.two_sided': twoSidedOn([...POSITION_KEYS(5), 'sum'], 'target'),
  'k3.sum': { rows: [{ values: range(3, 18) }], build: (state) => ({ sums: firstRow(state) }) },
  'k3.triple_any': { build: () => ({}) },
  'k3.triple_specific': { rows: [{ values: range(1, 6) }], build: (state) => ({ faces: firstRow(state) }) },
  'k3.pair': { rows: [{ values: range(1, 6) }], build: (state) => ({ faces: firstRow(state) }) },
  'k3.three_different': { rows: [{ values: range(1, 6) }], build: (state) => ({ faces: firstRow(state) }) },
  'k3.two_different': { rows: [{ values: range(1, 6) }], build: (state) => ({ faces: firstRow(state) }) },
  'k3.consecutive': { build: () => ({}) },
  'k3.two_sided': choiceOnly(TWO_SIDED_PICKS),
  'lhc.special_number': numbersRow(range(1, 49), 2),
  'lhc.special_two_sided': choiceOnly(TWO_SIDED_PICKS),
  'lhc.special_zodiac': choiceOnly(ZODIACS, 'zodiac'),
  'lhc.colour_wave': choiceOnly(Object.keys(COLOURS), 'colour'),
  'lhc.regular_number': numbersRow(range(1, 49), 2),
  'lhc.linked_2': numbersRow(range(1, 49), 2),
  'lhc.linked_3': numbersRow(range(1, 49), 2),
  'lhc.linked_4': numbersRow(range(1, 49), 2),
  'vn.lo': digitStringRows(2),
  'vn.de': digitStringRows(2),
  'vn.ba_cang': digitStringRows(3),
  'vn.xien_2': digitStringRows(2),
  'vn.xien_3': digitStringRows(2),
  'vn.xien_4': digitStringRows(2),
  'sea.first_prize': digitStringRows(6),
  'sea.front_three': digitStringRows(3),
  'sea.back_three': digitStringRows(3),
  'sea.back_two': digitStringRows(2),
  '3d.straight': digitStringRows(3),
  '3d.box': digitStringRows(3),
};

export function pickerOf(betTypeId: string): PickerSpec | undefined {
  return PICKERS[betTypeId];
}

export function emptyPickerState(spec: PickerSpec): PickerState {
  return {
    option: spec.option?.values[0] ?? null,
    rows: (spec.rows ?? []).map(() => []),
    choice: null,
  };
}

/** The engine's verdict on what is picked: the selection and its units, or null while it is not a bet. */
export function pickedBet(
  betTypeId: string,
  state: PickerState,
): { selection: unknown; units: number } | null {
  const betType = findBetType(betTypeId);
  const spec = pickerOf(betTypeId);
  if (!betType || !spec) return null;
  const selection = spec.build(state);
  if (!betType.isValid(selection)) return null;
  const units = betType.combinations(selection);
  return units > 0 ? { selection, units } : null;
}

export const QUICK_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

/** A row's quick pick: small is the lower half of its values (rounded down), big the rest. */
export function quickPick(values: readonly number[], pick: QuickPick): number[] {
  const smallCount = Math.floor(values.length / 2);
  switch (pick) {
    case 'all':
      return [...values];
    case 'big':
      return values.slice(smallCount);
    case 'small':
      return values.slice(0, smallCount);
    case 'odd':
      return values.filter((value) => value % 2 === 1);
    case 'even':
      return values.filter((value) => value % 2 === 0);
    case 'clear':
      return [];
  }
}
