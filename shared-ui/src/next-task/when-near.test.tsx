import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './when-near';

/** The browser's IntersectionObserver, told by the test when the watched place comes near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  comes(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

/** Lays every element out at `top`, as the browser would a block that far down the page. */
const layOutAt = (top: number) =>
  vi
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ top, bottom: top + 700, left: 0, right: 360, width: 360, height: 700 } as DOMRect);

const page = () =>
  render(
    <>
      <p>Hot games</p>
      <WhenNear reserve="100vh">
        <p>Slot games</p>
      </WhenNear>
    </>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('WhenNear', () => {
  it('holds the place of what is a scroll away and draws it when it comes near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    layOutAt(window.innerHeight + 300);
    const { container } = page();
    expect(screen.queryByText('Slot games')).toBeNull();
    expect((container.lastChild as HTMLElement).style.minHeight).toBe('100vh');
    expect(FakeObserver.last?.options?.rootMargin).toMatch(/^\d+px/);
    act(() => FakeObserver.last?.comes(false));
    expect(screen.queryByText('Slot games')).toBeNull();
    act(() => FakeObserver.last?.comes(true));
    expect(screen.getByText('Slot games')).toBeTruthy();
  });

  it("draws it at the visitor's first key, so Tab reaches it", () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    layOutAt(window.innerHeight + 300);
    page();
    expect(screen.queryByText('Slot games')).toBeNull();
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    expect(screen.getByText('Slot games')).toBeTruthy();
  });

  it('draws it at once when its place is already near as it is first laid out', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    layOutAt(window.innerHeight + 100);
    page();
    expect(screen.getByText('Slot games')).toBeTruthy();
  });

  it('draws it at once where the browser cannot tell what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    page();
    expect(screen.getByText('Slot games')).toBeTruthy();
  });
});
