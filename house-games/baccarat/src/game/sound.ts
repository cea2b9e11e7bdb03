import { createGameSound } from '@platform/house-kit';

/** The table's sounds: a soft tick per card, a short rise on a win. Off until the player turns it on. */
export function createSound() {
  return createGameSound((play) => ({
    card: () => play([{ frequency: 520, at: 0, length: 0.05, volume: 0.05 }]),
    win: () =>
      play([
        { frequency: 660, at: 0, length: 0.1, volume: 0.08 },
        { frequency: 880, at: 0.1, length: 0.16, volume: 0.08 },
      ]),
  }));
}
