import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

const WIDE = '(min-width: 1024px)';

/** A window of `width` pixels whose matchMedia answers min-width queries, and tells listeners when it is resized. */
function windowOf(width: number) {
  const listeners = new Set<() => void>();
  const matches = (query: string) => width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(to: number) {
      width = to;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function Rail() {
  return useMediaQuery(WIDE) ? <nav>Rail</nav> : null;
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('draws what the query shows only while it matches, following the window as it is resized', () => {
    const win = windowOf(412);
    const { unmount } = render(<Rail />);
    expect(screen.queryByText('Rail')).toBeNull();
    act(() => win.resize(1280));
    expect(screen.getByText('Rail')).toBeTruthy();
    act(() => win.resize(800));
    expect(screen.queryByText('Rail')).toBeNull();
    unmount();
    expect(win.listeners.size).toBe(0);
  });

  it('matches at once on a wide window', () => {
    windowOf(1440);
    render(<Rail />);
    expect(screen.getByText('Rail')).toBeTruthy();
  });
});
