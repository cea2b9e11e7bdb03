import { type HmacSha256, uniformPearsonFit } from '@platform/house-engine';
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
  const { statistic, degreesOfFreedom, pValue } = uniformPearsonFit(cell.counts);
  return { label: cell.label, statistic, degreesOfFreedom, pValue };
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
