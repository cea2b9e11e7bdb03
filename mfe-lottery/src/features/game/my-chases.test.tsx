import type { ApiError, CallResponse, StreamHandlers } from '@platform/shared-contracts/client';
import { lotteryChasesCall, type lotteryResultsStream } from '@platform/shared-contracts/lottery-calls';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LotteryLobby from '../../expose/lottery-lobby';
import { MENUS_REFRESH_MS } from '../../lib/queries';
import { result, SERVER_NOW } from '../../test/fixtures';
import { lotteryApi } from '../../test/lottery-api';
import { renderExposed } from '../../test/render-lottery';

type Handlers = StreamHandlers<typeof lotteryResultsStream>;
type Chase = CallResponse<typeof lotteryChasesCall>['content'][number];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chase(overrides: Partial<Chase> = {}): Chase {
  return {
    chaseId: '7',
    gameCode: 'SSC1',
    state: 'RUNNING',
    stopOnWin: true,
    firstIssueNumber: '202611250481',
    issueCount: 3,
    issuesPlayed: 0,
    issuesCancelled: 0,
    total: '30.00',
    won: '0.00',
    refunded: '0.00',
    createdAt: SERVER_NOW,
    ...overrides,
  };
}

/** The game page with a running chase, a results stream the test drives, and the server's chases answer it sets. */
async function chasePage() {
  let served = chase();
  const opened: Handlers[] = [];
  const api = Object.assign(
    lotteryApi({ results: [result()] }).on(lotteryChasesCall, () => ({
      content: [served],
      pageNum: 1,
      totalPages: 1,
      total: 1,
    })),
    {
      subscribe: (_stream: unknown, _input: unknown, handlers: Handlers) => {
        opened.push(handlers);
        return () => undefined;
      },
    },
  );
  await renderExposed(LotteryLobby, { basePath: '/lottery', query: { gameCode: 'SSC1' }, api });
  await waitFor(() => expect(opened).toHaveLength(1));
  const stream = opened[0] as Handlers;
  act(() => stream.onEvent({ name: 'hello', data: { serverTime: SERVER_NOW } }));
  fireEvent.click(await screen.findByRole('tab', { name: 'My bets' }));
  const row = () => within(screen.getByTestId('my-chases')).getByTestId('my-chase');
  await waitFor(() => expect(row().textContent).toContain('0 of 3 played'));
  return {
    stream,
    row,
    asked: () => api.inputsOf(lotteryChasesCall).length,
    serve: (next: Partial<Chase>) => {
      served = chase(next);
    },
  };
}

describe('my chases follow the results stream', () => {
  it('asks nothing on a timer while the stream is open, and shows a pushed draw and its settlement at once', async () => {
    const page = await chasePage();
    const before = page.asked();
    await wait(MENUS_REFRESH_MS + 500);
    expect(page.asked()).toBe(before);

    // The chase's first issue draws and wins: the win stops the chase and refunds the two issues left.
    page.serve({ state: 'WON_STOPPED', issuesPlayed: 1, issuesCancelled: 2, won: '9.80', refunded: '20.00' });
    const drawn = result({ issueNumber: '202611250481', numbers: [1, 2, 3, 4, 5], state: 'DRAWN' });
    act(() => page.stream.onEvent({ name: 'draw', data: { serverTime: SERVER_NOW, result: drawn } }));
    await waitFor(() => expect(page.row().textContent).toContain('Stopped by a win'));
    expect(page.row().textContent).toContain('1 of 3 played');
    expect(page.row().textContent).toContain('20.00');
    expect(page.asked()).toBe(before + 1);

    // Nothing runs any more: another game's draw, or this game's next settlement, asks for nothing.
    const other = result({ gameCode: 'SSC5', issueNumber: '20261125097', state: 'DRAWN' });
    act(() => page.stream.onEvent({ name: 'draw', data: { serverTime: SERVER_NOW, result: other } }));
    act(() =>
      page.stream.onEvent({
        name: 'settled',
        data: { serverTime: SERVER_NOW, gameCode: 'SSC1', issueNumber: '202611250481' },
      }),
    );
    await wait(200);
    expect(page.asked()).toBe(before + 1);
  }, 10_000);

  it('reads a running chase again when its issue settles, and polls while the stream is down', async () => {
    const page = await chasePage();
    const before = page.asked();
    page.serve({ issuesPlayed: 1 });
    act(() =>
      page.stream.onEvent({
        name: 'settled',
        data: { serverTime: SERVER_NOW, gameCode: 'SSC1', issueNumber: '202611250481' },
      }),
    );
    await waitFor(() => expect(page.row().textContent).toContain('1 of 3 played'));
    expect(page.asked()).toBe(before + 1);

    page.serve({ issuesPlayed: 2 });
    act(() => page.stream.onError({ code: 'NETWORK_ABNORMAL' } as ApiError));
    await waitFor(() => expect(page.row().textContent).toContain('2 of 3 played'), {
      timeout: MENUS_REFRESH_MS + 1_500,
    });
  }, 10_000);
});
