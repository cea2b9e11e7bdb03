import { hashServerSeed } from '../fair/seeds';

/**
 * The crash hash chain (decision 106). From a random root seed s_0 the chain is s_{i+1} = SHA-256(s_i) (of the
 * seed's hex text, as every studio commitment), for i < length - 1. Rounds use it backwards: round 1 plays
 * s_{length-1}, round n plays s_{length-n}. The terminal hash SHA-256(s_{length-1}) is published before round 1, so
 * each revealed seed hashes to the seed revealed the round before (round 1's to the terminal hash): the operator
 * fixed every crash point before the first bet and cannot change one without breaking the chain.
 */

/** The seed round `roundNumber` (1-based) plays, walking forward from a known chain seed `from` at index `fromIndex`. */
export function chainSeedForRound(
  from: { index: number; seed: string },
  length: number,
  roundNumber: number,
): string {
  const index = length - roundNumber;
  if (roundNumber < 1 || index < from.index)
    throw new RangeError(`round ${roundNumber} is not after this seed`);
  let seed = from.seed;
  for (let i = from.index; i < index; i += 1) seed = hashServerSeed(seed);
  return seed;
}

/** SHA-256 of the chain's last seed: the hash published before the first round. */
export function terminalHash(rootSeed: string, length: number): string {
  return hashServerSeed(chainSeedForRound({ index: 0, seed: rootSeed }, length, 1));
}

/**
 * Every `every`-th seed of the chain (index 0, every, 2*every, ...), so a server can find any round's seed with fewer
 * than `every` hashes without keeping the whole chain.
 */
export function chainCheckpoints(
  rootSeed: string,
  length: number,
  every: number,
): { index: number; seed: string }[] {
  const checkpoints: { index: number; seed: string }[] = [];
  let seed = rootSeed;
  for (let index = 0; index < length; index += 1) {
    if (index % every === 0) checkpoints.push({ index, seed });
    seed = hashServerSeed(seed);
  }
  return checkpoints;
}

/** Whether `seed` is the seed played the round after the one whose seed (or the terminal hash) is `previous`. */
export function followsInChain(seed: string, previous: string): boolean {
  return hashServerSeed(seed) === previous;
}
