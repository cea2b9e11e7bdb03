/**
 * Whole numbers from the browser's cryptographic generator (never Math.random), without modulo bias: a draw
 * that falls in the uneven top part of the 32-bit range is thrown away and drawn again.
 */
export type RandomWords = (count: number) => Uint32Array;

const cryptoWords: RandomWords = (count) => crypto.getRandomValues(new Uint32Array(count));

/** A uniform integer in [min, max] (both included). */
export function randomInt(min: number, max: number, words: RandomWords = cryptoWords): number {
  const span = max - min + 1;
  if (!Number.isSafeInteger(span) || span <= 0 || span > 2 ** 32) throw new RangeError('bad range');
  const limit = 2 ** 32 - (2 ** 32 % span);
  for (;;) {
    const word = words(1)[0]!;
    if (word < limit) return min + (word % span);
  }
}

/** One of `choices`, each as likely. */
export function randomChoice<T>(choices: readonly T[], words: RandomWords = cryptoWords): T {
  return choices[randomInt(0, choices.length - 1, words)]!;
}
