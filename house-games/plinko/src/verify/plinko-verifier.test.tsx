import { hashServerSeed, multiplierText, replayDrop } from '@platform/house-engine';
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { plinkoVerifier } from './plinko-verifier';

const SEED = 'c3'.repeat(32);

function open(query: Record<string, string>, lang = 'EN') {
  const { Section } = plinkoVerifier;
  render(<Section query={new URLSearchParams(query)} lang={lang} api={{} as never} />);
}

const link = {
  game: 'plinko',
  serverSeed: SEED,
  hash: hashServerSeed(SEED),
  clientSeed: 'my-seed',
  nonce: '5',
  rows: '16',
  risk: 'high',
  stake: '2.00',
};

describe('Plinko on the one verifier page', () => {
  const expected = replayDrop({
    serverSeed: SEED,
    clientSeed: 'my-seed',
    nonce: 5,
    rows: 16,
    risk: 'high',
    stake: 200n,
  });

  it('opened from the game, drops the same ball again from the revealed seed at once', () => {
    open(link);
    expect(screen.getByTestId('hash-check').getAttribute('data-matches')).toBe('true');
    expect(screen.getByTestId('verify-path').textContent).toBe(expected.path);
    expect(expected.path).toHaveLength(16);
    expect(screen.getByTestId('verify-bucket').textContent).toBe(String(expected.bucket));
    expect(screen.getByTestId('verify-multiplier').textContent).toBe(
      `${multiplierText(expected.multiplier)}×`,
    );
    const win = `${expected.win / 100n}.${(expected.win % 100n).toString().padStart(2, '0')}`;
    expect(screen.getByTestId('verify-total').textContent).toBe(`${win} (Stake 2.00)`);
  });

  it('says when the revealed seed does not hash to the one shown before play', () => {
    open({ ...link, serverSeed: 'd4'.repeat(32) });
    expect(screen.getByTestId('hash-check').getAttribute('data-matches')).toBe('false');
    expect(screen.getByTestId('hash-check').textContent).toBe(
      'SHA-256 of the server seed does NOT match the hash shown before play.',
    );
  });

  it('typed in by hand with another board, recomputes on Verify; a bad stake is refused in the page’s language', () => {
    open({ ...link, stake: '2' }, 'CN');
    expect(screen.getByRole('alert').textContent).toBe('投注额为形如 1.00 的金额。');
    fireEvent.input(screen.getByDisplayValue('2'), { target: { value: '2.00' } });
    fireEvent.submit(document.querySelector('form') as HTMLFormElement);
    expect(screen.getByTestId('verify-path').textContent).toBe(expected.path);
  });
});
