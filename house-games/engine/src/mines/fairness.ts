import { distinctInts } from '../fair/stream';
import type { ChiSquareProfile, FairnessProfile, FairnessVariant } from '../fairness/profile';
import { minesLayout, settlePlan } from './round';
import { choiceRtp, choose, MINES_TILES } from './rules';

/** The stake the fairness bench plays with (10.00): any whole-unit stake pays exactly the multiplier. */
const BENCH_STAKE = 1000n;

/**
 * Cash out after `safeReveals` tiles: the layout from the stream, then the tiles to open drawn from the stream after
 * it (a uniform layout makes any picks equal, but the bench should not always open the same tiles).
 */
function variant(mines: number, safeReveals: number, publishedRtp: string): FairnessVariant {
  return {
    name: `${mines} mine${mines === 1 ? '' : 's'}, cash out after ${safeReveals}`,
    publishedRtp,
    exactRtp() {
      const rtp = choiceRtp(mines, safeReveals);
      return Number(rtp.numerator) / Number(rtp.denominator);
    },
    playRound(stream) {
      const layout = minesLayout(stream, mines);
      const plan = distinctInts(stream, MINES_TILES, safeReveals);
      return { stake: BENCH_STAKE, win: settlePlan(layout, plan, BENCH_STAKE).payout };
    },
  };
}

/** P(hits) for hits = 0..min(marked, drawn): `drawn` tiles of `population` of which `marked` are mines. */
function hypergeometric(population: number, marked: number, drawn: number): number[] {
  const total = Number(choose(population, drawn));
  return Array.from(
    { length: Math.min(marked, drawn) + 1 },
    (_, hits) => Number(choose(marked, hits) * choose(population - marked, drawn - hits)) / total,
  );
}

const uniformTiles = () => Array.from({ length: MINES_TILES }, () => 1 / MINES_TILES);

const firstMine: ChiSquareProfile = {
  name: 'first mine drawn (3 mines), tile 0-24',
  probabilities: uniformTiles,
  category: (stream) => minesLayout(stream, 3)[0]!,
};

const topRowMines: ChiSquareProfile = {
  name: 'mines in the top row (5 mines), 0-5',
  probabilities: () => hypergeometric(MINES_TILES, 5, 5),
  category: (stream) => minesLayout(stream, 5).filter((tile) => tile < 5).length,
};

const onlySafeTile: ChiSquareProfile = {
  name: 'the one safe tile (24 mines), tile 0-24',
  probabilities: uniformTiles,
  category: (stream) => {
    const mines = new Set(minesLayout(stream, 24));
    return Array.from({ length: MINES_TILES }, (_, tile) => tile).find((tile) => !mines.has(tile))!;
  },
};

/** Mines for the fairness benches and chi-square tests (issue 13): three ways to play, three counts. */
export const MINES_FAIRNESS: FairnessProfile = {
  game: 'mines',
  variants: [variant(3, 2, '96.25'), variant(1, 5, '96.80'), variant(24, 1, '97.00')],
  chiSquare: [firstMine, topRowMines, onlySafeTile],
};
