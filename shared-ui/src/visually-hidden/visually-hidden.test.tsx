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
});
