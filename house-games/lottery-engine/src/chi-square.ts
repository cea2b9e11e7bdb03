import type { HmacSha256 } from '@platform/house-engine';
import { drawNumbers } from './draw';
import type { DrawFormat } from './games';

/**
 * Goodness of fit of many draws to the uniform law, one cell per position (per digit place for prize numbers,
 * whose ranges are too wide to count whole). Used by the fairness test and the bench; pure, no I/O.
 */
export interface FrequencyCell {
  label: string;
  counts: number[];
}

export interface CellFit {
  label: string;
  statistic: number;
  degreesOfFreedom: number;
  pValue: number;
}

export function frequencyCells(format: DrawFormat): {
  cells: FrequencyCell[];
  add(draw: readonly number[]): void;
} {
  if (format.kind === 'distinct') {
    const cells = Array.from({ length: format.picks }, (_, i) => ({
      label: `position ${i + 1}`,
      counts: new Array<number>(format.pool).fill(0),
    }));
    return {
      cells,
      add(draw) {
        draw.forEach((value, i) => {
          cells[i]!.counts[value - format.min]! += 1;
        });
      },
    };
  }
  const places = format.ranges.map((range) => (range > 10 ? Math.round(Math.log10(range)) : 0));
  const cells = format.ranges.flatMap((range, i) =>
    places[i]
      ? Array.from({ length: places[i]! }, (_, place) => ({
          label: `position ${i + 1} digit ${place + 1}`,
          counts: new Array<number>(10).fill(0),
        }))
      : [{ label: `position ${i + 1}`, counts: new Array<number>(range).fill(0) }],
  );
  return {
    cells,
    add(draw) {
      let cell = 0;
      draw.forEach((value, i) => {
        const digits = places[i]!;
        if (!digits) {
          cells[cell]!.counts[value - format.min]! += 1;
          cell += 1;
          return;
        }
        let rest = value;
        for (let place = digits - 1; place >= 0; place -= 1) {
          cells[cell + place]!.counts[rest % 10]! += 1;
          rest = Math.floor(rest / 10);
        }
        cell += digits;
      });
    },
  };
}

/** Pearson's statistic against equal expected counts, with its p-value. */
export function uniformFit(cell: FrequencyCell): CellFit {
  const total = cell.counts.reduce((sum, count) => sum + count, 0);
  const expected = total / cell.counts.length;
  const statistic = cell.counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
  const degreesOfFreedom = cell.counts.length - 1;
  return {
    label: cell.label,
    statistic,
    degreesOfFreedom,
    pValue: chiSquareSurvival(statistic, degreesOfFreedom),
  };
}

/** P(X >= x) for X chi-square with k degrees of freedom: the regularized upper incomplete gamma Q(k/2, x/2). */
export function chiSquareSurvival(x: number, k: number): number {
  if (x <= 0) return 1;
  return upperGamma(k / 2, x / 2);
}

function logGamma(z: number): number {
  // Lanczos approximation (g = 7, n = 9), accurate to ~1e-15 for z > 0.
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const zz = z - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i += 1) sum += c[i]! / (zz + i);
  const t = zz + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (zz + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Q(a, x) by the series for x < a + 1, else by the continued fraction (Numerical Recipes' gammq). */
function upperGamma(a: number, x: number): number {
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n += 1) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return front * h;
}

export interface SimulatedFit {
  draws: number;
  fits: CellFit[];
  /** The smallest p-value times the number of cells (Bonferroni), capped at 1: fair at 99% when above 0.01. */
  familyPValue: number;
}

/** Draws `count` issues ("0", "1", ...) of a format under one seed and fits every cell to the uniform law. */
export function simulateFit(
  format: DrawFormat,
  count: number,
  serverSeed: string,
  hmacSha256?: HmacSha256,
): SimulatedFit {
  const { cells, add } = frequencyCells(format);
  for (let issue = 0; issue < count; issue += 1)
    add(drawNumbers(format, serverSeed, String(issue), hmacSha256));
  const fits = cells.map(uniformFit);
  const smallest = Math.min(...fits.map((fit) => fit.pValue));
  return { draws: count, fits, familyPValue: Math.min(1, smallest * fits.length) };
}
