import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * Keeps a keyboard player's place when the control they pressed goes away: Bet gives way to Cash out, a round's end
 * brings Bet back. The focus would fall to the page, and the next Tab start again from the top of the game. When
 * `moment` changes, the focus was last in `area` and now is nowhere (while this document has it), it goes to
 * `target()`. Focus a player moved elsewhere, or out to the site around the game, is left where it is.
 */
export function useFocusHandover(
  area: RefObject<HTMLElement | null>,
  moment: unknown,
  target: () => HTMLElement | null | undefined,
): void {
  const hadFocus = useRef(false);
  useEffect(() => {
    // Listened for on the document: the area may be drawn only after a loading screen.
    const entered = (event: FocusEvent) => {
      if (event.target instanceof Node && area.current?.contains(event.target)) hadFocus.current = true;
    };
    // A removed control's focus leaves with no new target; only a move to somewhere else ends the area's claim.
    const left = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !area.current?.contains(next)) hadFocus.current = false;
    };
    document.addEventListener('focusin', entered);
    document.addEventListener('focusout', left);
    return () => {
      document.removeEventListener('focusin', entered);
      document.removeEventListener('focusout', left);
    };
  }, [area]);
  // Runs at each new moment; `target` is read then.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (hadFocus.current && lost && document.hasFocus()) target()?.focus();
  }, [moment]);
}
