import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGameSound } from './tones';

/** A stand-in for the browser's AudioContext that records the tones started on it. */
class RecordingAudioContext {
  static started: number[] = [];
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => RecordingAudioContext.started.push(oscillator.frequency.value),
      stop: () => undefined,
    };
    return oscillator;
  }
  createGain() {
    const gain = {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (node: unknown) => node,
    };
    return gain;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  RecordingAudioContext.started = [];
});

describe("a game's sound", () => {
  it('is off until the player turns it on, then plays its named sounds, and is silent again when turned off', () => {
    vi.stubGlobal('AudioContext', RecordingAudioContext);
    const sound = createGameSound((play) => ({
      chime: () => play([440, 660].map((frequency, i) => ({ frequency, at: i * 0.1, length: 0.1 }))),
    }));
    expect(sound.enabled).toBe(false);
    sound.chime();
    expect(RecordingAudioContext.started).toEqual([]);
    sound.setEnabled(true);
    expect(sound.enabled).toBe(true);
    sound.chime();
    expect(RecordingAudioContext.started).toEqual([440, 660]);
    sound.setEnabled(false);
    sound.chime();
    expect(RecordingAudioContext.started).toEqual([440, 660]);
  });
});
