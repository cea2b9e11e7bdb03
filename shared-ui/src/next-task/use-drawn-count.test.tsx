import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDrawnCount } from './use-drawn-count';

function List({ items }: { items: readonly string[] }) {
  const drawn = useDrawnCount(items.length, 3);
  return (
    <ul>
      {items.map((item, index) => (
        <li key={item}>{index < drawn ? item : 'placeholder'}</li>
      ))}
    </ul>
  );
}

const items = (count: number) => Array.from({ length: count }, (_, index) => `Game ${index + 1}`);
const drawnItems = () =>
  screen.getAllByRole('listitem').filter((li) => li.textContent !== 'placeholder').length;

/** Each act runs the tasks due and the effects they cause; the next step's task is set by those effects. */
async function nextTask() {
  await act(async () => {
    await vi.advanceTimersToNextTimerAsync();
  });
}

afterEach(() => vi.useRealTimers());

describe('useDrawnCount', () => {
  it('draws a few items in the first task and a few more in each task after, until all', async () => {
    vi.useFakeTimers();
    render(<List items={items(8)} />);
    expect(drawnItems()).toBe(3);
    expect(screen.getAllByText('placeholder')).toHaveLength(5);
    await nextTask();
    expect(drawnItems()).toBe(6);
    await nextTask();
    expect(drawnItems()).toBe(8);
    expect(screen.queryByText('placeholder')).toBeNull();
  });

  it('goes on drawing when the list arrives after its first draw', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<List items={[]} />);
    await nextTask();
    rerender(<List items={items(7)} />);
    expect(drawnItems()).toBe(3);
    await nextTask();
    expect(drawnItems()).toBe(6);
    await nextTask();
    expect(drawnItems()).toBe(7);
    // Nothing is left to draw: no task is set for it.
    expect(vi.getTimerCount()).toBe(0);
  });
});
