import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextTask } from './next-task';

const draws = { page: 0 };

function Page() {
  draws.page += 1;
  return (
    <>
      <p>In view</p>
      <NextTask>
        <p>Footer</p>
        <p>Drawer</p>
      </NextTask>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('NextTask', () => {
  it('draws the part in view first and its children in the task after, without drawing the page again', async () => {
    vi.useFakeTimers();
    render(<Page />);
    expect(screen.getByText('In view')).toBeTruthy();
    expect(screen.queryByText('Footer')).toBeNull();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('Footer')).toBeTruthy();
    expect(screen.getByText('Drawer')).toBeTruthy();
    expect(draws.page).toBe(1);
  });
});
