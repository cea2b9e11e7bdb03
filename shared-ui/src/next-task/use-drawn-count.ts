import { useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to draw now: `perTask` in the task that first draws the list, `perTask` more in
 * each task after, until all are drawn. A long list of rich items (game cards) then draws as several short tasks
 * instead of one long one, so a tap during it is answered between them; the caller keeps the places of the items not
 * drawn yet (placeholders of their size), so nothing moves as they come.
 */
export function useDrawnCount(total: number, perTask: number): number {
  const [drawn, setDrawn] = useState(perTask);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => setDrawn((count) => count + perTask), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, perTask]);
  return Math.min(drawn, total);
}
