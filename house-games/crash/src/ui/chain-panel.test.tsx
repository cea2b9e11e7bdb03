import {
  chainSeedForRound,
  crashPointFromSeed,
  formatMultiplier,
  hashServerSeed,
  terminalHash,
} from '@platform/house-engine';
import { renderWithTexts } from '@platform/house-kit/testing';
import { type CrashHistoryRound, crashChainCall } from '@platform/shared-contracts/studio';
import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { CrashGame } from '../game/crash-game';
import { translator } from '../i18n/texts';
import { crashStudio, RULES, T0 } from '../test/fake-live';
import { ChainPanel } from './chain-panel';

const ROOT = '7'.repeat(64);
const LENGTH = 10;
const SALT = 'crash-test-salt';

function played(roundNumber: number): CrashHistoryRound {
  const seed = chainSeedForRound({ index: 0, seed: ROOT }, LENGTH, roundNumber);
  return {
    roundId: String(roundNumber),
    roundNumber,
    hash: hashServerSeed(seed),
    seed,
    crashPoint: formatMultiplier(crashPointFromSeed(seed, SALT)),
    startedAt: T0,
    crashedAt: T0 + 5000,
    interrupted: false,
  };
}

describe('the hash chain panel', () => {
  it('checks each shown round in the browser against the round before it and the published terminal hash', async () => {
    const studio = crashStudio();
    studio.api.on(crashChainCall, () => ({
      gameCode: 'HOUSE_CRASH',
      chainLength: LENGTH,
      terminalHash: terminalHash(ROOT, LENGTH),
      salt: SALT,
      roundsPlayed: 3,
      rules: RULES,
      method: 'HMAC-SHA256 of the seed and salt, 52 bits, 99/(1-k/2^52) floored to 0.01',
      engineVersion: 'crash-1',
    }));
    const game = new CrashGame({ api: studio.api, postToParent: () => undefined });
    await game.open('launch-token-0123456789');
    const tampered = { ...played(3), crashPoint: '1000.00' };
    const history = [tampered, played(2), played(1)];
    renderWithTexts(
      <ChainPanel game={game} state={{ ...game.state, history }} onClose={() => undefined} />,
      translator('EN'),
    );
    await waitFor(() => expect(screen.getAllByTestId('verify-result')).toHaveLength(3));
    const [third, second, first] = screen.getAllByTestId('verify-result').map((node) => node.textContent);
    expect(first).toBe('Hash chain and crash point check out');
    expect(second).toBe('Hash chain and crash point check out');
    expect(third).toContain(`Does not check out: the seed gives a crash point of ${played(3).crashPoint}x`);
    expect(studio.api.inputsOf(crashChainCall)).toEqual([{ gameCode: 'HOUSE_CRASH' }]);
    // Each round opens the one verifier page at the crash section, with its seed and the seed before it.
    const link = new URL(
      screen.getAllByTestId('round-verify-link')[1]!.getAttribute('href')!,
      'https://site',
    );
    expect(link.pathname).toBe('/house-games/verify/');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      game: 'crash',
      seed: played(2).seed,
      previous: played(1).seed,
      crashPoint: played(2).crashPoint,
    });
  });
});
