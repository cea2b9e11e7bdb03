import { distinctInts, type FairSeeds, type FairStream, fairStream, type HmacSha256 } from '../fair/stream';
import { assertMineCount, MINES_TILES, minesPayout, multiplierHundredths, safeTiles } from './rules';

/**
 * The mine layout of a round: a Fisher-Yates shuffle of the 25 tiles from the fair stream (every swap index by
 * rejection sampling), whose first `mines` tiles are the mines, in the order drawn. The round takes one nonce.
 */
export function minesLayout(stream: FairStream, mines: number): number[] {
  assertMineCount(mines);
  return distinctInts(stream, MINES_TILES, mines);
}

/** The layout of a round from its seeds (the server at start, the verifier after the seed is revealed). */
export function minesLayoutOf(seeds: FairSeeds, mines: number, hmac?: HmacSha256): number[] {
  return minesLayout(fairStream(seeds, hmac), mines);
}

export type RevealResult =
  | { kind: 'safe'; safeReveals: number; multiplier: bigint; next: bigint | null; cleared: boolean }
  | { kind: 'mine' };

/**
 * Opens a tile of a live round: a mine ends it with nothing; a safe tile raises the multiplier (`next` is what the
 * following safe tile would make it; `cleared`: every safe tile is open, the round pays at once).
 */
export function revealTile(
  mines: readonly number[],
  revealed: readonly number[],
  tile: number,
): RevealResult {
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) throw new RangeError(`no tile ${tile}`);
  if (revealed.includes(tile)) throw new RangeError(`tile ${tile} is already open`);
  if (mines.includes(tile)) return { kind: 'mine' };
  const safeReveals = revealed.length + 1;
  const cleared = safeReveals === safeTiles(mines.length);
  return {
    kind: 'safe',
    safeReveals,
    multiplier: multiplierHundredths(mines.length, safeReveals),
    next: cleared ? null : multiplierHundredths(mines.length, safeReveals + 1),
    cleared,
  };
}

export interface MinesOutcome {
  mines: number[];
  /** Tiles opened in order; the last one is the mine when lost. */
  reveals: number[];
  lost: boolean;
  /** Minor units; 0 when lost. */
  payout: bigint;
}

/**
 * A whole round played by a fixed plan: open `plan` tiles in order and cash out after the last (or stop at a mine).
 * The fairness bench plays rounds this way; the server plays the same rules one call at a time.
 */
export function playMinesPlan(stream: FairStream, mineCount: number, plan: readonly number[], stake: bigint) {
  const mines = minesLayout(stream, mineCount);
  return settlePlan(mines, plan, stake);
}

/** The outcome of opening `plan` in order on a known layout, then cashing out. */
export function settlePlan(mines: number[], plan: readonly number[], stake: bigint): MinesOutcome {
  const reveals: number[] = [];
  for (const tile of plan) {
    const result = revealTile(mines, reveals, tile);
    reveals.push(tile);
    if (result.kind === 'mine') return { mines, reveals, lost: true, payout: 0n };
    if (result.cleared) break;
  }
  if (reveals.length === 0) throw new RangeError('a round is cashed out after at least one safe tile');
  return { mines, reveals, lost: false, payout: minesPayout(stake, mines.length, reveals.length) };
}
