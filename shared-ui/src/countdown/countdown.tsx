import { type ReactNode, useEffect, useRef } from 'react';
import { cx } from '../internal/class-names';
import { useCountdown } from './use-countdown';
import './countdown.css';

/** 'auto': hh:mm:ss from an hour up, mm:ss below. 'seconds': just the number. */
export type CountdownFormat = 'auto' | 'seconds' | 'mm:ss' | 'hh:mm:ss';

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats whole seconds as a clock: formatDuration(75) === '01:15', formatDuration(3700) === '01:01:40'. */
export function formatDuration(totalSeconds: number, format: CountdownFormat = 'auto'): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  if (format === 'seconds') return String(s);
  if (format === 'mm:ss' || (format === 'auto' && s < 3600)) {
    return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
  }
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export interface CountdownProps {
  /** Seconds to count down from; counting starts on mount and again whenever this changes. */
  seconds: number;
  onEnd?: () => void;
  /** Default 'auto'. */
  format?: CountdownFormat;
  /** Custom content from the seconds left, e.g. (s) => t('sms.resendIn', { s }). */
  children?: (remaining: number) => ReactNode;
  className?: string;
}

/** Shows a running countdown (role="timer", not read aloud on every tick). */
export function Countdown({ seconds, onEnd, format = 'auto', children, className }: CountdownProps) {
  const { remaining, start } = useCountdown({ initialSeconds: seconds, onEnd });
  const startedWith = useRef(seconds);
  useEffect(() => {
    if (startedWith.current === seconds) return;
    startedWith.current = seconds;
    start(seconds);
  }, [seconds, start]);
  return (
    <span role="timer" className={cx('ui-countdown', className)}>
      {children ? children(remaining) : formatDuration(remaining, format)}
    </span>
  );
}
