import { type FairSeeds, type FairStream, fairStream, type HmacSha256, uniformInt } from '../fair/stream';
import { type PlinkoRisk, type PlinkoTable, plinkoTable } from './tables';

/** Bumped whenever the way a stream becomes a drop changes; the verifier shows it. */
export const PLINKO_ENGINE_VERSION = 'plinko-1';

export interface PlinkoOutcome {
  rows: number;
  risk: PlinkoRisk;
  /** One letter per row, top first: L or R, each uniformInt(stream, 2) (0 = left, 1 = right). */
  path: string;
  /** The bucket the ball lands in: the number of rights, 0 (left edge) to rows. */
  bucket: number;
  /** The bucket's multiplier in hundredths. */
  multiplier: number;
  /** Minor units. */
  stake: bigint;
  /** Minor units: stake x multiplier / 100. */
  win: bigint;
}

/** The ball's path: one left/right step per row from the stream, in row order. */
export function dropPath(stream: FairStream, rows: number): string {
  let path = '';
  for (let row = 0; row < rows; row += 1) path += uniformInt(stream, 2) === 1 ? 'R' : 'L';
  return path;
}

/** The pay of a landed ball. The stake is whole currency units (multiple of 100 minor units), so no rounding. */
export function plinkoPay(table: PlinkoTable, path: string, stake: bigint): PlinkoOutcome {
  if (stake <= 0n || stake % 100n !== 0n) throw new RangeError('stake must be whole currency units');
  if (path.length !== table.rows || !/^[LR]*$/.test(path))
    throw new RangeError('a path has one L or R per row');
  const bucket = [...path].filter((step) => step === 'R').length;
  const multiplier = table.multipliers[bucket]!;
  return {
    rows: table.rows,
    risk: table.risk,
    path,
    bucket,
    multiplier,
    stake,
    win: (stake * BigInt(multiplier)) / 100n,
  };
}

/** One drop: the round takes one nonce and its steps take successive draws of the stream (decision 111). */
export function dropBall(stream: FairStream, table: PlinkoTable, stake: bigint): PlinkoOutcome {
  return plinkoPay(table, dropPath(stream, table.rows), stake);
}

export interface PlinkoReplayInput extends FairSeeds {
  rows: number;
  risk: PlinkoRisk;
  /** Minor units. */
  stake: bigint;
  hmac?: HmacSha256;
}

/** Reproduces a past drop from its revealed server seed, client seed and nonce. */
export function replayDrop(input: PlinkoReplayInput): PlinkoOutcome {
  return dropBall(fairStream(input, input.hmac), plinkoTable(input.rows, input.risk), input.stake);
}
