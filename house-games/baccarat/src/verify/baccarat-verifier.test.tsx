import { hashServerSeed, replayShoe } from '@platform/house-engine';
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { cn } from '../i18n/cn';
import { baccaratVerifier } from './baccarat-verifier';

const SEED = 'e'.repeat(64);
const { hands } = replayShoe(SEED, 'seed-1');
const third = hands[2]!;
const cardCodes = (cards: readonly { rank: string; suit: string }[]) =>
  cards.map((card) => `${card.rank}${card.suit}`);

function open(query: Record<string, string>, lang = 'EN') {
  const { Section } = baccaratVerifier;
  render(<Section query={new URLSearchParams(query)} lang={lang} api={{} as never} />);
  fireEvent.click(screen.getByTestId('verify-check'));
}

const link = {
  game: 'baccarat',
  serverSeed: SEED,
  hash: hashServerSeed(SEED),
  clientSeed: 'seed-1',
  nonce: String(third.position),
  player: third.hand.player.map((card) => card.index).join('-'),
  banker: third.hand.banker.map((card) => card.index).join('-'),
};

describe('Baccarat on the one verifier page', () => {
  it('deals the same hand again from the revealed seed and confirms the cards the table showed', () => {
    open(link);
    expect(screen.getByTestId('verify-hash').textContent).toBe(
      'The server seed matches the hash shown before the shoe.',
    );
    expect(screen.getByTestId('verify-cards').textContent).toBe(
      `The hand at card ${third.position + 1} has exactly these cards.`,
    );
    const shown = screen.getAllByTestId('card').map((card) => card.getAttribute('data-card'));
    expect(shown).toEqual([...cardCodes(third.hand.player), ...cardCodes(third.hand.banker)]);
  });

  it('says so when the revealed seed is not the one the hash committed to', () => {
    open({ ...link, serverSeed: 'f'.repeat(64) });
    expect(screen.getByTestId('verify-hash').textContent).toBe('The server seed does NOT match the hash.');
    expect(screen.getByTestId('verify-cards').getAttribute('class')).toContain('status-warn');
  });

  it('speaks the page’s language', () => {
    open(link, 'CN');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(cn.verifyTitle);
    expect(screen.getByTestId('verify-hash').textContent).toBe(cn.verifyHashOk);
  });
});
