import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useTexts } from '../i18n/texts-context';
import { makeBackgroundInert } from './background-inert';

/**
 * Where focus goes when a sheet that nothing opened (the rules before the first bet) closes: the game's `main`, so a
 * screen reader announces the game and the next Tab reaches its first control, rather than focus falling to the page.
 */
function focusGame(game: HTMLElement | null | undefined) {
  if (!game?.isConnected) return;
  if (!game.hasAttribute('tabindex')) game.tabIndex = -1;
  game.focus({ preventScroll: true });
}

/**
 * A modal panel over the game (full screen on a phone, a card on a wide screen); Escape or the close button ends it.
 * While it is open the game behind it takes no focus or tap (a keyboard cannot reach Spin behind the rules); when it
 * closes, focus goes back to what opened it.
 */
export function Sheet({
  title,
  onClose,
  children,
  footer,
}: {
  title: string;
  onClose?: () => void;
  children: ComponentChildren;
  footer?: ComponentChildren;
}) {
  const { t } = useTexts();
  const backdrop = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, read by the Escape listener: a game passes a new function on each of its renders, and the
  // sheet must not take focus back from the control in use whenever the game draws again.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const opener = document.activeElement;
    const game = backdrop.current?.closest('main');
    const freeBackground = backdrop.current ? makeBackgroundInert(backdrop.current) : () => undefined;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      freeBackground();
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
      else focusGame(game);
    };
  }, []);
  return (
    <div class="sheet-backdrop" ref={backdrop}>
      <div class="sheet" role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} ref={panel}>
        <header class="sheet-head">
          <h2>{title}</h2>
          {onClose && (
            <button type="button" class="icon-button" onClick={onClose} aria-label={t('close')}>
              ✕
            </button>
          )}
        </header>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a body longer than the sheet (the rules, the round history)
            scrolls, and a keyboard scrolls only what has focus (WCAG 2.1.1; axe's scrollable-region-focusable). */}
        <section class="sheet-body" aria-label={title} tabIndex={0}>
          {children}
        </section>
        {footer && <footer class="sheet-foot">{footer}</footer>}
      </div>
    </div>
  );
}
