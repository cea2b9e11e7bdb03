import * as v from 'valibot';
import { defineBetType, distinctNumbers, LOST, NO_SELECTION, TWO_SIDED_PICKS, won } from '../bet-type';
import { chooseNumber } from '../combinatorics';
import { K3_FORMAT } from '../games';
import { positionOutcomes } from '../outcomes';
import { twoSidedWins } from './ssc';

const DICE = [0, 1, 2];
const dice = () => positionOutcomes(K3_FORMAT, DICE);
const faces = (min = 1) => distinctNumbers(1, 6, min);
const sum = (draw: readonly number[]) => draw[0]! + draw[1]! + draw[2]!;
const isTriple = (draw: readonly number[]) => draw[0] === draw[1] && draw[1] === draw[2];
const count = (draw: readonly number[], face: number) => draw.filter((value) => value === face).length;

/** Ways to throw each sum 3-18 with three dice, of 216: 1, 3, 6, 10, 15, 21, 25, 27, 27, 25, ... */
const SUM_ODDS_BY_WAYS: Record<number, number> = {
  1: 20_900,
  3: 6950,
  6: 3490,
  10: 2090,
  15: 1390,
  21: 995,
  25: 835,
  27: 775,
};
const SUM_WAYS = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];

export const k3Sum = defineBetType(v.object({ sums: distinctNumbers(3, 18) }))({
  id: 'k3.sum',
  family: 'k3',
  defaultOdds: Object.fromEntries(SUM_WAYS.map((ways, i) => [`s${i + 3}`, SUM_ODDS_BY_WAYS[ways]!])),
  combinations: (s) => s.sums.length,
  tally: (s, draw) => won(s.sums.includes(sum(draw)) ? 1 : 0, `s${sum(draw)}`),
  rtpCases: () =>
    [3, 4, 5, 6, 7, 8, 9, 10].map((total) => ({ label: `sum ${total}`, selection: { sums: [total] } })),
  outcomes: dice,
});

export const k3TripleAny = defineBetType(NO_SELECTION)({
  id: 'k3.triple_any',
  family: 'k3',
  defaultOdds: { win: 3500 },
  combinations: () => 1,
  tally: (_s, draw) => won(isTriple(draw) ? 1 : 0),
  rtpCases: () => [{ label: 'any triple', selection: {} }],
  outcomes: dice,
});

export const k3TripleSpecific = defineBetType(v.object({ faces: faces() }))({
  id: 'k3.triple_specific',
  family: 'k3',
  defaultOdds: { win: 21_000 },
  combinations: (s) => s.faces.length,
  tally: (s, draw) => won(isTriple(draw) && s.faces.includes(draw[0]!) ? 1 : 0),
  rtpCases: () => [{ label: 'triple', selection: { faces: [4] } }],
  outcomes: dice,
});

/** A pair of a face: at least two dice show it (a triple of it counts). */
export const k3Pair = defineBetType(v.object({ faces: faces() }))({
  id: 'k3.pair',
  family: 'k3',
  defaultOdds: { win: 1300 },
  combinations: (s) => s.faces.length,
  tally: (s, draw) => won(s.faces.filter((face) => count(draw, face) >= 2).length),
  rtpCases: () => [{ label: 'pair', selection: { faces: [2] } }],
  outcomes: dice,
});

/** Three different: a unit is three faces; it wins when the dice show exactly those three. */
export const k3ThreeDifferent = defineBetType(v.object({ faces: faces(3) }))({
  id: 'k3.three_different',
  family: 'k3',
  defaultOdds: { win: 3500 },
  combinations: (s) => chooseNumber(s.faces.length, 3),
  tally: (s, draw) => {
    const distinct = new Set(draw);
    return won(distinct.size === 3 && [...distinct].every((face) => s.faces.includes(face)) ? 1 : 0);
  },
  rtpCases: () => [{ label: 'three different', selection: { faces: [1, 3, 5] } }],
  outcomes: dice,
});

/** Two different: a unit is two faces; it wins when both show on the dice. */
export const k3TwoDifferent = defineBetType(v.object({ faces: faces(2) }))({
  id: 'k3.two_different',
  family: 'k3',
  defaultOdds: { win: 700 },
  combinations: (s) => chooseNumber(s.faces.length, 2),
  tally: (s, draw) => {
    const shown = s.faces.filter((face) => draw.includes(face)).length;
    return won(chooseNumber(shown, 2));
  },
  rtpCases: () => [{ label: 'two different', selection: { faces: [2, 6] } }],
  outcomes: dice,
});

/** Any three consecutive faces (1-2-3, 2-3-4, 3-4-5, 4-5-6) in any order. */
export const k3Consecutive = defineBetType(NO_SELECTION)({
  id: 'k3.consecutive',
  family: 'k3',
  defaultOdds: { win: 870 },
  combinations: () => 1,
  tally: (_s, draw) => {
    const [a, b, c] = [...draw].sort((x, y) => x - y) as [number, number, number];
    return won(b === a + 1 && c === b + 1 ? 1 : 0);
  },
  rtpCases: () => [{ label: 'consecutive', selection: {} }],
  outcomes: dice,
});

/** On the sum: big 11-17, small 4-10, odd or even; any triple loses all four. */
export const k3TwoSided = defineBetType(v.object({ pick: v.picklist(TWO_SIDED_PICKS) }))({
  id: 'k3.two_sided',
  family: 'k3',
  defaultOdds: { win: 200 },
  combinations: () => 1,
  tally: (s, draw) => (isTriple(draw) ? LOST : won(twoSidedWins(s.pick, sum(draw), 11) ? 1 : 0)),
  rtpCases: () => TWO_SIDED_PICKS.map((pick) => ({ label: pick, selection: { pick } })),
  outcomes: dice,
});

export const K3_BET_TYPES = [
  k3Sum,
  k3TripleAny,
  k3TripleSpecific,
  k3Pair,
  k3ThreeDifferent,
  k3TwoDifferent,
  k3Consecutive,
  k3TwoSided,
];
