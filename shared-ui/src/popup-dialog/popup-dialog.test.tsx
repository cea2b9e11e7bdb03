// @vitest-environment jsdom
// DOMPurify does not support happy-dom (under it, payloads pass through), so this file runs in jsdom.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupDialog, type PopupDialogProps } from './popup-dialog';

function renderPopup(props: Partial<PopupDialogProps> = {}) {
  const onClose = vi.fn();
  const utils = render(<PopupDialog open onClose={onClose} closeLabel="Close" testId="popup" {...props} />);
  return { onClose, ...utils };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PopupDialog', () => {
  it('shows icon, title and text, named by the title and described by the message', () => {
    renderPopup({ icon: 'success', title: 'Deposit received', text: 'Your balance is updated.' });
    const dialog = screen.getByRole('dialog', { name: 'Deposit received' });
    expect(dialog.querySelector('[data-icon="success"]')).not.toBeNull();
    const message = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Your balance is updated.');
  });

  it('marks the title and message with their language when they are not in the page language', () => {
    renderPopup({ title: 'Maintenance tonight', html: '<p>From 02:00</p>', lang: 'en' });
    const dialog = screen.getByRole('dialog', { name: 'Maintenance tonight' });
    expect(dialog.querySelector('h2')?.getAttribute('lang')).toBe('en');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.getAttribute('lang')).toBe(
      'en',
    );
  });

  it('is an alertdialog named by its message when it is an error without a title', () => {
    renderPopup({ icon: 'error', text: 'Session expired' });
    expect(screen.getByRole('alertdialog', { name: 'Session expired' })).toBeTruthy();
  });

  it('sanitises html: an <img onerror> and a <script> payload are stripped', async () => {
    renderPopup({
      html: '<p>Hello <b>player</b></p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>',
    });
    const dialog = screen.getByTestId('popup');
    await waitFor(() => expect(dialog.querySelector('b')?.textContent).toBe('player'));
    expect(dialog.querySelector('script')).toBeNull();
    const img = dialog.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.hasAttribute('onerror')).toBe(false);
    expect(dialog.innerHTML).not.toContain('__pwned');
  });

  it('a button without onClick closes; a button with onClick leaves closing to its handler', () => {
    const onConfirm = vi.fn();
    const { onClose } = renderPopup({
      text: 'Leave the game?',
      buttons: [{ label: 'Cancel' }, { label: 'Leave', variant: 'primary', onClick: onConfirm }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on the cover only when coverClose is set', () => {
    const first = renderPopup({ text: 'Hi' });
    fireEvent.click(screen.getByTestId('popup-cover'));
    expect(first.onClose).not.toHaveBeenCalled();
    first.unmount();
    const second = renderPopup({ text: 'Hi', coverClose: true });
    fireEvent.click(screen.getByTestId('popup-cover'));
    expect(second.onClose).toHaveBeenCalledOnce();
  });

  it('closes by itself after timeoutMs, once', () => {
    vi.useFakeTimers();
    const { onClose } = renderPopup({ text: 'Copied', timeoutMs: 3000 });
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('starts the timeout again for the next message shown in the same popup', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { rerender } = render(
      <PopupDialog open onClose={onClose} closeLabel="Close" text="First" timeoutMs={3000} />,
    );
    act(() => vi.advanceTimersByTime(2000));
    rerender(<PopupDialog open onClose={onClose} closeLabel="Close" text="Second" timeoutMs={3000} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('does not time out while closed', () => {
    vi.useFakeTimers();
    const { onClose } = renderPopup({ open: false, timeoutMs: 1000 });
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
