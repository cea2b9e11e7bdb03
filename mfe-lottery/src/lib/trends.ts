import { type DrawFormat, lotteryGame } from '@platform/lottery-engine';

// The classic per-position trend chart (走势图, decision 078) worked out in the browser from the results history:
// for one position, each draw's value and, in every other column, how many draws that value has been missing.

/** Columns wider than this do not fit a phone: Mark Six (49 numbers) and the VN and SEA prizes have no chart. */
const MAX_VALUES = 11;

/** The values a position can take (SSC 0-9, K3 1-6, PK10 1-10, 11x5 1-11), or null when the game has no chart. */
export function trendShape(gameCode: string): { positions: number; values: number[] } | null {
  const game = lotteryGame(gameCode);
  if (!game) return null;
  return shapeOf(game.format);
}

function shapeOf(format: DrawFormat): { positions: number; values: number[] } | null {
  if (format.kind === 'independent') {
    const [range, ...rest] = format.ranges;
    if (format.prizes || range === undefined || rest.some((r) => r !== range) || range > MAX_VALUES)
      return null;
    return {
      positions: format.ranges.length,
      values: Array.from({ length: range }, (_, i) => format.min + i),
    };
  }
  if (format.pool > MAX_VALUES) return null;
  return { positions: format.picks, values: Array.from({ length: format.pool }, (_, i) => format.min + i) };
}

export interface TrendRow {
  issueNumber: string;
  /** The value drawn at the position. */
  value: number;
  /** Per column: 0 where this draw's value is, else the draws since that value last came (within the window). */
  missing: number[];
}

export interface Trend {
  values: readonly number[];
  /** Oldest first, as the chart reads down. */
  rows: TrendRow[];
  /** Per column: how often it came, its longest and its current run of missing draws. */
  hits: number[];
  maxMissing: number[];
  currentMissing: number[];
}

/** The trend of one position over draws given newest first (the results answer's order); cancelled draws skipped. */
export function trendOf(
  values: readonly number[],
  draws: readonly { issueNumber: string; numbers: unknown }[],
  position: number,
): Trend {
  const columns = values.length;
  const hits = new Array<number>(columns).fill(0);
  const maxMissing = new Array<number>(columns).fill(0);
  const running = new Array<number>(columns).fill(0);
  const rows: TrendRow[] = [];
  for (const draw of [...draws].reverse()) {
    const value = Array.isArray(draw.numbers) ? draw.numbers[position] : undefined;
    const column = typeof value === 'number' ? values.indexOf(value) : -1;
    if (column < 0) continue;
    for (let c = 0; c < columns; c += 1) {
      running[c] = c === column ? 0 : (running[c] ?? 0) + 1;
      maxMissing[c] = Math.max(maxMissing[c] ?? 0, running[c] ?? 0);
    }
    hits[column] = (hits[column] ?? 0) + 1;
    rows.push({ issueNumber: draw.issueNumber, value: value as number, missing: [...running] });
  }
  return { values, rows, hits, maxMissing, currentMissing: [...running] };
}
