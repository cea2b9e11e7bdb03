import { createGameSound, type SoundSwitch } from '@platform/house-kit';

/** Mines' sounds on the kit's tone player: off until the player turns them on. */
export interface Sound extends SoundSwitch {
  tile(): void;
  mine(): void;
  win(): void;
}

export function createSound(): Sound {
  return createGameSound((play) => ({
    tile: () => play([{ frequency: 660, at: 0, length: 0.09 }]),
    mine: () => play([{ frequency: 110, at: 0, length: 0.35, type: 'sawtooth', volume: 0.1 }]),
    win: () => play([523, 659, 784].map((frequency, i) => ({ frequency, at: i * 0.09, length: 0.18 }))),
  }));
}
