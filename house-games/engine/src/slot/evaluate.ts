import type { SlotPaytable } from './paytable-types';

export interface LinePay {
  symbol: string;
  count: number;
  /** Multiple of the line bet. */
  pay: number;
}

/**
 * The pay of one line's symbols (leftmost reel first): the longer of the run of wilds alone and the run of the first
 * other symbol with wilds standing in for it, whichever pays more (the wild run on a tie). A scatter breaks a line.
 */
export function evaluateLine(symbols: readonly string[], paytable: SlotPaytable): LinePay | null {
  const { wild, scatter, pays } = paytable;
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === wild) wildRun += 1;
  const wildPay = pays[wild]?.[wildRun] ?? 0;
  const first = symbols[wildRun];
  let symbolPay = 0;
  let count = wildRun;
  if (first !== undefined && first !== scatter) {
    while (count < symbols.length && (symbols[count] === first || symbols[count] === wild)) count += 1;
    symbolPay = pays[first]?.[count] ?? 0;
  }
  if (symbolPay > wildPay && first !== undefined) return { symbol: first, count, pay: symbolPay };
  if (wildPay > 0) return { symbol: wild, count: wildRun, pay: wildPay };
  return null;
}

/** The symbols a reel shows for a stop, top row first. */
export function reelWindow(strip: readonly string[], stop: number, rows: number): string[] {
  const shown: string[] = [];
  for (let row = 0; row < rows; row += 1) shown.push(strip[(stop + row) % strip.length]!);
  return shown;
}

export interface WindowPays {
  lines: { line: number; symbol: string; count: number; pay: number }[];
  /** Line pays summed, in line bets. */
  linePay: number;
  scatters: number;
  /** Scatter pay in total stakes. */
  scatterPay: number;
  freeSpinsAwarded: number;
}

/** Everything a window pays before multipliers and stake: window[reel][row]. */
export function evaluateWindow(window: readonly (readonly string[])[], paytable: SlotPaytable): WindowPays {
  const lines: WindowPays['lines'] = [];
  let linePay = 0;
  paytable.lines.forEach((rows, index) => {
    const symbols = rows.map((row, reel) => window[reel]![row]!);
    const pay = evaluateLine(symbols, paytable);
    if (pay) {
      lines.push({ line: index + 1, ...pay });
      linePay += pay.pay;
    }
  });
  let scatters = 0;
  for (const reel of window) for (const symbol of reel) if (symbol === paytable.scatter) scatters += 1;
  return {
    lines,
    linePay,
    scatters,
    scatterPay: paytable.scatterPays[scatters] ?? 0,
    freeSpinsAwarded: paytable.freeSpinAwards[scatters] ?? 0,
  };
}
