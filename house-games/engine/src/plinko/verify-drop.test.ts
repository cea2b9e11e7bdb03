import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../fair/seeds';
import { minorToMoney } from '../slot/verify-round';
import { replayDrop } from './engine';
import { multiplierText } from './tables';
import { type DropToVerify, verifyDrop } from './verify-drop';

const serverSeed = '5e'.repeat(32);

function storedDrop(): DropToVerify {
  const outcome = replayDrop({
    serverSeed,
    clientSeed: 'player',
    nonce: 42,
    rows: 14,
    risk: 'high',
    stake: 500n,
  });
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: 'player',
    nonce: 42,
    rows: 14,
    risk: 'high',
    stake: '5.00',
    totalWin: minorToMoney(outcome.win),
    path: outcome.path,
    bucket: outcome.bucket,
    multiplier: multiplierText(outcome.multiplier),
  };
}

describe('verifyDrop', () => {
  it('accepts a drop that its revealed seeds reproduce', () => {
    const result = verifyDrop(storedDrop());
    expect(result.mismatches).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('names each thing that does not match', () => {
    const drop = storedDrop();
    const flipped = drop.path.startsWith('L') ? `R${drop.path.slice(1)}` : `L${drop.path.slice(1)}`;
    const result = verifyDrop({ ...drop, path: flipped, totalWin: '999.00', serverSeedHash: '0'.repeat(64) });
    expect(result.ok).toBe(false);
    expect(result.mismatches).toEqual([
      'the server seed does not hash to the commitment shown before play',
      `path ${drop.path} recomputed, ${flipped} stored`,
      `win ${drop.totalWin} recomputed, 999.00 stored`,
    ]);
  });

  it('catches a drop stored under another nonce', () => {
    const result = verifyDrop({ ...storedDrop(), nonce: 43 });
    expect(result.ok).toBe(false);
  });
});
