import { type CSSProperties, type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Where `ref`'s box starts on the page, as the CSS variable `--game-top`: the game page then takes the screen's
 * height below it (lobby.css), whatever the site's header, category bar and page padding add up to at this width.
 * Read again when the window changes size, as those change with it.
 */
export function useFitBelow(ref: RefObject<HTMLElement | null>): CSSProperties | undefined {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const box = ref.current;
      if (box) setTop(Math.round(box.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return top === null ? undefined : ({ '--game-top': `${top}px` } as CSSProperties);
}
