import { Icon } from '@platform/shared-ui';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

export interface DropdownOption {
  value: string;
  label: ReactNode;
  /** Extra text under or beside the label. */
  hint?: ReactNode;
  /** BCP 47 language of the label, so each language name gets its own font and shaping. */
  lang?: string;
}

interface DropdownMenuProps {
  /** What the trigger shows. */
  trigger: ReactNode;
  /** Accessible name of the trigger and the list. */
  label: string;
  options: readonly DropdownOption[];
  value: string | null;
  onSelect: (value: string) => void;
  className?: string;
  /** Two columns for long lists (the 34 languages). */
  columns?: 1 | 2;
  testId?: string;
}

/**
 * A button that opens a list of choices (menu with radio items): arrows move, Enter or a click chooses, Escape
 * or a click outside closes and focus returns to the button.
 */
export function DropdownMenu({
  trigger,
  label,
  options,
  value,
  onSelect,
  className,
  columns = 1,
  testId,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = listRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]');
    const selected = listRef.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    (selected ?? items?.[0])?.focus({ preventScroll: false });
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = columns === 2 ? 2 : 1;
    const move = (to: number) => {
      event.preventDefault();
      items[Math.max(0, Math.min(items.length - 1, to))]?.focus();
    };
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case 'ArrowDown':
        move(index + step);
        break;
      case 'ArrowUp':
        move(index - step);
        break;
      case 'ArrowRight':
        if (columns === 2) move(index + (document.dir === 'rtl' ? -1 : 1));
        break;
      case 'ArrowLeft':
        if (columns === 2) move(index + (document.dir === 'rtl' ? 1 : -1));
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(items.length - 1);
        break;
    }
  };

  return (
    <div ref={rootRef} className={`dropdown ${className ?? ''}`} data-open={open || undefined}>
      <button
        ref={buttonRef}
        type="button"
        className="dropdown__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={label}
        data-testid={testId}
        onClick={() => setOpen((now) => !now)}
      >
        {trigger}
        <Icon name="chevron-down" size={16} className="dropdown__chevron" />
      </button>
      {open && (
        <div
          ref={listRef}
          id={listId}
          role="menu"
          aria-label={label}
          className={`dropdown__list dropdown__list--cols-${columns}`}
          onKeyDown={onKeyDown}
        >
          {options.map((option) => {
            const checked = option.value === value;
            return (
              <button
                key={option.value}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={-1}
                className="dropdown__item"
                onClick={() => {
                  close(true);
                  if (!checked) onSelect(option.value);
                }}
              >
                <span className="dropdown__label" lang={option.lang}>
                  {option.label}
                </span>
                {option.hint != null && <span className="dropdown__hint">{option.hint}</span>}
                {checked && <Icon name="check" size={16} className="dropdown__check" />}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
