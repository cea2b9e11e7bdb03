import { useCallback, useEffect, useState } from 'react';
import { useLatest } from '../internal/use-latest';

export interface UseCountdownOptions {
  /** Start counting from this many seconds on mount. */
  initialSeconds?: number;
  /** Called once when the count reaches 0 (not when stopped). */
  onEnd?: () => void;
}

export interface CountdownControls {
  /** Whole seconds left, 0 when not running. */
  remaining: number;
  running: boolean;
  /** (Re)starts from `seconds`; 0 or less stops. */
  start: (seconds: number) => void;
  /** (Re)starts towards a moment (epoch ms), e.g. a draw time, or an SMS resend time kept across remounts. */
  startUntil: (endsAt: number) => void;
  /** Stops without calling onEnd; remaining becomes 0. */
  stop: () => void;
}

interface CountdownState {
  /** Epoch ms the count reaches 0, or null when idle. */
  endsAt: number | null;
  remaining: number;
}

const IDLE: CountdownState = { endsAt: null, remaining: 0 };

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * A countdown in whole seconds that ticks once a second. It counts against the clock, so a phone that
 * throttles timers in the background still shows the right time when it comes back. Stops on unmount.
 */
export function useCountdown(options: UseCountdownOptions = {}): CountdownControls {
  const [state, setState] = useState<CountdownState>(() => {
    const seconds = options.initialSeconds ?? 0;
    return seconds > 0 ? { endsAt: Date.now() + seconds * 1000, remaining: Math.ceil(seconds) } : IDLE;
  });
  const onEnd = useLatest(options.onEnd);
  const { endsAt } = state;

  useEffect(() => {
    if (endsAt == null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const remaining = secondsUntil(endsAt);
      if (remaining === 0) {
        setState(IDLE);
        onEnd.current?.();
        return;
      }
      setState((current) => (current.remaining === remaining ? current : { endsAt, remaining }));
      // Wake at the next whole second of the count, not 1000 ms from now, so the count does not drift.
      timer = setTimeout(tick, (endsAt - Date.now()) % 1000 || 1000);
    };
    timer = setTimeout(tick, (endsAt - Date.now()) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [endsAt, onEnd]);

  const startUntil = useCallback((target: number) => {
    const remaining = secondsUntil(target);
    setState(remaining > 0 ? { endsAt: target, remaining } : IDLE);
  }, []);
  const start = useCallback((seconds: number) => startUntil(Date.now() + seconds * 1000), [startUntil]);
  const stop = useCallback(() => setState(IDLE), []);

  return { remaining: state.remaining, running: endsAt != null, start, startUntil, stop };
}
