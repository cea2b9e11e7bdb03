import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useAutoplayRuns, useHeld, useInView } from './autoplay-gate';
import { carouselRole } from './carousel-role';

type SwiperRow = typeof import('./swiper-carousel').default;

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
  /** The player stopped the autoplay (useRotation). */
  stopped?: boolean;
  /**
   * A carousel on its own (the banners) is a landmark of the page; one inside a titled section (hot games, winners)
   * is a group of that section, so the page has no two landmarks of one name.
   */
  landmark?: boolean;
}

/** A carousel moves by itself only with more than one slide: there is nowhere to move one. */
export const movesBySelf = (slideCount: number) => slideCount > 1;

export interface CarouselProps extends CarouselOptions {
  slides: readonly CarouselSlide[];
  /** The carousel's accessible name. */
  label: string;
  className?: string;
}

/** The page has seen the player's first tap, click, key or scroll: anything not needed to look right may load now. */
let interacted = false;
/** Gestures that have ended: swiper starts loading after them. */
const interactionEvents = ['click', 'keyup', 'wheel', 'scroll'] as const;
/**
 * How long the row must have been left alone (no pointer on it, no focus in it) before swiper takes its place.
 * The swap remounts the cards: a tap under way would lose its click (the browser sends it after the finger lifts,
 * not always in the same task) and a focused card its focus.
 */
const SWAP_WHEN_LEFT_MS = 400;
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

/** The row's scroll offset that shows slide `index` first (negative in a right-to-left row, as scrollLeft is). */
function offsetOf(row: HTMLElement, index: number): number {
  const slides = row.children as HTMLCollectionOf<HTMLElement>;
  return slides[index]!.offsetLeft - slides[0]!.offsetLeft;
}

/** The slide the row shows first. */
function slideInView(row: HTMLElement, count: number): number {
  const step = row.children.length > 1 ? Math.abs(offsetOf(row, 1)) : 0;
  return step ? Math.round(Math.abs(row.scrollLeft) / step) % count : 0;
}

/**
 * Until swiper is there, an autoplaying row moves itself as swiper would: a slide every `autoplayMs`, each move
 * taking `speedMs`; on from the last to the first when it loops, else back to the start. Snapping is off during a
 * move, which would otherwise stop it at once.
 */
function useRowAutoplay(
  ref: RefObject<HTMLElement | null>,
  count: number,
  autoplayMs: number | undefined,
  speedMs: number,
  loop: boolean,
) {
  useEffect(() => {
    const row = ref.current;
    if (!row || !autoplayMs) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const glide = (to: number, done?: () => void) => {
      const from = row.scrollLeft;
      const start = performance.now();
      row.style.scrollSnapType = 'none';
      const move = (now: number) => {
        const t = Math.min(1, (now - start) / speedMs);
        row.scrollLeft = from + (to - from) * (1 - (1 - t) ** 3);
        if (t < 1) {
          frame = requestAnimationFrame(move);
          return;
        }
        row.style.scrollSnapType = '';
        done?.();
        wait();
      };
      frame = requestAnimationFrame(move);
    };
    const advance = () => {
      const next = slideInView(row, count) + 1;
      if (next < count) glide(offsetOf(row, next));
      else if (loop) {
        // The first slide is drawn after the last for this move, then put back: the loop goes on forward, as
        // swiper's. Moved by a transform, not by reordering, so no slide changes place in the layout (a layout
        // shift for every loop).
        const first = row.firstElementChild as HTMLElement;
        const step = offsetOf(row, 1);
        first.style.transform = `translateX(${count * step}px)`;
        glide(row.scrollLeft + step, () => {
          first.style.removeProperty('transform');
          row.scrollLeft = 0;
        });
      } else glide(0);
    };
    const wait = () => {
      timer = setTimeout(advance, autoplayMs);
    };
    wait();
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      row.style.scrollSnapType = '';
      (row.firstElementChild as HTMLElement | null)?.style.removeProperty('transform');
    };
  }, [ref, count, autoplayMs, speedMs, loop]);
}

/**
 * A swiper carousel that costs nothing before it matters: first a plain scroll-snap row with the same slide
 * widths (already swipeable, and autoplaying as swiper would), then swiper itself, fetched once the row is in view
 * and the player has interacted with the page, and swapped in on the slide the row shows. This keeps swiper out
 * of the home page's JavaScript before the first interaction, even for the autoplaying banners at the top.
 */
export function Carousel({ slides, label, className, stopped = false, ...options }: CarouselProps) {
  const ref = useRef<HTMLElement | null>(null);
  // The element on the page, row or swiper: what the autoplay's gate watches.
  const [box, setBox] = useState<HTMLElement | null>(null);
  const rowRef = useCallback((row: HTMLElement | null) => {
    ref.current = row;
    if (row) setBox(row);
  }, []);
  const [loaded, setLoaded] = useState<SwiperRow | null>(null);
  const [swiper, setSwiper] = useState<{ Carousel: SwiperRow; startAt: number } | null>(null);
  const inView = useInView(box);
  const held = useHeld(box);
  const runs = useAutoplayRuns(held, inView, stopped);
  const autoplayMs = movesBySelf(slides.length) ? options.autoplayMs : undefined;
  const loop = Boolean(options.loop) && slides.length > 1;
  useRowAutoplay(ref, slides.length, runs ? autoplayMs : undefined, options.speedMs ?? 300, loop);

  useEffect(() => {
    if (loaded || inView !== true || !ref.current || typeof IntersectionObserver === 'undefined') return;
    let gone = false;
    // Loaded first, swapped after: the row stays (and keeps moving) until swiper can take its place.
    const stop = onFirstInteraction(() => {
      void import('./swiper-carousel').then(({ default: carousel }) => {
        if (!gone) setLoaded(() => carousel);
      });
    });
    return () => {
      gone = true;
      stop();
    };
  }, [loaded, inView]);

  useEffect(() => {
    if (!loaded || swiper || held) return;
    const timer = setTimeout(() => {
      if (ref.current) setSwiper({ Carousel: loaded, startAt: slideInView(ref.current, slides.length) });
    }, SWAP_WHEN_LEFT_MS);
    return () => clearTimeout(timer);
  }, [loaded, swiper, held, slides.length]);

  if (swiper)
    return (
      <swiper.Carousel
        slides={slides}
        label={label}
        className={className}
        {...options}
        autoplayMs={autoplayMs}
        initialSlide={swiper.startAt}
        autoplayRuns={runs}
        boxRef={setBox}
      />
    );
  const style = {
    '--per-view-narrow': options.perView.narrow,
    '--per-view-wide': options.perView.wide,
  } as CSSProperties;
  return (
    <section
      ref={rowRef}
      className={`lobby-rail ${className ?? ''}`}
      style={style}
      aria-label={label}
      {...carouselRole(options.landmark)}
    >
      {slides.map((slide) => (
        <div key={slide.key} className="lobby-rail__slide">
          {slide.content}
        </div>
      ))}
    </section>
  );
}
