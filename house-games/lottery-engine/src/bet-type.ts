import * as v from 'valibot';
import type { Family } from './games';

/**
 * Odds per odds key, in hundredths of the unit stake returned on a win, stake included (195 = 1.95x).
 * Odds are data a region may override; RTP is computed from them.
 */
export type Odds = Readonly<Record<string, number>>;

export interface SettleContext {
  /** Mark Six: the Chinese zodiac year in force at the draw (e.g. 2026, the Horse); it decides number zodiacs. */
  zodiacYear: number;
}

export const DEFAULT_CONTEXT: SettleContext = { zodiacYear: 2026 };

/** What one selection won on a draw, per odds key, and how many of its units pushed (stake returned). */
export interface Tally {
  wins: Readonly<Record<string, number>>;
  pushes: number;
}

/** A single-unit selection that stands for a class of equally paid units in the RTP table. */
export interface RtpCase<S> {
  label: string;
  selection: S;
}

/**
 * Weighted draws that reproduce a unit's win distribution exactly (weights proportional to probabilities).
 * A generator may reuse one array between steps: read each draw before asking for the next.
 */
export interface WeightedDraw {
  draw: readonly number[];
  weight: bigint;
}

export interface BetTypeDefinition<S> {
  id: string;
  family: Family;
  /** The selection's shape; `isValid` is this schema (a valibot schema the API can reuse). */
  schema: v.GenericSchema<unknown, S>;
  defaultOdds: Odds;
  /** How many units (stakes) the selection holds: a bet on many numbers is many units. */
  combinations(selection: S): number;
  tally(selection: S, draw: readonly number[], context: SettleContext): Tally;
  rtpCases(context: SettleContext): RtpCase<S>[];
  /** Every draw that matters to the case's selection, weighted: full enumeration or enumeration by classes. */
  outcomes(selection: S): Iterable<WeightedDraw>;
}

export interface Settlement {
  units: number;
  /** Wins counted: a unit that pays per match (lô per prize, SEA three per number) can win more than once. */
  winningUnits: number;
  pushedUnits: number;
  /** Total returned, in hundredths of one unit stake (payout = unit stake * returned / 100). */
  returned: number;
  outcome: 'win' | 'lose' | 'push';
}

export interface BetType<S = unknown> extends BetTypeDefinition<S> {
  isValid(selection: unknown): selection is S;
  settle(selection: S, draw: readonly number[], odds?: Odds, context?: SettleContext): Settlement;
}

/**
 * A bet type whose selection is what `schema` accepts: `defineBetType(schema)({ id, ... })`. Curried so the
 * selection type is fixed by the schema before the rest is checked (the cases' literals keep their types).
 */
export function defineBetType<S>(schema: v.GenericSchema<unknown, S>) {
  return (rest: Omit<BetTypeDefinition<S>, 'schema'>): BetType<S> => define({ ...rest, schema });
}

function define<S>(definition: BetTypeDefinition<S>): BetType<S> {
  return {
    ...definition,
    isValid: (selection: unknown): selection is S => v.is(definition.schema, selection),
    settle(selection, draw, odds = definition.defaultOdds, context = DEFAULT_CONTEXT) {
      const tally = definition.tally(selection, draw, context);
      let winningUnits = 0;
      let returned = tally.pushes * 100;
      for (const [key, count] of Object.entries(tally.wins)) {
        if (count === 0) continue;
        const price = odds[key];
        if (price === undefined) throw new RangeError(`${definition.id}: no odds for ${key}`);
        winningUnits += count;
        returned += count * price;
      }
      const outcome = winningUnits > 0 ? 'win' : tally.pushes > 0 ? 'push' : 'lose';
      return {
        units: definition.combinations(selection),
        winningUnits,
        pushedUnits: tally.pushes,
        returned,
        outcome,
      };
    },
  };
}

/** One win under the single odds key `win` (most bet types). */
export const won = (count: number, key = 'win'): Tally => ({ wins: { [key]: count }, pushes: 0 });
export const LOST: Tally = { wins: {}, pushes: 0 };
export const PUSHED = (count = 1): Tally => ({ wins: {}, pushes: count });

/** A list of distinct integers in [min, max], between minLength and maxLength of them. */
export function distinctNumbers(min: number, max: number, minLength = 1, maxLength = max - min + 1) {
  return v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))),
    v.minLength(minLength),
    v.maxLength(maxLength),
    v.check((values) => new Set(values).size === values.length, 'numbers must be distinct'),
  );
}

/** Distinct digit strings of exactly `width` digits ("07", "123"). */
export function distinctDigitStrings(width: number, maxLength: number) {
  return v.pipe(
    v.array(v.pipe(v.string(), v.regex(new RegExp(`^[0-9]{${width}}$`)))),
    v.minLength(1),
    v.maxLength(maxLength),
    v.check((values) => new Set(values).size === values.length, 'numbers must be distinct'),
  );
}

/** A bet with nothing to choose (K3 any triple, three consecutive): exactly `{}`. */
export const NO_SELECTION = v.custom<Record<string, never>>(
  (value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0,
  'this bet has nothing to choose',
);

export const TWO_SIDED_PICKS = ['big', 'small', 'odd', 'even'] as const;
export type TwoSidedPick = (typeof TWO_SIDED_PICKS)[number];
