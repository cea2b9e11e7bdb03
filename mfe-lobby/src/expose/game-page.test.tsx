import { gameLaunchFbCall, gamesListCall, launchGameCall } from '@platform/shared-contracts/client';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { games, page } from '../test/fixtures';
import { renderExposed } from '../test/render-lobby';
import GamePage from './game-page';

const URL = 'about:blank#launch=abc';

function post(frame: HTMLIFrameElement, data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
  });
}

describe('game page', () => {
  it('opens the launched game in a frame that may go full screen', async () => {
    const api = createFakeApi().on(launchGameCall, () => ({ url: URL, mode: 'IFRAME' as const }));
    await renderExposed(GamePage, { basePath: '/seamless', query: { vendor: 'house', nodeId: '1' }, api });
    const frame = (await screen.findByTestId('game-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(URL);
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(api.inputsOf(launchGameCall)).toEqual([
      { vendor: 'HOUSE', nodeId: 1, demo: false, language: 'EN', returnUrl: '/' },
    ]);
  });

  it('launches a guest demo without a session, and a vendor named alone opens its first game', async () => {
    const api = createFakeApi()
      .on(gamesListCall, () => page(games(1, 9)))
      .on(gameLaunchFbCall, () => ({ url: URL, mode: 'IFRAME' as const }));
    await renderExposed(GamePage, { visitor: 'guest', query: { vendor: 'HOUSE', demo: '1' }, api });
    await screen.findByTestId('game-frame');
    expect(api.inputsOf(gameLaunchFbCall)).toEqual([
      { vendor: 'HOUSE', nodeId: '9', language: 'EN', returnUrl: '/' },
    ]);
    expect(screen.getByText('Demo: play money')).toBeTruthy();
  });

  it('asks a guest to log in for real play', async () => {
    const { events } = await renderExposed(GamePage, {
      visitor: 'guest',
      query: { vendor: 'HOUSE', nodeId: '1' },
    });
    expect(await screen.findByText('Log in to play this game')).toBeTruthy();
    expect(events).toEqual([{ name: 'auth:open', payload: { view: 'login' } }]);
  });

  it('says why a launch was refused, and has the vendors read afresh when one is in maintenance', async () => {
    const api = createFakeApi().on(launchGameCall, () => refuse('GAME_MAINTENANCE'));
    const { events } = await renderExposed(GamePage, { query: { vendor: 'HOUSE', nodeId: '1' }, api });
    expect(await screen.findByText('This game is under maintenance. Please try again later.')).toBeTruthy();
    expect(events).toEqual([{ name: 'games:vendors-refresh', payload: {} }]);
  });

  it('refreshes the header balance when the game says a spin settled and when it closes; goes back on request', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const api = createFakeApi().on(launchGameCall, () => ({ url: URL, mode: 'IFRAME' as const }));
    const { events } = await renderExposed(GamePage, { query: { vendor: 'HOUSE', nodeId: '1' }, api });
    const frame = (await screen.findByTestId('game-frame')) as HTMLIFrameElement;
    const walletChanges = () => events.filter((event) => event.name === 'wallet:changed').length;

    post(frame, { type: 'house-game:balance' });
    expect(walletChanges()).toBe(1);
    post(frame, { type: 'house-game:balance' }, 'https://elsewhere.example');
    post(frame, { type: 'something-else' });
    expect(walletChanges()).toBe(1);

    post(frame, { type: 'house-game:back' });
    expect(back).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('game-back'));
    expect(back).toHaveBeenCalledTimes(2);

    cleanup();
    expect(walletChanges()).toBe(2);
  });
});
