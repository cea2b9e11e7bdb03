import { createGameSound, type SoundSwitch } from '@platform/house-kit';

/** Crash's sounds on the kit's tone player: off until the player turns them on. */
export interface CrashSound extends SoundSwitch {
  bet(): void;
  cashOut(): void;
  crash(): void;
}

export function createCrashSound(): CrashSound {
  return createGameSound((play) => ({
    bet: () => play([{ frequency: 440, at: 0, length: 0.1, volume: 0.08 }]),
    cashOut: () => play([523, 784, 1047].map((frequency, i) => ({ frequency, at: i * 0.08, length: 0.16 }))),
    crash: () => play([{ frequency: 110, at: 0, length: 0.35, type: 'sawtooth', volume: 0.07 }]),
  }));
}
