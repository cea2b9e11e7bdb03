/** The rows a board may have. */
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/** Every board's RTP, computed exactly from its table (a test asserts each one to 0.01 pp). */
export const PLINKO_PUBLISHED_RTP = '99.00';

/**
 * Each board's bucket multipliers in hundredths (558 = 5.58x), bucket 0 at the left edge: a board of n rows has
 * n + 1 buckets and bucket k is reached by k rights. Higher risk moves money from the middle buckets to the edges.
 * The odd hundredths are the tuning that brings each board's exact RTP to 99.00% (decision 111).
 */
// biome-ignore format: one board per line reads as the buckets do
export const PLINKO_MULTIPLIERS: Readonly<Record<PlinkoRisk, Readonly<Record<number, readonly number[]>>>> = {
  low: {
    8: [558, 270, 139, 77, 50, 77, 139, 270, 558],
    9: [645, 321, 173, 97, 59, 59, 97, 173, 321, 645],
    10: [731, 390, 210, 122, 74, 51, 74, 122, 210, 390, 731],
    11: [826, 458, 260, 149, 89, 59, 59, 89, 149, 260, 458, 826],
    12: [949, 537, 308, 183, 112, 71, 50, 71, 112, 183, 308, 537, 949],
    13: [1100, 618, 359, 218, 134, 86, 58, 58, 86, 134, 218, 359, 618, 1100],
    14: [1200, 722, 432, 261, 164, 104, 69, 50, 69, 104, 164, 261, 432, 722, 1200],
    15: [1400, 831, 502, 310, 194, 124, 82, 57, 57, 82, 124, 194, 310, 502, 831, 1400],
    16: [1610, 971, 590, 370, 230, 149, 98, 67, 51, 67, 98, 149, 230, 370, 590, 971, 1610],
  },
  medium: {
    8: [1292, 369, 131, 60, 40, 60, 131, 369, 1292],
    9: [1704, 510, 185, 80, 45, 45, 80, 185, 510, 1704],
    10: [2200, 702, 250, 109, 57, 41, 57, 109, 250, 702, 2200],
    11: [2893, 938, 349, 146, 73, 45, 45, 73, 146, 349, 938, 2893],
    12: [3790, 1300, 467, 199, 96, 54, 40, 54, 96, 199, 467, 1300, 3790],
    13: [4870, 1700, 640, 269, 124, 68, 44, 44, 68, 124, 269, 640, 1700, 4870],
    14: [6380, 2300, 860, 360, 164, 87, 52, 40, 52, 87, 164, 360, 860, 2300, 6380],
    15: [8300, 3000, 1100, 478, 219, 111, 64, 44, 44, 64, 111, 219, 478, 1100, 3000, 8300],
    16: [10900, 3880, 1500, 630, 290, 144, 80, 51, 40, 51, 80, 144, 290, 630, 1500, 3880, 10900],
  },
  high: {
    8: [2900, 490, 112, 36, 20, 36, 112, 490, 2900],
    9: [4503, 781, 176, 53, 24, 24, 53, 176, 781, 4503],
    10: [7000, 1200, 280, 81, 32, 21, 32, 81, 280, 1200, 7000],
    11: [10945, 2000, 430, 121, 43, 23, 23, 43, 121, 430, 2000, 10945],
    12: [16986, 3100, 680, 183, 64, 29, 19, 29, 64, 183, 680, 3100, 16986],
    13: [26931, 4800, 1100, 280, 92, 39, 20, 20, 39, 92, 280, 1100, 4800, 26931],
    14: [41084, 7500, 1600, 432, 135, 54, 27, 22, 27, 54, 135, 432, 1600, 7500, 41084],
    15: [64400, 12000, 2500, 650, 201, 76, 35, 22, 22, 35, 76, 201, 650, 2500, 12000, 64400],
    16: [100100, 18000, 4000, 1000, 300, 107, 47, 26, 20, 26, 47, 107, 300, 1000, 4000, 18000, 100100],
  },
};

export interface PlinkoTable {
  /** e.g. "plinko-12-high": stored with each round as the rules it was played under. */
  id: string;
  rows: number;
  risk: PlinkoRisk;
  /** Hundredths of the stake paid per bucket, rows + 1 of them. */
  multipliers: readonly number[];
}

export const isPlinkoRows = (rows: number): boolean =>
  Number.isInteger(rows) && rows >= PLINKO_MIN_ROWS && rows <= PLINKO_MAX_ROWS;

/** The table of a board; a RangeError for rows outside 8-16. */
export function plinkoTable(rows: number, risk: PlinkoRisk): PlinkoTable {
  const multipliers = isPlinkoRows(rows) ? PLINKO_MULTIPLIERS[risk]?.[rows] : undefined;
  if (!multipliers) throw new RangeError(`no plinko board of ${rows} rows at ${risk} risk`);
  return { id: `plinko-${rows}-${risk}`, rows, risk, multipliers };
}

/** Every board: rows 8 to 16 at each risk. */
export function plinkoTables(): PlinkoTable[] {
  return PLINKO_RISKS.flatMap((risk) =>
    Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) =>
      plinkoTable(PLINKO_MIN_ROWS + i, risk),
    ),
  );
}

/** A multiplier in hundredths as the rules show it: "5.58", "1001.00". */
export function multiplierText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${(hundredths % 100).toString().padStart(2, '0')}`;
}

/**
 * The stakes offered, minor units: whole currency units, so every bucket's pay (stake x hundredths / 100) is a
 * whole number of minor units and no rounding touches the RTP.
 */
export const PLINKO_BET_LEVELS: readonly number[] = [100, 200, 500, 1000, 2000, 5000, 10000];
