import { useEffect, useState } from 'react';

/**
 * False while a screen draws for the first time, true from the task after its paint: what is drawn only then does
 * not lengthen the task that draws the part in view (one long task blocks the player's first tap), and the part in
 * view is painted first.
 */
export function useNextTask(): boolean {
  const [next, setNext] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setNext(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return next;
}
