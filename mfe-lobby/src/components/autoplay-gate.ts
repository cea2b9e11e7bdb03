import { useEffect, useState } from 'react';

/**
 * Whether any of `element` is in the viewport: null until the browser has said (a frame at most), true where it
 * cannot tell.
 */
export function useInView(element: HTMLElement | null): boolean | null {
  const [inView, setInView] = useState<boolean | null>(() =>
    typeof IntersectionObserver === 'undefined' ? true : null,
  );
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      setInView(entries.some((entry) => entry.isIntersecting));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}

const pageShown = () => document.visibilityState !== 'hidden';

/** Whether the page is shown, not a tab in the background. */
function usePageShown(): boolean {
  const [isShown, setShown] = useState(pageShown);
  useEffect(() => {
    const changed = () => setShown(pageShown());
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);
  return isShown;
}

/** Whether the player's pointer is over `element` or keyboard focus is in it: they are looking at a slide. */
export function useHeld(element: HTMLElement | null): boolean {
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  useEffect(() => {
    if (!element) return;
    const enter = () => setPointer(true);
    const leave = () => setPointer(false);
    const focusIn = () => setFocus(true);
    const focusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setFocus(false);
    };
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [element]);
  return pointer || focus;
}

/**
 * Whether a carousel's slides may move by themselves now (decision 150): not when the player stopped them, when the
 * carousel is out of view or the page in the background (moving costs a phone work nobody sees), nor while the
 * player's pointer or keyboard focus is on it.
 */
export function useAutoplayRuns(held: boolean, inView: boolean | null, stopped: boolean): boolean {
  const shown = usePageShown();
  return !stopped && inView !== false && shown && !held;
}
