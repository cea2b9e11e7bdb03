/** A slot's rules as data: strips, lines and pays. Everything the engine and the exact RTP read. */
export interface SlotPaytable {
  /** Names this table's version; a changed table gets a new id so old rounds still replay with theirs. */
  id: string;
  reels: number;
  rows: number;
  /** Every symbol code, highest paying first (the order a paytable screen shows). */
  symbols: readonly string[];
  /** Substitutes for every symbol except the scatter. */
  wild: string;
  /** Pays anywhere in the window, times the total stake, and awards free spins. */
  scatter: string;
  /** One strip per reel; a stop shows strip[stop], strip[stop + 1], ... (cyclic) from the top row down. */
  strips: readonly (readonly string[])[];
  /** Each payline names the row (0 = top) it crosses on each reel. Lines are numbered from 1 in that order. */
  lines: readonly (readonly number[])[];
  /** pays[symbol][count]: multiple of the line bet for `count` of a kind from the leftmost reel. */
  pays: Readonly<Record<string, readonly number[]>>;
  /** scatterPays[count]: multiple of the total stake for `count` scatters anywhere. */
  scatterPays: readonly number[];
  /** freeSpinAwards[count]: free spins for `count` scatters, in paid and free spins alike (retriggers). */
  freeSpinAwards: readonly number[];
  /** Every win of a free spin (lines and scatter) is multiplied by this. */
  freeSpinMultiplier: number;
  /** Total stake per spin in minor units; each is a whole multiple of the number of lines. */
  betLevels: readonly number[];
}
