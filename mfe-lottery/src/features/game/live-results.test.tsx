import type { ApiError, StreamHandlers } from '@platform/shared-contracts/client';
import {
  lotteryGameMenusCall,
  type lotteryResultsStream,
  openedNumeroCall,
} from '@platform/shared-contracts/lottery-calls';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LotteryLobby from '../../expose/lottery-lobby';
import { MENUS_REFRESH_MS } from '../../lib/queries';
import { issue, result, SERVER_NOW } from '../../test/fixtures';
import { lotteryApi } from '../../test/lottery-api';
import { renderExposed } from '../../test/render-lottery';

type Handlers = StreamHandlers<typeof lotteryResultsStream>;

/** The lottery's fake API with a results stream the test drives. */
function streamingApi() {
  const api = lotteryApi({ results: [result()] });
  const opened: Handlers[] = [];
  const streaming = Object.assign(api, {
    subscribe: (_stream: unknown, _input: unknown, handlers: Handlers) => {
      opened.push(handlers);
      return () => undefined;
    },
  });
  return { api: streaming, opened };
}

const later = (seconds: number) => new Date(Date.parse(SERVER_NOW) + seconds * 1000).toISOString();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('draws pushed to the game page', () => {
  it('shows a pushed draw at once, rolling its balls, and asks the server nothing on a timer while the stream is open', async () => {
    const { api, opened } = streamingApi();
    await renderExposed(LotteryLobby, { basePath: '/lottery', query: { gameCode: 'SSC1' }, api });
    await screen.findByTestId('results-history');
    await waitFor(() => expect(opened).toHaveLength(1));
    const stream = opened[0] as Handlers;
    act(() => stream.onEvent({ name: 'hello', data: { serverTime: SERVER_NOW } }));
    const asked = () => [api.inputsOf(lotteryGameMenusCall).length, api.inputsOf(openedNumeroCall).length];
    const before = asked();

    const drawn = result({
      issueNumber: '202611250481',
      numbers: [9, 8, 7, 6, 5],
      state: 'DRAWN',
      drawAt: later(30),
    });
    act(() => stream.onEvent({ name: 'draw', data: { serverTime: later(30), result: drawn } }));
    // Other games of the region draw at the same instant, over the same stream.
    const other = result({ gameCode: 'SSC5', issueNumber: '20261125097', numbers: [1, 1, 1, 1, 1] });
    act(() => stream.onEvent({ name: 'draw', data: { serverTime: later(30), result: other } }));
    const history = screen.getByTestId('results-history');
    expect(within(history).getAllByRole('row')[1]?.textContent).toBe('20261125048198765');
    const reveal = screen.getByTestId('draw-reveal');
    expect(reveal.textContent).toBe('98765');
    expect(screen.getByText('Draw 202611250481: 9 8 7 6 5')).toBeTruthy();
    act(() =>
      stream.onEvent({
        name: 'issue-open',
        data: { serverTime: later(30), issue: issue({ issueNumber: '202611250482', closesAt: later(80) }) },
      }),
    );
    expect(screen.getByText('Draw 202611250482')).toBeTruthy();

    await wait(MENUS_REFRESH_MS + 500);
    expect(asked()).toEqual(before);
  }, 10_000);

  it('says a pushed draw was cancelled instead of showing no numbers, and announces it', async () => {
    const { api, opened } = streamingApi();
    await renderExposed(LotteryLobby, { basePath: '/lottery', query: { gameCode: 'SSC1' }, api });
    await screen.findByTestId('results-history');
    await waitFor(() => expect(opened).toHaveLength(1));
    const stream = opened[0] as Handlers;
    const cancelled = result({
      issueNumber: '202611250481',
      numbers: null,
      serverSeed: null,
      state: 'CANCELLED',
      note: 'CANCELLED_BY_OPERATOR',
    });
    act(() => stream.onEvent({ name: 'draw', data: { serverTime: later(30), result: cancelled } }));
    expect(screen.getByText('Draw 202611250481: Cancelled')).toBeTruthy();
    const history = screen.getByTestId('results-history');
    expect(within(history).getAllByRole('row')[1]?.textContent).toBe('202611250481Cancelled');
    expect(screen.queryByTestId('draw-reveal')).toBeNull();
  });

  it('polls again when the stream breaks, and charts the trend of a position', async () => {
    const { api, opened } = streamingApi();
    await renderExposed(LotteryLobby, { basePath: '/lottery', query: { gameCode: 'SSC1' }, api });
    await screen.findByTestId('results-history');
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => opened[0]?.onEvent({ name: 'hello', data: { serverTime: SERVER_NOW } }));
    const menusAsked = api.inputsOf(lotteryGameMenusCall).length;
    act(() => opened[0]?.onError({ code: 'NETWORK_ABNORMAL' } as ApiError));
    await waitFor(() => expect(api.inputsOf(lotteryGameMenusCall).length).toBeGreaterThan(menusAsked), {
      timeout: MENUS_REFRESH_MS + 1_500,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Trend' }));
    const chart = await screen.findByTestId('trend-chart');
    // The one result 3 1 4 1 5: the 1st position drew 3, so column 3 holds the ball and the others miss once.
    const row = within(chart).getAllByRole('row')[1];
    expect(row?.textContent).toBe('04801113111111');
    fireEvent.click(screen.getByRole('button', { name: '2nd' }));
    expect(within(chart).getAllByRole('row')[1]?.textContent).toBe('04801111111111');
  }, 10_000);
});
