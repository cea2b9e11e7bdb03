import { fireEvent, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import { renderWithTexts } from '../testing';
import { Sheet } from './sheet';

/** A game's page in small: a main action, a menu button that opens a sheet, and a figure that changes while it is open. */
function Game() {
  const [open, setOpen] = useState(false);
  const [ticks, setTicks] = useState(0);
  return (
    <main>
      <button type="button">Spin</button>
      <button type="button" onClick={() => setOpen(true)}>
        Paytable
      </button>
      <output data-testid="ticks">{ticks}</output>
      {open && (
        <Sheet title="Paytable and rules" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setTicks((n) => n + 1)}>
            Next page
          </button>
        </Sheet>
      )}
    </main>
  );
}

describe('the sheet', () => {
  it('keeps the game behind it out of reach while open, and gives focus back to its opener on Escape', () => {
    renderWithTexts(<Game />);
    const opener = screen.getByRole('button', { name: 'Paytable' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Paytable and rules' });
    expect(document.activeElement).toBe(dialog);
    expect(screen.getByText('Spin').closest('[inert]')).not.toBeNull();
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(screen.getByText('Spin').closest('[inert]')).toBeNull();
  });

  it('gives focus to the game when a sheet nothing opened closes (the rules before the first bet)', () => {
    function Intro() {
      const [open, setOpen] = useState(true);
      return (
        <main aria-label="Temple of Fortune">
          <button type="button">Spin</button>
          {open && (
            <Sheet title="Paytable and rules" onClose={() => setOpen(false)}>
              <p>Rules</p>
            </Sheet>
          )}
        </main>
      );
    }
    renderWithTexts(<Intro />);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Paytable and rules' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.activeElement).toBe(screen.getByRole('main', { name: 'Temple of Fortune' }));
  });

  it('leaves focus where the player put it when the game draws again behind it', () => {
    renderWithTexts(<Game />);
    fireEvent.click(screen.getByRole('button', { name: 'Paytable' }));
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    fireEvent.click(next);
    expect(screen.getByTestId('ticks').textContent).toBe('1');
    expect(document.activeElement).toBe(next);
  });
});
