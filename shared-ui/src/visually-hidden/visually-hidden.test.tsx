import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('is text screen readers read out', () => {
    render(
      <button type="button">
        <VisuallyHidden>Close the game</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close the game' })).toBeTruthy();
  });

  it('can be the heading a page needs but does not draw', () => {
    render(<VisuallyHidden as="h1">Game</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 1, name: 'Game' })).toBeTruthy();
  });

  it('names a group of buttons and a table without drawing the name', () => {
    render(
      <>
        <fieldset>
          <VisuallyHidden as="legend">Position</VisuallyHidden>
          <button type="button">1st</button>
        </fieldset>
        <table>
          <VisuallyHidden as="caption">Trend</VisuallyHidden>
          <tbody>
            <tr>
              <td>1</td>
            </tr>
          </tbody>
        </table>
      </>,
    );
    expect(screen.getByRole('group', { name: 'Position' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Trend' })).toBeTruthy();
  });

  it('announces what it says as it changes', () => {
    render(<VisuallyHidden aria-live="polite">Drawn: 1 2 3</VisuallyHidden>);
    expect(screen.getByText('Drawn: 1 2 3').getAttribute('aria-live')).toBe('polite');
  });
});
