import { createGameSound, type SoundSwitch } from '@platform/house-kit';

/** Plinko's sounds on the kit's tone player: off until the player turns them on. */
export interface Sound extends SoundSwitch {
  /** The ball meets a peg: one short tick a row. */
  peg(): void;
  /** The ball sits in its bucket: a rising chime when the bucket pays more than the stake, a low note when less. */
  landed(multiplier: number): void;
}

export function createSound(): Sound {
  return createGameSound((play) => ({
    peg: () => play([{ frequency: 1320, at: 0, length: 0.04, type: 'sine', volume: 0.05 }]),
    landed: (multiplier) =>
      play(
        multiplier > 1
          ? [523, 659, 784].map((frequency, i) => ({ frequency, at: i * 0.08, length: 0.16 }))
          : [{ frequency: multiplier < 1 ? 220 : 440, at: 0, length: 0.2 }],
      ),
  }));
}
