import { commit, draw, lotteryGame } from '@platform/lottery-engine';
import { lotteryGameMenusCall } from '@platform/shared-contracts/lottery-calls';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issue, menuGame, result } from '../test/fixtures';
import { lotteryApi } from '../test/lottery-api';
import { renderExposed } from '../test/render-lottery';
import LotteryLobby from './lottery-lobby';

afterEach(() => {
  vi.useRealTimers();
});

describe('lottery lobby', () => {
  it('counts down on the server’s clock whatever the device clock says, with the issue and last result', async () => {
    // The device is a day and a bit ahead of the server (SERVER_NOW): the countdown must not care.
    vi.useFakeTimers({ now: Date.parse('2026-11-26T11:23:00Z'), shouldAdvanceTime: true });
    const api = lotteryApi({
      games: [menuGame(), menuGame({ gameCode: 'VN5', current: issue({ gameCode: 'VN5' }), last: null })],
    });
    const { navigate } = await renderExposed(LotteryLobby, { basePath: '/lottery', api });
    const card = await screen.findByTestId('lottery-game-SSC1');
    expect(within(card).getByRole('timer').textContent).toMatch(/^Closes in 00:(19|20)$/);
    expect(within(card).getByText('Draw 202611250481')).toBeTruthy();
    expect(within(card).getByText('Last result 202611250480')).toBeTruthy();
    expect(within(card).getByRole('list', { name: 'Numbers' }).textContent).toBe('31415');
    expect(api.inputsOf(lotteryGameMenusCall)).toEqual([{ prizeMode: 'LOTT' }]);
    fireEvent.click(within(card).getByRole('button', { name: 'Play' }));
    expect(navigate).toHaveBeenCalledWith('/lottery?gameCode=SSC1');
  });

  it.each([
    ['EN', 'Refunded'],
    ['KM', 'បានសងប្រាក់វិញ'],
  ] as const)(
    'says what became of a last draw that has no numbers (missed and cancelled), in %s',
    async (language, words) => {
      const cancelled = result({
        state: 'REFUNDED',
        numbers: null,
        serverSeed: null,
        note: 'CANCELLED_MISSED',
      });
      const api = lotteryApi({ games: [menuGame({ last: cancelled })] });
      await renderExposed(LotteryLobby, { basePath: '/lottery', api, language });
      const card = await screen.findByTestId('lottery-game-SSC1');
      expect(within(card).getByText(words)).toBeTruthy();
      expect(within(card).queryByRole('list')).toBeNull();
    },
  );

  it.each([
    ['EN', 'No draw open'],
    ['KM', 'គ្មានការចាប់ឆ្នោតបើក'],
  ] as const)(
    'says once that no draw is open, on the card and on the game page, in %s',
    async (language, words) => {
      const api = lotteryApi({ games: [menuGame({ current: null })] });
      await renderExposed(LotteryLobby, { basePath: '/lottery', api, language });
      const card = await screen.findByTestId('lottery-game-SSC1');
      expect(within(card).getAllByText(words)).toHaveLength(1);
      expect(within(card).getByRole('button').hasAttribute('disabled')).toBe(true);
      cleanup();

      await renderExposed(LotteryLobby, { basePath: '/lottery', query: { gameCode: 'SSC1' }, api, language });
      await screen.findByTestId('results-history');
      expect(screen.getAllByText(words)).toHaveLength(1);
    },
  );

  it('shows only the VN draws on /vnLottery, in Khmer', async () => {
    const api = lotteryApi({
      games: [menuGame(), menuGame({ gameCode: 'VN5', current: issue({ gameCode: 'VN5' }), last: null })],
    });
    await renderExposed(LotteryLobby, { basePath: '/vnLottery', api, language: 'KM' });
    expect(await screen.findByTestId('lottery-game-VN5')).toBeTruthy();
    expect(screen.queryByTestId('lottery-game-SSC1')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ឆ្នោតវៀតណាម');
  });
});

describe('verifier', () => {
  it('redoes a draw in the browser: the seed matches its hash and gives the published numbers', async () => {
    const seed = 'c0ffee'.repeat(10);
    const game = lotteryGame('SSC1')!;
    const numbers = draw(game, seed, '202611250480');
    const published = result({ serverSeed: seed, seedHash: commit(seed), numbers });
    await renderExposed(LotteryLobby, {
      basePath: '/lottery',
      query: { view: 'verify', gameCode: 'SSC1' },
      api: lotteryApi({ results: [published] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Use draw 202611250480' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const outcome = screen.getByTestId('verify-outcome');
    expect(within(outcome).getByText('The seed matches the published hash.')).toBeTruthy();
    expect(within(outcome).getByText('The numbers match the published result.')).toBeTruthy();
    expect(within(outcome).getByRole('list').textContent).toBe(numbers.join(''));

    fireEvent.change(screen.getByLabelText('Revealed seed'), { target: { value: `${seed}0` } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('The seed does not match the hash.')).toBeTruthy();
    expect(screen.getByText('The numbers differ from the published result.')).toBeTruthy();
  });
});
