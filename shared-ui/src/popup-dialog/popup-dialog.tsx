import { type ReactNode, useEffect, useId } from 'react';
import { Button, type ButtonVariant } from '../button/button';
import { Icon } from '../icon/icon';
import { cx } from '../internal/class-names';
import { useLatest } from '../internal/use-latest';
import { Modal } from '../modal/modal';
import { SafeHtml } from '../safe-html/safe-html';
import './popup-dialog.css';

export type PopupIcon = 'info' | 'success' | 'warning' | 'error';

export interface PopupButton {
  label: string;
  /** Without onClick the button closes the popup; with it, the handler decides (call onClose to close). */
  onClick?: () => void;
  /** Default 'secondary'. */
  variant?: ButtonVariant;
}

export interface PopupDialogProps {
  open: boolean;
  icon?: PopupIcon;
  title?: ReactNode;
  /** Server or translation HTML; sanitised with DOMPurify before it is shown. */
  html?: string;
  /** Plain text (shown before `html` when both are given). */
  text?: ReactNode;
  /** The html `lang` of the title and message when they are in another language than the page (an operator's text). */
  lang?: string;
  buttons?: readonly PopupButton[];
  /** Close on a click on the dimmed cover. Default false: a message is closed on purpose. */
  coverClose?: boolean;
  /** Closes by itself after this many milliseconds (the timer starts again when the content changes). */
  timeoutMs?: number;
  /** Asked to close: close button, Escape, the cover (if coverClose), a button without onClick, or the timeout. */
  onClose: () => void;
  /** aria-label of the close button. */
  closeLabel: string;
  /** false: no close button and Escape does nothing; only the buttons (or the timeout) close it. Default true. */
  dismissible?: boolean;
  /** Extra content under the message. */
  children?: ReactNode;
  testId?: string;
}

/**
 * The generic popup of the spec: icon, title, message (text and/or sanitised HTML), buttons, optional closing
 * by the cover and by a timeout. Stacks above ordinary modals.
 */
export function PopupDialog({
  open,
  icon,
  title,
  html,
  text,
  lang,
  buttons = [],
  coverClose = false,
  timeoutMs,
  onClose,
  closeLabel,
  dismissible = true,
  children,
  testId,
}: PopupDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const close = useLatest(onClose);
  // Strings only, so a caller's new JSX on every render does not keep pushing the timeout back.
  const contentKey = [icon, title, text, html]
    .map((part) => (typeof part === 'string' ? part : ''))
    .join('\u0000');

  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey restarts the timer for a new message
  useEffect(() => {
    if (!open || timeoutMs == null || timeoutMs <= 0) return;
    const timer = setTimeout(() => close.current(), timeoutMs);
    return () => clearTimeout(timer);
  }, [open, timeoutMs, contentKey]);

  const hasTitle = title != null && title !== '';
  const hasText = text != null && text !== '';
  const alert = icon === 'error' || icon === 'warning';

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      layer="popup"
      role={alert ? 'alertdialog' : 'dialog'}
      closeOnCover={coverClose}
      dismissible={dismissible}
      closeLabel={closeLabel}
      ariaLabelledBy={hasTitle ? titleId : messageId}
      ariaDescribedBy={hasTitle ? messageId : undefined}
      className={cx('ui-popup', icon && `ui-popup--${icon}`)}
      testId={testId}
      footer={
        buttons.length > 0 ? (
          <div className="ui-popup__buttons">
            {buttons.map((button, index) => (
              <Button
                // biome-ignore lint/suspicious/noArrayIndexKey: the buttons are a fixed list for one popup
                key={index}
                variant={button.variant ?? 'secondary'}
                onClick={button.onClick ?? onClose}
              >
                {button.label}
              </Button>
            ))}
          </div>
        ) : undefined
      }
    >
      {icon && (
        <div className="ui-popup__icon">
          <Icon name={icon} size={48} />
        </div>
      )}
      {hasTitle && (
        <h2 id={titleId} className="ui-popup__title" lang={lang}>
          {title}
        </h2>
      )}
      <div id={messageId} className="ui-popup__message" lang={lang}>
        {hasText && <p className="ui-popup__text">{text}</p>}
        {html && <SafeHtml html={html} />}
      </div>
      {children}
    </Modal>
  );
}
