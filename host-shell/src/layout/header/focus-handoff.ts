import { focusEdge } from '@platform/shared-ui';
import { type RefObject, useEffect, useLayoutEffect } from 'react';

/** Whether the session area that just left the header held focus. One header, so one flag. */
let handedOver = false;

/**
 * The header's session area changes with the session: the guest's sign-in gives way to the account on login, and
 * back on logout. When the area that leaves holds focus (a login from the header's form), focus goes to the first
 * control of the area that arrives that really takes focus, once it is `ready`, instead of falling to the page, where
 * a keyboard or a screen reader would start again from the top (WCAG 2.4.3). A logout is confirmed in a popup, which
 * holds focus as the account leaves: focus falls to the page then (decision 168).
 */
export function useFocusHandoff(area: RefObject<HTMLElement | null>, ready = true): void {
  useLayoutEffect(() => {
    // The element as drawn: by the time an unmount's clean-up runs, the ref may already be cleared.
    const element = area.current;
    return () => {
      if (element?.contains(document.activeElement)) handedOver = true;
    };
  }, [area]);
  useEffect(() => {
    if (!ready || !handedOver || !area.current) return;
    handedOver = false;
    focusEdge(area.current, 'first');
  }, [area, ready]);
}
