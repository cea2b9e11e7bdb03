import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from '../icon/icon';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label and clickable', () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Open menu" onClick={onClick}>
        <Icon name="menu" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
