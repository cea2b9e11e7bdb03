import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNextTask } from './use-next-task';

function Page() {
  const rest = useNextTask();
  return (
    <>
      <p>In view</p>
      {rest && <p>Below the fold</p>}
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('useNextTask', () => {
  it('draws the part in view first and the rest in the task after', async () => {
    vi.useFakeTimers();
    render(<Page />);
    expect(screen.getByText('In view')).toBeTruthy();
    expect(screen.queryByText('Below the fold')).toBeNull();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('Below the fold')).toBeTruthy();
  });
});
