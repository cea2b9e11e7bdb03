import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabPanel, Tabs } from './tabs';

const TABS = [
  { id: 'username', label: 'Username' },
  { id: 'sms', label: 'SMS' },
  { id: 'social', label: 'Social', disabled: true },
  { id: 'qr', label: 'QR' },
];

function Harness({ dir }: { dir?: 'rtl' | 'ltr' }) {
  const [value, setValue] = useState('username');
  return (
    <div dir={dir}>
      <Tabs tabs={TABS} value={value} onChange={setValue} ariaLabel="Login method" idPrefix="login" />
      <TabPanel idPrefix="login" tabId={value}>
        panel {value}
      </TabPanel>
    </div>
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('marks the selected tab and links it to its panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeTruthy();
    const tab = selected();
    expect(tab.textContent).toBe('Username');
    expect(tab.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'SMS' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Username' });
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('selects on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(selected().textContent).toBe('SMS');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel sms');
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping round', () => {
    render(<Harness />);
    selected().focus();
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('SMS');
    expect(document.activeElement).toBe(selected());
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('QR');
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Username');
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('QR');
    fireEvent.keyDown(selected(), { key: 'Home' });
    expect(selected().textContent).toBe('Username');
    fireEvent.keyDown(selected(), { key: 'End' });
    expect(selected().textContent).toBe('QR');
    expect(document.activeElement).toBe(selected());
  });

  it('swaps the arrow keys in right-to-left pages', () => {
    render(<Harness dir="rtl" />);
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('SMS');
  });

  it('does not report a change when the selected tab is clicked again', () => {
    const onChange = vi.fn();
    render(<Tabs tabs={TABS} value="sms" onChange={onChange} ariaLabel="Login method" />);
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
