import { createGameSound, type SoundSwitch } from '@platform/house-kit';

/** The slot's sounds on the kit's tone player: off until the player turns them on. */
export interface Sound extends SoundSwitch {
  spin(): void;
  reelStop(): void;
  win(big: boolean): void;
}

export function createSound(): Sound {
  return createGameSound((play) => ({
    spin: () => play([{ frequency: 220, at: 0, length: 0.12, type: 'sawtooth', volume: 0.05 }]),
    reelStop: () => play([{ frequency: 140, at: 0, length: 0.07, type: 'square', volume: 0.06 }]),
    win: (big) =>
      play(
        (big ? [523, 659, 784, 1047, 1319] : [523, 659, 784]).map((frequency, i) => ({
          frequency,
          at: i * 0.09,
          length: 0.18,
        })),
      ),
  }));
}
