import { dealHandAt } from '@platform/house-engine';
import { TextsContext } from '@platform/house-kit';
import { LAUNCH_TOKEN } from '@platform/house-kit/testing';
import { baccaratDealCall } from '@platform/shared-contracts/studio';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { BaccaratGame } from '../game/baccarat-game';
import { createSound } from '../game/sound';
import { translator } from '../i18n/texts';
import { fakeTable, NO_DELAYS } from '../test/fake-table';
import { App } from './app';

async function renderTable(table: ReturnType<typeof fakeTable>, lang = 'EN') {
  const messages: unknown[] = [];
  const game = new BaccaratGame({ api: table.api, postToParent: (m) => messages.push(m), timing: NO_DELAYS });
  render(
    <TextsContext.Provider value={translator(lang)}>
      <App game={game} sound={createSound()} />
    </TextsContext.Provider>,
  );
  await game.open(LAUNCH_TOKEN);
  return { game, messages };
}

describe('the baccarat table', () => {
  it('shows the rules with every bet’s RTP before the first bet; no deal until Play', async () => {
    const table = fakeTable();
    await renderTable(table);
    const rules = await screen.findByRole('dialog', { name: 'Baccarat rules' });
    expect(within(rules).getByTestId('rtp').textContent).toBe('Return to player: 98.94%');
    expect(within(rules).getByTestId('rule-banker').textContent).toBe('Banker0.95:198.94%');
    expect(within(rules).getByTestId('rule-tie').textContent).toBe('Tie8:185.64%');
    expect(within(rules).getByTestId('rule-playerPair').textContent).toBe('Player pair11:189.64%');
    fireEvent.click(screen.getByTestId('spot-banker'));
    fireEvent.click(screen.getByTestId('deal'));
    expect(table.api.inputsOf(baccaratDealCall)).toHaveLength(0);
    fireEvent.click(within(rules).getByRole('button', { name: 'Play' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deals the bets placed with chips, turns the cards in order, shows the result and the new balance', async () => {
    const table = fakeTable();
    const { game, messages } = await renderTable(table);
    game.play();
    fireEvent.click(screen.getByTestId('chip-1'));
    fireEvent.click(screen.getByTestId('spot-banker'));
    fireEvent.click(screen.getByTestId('spot-banker'));
    fireEvent.click(screen.getByTestId('chip-0'));
    fireEvent.click(screen.getByTestId('spot-tie'));
    expect(screen.getByTestId('stake-banker').textContent).toBe('10.00');
    expect(screen.getByTestId('total-stake').textContent).toBe('Total bet 11.00');
    fireEvent.click(screen.getByTestId('deal'));
    await waitFor(() => expect(screen.getByTestId('result')).toBeTruthy());
    expect(table.api.inputsOf(baccaratDealCall)[0]?.bets).toEqual([
      { kind: 'banker', stake: '10.00' },
      { kind: 'tie', stake: '1.00' },
    ]);
    const hand = dealHandAt(table.order, 0);
    const shown = [...document.querySelectorAll('[data-testid="player-side"] [data-testid="card"]')].map(
      (card) => card.getAttribute('data-card'),
    );
    expect(shown).toEqual(hand.player.map((card) => `${card.rank}${card.suit}`));
    expect(screen.getByTestId('player-total').textContent).toBe(String(hand.playerTotal));
    expect(screen.getByTestId('banker-total').textContent).toBe(String(hand.bankerTotal));
    const dealt = table.table.dealt[0]!;
    expect(screen.getByTestId('top-balance').textContent).toBe(dealt.balanceAfter);
    expect(screen.getByTestId('cards-to-cut').textContent).toBe(
      `${402 - hand.cardsUsed} cards to the cut card`,
    );
    expect(messages).toEqual([{ type: 'house-game:balance' }]);
    fireEvent.click(screen.getByTestId('clear'));
    fireEvent.click(screen.getByTestId('rebet'));
    expect(screen.getByTestId('total-stake').textContent).toBe('Total bet 11.00');
  });

  it('keeps the keyboard on Deal while the hand is answered, and a second press sends nothing', async () => {
    let answer = () => {};
    const table = fakeTable({ hold: new Promise((resolve) => (answer = resolve)) });
    const { game } = await renderTable(table);
    game.play();
    fireEvent.click(screen.getByTestId('spot-banker'));
    const deal = screen.getByTestId('deal') as HTMLButtonElement;
    deal.focus();
    fireEvent.click(deal);
    await waitFor(() => expect(deal.getAttribute('aria-busy')).toBe('true'));
    // Busy, not disabled: a browser moves a disabled button's focus to the page.
    expect(deal.disabled).toBe(false);
    expect(document.activeElement).toBe(deal);
    fireEvent.click(deal);
    answer();
    await waitFor(() => expect(deal.getAttribute('aria-busy')).toBe('false'));
    expect(table.api.inputsOf(baccaratDealCall)).toHaveLength(1);
  });

  it('keeps a deal whose answer was lost, with its bets, and the next press sends it again', async () => {
    const table = fakeTable({ lost: 2 });
    const { game } = await renderTable(table);
    game.play();
    fireEvent.click(screen.getByTestId('spot-banker'));
    fireEvent.click(screen.getByTestId('deal'));
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toContain('The connection dropped'));
    expect(screen.getByTestId('top-balance').textContent).toBe('100.00');
    expect((screen.getByTestId('spot-player') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('clear') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('deal'));
    await waitFor(() => expect(screen.getByTestId('result')).toBeTruthy());
    const sent = table.api.inputsOf(baccaratDealCall);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((deal) => deal.requestId)).size).toBe(1);
    expect(screen.getByTestId('top-balance').textContent).toBe(table.table.dealt[0]?.balanceAfter);
    expect((screen.getByTestId('spot-player') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the balance cannot cover the bet, and does not deal', async () => {
    const table = fakeTable({ balance: '3.00' });
    const { game } = await renderTable(table);
    game.play();
    fireEvent.click(screen.getByTestId('chip-1'));
    fireEvent.click(screen.getByTestId('spot-player'));
    expect(screen.getByTestId('notice').textContent).toBe('Not enough balance for this bet.');
    expect(screen.queryByTestId('stake-player')).toBeNull();
  });

  it('speaks Khmer and keeps the sound off until turned on', async () => {
    const table = fakeTable();
    const sound = createSound();
    expect(sound.enabled).toBe(false);
    const { game } = await renderTable(table, 'KM');
    game.play();
    expect(screen.getByTestId('deal').textContent).toBe('ចែកបៀ');
    expect(screen.getByTestId('spot-banker').textContent).toContain('ធនាគារ');
  });
});
