import type { SlotPaytable } from './paytable-types';

/**
 * A tiny table for proofs by brute force: 6^5 = 7776 stop combinations. Scatters may show twice on a reel and
 * free spins come often (retriggers matter), so every branch of the exact method is exercised.
 */
export const TINY_PAYTABLE: SlotPaytable = {
  id: 'TINY',
  reels: 5,
  rows: 3,
  symbols: ['W', 'S', 'A', 'B', 'C'],
  wild: 'W',
  scatter: 'S',
  strips: [
    ['A', 'W', 'B', 'S', 'C', 'A'],
    ['B', 'A', 'S', 'C', 'W', 'A'],
    ['C', 'S', 'A', 'S', 'B', 'W'],
    ['A', 'B', 'W', 'C', 'S', 'B'],
    ['W', 'C', 'A', 'B', 'S', 'A'],
  ],
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
  ],
  pays: {
    W: [0, 0, 0, 20, 50, 200],
    A: [0, 0, 2, 5, 10, 40],
    B: [0, 0, 0, 4, 8, 30],
    C: [0, 0, 0, 3, 6, 20],
  },
  scatterPays: [0, 0, 0, 1, 2, 5, 10, 20],
  freeSpinAwards: [0, 0, 0, 0, 1, 1, 2, 2],
  freeSpinMultiplier: 3,
  betLevels: [4, 8],
};
