/**
 * Draw formats and games as data (decision 067). A draw is an array of integers:
 * - `independent`: position i is uniform in [min, min + ranges[i]) on its own (SSC digits, K3 dice, prize numbers);
 * - `distinct`: `picks` different values of [min, min + pool), in the order drawn (PK10, 11x5, Mark Six).
 * A prize draw (VN, SEA) is an independent draw of whole prize numbers: position i is one prize of `digits`
 * digits, uniform in [0, 10^digits), shown zero-padded.
 */
export type DrawFormat =
  | { kind: 'independent'; min: number; ranges: readonly number[]; prizes?: readonly PrizeGroup[] }
  | { kind: 'distinct'; min: number; pool: number; picks: number };

export interface PrizeGroup {
  /** Translation key suffix: special, first, ..., seventh; first, front_three, back_three, back_two. */
  name: string;
  count: number;
  digits: number;
}

export type Family = 'ssc' | 'pk10' | '11x5' | 'k3' | 'lhc' | 'vn' | 'sea' | '3d';

/** When issues open, in the region's time zone (the draw engine turns this into issue numbers). */
export type Cadence =
  | { kind: 'every'; seconds: number }
  | { kind: 'daily'; at: string }
  | { kind: 'weekly'; days: readonly number[]; at: string };

export interface LotteryGame {
  code: string;
  family: Family;
  /** The spec's lottery game icons: ssc, pk10, 11x5, k3, lhc, lf (low frequency). */
  icon: 'ssc' | 'pk10' | '11x5' | 'k3' | 'lhc' | 'lf';
  cadence: Cadence;
  /** Betting closes this many seconds before the draw. */
  closeBeforeSeconds: number;
  /** A draw missed while no runner was up: draw it late, or cancel the issue and refund every bet. */
  missedDraw: 'draw-late' | 'cancel-refund';
  format: DrawFormat;
}

const digits = (count: number): DrawFormat => ({
  kind: 'independent',
  min: 0,
  ranges: Array(count).fill(10),
});

function prizeFormat(groups: PrizeGroup[]): DrawFormat {
  const ranges = groups.flatMap((group) => Array<number>(group.count).fill(10 ** group.digits));
  return { kind: 'independent', min: 0, ranges, prizes: groups };
}

export const SSC_FORMAT = digits(5);
export const PK10_FORMAT: DrawFormat = { kind: 'distinct', min: 1, pool: 10, picks: 10 };
export const ELEVEN_FIVE_FORMAT: DrawFormat = { kind: 'distinct', min: 1, pool: 11, picks: 5 };
export const K3_FORMAT: DrawFormat = { kind: 'independent', min: 1, ranges: [6, 6, 6] };
/** Six regular numbers then the special (position 6). */
export const LHC_FORMAT: DrawFormat = { kind: 'distinct', min: 1, pool: 49, picks: 7 };
/** Northern (Miền Bắc) style: 27 prizes, special first. */
export const VN_FORMAT = prizeFormat([
  { name: 'special', count: 1, digits: 5 },
  { name: 'first', count: 1, digits: 5 },
  { name: 'second', count: 2, digits: 5 },
  { name: 'third', count: 6, digits: 5 },
  { name: 'fourth', count: 4, digits: 4 },
  { name: 'fifth', count: 6, digits: 4 },
  { name: 'sixth', count: 3, digits: 3 },
  { name: 'seventh', count: 4, digits: 2 },
]);
/** Six-digit draw: first prize, two front-three numbers, two back-three numbers, one back-two number. */
export const SEA_FORMAT = prizeFormat([
  { name: 'first', count: 1, digits: 6 },
  { name: 'front_three', count: 2, digits: 3 },
  { name: 'back_three', count: 2, digits: 3 },
  { name: 'back_two', count: 1, digits: 2 },
]);
export const THREE_D_FORMAT = digits(3);

const FORMATS: Record<Family, DrawFormat> = {
  ssc: SSC_FORMAT,
  pk10: PK10_FORMAT,
  '11x5': ELEVEN_FIVE_FORMAT,
  k3: K3_FORMAT,
  lhc: LHC_FORMAT,
  vn: VN_FORMAT,
  sea: SEA_FORMAT,
  '3d': THREE_D_FORMAT,
};

export function formatOf(family: Family): DrawFormat {
  return FORMATS[family];
}

function game(
  code: string,
  family: Family,
  icon: LotteryGame['icon'],
  cadence: Cadence,
  closeBeforeSeconds: number,
): LotteryGame {
  const fast = cadence.kind === 'every';
  return {
    code,
    family,
    icon,
    cadence,
    closeBeforeSeconds,
    missedDraw: fast ? 'cancel-refund' : 'draw-late',
    format: FORMATS[family],
  };
}

const every = (minutes: number): Cadence => ({ kind: 'every', seconds: minutes * 60 });

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  game('SSC1', 'ssc', 'ssc', every(1), 10),
  game('SSC3', 'ssc', 'ssc', every(3), 30),
  game('SSC5', 'ssc', 'ssc', every(5), 30),
  game('PK10', 'pk10', 'pk10', every(5), 30),
  game('11X5', '11x5', '11x5', every(5), 30),
  game('K3', 'k3', 'k3', every(5), 30),
  game('LHC', 'lhc', 'lhc', { kind: 'weekly', days: [2, 4, 6], at: '21:30' }, 300),
  game('LHC5', 'lhc', 'lhc', every(5), 30),
  game('VN_NORTH', 'vn', 'lf', { kind: 'daily', at: '18:15' }, 900),
  game('VN5', 'vn', 'lf', every(5), 30),
  game('SEA6D', 'sea', 'lf', { kind: 'daily', at: '15:30' }, 900),
  game('SEA5', 'sea', 'lf', every(5), 30),
  game('3D', '3d', 'lf', { kind: 'daily', at: '21:15' }, 900),
];

export function lotteryGame(code: string): LotteryGame | undefined {
  return LOTTERY_GAMES.find((candidate) => candidate.code === code);
}

/** How many numbers a draw of this format holds. */
export function drawLength(format: DrawFormat): number {
  return format.kind === 'independent' ? format.ranges.length : format.picks;
}
