/**
 * Pearson's chi-square goodness of fit with its p-value: shared by the lottery's draw fairness and the studio games'
 * fairness profiles. Pure maths, no I/O, browser-safe.
 */
export interface ChiSquareFit {
  statistic: number;
  degreesOfFreedom: number;
  pValue: number;
  /** How many cells were tested after pooling the rare ones (equals the categories when none were pooled). */
  cells: number;
}

/** The usual rule for Pearson's approximation: every tested cell expects at least this many outcomes. */
export const MIN_EXPECTED_COUNT = 5;

/**
 * Counts against exact probabilities (same length, summing to 1). Rare categories (a plinko edge bucket, a crash point
 * far out) are pooled with their neighbours in order until each pooled cell expects at least `minExpected`; a last
 * short group joins the cell before it. Degrees of freedom are the pooled cells less one.
 */
export function pearsonFit(
  counts: readonly number[],
  probabilities: readonly number[],
  minExpected = MIN_EXPECTED_COUNT,
): ChiSquareFit {
  if (counts.length !== probabilities.length) throw new RangeError('one count per probability');
  const total = counts.reduce((sum, count) => sum + count, 0);
  const cells: { observed: number; expected: number }[] = [];
  let open = { observed: 0, expected: 0 };
  counts.forEach((count, index) => {
    open.observed += count;
    open.expected += probabilities[index]! * total;
    if (open.expected >= minExpected) {
      cells.push(open);
      open = { observed: 0, expected: 0 };
    }
  });
  if (open.expected > 0 || open.observed > 0) {
    const last = cells.at(-1);
    if (last) {
      last.observed += open.observed;
      last.expected += open.expected;
    } else cells.push(open);
  }
  const statistic = cells.reduce(
    (sum, cell) => sum + (cell.expected > 0 ? (cell.observed - cell.expected) ** 2 / cell.expected : 0),
    0,
  );
  const degreesOfFreedom = Math.max(1, cells.length - 1);
  return {
    statistic,
    degreesOfFreedom,
    pValue: chiSquareSurvival(statistic, degreesOfFreedom),
    cells: cells.length,
  };
}

/** Pearson's statistic against equal expected counts. */
export function uniformPearsonFit(counts: readonly number[]): ChiSquareFit {
  return pearsonFit(counts, new Array<number>(counts.length).fill(1 / counts.length), 0);
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
