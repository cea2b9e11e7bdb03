import {
  gameLaunchFbCall,
  gamesListCall,
  launchGameCall,
  rgRealityCheckCall,
} from '@platform/shared-contracts/client';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_ON_ITS_SIDE } from '../features/game-page/game-page-screen';
import { games, page } from '../test/fixtures';
import { renderExposed } from '../test/render-lobby';
import GamePage from './game-page';

const URL = 'about:blank#launch=abc';
/** What the server answers a launch of the house slot. */
const LAUNCHED = { url: URL, mode: 'IFRAME' as const, gameName: 'Temple of Fortune' };

function post(frame: HTMLIFrameElement, data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
  });
}

/**
 * The frame shows once the launch's answer is drawn; the effects of that draw may still be pending (the answer came
 * outside act), so they are run before the test looks at what they do.
 */
async function frameWithItsEffects() {
  await screen.findByTestId('game-frame');
  await act(async () => undefined);
}

describe('game page', () => {
  it('opens the launched game in a frame that may go full screen', async () => {
    const api = createFakeApi().on(launchGameCall, () => LAUNCHED);
    await renderExposed(GamePage, { basePath: '/seamless', query: { vendor: 'house', nodeId: '1' }, api });
    const frame = (await screen.findByTestId('game-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(URL);
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(api.inputsOf(launchGameCall)).toEqual([
      { vendor: 'HOUSE', nodeId: 1, demo: false, language: 'EN', returnUrl: '/' },
    ]);
  });

  it('brings the game to fill the screen of a phone on its side, and leaves the page where it is otherwise', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const api = createFakeApi().on(launchGameCall, () => LAUNCHED);
    await renderExposed(GamePage, { query: { vendor: 'HOUSE', nodeId: '1' }, api });
    await frameWithItsEffects();
    expect(scrolled).not.toHaveBeenCalled();
    cleanup();

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_ON_ITS_SIDE,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await renderExposed(GamePage, { query: { vendor: 'HOUSE', nodeId: '1' }, api });
    await frameWithItsEffects();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(screen.getByTestId('game-frame').parentElement);
    vi.unstubAllGlobals();
    scrolled.mockRestore();
  });

  it('fills the screen below where the page starts, measured again when the window changes size', async () => {
    let siteTop = 137;
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = this.dataset.testid === 'game-page' ? siteTop : 0;
      return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) };
    });
    const api = createFakeApi().on(launchGameCall, () => LAUNCHED);
    await renderExposed(GamePage, { query: { vendor: 'HOUSE', nodeId: '1' }, api });
    const page = screen.getByTestId('game-page');
    expect(page.style.getPropertyValue('--game-top')).toBe('137px');
    siteTop = 121;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(page.style.getPropertyValue('--game-top')).toBe('121px');
    measured.mockRestore();
  });

  it("names the game in the page's heading and the frame's title once it is launched, 'Game' before", async () => {
    let launched: () => void = () => undefined;
    const launching = new Promise<void>((resolve) => {
      launched = resolve;
    });
    const api = createFakeApi().on(launchGameCall, async () => {
      await launching;
      return LAUNCHED;
    });
    await renderExposed(GamePage, { query: { vendor: 'HOUSE', nodeId: '1' }, api });
    expect(screen.getByRole('heading', { level: 1, name: 'Game' })).toBeTruthy();
    launched();
    expect(await screen.findByRole('heading', { level: 1, name: 'Temple of Fortune' })).toBeTruthy();
    expect(screen.getByTestId('game-frame').getAttribute('title')).toBe('Temple of Fortune');
  });

  it('launches a guest demo without a session, and a vendor named alone opens its first game', async () => {
    const api = createFakeApi()
      .on(gamesListCall, () => page(games(1, 9)))
      .on(gameLaunchFbCall, () => LAUNCHED);
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
    const api = createFakeApi().on(launchGameCall, () => LAUNCHED);
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

describe('reality check while playing for money', () => {
  it('shows time played and the net result at the member’s interval; keep playing arms the next, stop leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
      vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
      let played = 15;
      const api = createFakeApi()
        .on(launchGameCall, () => LAUNCHED)
        .on(rgRealityCheckCall, () => ({
          intervalMinutes: 15,
          since: '2026-01-01T00:00:00.000Z',
          playedMinutes: played,
          netResult: '-1234.50',
          currency: 'KHR',
        }));
      await renderExposed(GamePage, { query: { vendor: 'HOUSE', nodeId: '1' }, api });
      await screen.findByTestId('game-frame');
      await vi.waitFor(() => expect(api.inputsOf(rgRealityCheckCall)).toHaveLength(1));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(14 * 60_000);
      });
      expect(screen.queryByTestId('reality-check')).toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000 + 10);
      });
      expect(screen.getByTestId('reality-played').textContent).toBe(
        'You have been playing for 15 minutes since you logged in.',
      );
      expect(screen.getByTestId('reality-net').textContent).toBe('Since then you are down 1,234.50 KHR.');
      fireEvent.click(screen.getByTestId('reality-keep'));
      expect(screen.queryByTestId('reality-check')).toBeNull();
      played = 30;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(15 * 60_000 + 10);
      });
      expect(screen.getByTestId('reality-played').textContent).toContain('30 minutes');
      fireEvent.click(screen.getByTestId('reality-stop'));
      expect(back).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
