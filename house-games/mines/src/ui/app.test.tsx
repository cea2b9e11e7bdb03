import { TextsContext } from '@platform/house-kit';
import { fakeStudio, refuse, studioOpenAnswer } from '@platform/house-kit/testing';
import {
  minesCashOutCall,
  minesOpenRoundCall,
  minesRecallCall,
  minesRevealCall,
  minesStartCall,
} from '@platform/shared-contracts/studio';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { MinesGame, type MinesRound } from '../game/mines-game';
import { translator } from '../i18n/texts';
import { createSound } from '../sound';
import { App } from './app';

const LAUNCH = 'launch-token-0123456789';
/** The layout the fake studio plays: mines on tiles 0, 1 and 2. */
const MINES = [0, 1, 2];
const MULTIPLIERS = ['1.10', '1.25', '1.43'];

function roundOf(overrides: Partial<MinesRound>): MinesRound {
  return {
    roundId: 'round-1',
    time: '2026-01-01T00:00:00.000Z',
    state: 'OPEN',
    stake: '1.00',
    mineCount: 3,
    reveals: [],
    multiplier: null,
    nextMultiplier: '1.10',
    payout: '0.00',
    balanceBefore: '100.00',
    balanceAfter: '99.00',
    mines: null,
    serverSeedHash: 'a'.repeat(64),
    serverSeed: null,
    clientSeed: 'my-seed',
    nonce: 0,
    ...overrides,
  };
}

/**
 * A fake studio playing 3 mines on tiles 0-2 at a stake of 1.00 from a balance of 100.00; the first `lost` bets are
 * refused as a dropped connection.
 */
function studio(options: { demo?: boolean; resume?: MinesRound; lost?: number } = {}) {
  let lost = options.lost ?? 0;
  const { api, fair } = fakeStudio(
    studioOpenAnswer('mines', {
      rtp: '96.25',
      demo: options.demo ?? false,
      betLevels: ['1.00', '2.00', '5.00'],
    }),
  );
  let round = options.resume ?? roundOf({});
  const answer = (balance: string) => ({ round, balance, fair: { ...fair } });
  api
    .on(minesOpenRoundCall, () => ({ round: options.resume ?? null, fair: { ...fair } }))
    .on(minesStartCall, () => {
      if (lost-- > 0) refuse('NETWORK_ABNORMAL');
      fair.nonce += 1;
      round = roundOf({});
      return answer('99.00');
    })
    .on(minesRevealCall, ({ tile }) => {
      const reveals = [...round.reveals, tile];
      if (MINES.includes(tile)) {
        round = { ...round, reveals, state: 'LOST', multiplier: null, nextMultiplier: null, mines: MINES };
        return answer('99.00');
      }
      const multiplier = MULTIPLIERS[reveals.length - 1] ?? null;
      round = { ...round, reveals, multiplier, nextMultiplier: MULTIPLIERS[reveals.length] ?? null };
      return answer('99.00');
    })
    .on(minesCashOutCall, () => {
      round = { ...round, state: 'CASHED_OUT', payout: '1.25', balanceAfter: '100.25', mines: MINES };
      return answer('100.25');
    })
    .on(minesRecallCall, () => ({ rounds: [round] }));
  return api;
}

async function renderGame(api: ReturnType<typeof studio>, lang = 'EN') {
  const messages: { type: string }[] = [];
  const game = new MinesGame({ api, postToParent: (m) => messages.push(m) });
  render(
    <TextsContext.Provider value={translator(lang)}>
      <App game={game} sound={createSound()} />
    </TextsContext.Provider>,
  );
  await game.open(LAUNCH);
  return { game, messages };
}

describe('the Mines screen', () => {
  it('shows the rules, the multiplier table and the published RTP before the first bet', async () => {
    const api = studio();
    await renderGame(api);
    const rules = await screen.findByRole('dialog', { name: 'How to play Mines' });
    expect(within(rules).getByTestId('rtp').textContent).toBe('Return to player: 96.25%');
    const table = within(rules).getByTestId('multiplier-table');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(22);
    expect(table.querySelector('tbody tr')?.textContent).toBe('1×1.1088.00%96.80%');
    expect((screen.getByTestId('bet') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(rules).getByRole('button', { name: 'Play' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByTestId('bet') as HTMLButtonElement).disabled).toBe(false);
  });

  it('bets with the chosen stake and mines, opens tiles, and cashes out at the multiplier shown', async () => {
    const api = studio();
    const { game, messages } = await renderGame(api);
    game.play();
    await waitFor(() => expect((screen.getByTestId('bet') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.change(screen.getByTestId('stake'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('mine-count'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('bet'));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('99.00'));
    expect(api.inputsOf(minesStartCall)[0]).toMatchObject({ betLevel: 1, mines: 3 });
    expect(screen.getByTestId('next-multiplier').textContent).toBe('Next tile ×1.10');
    expect((screen.getByTestId('cash-out') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('tile-12'));
    await waitFor(() => expect(screen.getByTestId('multiplier').textContent).toBe('Multiplier ×1.10'));
    expect(screen.getByTestId('tile-12').getAttribute('data-kind')).toBe('gem');
    fireEvent.click(screen.getByTestId('tile-13'));
    await waitFor(() => expect(screen.getByTestId('cash-out').textContent).toBe('Cash out 1.25'));
    fireEvent.click(screen.getByTestId('cash-out'));
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toBe('You won 1.25'));
    expect(screen.getByTestId('balance').textContent).toBe('100.25');
    expect(screen.getByTestId('tile-0').getAttribute('data-kind')).toBe('mine');
    expect(messages.filter((m) => m.type === 'house-game:balance')).toHaveLength(2);
  });

  it('keeps a keyboard player’s place: Bet hands the focus to the board, a tile keeps it, Cash out hands it back', async () => {
    const api = studio();
    const { game } = await renderGame(api);
    game.play();
    const bet = await screen.findByTestId('bet');
    await waitFor(() => expect((bet as HTMLButtonElement).disabled).toBe(false));
    // No round: the tiles are out of the Tab order, so the way to Bet is short.
    expect(screen.getByTestId('tile-0').tabIndex).toBe(-1);
    bet.focus();
    fireEvent.click(bet);
    // Bet is gone with the round open: the focus is on the board's first tile, not lost to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('tile-0')));
    await waitFor(() => expect(screen.getByTestId('tile-0').tabIndex).toBe(0));
    const tile = screen.getByTestId('tile-12');
    tile.focus();
    fireEvent.click(tile);
    await waitFor(() => expect(tile.getAttribute('data-kind')).toBe('gem'));
    expect(document.activeElement).toBe(tile);
    // Turned over, it takes no second press.
    fireEvent.click(tile);
    expect(api.inputsOf(minesRevealCall)).toHaveLength(1);
    const cashOut = screen.getByTestId('cash-out');
    cashOut.focus();
    fireEvent.click(cashOut);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('bet')));
  });

  it('shows every mine and says the stake is lost when a mine is opened', async () => {
    const api = studio();
    const { game } = await renderGame(api);
    game.play();
    await game.start();
    fireEvent.click(screen.getByTestId('tile-1'));
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toBe('Mine! The stake is lost.'));
    for (const tile of MINES)
      expect(screen.getByTestId(`tile-${tile}`).getAttribute('data-kind')).toBe('mine');
    expect(screen.getByTestId('tile-5').getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByTestId('bet') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says why a bet was refused', async () => {
    const api = studio().on(minesStartCall, () => refuse('INSUFFICIENT_BALANCE'));
    const { game } = await renderGame(api);
    game.play();
    await waitFor(() => expect((screen.getByTestId('bet') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('bet'));
    await waitFor(() =>
      expect(screen.getByTestId('notice').textContent).toBe('Not enough balance for this bet.'),
    );
  });

  it('keeps a bet whose answer was lost, with its stake and mines, and the next press sends it again', async () => {
    const api = studio({ lost: 2 });
    const { game } = await renderGame(api);
    game.play();
    await waitFor(() => expect((screen.getByTestId('bet') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('bet'));
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toContain('The connection dropped'));
    expect(screen.getByTestId('balance').textContent).toBe('100.00');
    expect((screen.getByTestId('stake') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByTestId('mine-count') as HTMLSelectElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('bet'));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('99.00'));
    const sent = api.inputsOf(minesStartCall);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((start) => start.requestId)).size).toBe(1);
  });

  it('brings back a round left open, past the rules, with its tiles', async () => {
    const api = studio({ resume: roundOf({ reveals: [20], multiplier: '1.10', nextMultiplier: '1.25' }) });
    await renderGame(api);
    await waitFor(() => expect(screen.getByTestId('tile-20').getAttribute('data-kind')).toBe('gem'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('cash-out').textContent).toBe('Cash out 1.10');
    expect(screen.getByTestId('notice').textContent).toMatch(/open round is back/);
  });

  it('starts with the sound off, says demo in demo play, and speaks Khmer by default texts', async () => {
    const api = studio({ demo: true });
    await renderGame(api, 'KM');
    expect(screen.getByTestId('demo-banner')).toBeTruthy();
    expect(screen.getByRole('button', { name: /ភ្នាល់/ })).toBeTruthy();
    expect(createSound().enabled).toBe(false);
  });

  it('lists past rounds in the history with their board', async () => {
    const api = studio();
    const { game } = await renderGame(api);
    game.play();
    await game.start();
    await game.reveal(2);
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const round = await screen.findByTestId('history-round');
    expect(round.textContent).toContain('3 mines · 0 safe tiles');
    expect(round.querySelectorAll('.mini-board i.m')).toHaveLength(3);
  });
});
