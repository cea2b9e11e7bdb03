import {
  type ApiError,
  jackpotPoolCall,
  type jackpotStream,
  type StreamHandlers,
} from '@platform/shared-contracts/client';
import { createFakeApi } from '@platform/shared-contracts/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jackpotRetryDelay } from '../features/home/jackpot-feed';
import { renderExposed } from '../test/render-lobby';
import HomePage from './home-page';

type Handlers = StreamHandlers<typeof jackpotStream>;
const TIME = '2026-11-25T10:00:00.000Z';
const poolOf = (pool: string) => ({ currency: 'KHR', pool, seed: '10000000.00', serverTime: TIME });

/** A home page API whose pool call answers once and whose jackpot stream the test drives. */
function jackpotApi(lastWins: { customerName: string; amount: string }[] = []) {
  const opened: Handlers[] = [];
  const api = createFakeApi().on(jackpotPoolCall, () => ({
    ...poolOf('10000123.45'),
    lastWins: lastWins.map((w) => ({ ...w, gameCode: 'HOUSE_SLOT_TEMPLE', currency: 'KHR', time: TIME })),
  }));
  const streaming = Object.assign(api, {
    subscribe: (_stream: unknown, _input: unknown, handlers: Handlers) => {
      opened.push(handlers);
      return () => undefined;
    },
  });
  return { api: streaming, opened };
}

const value = () => screen.getByTestId('jackpot-value').textContent;

describe('the jackpot ticker', () => {
  it('shows the real pool read once, then moves only when the server pushes a new figure', async () => {
    const { api, opened } = jackpotApi();
    await renderExposed(HomePage, { api, visitor: 'guest' });
    await waitFor(() => expect(value()).toBe('10,000,123.45'));
    expect(screen.getByTestId('jackpot').textContent).toContain('KHR');
    await waitFor(() => expect(opened).toHaveLength(1));
    const stream = opened[0] as Handlers;

    act(() => stream.onEvent({ name: 'pool', data: poolOf('10000124.45') }));
    expect(value()).toBe('10,000,124.45');
    // One read and one stream: no call on a timer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.inputsOf(jackpotPoolCall)).toHaveLength(1);
    expect(opened).toHaveLength(1);
  });

  it('puts a pushed jackpot win first in the winners carousel and shows the pool back at its seed', async () => {
    const { api, opened } = jackpotApi();
    await renderExposed(HomePage, { api, visitor: 'guest' });
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(screen.queryByTestId('jackpot-winner')).toBeNull();
    act(() =>
      (opened[0] as Handlers).onEvent({
        name: 'win',
        data: {
          customerName: 'ab***9',
          gameCode: 'HOUSE_SLOT_TEMPLE',
          amount: '10000125.45',
          currency: 'KHR',
          time: TIME,
          pool: poolOf('10000000.00'),
        },
      }),
    );
    const [winner] = await screen.findAllByTestId('jackpot-winner');
    expect(winner?.textContent).toBe('★ab***9Won the jackpot10,000,125.45');
    expect(value()).toBe('10,000,000.00');
  });

  it('shows the wins the pool call knows of, and opens a broken stream again after a pause', async () => {
    const { api, opened } = jackpotApi([{ customerName: 'cd***1', amount: '500.00' }]);
    await renderExposed(HomePage, { api, visitor: 'guest', language: 'KM' });
    expect((await screen.findAllByTestId('jackpot-winner'))[0]?.textContent).toContain('ឈ្នះជែកផត');
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => (opened[0] as Handlers).onError({ code: 'NETWORK', message: 'gone' } as unknown as ApiError));
    expect(jackpotRetryDelay(1)).toBe(2_000);
    expect(jackpotRetryDelay(10)).toBe(60_000);
  });
});
