/** One beep: a frequency from `at` seconds after now, lasting `length` seconds. */
export interface Tone {
  frequency: number;
  at: number;
  length: number;
  type?: OscillatorType;
  volume?: number;
}

/** The on/off switch every game's sound has (the top bar's sound button drives it). */
export interface SoundSwitch {
  enabled: boolean;
  setEnabled(on: boolean): void;
}

export interface TonePlayer extends SoundSwitch {
  play(tones: Tone[]): void;
}

/**
 * Sounds made in code with WebAudio (no files to download). Off until the player turns them on; the AudioContext
 * is created by that tap, as browsers require. A game builds its own named sounds on `play`.
 */
export function createTonePlayer(): TonePlayer {
  let context: AudioContext | null = null;
  const player: TonePlayer = {
    enabled: false,
    setEnabled(on) {
      player.enabled = on;
      if (on && !context && typeof AudioContext !== 'undefined') context = new AudioContext();
      if (on) void context?.resume();
    },
    play(tones) {
      if (!player.enabled || !context) return;
      const now = context.currentTime;
      for (const tone of tones) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = tone.type ?? 'triangle';
        oscillator.frequency.value = tone.frequency;
        const start = now + tone.at;
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(tone.volume ?? 0.12, start + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.length);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(start);
        oscillator.stop(start + tone.length + 0.02);
      }
    },
  };
  return player;
}

/**
 * A game's named sounds with their on/off switch, on one tone player: `named(play)` builds the sounds from `play`
 * (which plays nothing while the switch is off).
 */
export function createGameSound<S extends object>(
  named: (play: (tones: Tone[]) => void) => S,
): S & SoundSwitch {
  const player = createTonePlayer();
  const sounds = named((tones) => player.play(tones));
  return Object.defineProperties(sounds as S & SoundSwitch, {
    enabled: { get: () => player.enabled, enumerable: true },
    setEnabled: { value: (on: boolean) => player.setEnabled(on), enumerable: true },
  });
}
