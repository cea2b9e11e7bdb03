import {
  studioClientSeedCall,
  studioRecallCall,
  studioRotateSeedCall,
  studioSpinCall,
} from '@platform/shared-contracts/studio';
import type { FakeApi } from '@platform/shared-contracts/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { type ParentMessage, SlotGame } from '../game/slot-game';
import { translator } from '../i18n/texts';
import { TextsContext } from '../i18n/texts-context';
import { createSound } from '../sound/bleeps';
import { HASH, LAUNCH_TOKEN, lose, NO_DELAYS, openAnswer, scriptedStudio, winTimes } from '../test/fixtures';
import { App } from './app';

const REVEALED_SEED = 'b'.repeat(64);

async function renderGame(api: FakeApi, lang = 'EN') {
  const messages: ParentMessage[] = [];
  const game = new SlotGame({ api, postToParent: (m) => messages.push(m), timing: NO_DELAYS });
  render(
    <TextsContext.Provider value={translator(lang)}>
      <App game={game} sound={createSound()} />
    </TextsContext.Provider>,
  );
  await game.open(LAUNCH_TOKEN);
  return { game, messages };
}

describe('the slot screen', () => {
  it('shows the paytable with the published RTP before the first bet; spinning starts after Play', async () => {
    const { api } = scriptedStudio([winTimes(2)]);
    await renderGame(api);
    const rules = await screen.findByRole('dialog', { name: 'Paytable and rules' });
    expect(within(rules).getByTestId('rtp').textContent).toBe('Return to player: 96.02%');
    expect(within(rules).getByText(/20 fixed paylines/)).toBeTruthy();
    // Framed by the site's game page, whose own main is the page's: this one is named for the game. The rules are
    // longer than a phone's screen, so their body takes keyboard focus to scroll.
    expect(screen.getByRole('main', { name: 'Temple of Fortune' })).toBeTruthy();
    expect(within(rules).getByRole('region', { name: 'Paytable and rules' }).tabIndex).toBe(0);
    fireEvent.click(screen.getByTestId('spin'));
    expect(api.inputsOf(studioSpinCall)).toHaveLength(0);
    fireEvent.click(within(rules).getByRole('button', { name: 'Play' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('spin'));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('100.20'));
    expect(screen.getByTestId('notice').textContent).toBe('Win 0.40');
    expect(api.inputsOf(studioSpinCall)).toHaveLength(1);
  });

  it('lights the winning line’s cells after a win', async () => {
    const { api } = scriptedStudio([winTimes(5)]);
    const { game } = await renderGame(api);
    game.play();
    await game.spin();
    await waitFor(() => expect(document.querySelectorAll('.cell-lit')).toHaveLength(5));
    // Line 1 is the middle row.
    expect(
      [...document.querySelectorAll('.cell-lit')].map((cell) => cell.getAttribute('data-symbol')),
    ).toEqual(['K', 'TEN', 'Q', 'A', 'J']);
  });

  it('starts with the sound off, shows the bet levels from the server, and says demo in demo play', async () => {
    const { api } = scriptedStudio([lose], openAnswer({ demo: true, betLevels: ['0.20', '0.40'] }));
    const { game } = await renderGame(api);
    game.play();
    await screen.findByTestId('demo-banner');
    expect(screen.getByTestId('sound').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('bet').textContent).toBe('0.20');
    const raise = screen.getByRole('button', { name: 'Raise bet' }) as HTMLButtonElement;
    raise.focus();
    fireEvent.click(raise);
    expect(screen.getByTestId('bet').textContent).toBe('0.40');
    // At the top level it cannot be pressed, and keeps the keyboard's focus (a disabled button drops it).
    expect(raise.getAttribute('aria-disabled')).toBe('true');
    expect(raise.disabled).toBe(false);
    fireEvent.click(raise);
    expect(screen.getByTestId('bet').textContent).toBe('0.40');
    expect(document.activeElement).toBe(raise);
  });

  it('hands the focus to Spin, which stops it, when an auto-spin is chosen from its menu', async () => {
    const { api } = scriptedStudio([lose, lose, lose]);
    const { game } = await renderGame(api);
    game.play();
    fireEvent.click(await screen.findByRole('button', { name: 'Auto' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '10' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('spin'));
    fireEvent.click(screen.getByTestId('spin'));
    await waitFor(() => expect(screen.getByTestId('spin').textContent).toBe('Spin'));
  });

  it('the back button tells the page to go back', async () => {
    const { api } = scriptedStudio([lose]);
    const { messages } = await renderGame(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(messages).toEqual([{ type: 'house-game:back' }]);
  });

  it('leaves back and full screen to the site when framed by its game page: one set on screen', async () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    const { api } = scriptedStudio([lose]);
    await renderGame(api);
    expect(await screen.findByTestId('sound')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
    vi.restoreAllMocks();
  });

  it('shows texts in Khmer when lang is KM', async () => {
    const { api } = scriptedStudio([lose]);
    await renderGame(api, 'KM');
    expect(await screen.findByRole('button', { name: 'លេង' })).toBeTruthy();
  });
});

describe('the fairness panel', () => {
  it('shows the server seed hash and nonce before play, and sets a valid client seed only', async () => {
    const { api } = scriptedStudio([lose]);
    api.on(studioClientSeedCall, ({ clientSeed }) => ({ serverSeedHash: HASH, clientSeed, nonce: 0 }));
    const { game } = await renderGame(api);
    game.play();
    fireEvent.click(await screen.findByRole('button', { name: 'Fairness' }));
    const panel = screen.getByRole('dialog', { name: 'Provably fair' });
    expect(within(panel).getByTestId('server-seed-hash').textContent).toBe(HASH);
    expect(within(panel).getByTestId('nonce').textContent).toBe('0');
    const input = within(panel).getByLabelText('Client seed');
    fireEvent.input(input, { target: { value: 'not a seed!' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Use this client seed' }));
    expect(await within(panel).findByText('Use 1 to 64 letters, digits, - or _.')).toBeTruthy();
    expect(api.inputsOf(studioClientSeedCall)).toHaveLength(0);
    fireEvent.input(input, { target: { value: 'lucky_7' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Use this client seed' }));
    expect(await within(panel).findByText('Client seed saved.')).toBeTruthy();
    expect(api.inputsOf(studioClientSeedCall)).toEqual([{ clientSeed: 'lucky_7' }]);
    expect(game.state.fair?.clientSeed).toBe('lucky_7');
  });

  it('rotating reveals the old seed with a link to the verifier filled in for the last spin', async () => {
    const { api } = scriptedStudio([lose]);
    api.on(studioRotateSeedCall, () => ({
      revealed: { serverSeed: REVEALED_SEED, serverSeedHash: HASH, clientSeed: 'my-seed', lastNonce: 0 },
      next: { serverSeedHash: 'c'.repeat(64), clientSeed: 'my-seed', nonce: 0 },
    }));
    const { game } = await renderGame(api);
    game.play();
    await game.spin();
    fireEvent.click(screen.getByRole('button', { name: 'Fairness' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rotate server seed' }));
    const revealed = await screen.findByTestId('revealed');
    expect(within(revealed).getByText(REVEALED_SEED)).toBeTruthy();
    const link = new URL(
      within(revealed).getByRole('link', { name: 'Verify a spin in the verifier' }).getAttribute('href') ??
        '',
      'https://site.example',
    );
    expect(link.pathname).toBe('/house-games/verify/');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      serverSeed: REVEALED_SEED,
      hash: HASH,
      clientSeed: 'my-seed',
      nonce: '0',
      game: 'slot',
      stake: '0.20',
      lang: 'EN',
    });
    // The next seed's hash is the one shown now.
    expect(screen.getByTestId('server-seed-hash').textContent).toBe('c'.repeat(64));
  });
});

describe('the history panel', () => {
  it('recalls the last rounds with stake, reel stops, wins and the balance before and after', async () => {
    const { api } = scriptedStudio([winTimes(5), lose]);
    const { game } = await renderGame(api);
    game.play();
    await game.spin();
    await game.spin();
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const rounds = await screen.findAllByTestId('history-round');
    expect(api.inputsOf(studioRecallCall)).toHaveLength(1);
    expect(rounds).toHaveLength(2);
    const [newest, oldest] = rounds as [HTMLElement, HTMLElement];
    expect(newest.textContent).toContain('No win');
    expect(oldest.textContent).toContain('Line 1: 5 × Golden idol = 1.00');
    expect(oldest.textContent).toContain('1 · 2 · 3 · 4 · 5');
    expect(within(oldest).getByText('100.00')).toBeTruthy();
    expect(within(oldest).getByText('100.80')).toBeTruthy();
    expect(oldest.textContent).toContain('hidden until rotated');
  });
});
