/**
 * The game's sounds, made in code with WebAudio (no files to download). Off until the player turns them on; the
 * AudioContext is created by that tap, as browsers require.
 */
export interface Sound {
  enabled: boolean;
  setEnabled(on: boolean): void;
  spin(): void;
  reelStop(): void;
  win(big: boolean): void;
}

type Tone = { frequency: number; at: number; length: number; type?: OscillatorType; volume?: number };

export function createSound(): Sound {
  let context: AudioContext | null = null;

  function play(tones: Tone[]) {
    if (!sound.enabled || !context) return;
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
  }

  const sound: Sound = {
    enabled: false,
    setEnabled(on) {
      sound.enabled = on;
      if (on && !context && typeof AudioContext !== 'undefined') context = new AudioContext();
      if (on) void context?.resume();
    },
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
  };
  return sound;
}
