import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below (or above) the viewport a part starts to be drawn, in px: about a flick's first frame on a phone. */
const DRAW_AHEAD = 200;

/** Whether `element`'s box is within DRAW_AHEAD of the viewport now. */
function isNear(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.top < window.innerHeight + DRAW_AHEAD && box.bottom > -DRAW_AHEAD;
}

/**
 * Its children, drawn once their place comes within `DRAW_AHEAD` of the viewport, or the visitor presses a key (so
 * Tab and a screen reader's keys find them). Until then an empty block of `reserve` height keeps what follows where it
 * will be. A phone does not spend its start-up drawing what is a scroll away (decision 177).
 */
export function WhenNear({ children, reserve }: { children: ReactNode; reserve: string }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const draw = () => setNear(true);
    // Already near when first laid out (a tall screen, a short page): drawn now, not a frame later.
    if (isNear(element)) return draw();
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && draw(),
      {
        rootMargin: `${DRAW_AHEAD}px 0px`,
      },
    );
    observer.observe(element);
    document.addEventListener('keydown', draw, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', draw, true);
    };
  }, [near]);
  return near ? children : <div ref={place} style={{ minHeight: reserve }} />;
}
