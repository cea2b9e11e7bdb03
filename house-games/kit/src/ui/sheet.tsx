import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useTexts } from '../i18n/texts-context';

/** A panel over the game (full screen on a phone, a card on a wide screen); Escape or the close button ends it. */
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
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    if (!onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div class="sheet-backdrop">
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
