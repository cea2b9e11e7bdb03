import { createTonePlayer } from '@platform/house-kit';

/** The table's sounds: a soft tick per card, a short rise on a win. Off until the player turns it on. */
export function createSound() {
  const player = createTonePlayer();
  return {
    get enabled() {
      return player.enabled;
    },
    setEnabled: (on: boolean) => player.setEnabled(on),
    card: () => player.play([{ frequency: 520, at: 0, length: 0.05, volume: 0.05 }]),
    win: () =>
      player.play([
        { frequency: 660, at: 0, length: 0.1, volume: 0.08 },
        { frequency: 880, at: 0.1, length: 0.16, volume: 0.08 },
      ]),
  };
}
