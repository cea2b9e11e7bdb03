import type { WeightedDraw } from './bet-type';
import { type DrawFormat, drawLength } from './games';

/**
 * Every value combination of the given positions of a format, each weight 1: for an independent format the other
 * positions do not change the odds of these; for a distinct format the given positions take every ordered tuple
 * of distinct values (each equally likely) and the rest are filled with the unused values. The bet type must
 * read only these positions.
 */
export function* positionOutcomes(format: DrawFormat, positions: readonly number[]): Generator<WeightedDraw> {
  const length = drawLength(format);
  const draw = new Array<number>(length).fill(format.min);
  const used = new Set<number>();
  function* walk(index: number): Generator<WeightedDraw> {
    if (index === positions.length) {
      if (format.kind === 'distinct') fillRest(format.min, format.pool, positions, draw, used);
      yield { draw, weight: 1n }; // the same array each time: read it before taking the next
      return;
    }
    const position = positions[index]!;
    const range = format.kind === 'independent' ? format.ranges[position]! : format.pool;
    for (let offset = 0; offset < range; offset += 1) {
      const value = format.min + offset;
      if (format.kind === 'distinct') {
        if (used.has(value)) continue;
        used.add(value);
      }
      draw[position] = value;
      yield* walk(index + 1);
      if (format.kind === 'distinct') used.delete(value);
    }
  }
  yield* walk(0);
}

function fillRest(
  min: number,
  pool: number,
  positions: readonly number[],
  draw: number[],
  used: Set<number>,
) {
  let next = min;
  for (let position = 0; position < draw.length; position += 1) {
    if (positions.includes(position)) continue;
    while (used.has(next)) next += 1;
    draw[position] = next;
    next += 1;
  }
  if (next > min + pool) throw new RangeError('fillRest: pool too small');
}
