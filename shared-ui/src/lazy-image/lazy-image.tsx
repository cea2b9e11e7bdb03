import { LIMITS } from '@platform/shared-contracts/client';
import { useEffect, useRef, useState } from 'react';
import { cx } from '../internal/class-names';
import { useLatest } from '../internal/use-latest';
import './lazy-image.css';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size in pixels; reserves the space before the image arrives. */
  width?: number;
  height?: number;
  className?: string;
  /** Called once the image is given up on (it has then removed itself), e.g. to hide a vendor tile. */
  onBroken?: () => void;
}

interface Attempt {
  /** The `src` prop this attempt belongs to; a new prop starts afresh. */
  forSrc: string;
  url: string;
  retries: number;
  loaded: boolean;
  broken: boolean;
  /** This page has shown the image before: it is drawn at once, without waiting to be in view or fading in. */
  again: boolean;
}

/**
 * The addresses this page has shown (loaded at the first try). One drawn again (a carousel taking a row's place, a
 * return to the home page) comes from the browser's cache: showing the skeleton and fading it in once more would
 * flash every card of the row.
 */
const shownOnThisPage = new Set<string>();

const firstAttempt = (src: string): Attempt => {
  const again = shownOnThisPage.has(src);
  return { forSrc: src, url: src, retries: 0, loaded: again, broken: !src, again };
};

/**
 * Stands in until the image is in view: a transparent pixel, so the browser draws neither the alt text nor a
 * broken-picture icon for an image without an address (the CSS shows the skeleton colour behind it).
 */
export const LAZY_PLACEHOLDER =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The same address with a query that no cache has seen, keeping any #fragment last. */
function cacheBusted(src: string, retry: number): string {
  const hashAt = src.indexOf('#');
  const base = hashAt >= 0 ? src.slice(0, hashAt) : src;
  const hash = hashAt >= 0 ? src.slice(hashAt) : '';
  return `${base}${base.includes('?') ? '&' : '?'}_retry=${retry}.${Date.now()}${hash}`;
}

/**
 * An image that loads only once 10% of it is in view (LIMITS.lazyImageThreshold), retries once with a
 * cache-busting query when it fails (LIMITS.lazyImageRetries), and after that removes itself: a broken vendor
 * icon is hidden, not shown as a broken picture. One this page has shown before is drawn at once.
 */
export function LazyImage({ src, alt, width, height, className, onBroken }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [stored, setAttempt] = useState(() => firstAttempt(src));
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  const broken = useLatest(onBroken);

  // A new src starts over (state adjusted during render, so the old picture is never shown for it).
  let attempt = stored;
  if (stored.forSrc !== src) {
    attempt = firstAttempt(src);
    setAttempt(attempt);
  }

  // Asked for: in view, or shown before on this page.
  const asked = inView || attempt.again;
  useEffect(() => {
    if (asked || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: LIMITS.lazyImageThreshold },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [asked]);

  const isBroken = attempt.broken;
  useEffect(() => {
    if (isBroken) broken.current?.();
  }, [isBroken, broken]);

  if (isBroken) return null;

  const onError = () => {
    if (!asked) return;
    setAttempt((current) => {
      if (current.forSrc !== src || current.broken) return current;
      const canRetry = current.retries < LIMITS.lazyImageRetries && !/^(data|blob):/.test(src);
      return canRetry
        ? { ...current, retries: current.retries + 1, url: cacheBusted(src, current.retries + 1) }
        : { ...current, broken: true };
    });
  };

  return (
    <img
      ref={ref}
      src={asked ? attempt.url : LAZY_PLACEHOLDER}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={cx(
        'ui-lazy-image',
        attempt.loaded && 'ui-lazy-image--loaded',
        attempt.again && 'ui-lazy-image--again',
        className,
      )}
      onLoad={(event) => {
        const loadedUrl = event.currentTarget.getAttribute('src');
        if (loadedUrl === LAZY_PLACEHOLDER) return;
        if (loadedUrl === src) shownOnThisPage.add(src);
        setAttempt((current) => (current.forSrc === src ? { ...current, loaded: true } : current));
      }}
      onError={onError}
    />
  );
}
