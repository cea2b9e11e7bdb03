import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cx } from '../internal/class-names';
import './tabs.css';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<Id extends string = string> {
  tabs: readonly TabItem<Id>[];
  /** The selected tab's id. */
  value: Id;
  onChange: (id: Id) => void;
  /** Accessible name of the tab list, e.g. t('login.methods'). */
  ariaLabel: string;
  /**
   * Prefix for the tab ids (`${idPrefix}-tab-${id}`); give the same one to <TabPanel> to link tab and panel.
   * Without it a generated prefix is used and tabs are not linked to panels.
   */
  idPrefix?: string;
  /** 'fill': tabs share the width equally (e.g. two login methods in a modal). Default 'auto'. */
  layout?: 'auto' | 'fill';
  className?: string;
}

/**
 * A tab list (the panels are the caller's; see TabPanel). Arrow keys move between tabs and select them (the
 * direction follows dir="rtl"), Home and End jump to the ends; only the selected tab is in the Tab order.
 */
export function Tabs<Id extends string = string>({
  tabs,
  value,
  onChange,
  ariaLabel,
  idPrefix,
  layout = 'auto',
  className,
}: TabsProps<Id>) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((tab) => !tab.disabled);
    if (enabled.length === 0) return;
    const current = enabled.findIndex((tab) => tab.id === value);
    const rtl = listRef.current?.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const step = (delta: number) => (current + delta + enabled.length) % enabled.length;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = step(rtl ? -1 : 1);
        break;
      case 'ArrowLeft':
        next = step(rtl ? 1 : -1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = enabled.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const target = enabled[next]!;
    onChange(target.id);
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [];
    Array.from(buttons)
      .find((button) => button.dataset.tabId === target.id)
      ?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={ariaLabel}
      aria-orientation="horizontal"
      className={cx('ui-tabs', layout === 'fill' && 'ui-tabs--fill', className)}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(prefix, tab.id)}
            data-tab-id={tab.id}
            aria-selected={selected}
            aria-controls={idPrefix ? panelId(idPrefix, tab.id) : undefined}
            tabIndex={selected ? 0 : -1}
            disabled={tab.disabled}
            className="ui-tabs__tab"
            onClick={() => {
              if (!selected) onChange(tab.id);
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps {
  /** The same idPrefix as the Tabs. */
  idPrefix: string;
  /** The id of the tab this panel belongs to. */
  tabId: string;
  children?: ReactNode;
  className?: string;
}

/** The panel of one tab, labelled by it. Render only the selected one (or hide the rest). */
export function TabPanel({ idPrefix, tabId: id, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      className={cx('ui-tab-panel', className)}
    >
      {children}
    </div>
  );
}

function tabId(prefix: string, id: string) {
  return `${prefix}-tab-${id}`;
}

function panelId(prefix: string, id: string) {
  return `${prefix}-panel-${id}`;
}
