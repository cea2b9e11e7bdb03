import { focusIfLost, Icon, type IconName } from '@platform/shared-ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { FormAlert } from '../../components/form-alert';

export interface SecurityRowProps {
  icon: IconName;
  title: string;
  /** What is set now, e.g. the masked mobile or "Not set". */
  status: string;
  /** Whether the fact is in place (colours the status). */
  ok: boolean;
  action: string;
  open: boolean;
  /** Opened because another page or panel asked for it: brought into view with the focus in its form. */
  asked?: boolean;
  onToggle: () => void;
  /** Said after the item's form went through. */
  done?: string | null;
  testId: string;
  children: ReactNode;
}

/** One security item: its state at a glance and, opened, the form that changes it. */
export function SecurityRow({
  icon,
  title,
  status,
  ok,
  action,
  open,
  asked = false,
  onToggle,
  done,
  testId,
  children,
}: SecurityRowProps) {
  const panelId = useId();
  const item = useRef<HTMLLIElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!asked) return;
    // On a phone the form opens below the fold: the member who pressed "Set payment password" lands on it.
    item.current?.scrollIntoView?.({ block: 'start' });
    const field = panel.current?.querySelector<HTMLElement>('input, select');
    (field ?? toggleButton.current)?.focus({ preventScroll: true });
  }, [asked]);
  const wasOpen = useRef(open);
  useEffect(() => {
    // A form that went through closes under the focus: it goes back to the item's button, beside what was said.
    if (wasOpen.current && !open) focusIfLost(toggleButton.current, null, { preventScroll: true });
    wasOpen.current = open;
  }, [open]);
  return (
    <li
      ref={item}
      className={`mc-security__item${open ? ' mc-security__item--open' : ''}`}
      data-testid={testId}
    >
      <div className="mc-security__row">
        <span className="mc-security__icon" aria-hidden="true">
          <Icon name={icon} size={20} />
        </span>
        <span className="mc-security__text">
          <span className="mc-security__title">{title}</span>
          <span className={`mc-security__status${ok ? ' mc-security__status--ok' : ''}`}>{status}</span>
        </span>
        <button
          type="button"
          ref={toggleButton}
          className="mc-security__action"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {action}
          <Icon name="chevron-down" size={16} className="mc-security__chevron" />
        </button>
      </div>
      {done && <FormAlert tone="success" message={done} />}
      <div ref={panel} id={panelId} className="mc-security__panel" hidden={!open}>
        {open && children}
      </div>
    </li>
  );
}
