import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatDuration } from './countdown';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useCountdown', () => {
  it('is idle until started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
  });

  it('ticks down once per second and ends at 0, calling onEnd once', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown({ onEnd }));
    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ remaining: 3, running: true });
    advance(999);
    expect(result.current.remaining).toBe(3);
    advance(1);
    expect(result.current.remaining).toBe(2);
    advance(1000);
    expect(result.current.remaining).toBe(1);
    advance(1000);
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    expect(onEnd).toHaveBeenCalledOnce();
    advance(5000);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('restarts on a new start and stops on stop without onEnd', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown({ onEnd }));
    act(() => result.current.start(60));
    advance(10_000);
    expect(result.current.remaining).toBe(50);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
    act(() => result.current.stop());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    advance(120_000);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('counts towards a moment, keeping the right time after the timers were held up', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.startUntil(Date.now() + 30_000));
    expect(result.current.remaining).toBe(30);
    // A phone in the background: the clock moves on while no timer runs.
    vi.setSystemTime(Date.now() + 20_500);
    advance(1000);
    expect(result.current.remaining).toBe(9);
  });

  it('leaves no timer behind on unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Countdown', () => {
  it('shows the time left as a clock and ticks', () => {
    const onEnd = vi.fn();
    render(<Countdown seconds={62} onEnd={onEnd} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('01:02');
    advance(3000);
    expect(timer.textContent).toBe('00:59');
    advance(59_000);
    expect(timer.textContent).toBe('00:00');
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('restarts when given new seconds and renders custom content', () => {
    const { rerender } = render(<Countdown seconds={5}>{(s) => `Resend in ${s}s`}</Countdown>);
    advance(2000);
    expect(screen.getByRole('timer').textContent).toBe('Resend in 3s');
    rerender(<Countdown seconds={60}>{(s) => `Resend in ${s}s`}</Countdown>);
    expect(screen.getByRole('timer').textContent).toBe('Resend in 60s');
  });
});

describe('formatDuration', () => {
  it('formats seconds as a clock', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(75)).toBe('01:15');
    expect(formatDuration(3700)).toBe('01:01:40');
    expect(formatDuration(75, 'hh:mm:ss')).toBe('00:01:15');
    expect(formatDuration(3700, 'mm:ss')).toBe('61:40');
    expect(formatDuration(42.9, 'seconds')).toBe('42');
    expect(formatDuration(-5)).toBe('00:00');
  });
});
