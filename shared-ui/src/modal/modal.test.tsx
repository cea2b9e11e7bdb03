import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './modal';
import { useOpenDialogs } from './use-open-dialogs';

function renderModal(props: Partial<ModalProps> = {}) {
  const onClose = vi.fn();
  const utils = render(
    <Modal open onClose={onClose} title="Log in" closeLabel="Close" testId="login" {...props}>
      <input aria-label="Username" />
    </Modal>,
  );
  return { onClose, ...utils };
}

function pressEscape() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
}

function OpenerAndModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Log in" closeLabel="Close">
        <input aria-label="Username" />
      </Modal>
    </>
  );
}

function FocusFirstInput() {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <Modal open onClose={() => {}} title="Log in" closeLabel="Close" initialFocusRef={ref}>
      <input ref={ref} aria-label="Username" />
    </Modal>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="Log in" closeLabel="Close">
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog in a portal on the body, named by its title', () => {
    const { container } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-testid')).toBe('login');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it('closes with Escape, the close button and a click on the cover', () => {
    const { onClose } = renderModal();
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByTestId('login-cover'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps open on a cover click when closeOnCover is false', () => {
    const { onClose } = renderModal({ closeOnCover: false });
    fireEvent.click(screen.getByTestId('login-cover'));
    expect(onClose).not.toHaveBeenCalled();
    pressEscape();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('cannot be dismissed when dismissible is false (forced password change)', () => {
    const { onClose } = renderModal({ dismissible: false });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    pressEscape();
    fireEvent.click(screen.getByTestId('login-cover'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close when clicking inside the dialog', () => {
    const { onClose } = renderModal();
    fireEvent.click(screen.getByRole('textbox', { name: 'Username' }));
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('moves focus inside on open and returns it to the opener on close', () => {
    render(<OpenerAndModal />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    pressEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('focuses initialFocusRef when given', () => {
    render(<FocusFirstInput />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }));
  });

  it('wraps Tab focus round inside the dialog', () => {
    renderModal({ footer: <button type="button">Submit</button> });
    const dialog = screen.getByRole('dialog');
    const sentinels = dialog.parentElement!.querySelectorAll<HTMLElement>('.ui-modal__sentinel');
    act(() => sentinels[1]!.focus());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    act(() => sentinels[0]!.focus());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
  });

  it('locks the page scroll while open and restores it after', () => {
    document.body.style.overflow = 'scroll';
    const { unmount } = renderModal();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('sends Escape to the top dialog only and keeps the scroll locked until the last one closes', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const { rerender } = render(
      <>
        <Modal open onClose={outer} title="Outer" closeLabel="Close" />
        <Modal open onClose={inner} title="Inner" closeLabel="Close" layer="popup" />
      </>,
    );
    pressEscape();
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
    rerender(
      <>
        <Modal open onClose={outer} title="Outer" closeLabel="Close" />
        <Modal open={false} onClose={inner} title="Inner" closeLabel="Close" layer="popup" />
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    pressEscape();
    expect(outer).toHaveBeenCalledOnce();
  });

  it('is named by ariaLabel when it has no title', () => {
    render(<Modal open onClose={() => {}} ariaLabel="Game" closeLabel="Close" />);
    expect(screen.getByRole('dialog', { name: 'Game' })).toBeTruthy();
  });
});

function Count() {
  return <output data-testid="count">{useOpenDialogs()}</output>;
}

describe('open dialogs', () => {
  it('counts the dialogs open in the page as they open and close', () => {
    const { rerender } = render(
      <>
        <Count />
        <Modal open onClose={() => undefined} title="Log in" closeLabel="Close" />
        <Modal open onClose={() => undefined} title="News" closeLabel="Close" />
      </>,
    );
    expect(screen.getByTestId('count').textContent).toBe('2');
    rerender(
      <>
        <Count />
        <Modal open={false} onClose={() => undefined} title="Log in" closeLabel="Close" />
        <Modal open onClose={() => undefined} title="News" closeLabel="Close" />
      </>,
    );
    expect(screen.getByTestId('count').textContent).toBe('1');
  });
});
