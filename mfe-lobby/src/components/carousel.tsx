import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

const SwiperCarousel = lazy(() => import('./swiper-carousel'));

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselOptions {
  /** Slides in view on phones and from 768 px up. */
  perView: { narrow: number; wide: number };
  /** Slides moved per step on phones and from 768 px up. */
  step?: { narrow: number; wide: number };
  autoplayMs?: number;
  speedMs?: number;
  loop?: boolean;
}

export interface CarouselProps extends CarouselOptions {
  slides: readonly CarouselSlide[];
  /** The carousel's accessible name. */
  label: string;
  className?: string;
}

/** The page has seen the player's first tap, click, key or scroll: anything not needed to look right may load now. */
let interacted = false;
/**
 * Gestures that have ENDED: swapping the row for swiper remounts its cards, so upgrading on pointerdown would swallow
 * the click that follows (the first tap on a card's Play would do nothing). The swap also waits for the current task
 * so the gesture's own click handlers run first.
 */
const interactionEvents = ['click', 'keyup', 'wheel', 'scroll'] as const;
function onFirstInteraction(listener: () => void): () => void {
  if (interacted) {
    listener();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unlisten = () => {
    for (const name of interactionEvents) removeEventListener(name, fire);
  };
  function fire() {
    interacted = true;
    unlisten();
    timer = setTimeout(listener, 0);
  }
  for (const name of interactionEvents) addEventListener(name, fire, { passive: true });
  return () => {
    clearTimeout(timer);
    unlisten();
  };
}

/**
 * A swiper carousel that costs nothing before it matters: first a plain scroll-snap row with the same slide
 * widths (already swipeable), then swiper itself, fetched once the row is in view and either the player has
 * interacted with the page or, for an autoplaying row, its first slide has had its time on screen (swiper then
 * moves on at once, so the cadence holds). This keeps swiper out of the home page's first-paint budget, even for
 * the banners at the top of the page.
 */
export function Carousel({ slides, label, className, ...options }: CarouselProps) {
  const ref = useRef<HTMLElement>(null);
  const [upgraded, setUpgraded] = useState(false);
  const advanceOnStart = useRef(false);
  const autoplayMs = slides.length > 1 ? options.autoplayMs : undefined;

  useEffect(() => {
    if (upgraded || !ref.current || typeof IntersectionObserver === 'undefined') return;
    let inView = false;
    let ready = false;
    const check = () => inView && ready && setUpgraded(true);
    const observer = new IntersectionObserver((entries) => {
      inView = entries.some((entry) => entry.isIntersecting);
      check();
    });
    observer.observe(ref.current);
    const stop = onFirstInteraction(() => {
      ready = true;
      check();
    });
    const firstSlideShown = autoplayMs
      ? setTimeout(() => {
          advanceOnStart.current = true;
          ready = true;
          check();
        }, autoplayMs)
      : undefined;
    return () => {
      observer.disconnect();
      stop();
      clearTimeout(firstSlideShown);
    };
  }, [upgraded, autoplayMs]);

  const style = {
    '--per-view-narrow': options.perView.narrow,
    '--per-view-wide': options.perView.wide,
  } as CSSProperties;
  const row = (
    <section ref={ref} className={`lobby-rail ${className ?? ''}`} style={style} aria-label={label}>
      {slides.map((slide) => (
        <div key={slide.key} className="lobby-rail__slide">
          {slide.content}
        </div>
      ))}
    </section>
  );
  if (!upgraded) return row;
  return (
    <Suspense fallback={row}>
      <SwiperCarousel
        slides={slides}
        label={label}
        className={className}
        {...options}
        advanceOnStart={advanceOnStart.current}
      />
    </Suspense>
  );
}
