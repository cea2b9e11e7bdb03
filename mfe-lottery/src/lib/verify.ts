import { commit, draw, type LotteryGame, showNumbers } from '@platform/lottery-engine';

export interface Verification {
  /** SHA-256 of the seed equals the hash published when the issue opened. */
  hashMatches: boolean;
  /** The numbers the seed and issue give, as the game shows them. */
  numbers: string[];
  /** They equal the published result; null when no result was given to compare. */
  numbersMatch: boolean | null;
}

/** Redoes a draw in the browser with the engine: the commitment, then the numbers of seed and issue. */
export function verifyDraw(
  game: LotteryGame,
  input: { serverSeed: string; issueNumber: string; seedHash: string; published: readonly number[] | null },
): Verification {
  const serverSeed = input.serverSeed.trim();
  const numbers = draw(game, serverSeed, input.issueNumber.trim());
  return {
    hashMatches: commit(serverSeed) === input.seedHash.trim().toLowerCase(),
    numbers: showNumbers(game.format, numbers),
    numbersMatch: input.published
      ? input.published.length === numbers.length && numbers.every((n, i) => n === input.published?.[i])
      : null,
  };
}
