import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_PLACEHOLDER, LazyImage } from './lazy-image';

class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed target as intersecting (or not). */
  fire(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const lastObserver = () => FakeObserver.instances[FakeObserver.instances.length - 1]!;

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LazyImage', () => {
  it('loads only once it comes into view, observing at a 0.1 threshold', () => {
    render(<LazyImage src="https://cdn.test/pg.png" alt="PG Soft" width={80} height={80} />);
    const img = screen.getByAltText('PG Soft');
    // Out of view it holds a transparent pixel: no alt text or broken-picture icon is drawn, and it is not loaded.
    expect(img.getAttribute('src')).toBe(LAZY_PLACEHOLDER);
    fireEvent.load(img);
    expect(img.className).not.toContain('ui-lazy-image--loaded');
    expect(lastObserver().options.threshold).toBe(0.1);
    lastObserver().fire(false);
    expect(img.getAttribute('src')).toBe(LAZY_PLACEHOLDER);
    lastObserver().fire(true);
    expect(img.getAttribute('src')).toBe('https://cdn.test/pg.png');
    expect(lastObserver().disconnected).toBe(true);
    fireEvent.load(img);
    expect(img.className).toContain('ui-lazy-image--loaded');
  });

  it('retries once with a cache-busting query, then hides itself', () => {
    const onBroken = vi.fn();
    const { container } = render(
      <LazyImage src="https://cdn.test/jili.png?v=2#x" alt="JILI" onBroken={onBroken} />,
    );
    lastObserver().fire(true);
    const img = screen.getByAltText('JILI');
    fireEvent.error(img);
    const retried = img.getAttribute('src') ?? '';
    expect(retried).not.toBe('https://cdn.test/jili.png?v=2#x');
    expect(retried).toMatch(/^https:\/\/cdn\.test\/jili\.png\?v=2&_retry=1\.\d+#x$/);
    expect(onBroken).not.toHaveBeenCalled();
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(onBroken).toHaveBeenCalledOnce();
  });

  it('shows the image when the retry succeeds', () => {
    render(<LazyImage src="/logo.png" alt="Logo" />);
    lastObserver().fire(true);
    const img = screen.getByAltText('Logo');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toMatch(/^\/logo\.png\?_retry=1\.\d+$/);
    fireEvent.load(img);
    expect(screen.getByAltText('Logo').className).toContain('ui-lazy-image--loaded');
  });

  it('starts over for a new src', () => {
    const { rerender } = render(<LazyImage src="/a.png" alt="Vendor" />);
    lastObserver().fire(true);
    fireEvent.error(screen.getByAltText('Vendor'));
    fireEvent.error(screen.getByAltText('Vendor'));
    expect(screen.queryByAltText('Vendor')).toBeNull();
    rerender(<LazyImage src="/b.png" alt="Vendor" />);
    expect(screen.getByAltText('Vendor').getAttribute('src')).toBe('/b.png');
  });

  it('hides itself when it has no address at all', () => {
    const onBroken = vi.fn();
    const { container } = render(<LazyImage src="" alt="Vendor" onBroken={onBroken} />);
    expect(container.querySelector('img')).toBeNull();
    expect(onBroken).toHaveBeenCalledOnce();
  });

  it('draws an image this page has shown before at once: no skeleton, no waiting to be in view, no fade', () => {
    const first = render(<LazyImage src="/cards/koi.png" alt="Lucky Koi" />);
    lastObserver().fire(true);
    fireEvent.load(screen.getByAltText('Lucky Koi'));
    expect(screen.getByAltText('Lucky Koi').className).not.toContain('ui-lazy-image--again');
    first.unmount();
    // The row drawn again (a carousel in its place, a return to the home page).
    render(<LazyImage src="/cards/koi.png" alt="Lucky Koi" />);
    const again = screen.getByAltText('Lucky Koi');
    expect(again.getAttribute('src')).toBe('/cards/koi.png');
    expect(again.className).toContain('ui-lazy-image--loaded');
    expect(again.className).toContain('ui-lazy-image--again');
  });

  it('waits for the view again for an image that only came at its retry', () => {
    const first = render(<LazyImage src="/cards/tiger.png" alt="Tiger" />);
    lastObserver().fire(true);
    fireEvent.error(screen.getByAltText('Tiger'));
    fireEvent.load(screen.getByAltText('Tiger'));
    first.unmount();
    render(<LazyImage src="/cards/tiger.png" alt="Tiger" />);
    expect(screen.getByAltText('Tiger').getAttribute('src')).toBe(LAZY_PLACEHOLDER);
  });

  it('loads at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/old.png" alt="Old phone" />);
    expect(screen.getByAltText('Old phone').getAttribute('src')).toBe('/old.png');
  });
});
