import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairStream } from '../fair/stream';
import { playRound } from './engine';
import { TEMPLE_PAYTABLE } from './paytable';
import { verifySlotSpin as verifySpin } from './verify-spin';

const SERVER_SEED = '3f0c9a1be2d4475a8c6e0b1d2f3a4b5c6d7e8f90112233445566778899aabbcc';
const HASH = createHash('sha256').update(SERVER_SEED).digest('hex');
/** node:crypto's HMAC, so the expected round does not come from the library the page uses. */
const nodeHmac = (key: Uint8Array, message: Uint8Array) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

describe('verifySlotSpin', () => {
  it('reproduces a round and checks the hash shown before play', () => {
    const expected = playRound(
      fairStream({ serverSeed: SERVER_SEED, clientSeed: 'lucky_7', nonce: 41 }, nodeHmac),
      TEMPLE_PAYTABLE,
      100n,
    );
    const result = verifySpin(
      { serverSeed: SERVER_SEED, clientSeed: 'lucky_7', nonce: '41', stakeMinor: '100', expectedHash: HASH },
      TEMPLE_PAYTABLE,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.hash).toBe(HASH);
    expect(result.nonce).toBe(41);
    expect(result.hashMatches).toBe(true);
    expect(result.outcome.steps.map((step) => step.stops)).toEqual(expected.steps.map((step) => step.stops));
    expect(result.outcome.totalWin).toBe(expected.totalWin);
  });

  it('says when the seed does not match the hash shown, and when no hash was given', () => {
    const input = { serverSeed: SERVER_SEED, clientSeed: 'a', nonce: '0', stakeMinor: '20' };
    const other = verifySpin({ ...input, expectedHash: 'f'.repeat(64) }, TEMPLE_PAYTABLE);
    expect(other.ok && other.hashMatches).toBe(false);
    const none = verifySpin({ ...input, expectedHash: '' }, TEMPLE_PAYTABLE);
    expect(none.ok && none.hashMatches).toBeNull();
  });

  it('refuses a seed, client seed or nonce that cannot be one', () => {
    const good = { serverSeed: SERVER_SEED, clientSeed: 'a', nonce: '0', stakeMinor: '20', expectedHash: '' };
    expect(verifySpin({ ...good, serverSeed: 'xyz' }, TEMPLE_PAYTABLE)).toEqual({
      ok: false,
      problem: 'serverSeed',
    });
    expect(verifySpin({ ...good, clientSeed: 'a b' }, TEMPLE_PAYTABLE)).toEqual({
      ok: false,
      problem: 'clientSeed',
    });
    expect(verifySpin({ ...good, nonce: '-1' }, TEMPLE_PAYTABLE)).toEqual({
      ok: false,
      problem: 'nonce',
    });
    expect(verifySpin({ ...good, stakeMinor: '21' }, TEMPLE_PAYTABLE)).toEqual({
      ok: false,
      problem: 'stake',
    });
  });
});
