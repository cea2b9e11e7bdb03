import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { cx } from '../internal/class-names';
import { useLatest } from '../internal/use-latest';
import { focusEdge } from './focusable';
import { pushModal } from './modal-stack';
import './modal.css';

export type ModalSize = 'sm' | 'md' | 'lg' | 'full';

export interface ModalProps {
  open: boolean;
  /** Asked to close: close button, Escape, or a click on the cover. The parent sets `open` to false. */
  onClose: () => void;
  /** Shown as the heading and used as the dialog's accessible name. */
  title?: ReactNode;
  children?: ReactNode;
  /** Actions under the scrolling body (buttons), always visible. */
  footer?: ReactNode;
  /** Max widths sm 360px, md 480px (default), lg 720px; 'full' fills the screen. */
  size?: ModalSize;
  /** Close on a click on the dimmed cover. Default true. */
  closeOnCover?: boolean;
  /** false: no close button, Escape and the cover do nothing (e.g. a forced password change). Default true. */
  dismissible?: boolean;
  /** aria-label of the close button, e.g. t('common.close'). */
  closeLabel: string;
  /** data-testid on the dialog element. */
  testId?: string;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  /** Ids of elements naming / describing the dialog, when not the title. */
  ariaLabelledBy?: string;
  ariaDescribedBy?: string;
  /** 'alertdialog' for messages that need the user's answer. Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus on open; by default the dialog itself is focused (no keyboard pop-up on phones). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'popup' stacks above ordinary modals (var(--z-popup)). Default 'modal'. */
  layer?: 'modal' | 'popup';
  /** Extra class on the dialog panel. */
  className?: string;
}

/**
 * A dialog in a portal on document.body: focus moves in on open, stays inside (Tab wraps) and returns to
 * where it was on close; the page does not scroll behind it. Phones (<= 480px) get a bottom sheet.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalContent {...props} />, document.body);
}

function ModalContent({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnCover = true,
  dismissible = true,
  closeLabel,
  testId,
  ariaLabel,
  ariaLabelledBy,
  ariaDescribedBy,
  role = 'dialog',
  initialFocusRef,
  layer = 'modal',
  className,
}: Omit<ModalProps, 'open'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const startGuardRef = useRef<HTMLSpanElement>(null);
  const endGuardRef = useRef<HTMLSpanElement>(null);
  const titleId = useId();
  // The latest props, read by the Escape listener that lives as long as the dialog is open.
  const latest = useLatest({ onClose, dismissible });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening; initialFocusRef is read then
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const pop = pushModal({
      onEscape: () => {
        if (latest.current.dismissible) latest.current.onClose();
      },
    });
    (initialFocusRef?.current ?? panelRef.current)?.focus({ preventScroll: true });

    // Tabbing onto a guard at either end of the dialog wraps focus round to the other end.
    const wrapTo = (edge: 'first' | 'last') => () => {
      const panel = panelRef.current;
      if (panel && !focusEdge(panel, edge)) panel.focus();
    };
    const toLast = wrapTo('last');
    const toFirst = wrapTo('first');
    const startGuard = startGuardRef.current;
    const endGuard = endGuardRef.current;
    startGuard?.addEventListener('focus', toLast);
    endGuard?.addEventListener('focus', toFirst);

    return () => {
      startGuard?.removeEventListener('focus', toLast);
      endGuard?.removeEventListener('focus', toFirst);
      pop();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const labelledBy = title != null ? titleId : ariaLabelledBy;
  const showHeader = title != null || dismissible;

  return (
    <div className={cx('ui-modal', `ui-modal--${size}`, layer === 'popup' && 'ui-modal--popup')}>
      {/* The cover is a pointer convenience; keyboard users close with Escape or the close button. */}
      <div
        className="ui-modal__cover"
        aria-hidden="true"
        data-testid={testId ? `${testId}-cover` : undefined}
        onClick={() => {
          if (closeOnCover && dismissible) onClose();
        }}
      />
      <span
        ref={startGuardRef}
        className="ui-modal__sentinel"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a focus-trap guard must take focus to pass it on
        tabIndex={0}
      />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is 'dialog' or 'alertdialog', both take aria-modal */}
      <div
        ref={panelRef}
        className={cx('ui-modal__panel', className)}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : ariaLabel}
        aria-describedby={ariaDescribedBy}
        tabIndex={-1}
        data-testid={testId}
      >
        {showHeader && (
          <div className={cx('ui-modal__header', title == null && 'ui-modal__header--bare')}>
            {title != null && (
              <h2 id={titleId} className="ui-modal__title">
                {title}
              </h2>
            )}
            {dismissible && (
              <IconButton label={closeLabel} className="ui-modal__close" onClick={onClose}>
                <Icon name="close" />
              </IconButton>
            )}
          </div>
        )}
        <div className="ui-modal__body">{children}</div>
        {footer != null && <div className="ui-modal__footer">{footer}</div>}
      </div>
      <span
        ref={endGuardRef}
        className="ui-modal__sentinel"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a focus-trap guard must take focus to pass it on
        tabIndex={0}
      />
    </div>
  );
}
