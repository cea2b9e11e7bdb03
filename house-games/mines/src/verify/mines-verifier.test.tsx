import { hashServerSeed, minesLayoutOf } from '@platform/house-engine';
import { TextsContext } from '@platform/house-kit';
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/texts';
import { MinesVerifyForm } from './mines-verifier';

const SEED = 'd'.repeat(64);

function renderPage(query: Record<string, string>) {
  render(
    <TextsContext.Provider value={translator('EN')}>
      <MinesVerifyForm query={new URLSearchParams(query)} />
    </TextsContext.Provider>,
  );
  fireEvent.click(screen.getByTestId('verify'));
}

describe('the Mines verifier', () => {
  const layout = minesLayoutOf({ serverSeed: SEED, clientSeed: 'abc', nonce: 4 }, 3);
  const safe = Array.from({ length: 25 }, (_, t) => t).filter((t) => !layout.includes(t));
  const round = {
    serverSeed: SEED,
    hash: hashServerSeed(SEED),
    clientSeed: 'abc',
    nonce: '4',
    mines: '3',
    reveals: `${safe[0]},${safe[1]}`,
    stake: '10.00',
    paid: '12.50',
    shown: layout.join(','),
  };

  it('recomputes a round from the link the game gives and says it matches', () => {
    renderPage(round);
    expect(screen.getByTestId('verify-status').textContent).toBe('Everything matches: the round was fair.');
    expect(document.querySelectorAll('.verify-board .tile-mine')).toHaveLength(3);
  });

  it('names what does not match', () => {
    renderPage({ ...round, paid: '20.00' });
    expect(screen.getByTestId('verify-status').textContent).toBe('Does not match:');
    expect(screen.getByText('payout 12.50 recomputed, 20.00 paid')).toBeTruthy();
  });

  it('fails the hash check when the seed is not the one committed to', () => {
    renderPage({ ...round, hash: hashServerSeed('e'.repeat(64)) });
    expect(screen.getByTestId('verify-status').textContent).toBe('Does not match:');
  });
});
