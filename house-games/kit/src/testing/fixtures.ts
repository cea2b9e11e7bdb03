import {
  studioClientSeedCall,
  studioOpenCall,
  studioRotateSeedCall,
  studioSeedsCall,
} from '@platform/shared-contracts/studio';
import { createFakeApi, type FakeApi } from '@platform/shared-contracts/testing';
import type { FairState, StudioGameKind, StudioOpenAnswer } from '../studio/studio-shapes';

/** A server seed hash as the studio shows it before play. */
export const HASH = 'a'.repeat(64);
/** The seed a rotation reveals in `fakeStudio`. */
export const REVEALED_SEED = 'b'.repeat(64);
/** The hash of the seed that follows a rotation in `fakeStudio`. */
export const NEXT_HASH = 'c'.repeat(64);
/** A launch token of the length the studio accepts. */
export const LAUNCH_TOKEN = 'launch-token-0123456789';

export function fairState(overrides: Partial<FairState> = {}): FairState {
  return { serverSeedHash: HASH, clientSeed: 'my-seed', nonce: 0, ...overrides };
}

/** The studio's open answer for a game of `kind` (a table game: no paytable, no lines). */
export function studioOpenAnswer(
  kind: StudioGameKind,
  overrides: Partial<StudioOpenAnswer> = {},
): StudioOpenAnswer {
  return {
    gameSession: 'game-session-1',
    gameCode: `HOUSE_${kind.toUpperCase()}`,
    currency: 'KHR',
    demo: false,
    balance: '100.00',
    betLevels: ['0.20', '1.00', '5.00'],
    kind,
    rtp: '99.00',
    fair: fairState(),
    returnUrl: '/rng',
    ...overrides,
  };
}

/**
 * A fake studio (the contracts' fake API: every request and answer is checked against its schema) that opens
 * `open` and keeps the seed pair like the studio: setting the client seed keeps the nonce, rotating reveals
 * REVEALED_SEED with the last nonce used and starts NEXT_HASH at nonce 0. A game adds its own calls with `.on`
 * and moves the nonce with `fair.nonce += 1` after each round it answers.
 */
export function fakeStudio(open: StudioOpenAnswer): { api: FakeApi; fair: FairState } {
  const fair = { ...open.fair };
  const api = createFakeApi()
    .on(studioOpenCall, () => open)
    .on(studioSeedsCall, () => ({ ...fair }))
    .on(studioClientSeedCall, ({ clientSeed }) => {
      fair.clientSeed = clientSeed;
      return { ...fair };
    })
    .on(studioRotateSeedCall, () => {
      const revealed = {
        serverSeed: REVEALED_SEED,
        serverSeedHash: fair.serverSeedHash,
        clientSeed: fair.clientSeed,
        lastNonce: fair.nonce - 1,
      };
      Object.assign(fair, { serverSeedHash: NEXT_HASH, nonce: 0 });
      return { revealed, next: { ...fair } };
    });
  return { api, fair };
}
