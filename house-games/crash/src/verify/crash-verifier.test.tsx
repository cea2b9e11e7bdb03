import {
  chainSeedForRound,
  crashPointFromSeed,
  formatMultiplier,
  hashServerSeed,
  terminalHash,
} from '@platform/house-engine';
import { createFakeApi } from '@platform/house-kit/testing';
import { crashChainCall } from '@platform/shared-contracts/studio';
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { RULES } from '../test/fake-live';
import { crashVerifier } from './crash-verifier';

const ROOT = '5'.repeat(64);
const LENGTH = 10;
const SALT = 'crash-verifier-salt';
const seedOf = (round: number) => chainSeedForRound({ index: 0, seed: ROOT }, LENGTH, round);

function open(query: Record<string, string>, lang = 'EN') {
  const api = createFakeApi().on(crashChainCall, () => ({
    gameCode: 'HOUSE_CRASH',
    chainLength: LENGTH,
    terminalHash: terminalHash(ROOT, LENGTH),
    salt: SALT,
    roundsPlayed: 3,
    rules: RULES,
    method: 'HMAC-SHA256 of the seed and salt, 52 bits, 99/(1-k/2^52) floored to 0.01',
    engineVersion: 'crash-1',
  }));
  const { Section } = crashVerifier;
  render(<Section query={new URLSearchParams({ game: 'crash', ...query })} lang={lang} api={api} />);
  return api;
}

describe('Rocket Crash on the one verifier page', () => {
  const crashPoint = formatMultiplier(crashPointFromSeed(seedOf(3), SALT));

  it('opened from a round, checks its seed against the round before and draws the same crash point', async () => {
    const api = open({ round: '3', seed: seedOf(3), previous: seedOf(2), crashPoint });
    expect((await screen.findByTestId('hash-check')).getAttribute('data-matches')).toBe('true');
    expect(screen.getByTestId('verify-crash-point').textContent).toBe(
      `Crash point from the seed: ${crashPoint}×`,
    );
    expect(screen.getByTestId('verify-shown').textContent).toBe('The game showed the same crash point.');
    expect(api.inputsOf(crashChainCall)).toEqual([{ gameCode: 'HOUSE_CRASH' }]);
  });

  it('round 1 is checked against the published terminal hash', async () => {
    open({ round: '1', seed: seedOf(1) });
    expect((await screen.findByTestId('hash-check')).getAttribute('data-matches')).toBe('true');
    expect(hashServerSeed(seedOf(1))).toBe(terminalHash(ROOT, LENGTH));
  });

  it('a seed that is not the one the chain committed to fails the hash check, and a wrong crash point is named', async () => {
    open({ round: '3', seed: seedOf(4), previous: seedOf(2), crashPoint });
    expect((await screen.findByTestId('hash-check')).getAttribute('data-matches')).toBe('false');
    const other = formatMultiplier(crashPointFromSeed(seedOf(4), SALT));
    expect(other).not.toBe(crashPoint);
    expect(screen.getByTestId('verify-shown').textContent).toBe(
      `The game showed ${crashPoint}×, not ${other}×.`,
    );
  });

  it('typed in by hand, refuses what is not a seed, in the page’s language', async () => {
    open({}, 'CN');
    fireEvent.input(await screen.findByLabelText('回合种子（已公开）'), { target: { value: 'not-a-seed' } });
    fireEvent.submit(document.querySelector('form') as HTMLFormElement);
    expect(screen.getByRole('alert').textContent).toBe('服务器种子为 64 个十六进制字符。');
  });
});
