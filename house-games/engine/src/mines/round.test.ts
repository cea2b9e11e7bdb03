import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../fair/seeds';
import { type FairStream, fairStream, type HmacSha256 } from '../fair/stream';
import { MINES_FAIRNESS } from './fairness';
import { minesLayout, minesLayoutOf, revealTile, settlePlan } from './round';
import { verifyMinesRound } from './verify-round';

const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();
const SEEDS = { serverSeed: 'b'.repeat(64), clientSeed: 'lucky', nonce: 3 };

function fixedStream(values: number[]): FairStream {
  let index = 0;
  return {
    nextUint32: () => {
      const value = values[index];
      if (value === undefined) throw new Error('stream exhausted');
      index += 1;
      return value;
    },
    blocksUsed: 0,
  };
}

describe('mines round', () => {
  it('lays mines by a Fisher-Yates shuffle, worked by hand', () => {
    // Swap 0: uniformInt(25) of 27 = 2 -> tile 2 first; swap 1: uniformInt(24) of 0 -> index 1 + 0 = tile 1;
    // swap 2: uniformInt(23) of 2^32 - 1 is above 23 x floor(2^32 / 23) - 1 (rejected), then 45 -> 45 % 23 = 22,
    // index 2 + 22 = 24 -> tile 24.
    expect(minesLayout(fixedStream([27, 0, 2 ** 32 - 1, 45]), 3)).toEqual([2, 1, 24]);
  });

  it('plays a round by hand: two safe tiles cash out 1.25 x, a mine pays nothing', () => {
    const mines = [2, 1, 24];
    const first = revealTile(mines, [], 0);
    expect(first).toEqual({ kind: 'safe', safeReveals: 1, multiplier: 110n, next: 125n, cleared: false });
    expect(revealTile(mines, [0], 12)).toMatchObject({ kind: 'safe', safeReveals: 2, multiplier: 125n });
    expect(revealTile(mines, [0, 12], 24)).toEqual({ kind: 'mine' });
    expect(settlePlan(mines, [0, 12], 1000n)).toEqual({
      mines,
      reveals: [0, 12],
      lost: false,
      payout: 1250n,
    });
    expect(settlePlan(mines, [0, 1, 12], 1000n)).toMatchObject({ reveals: [0, 1], lost: true, payout: 0n });
    expect(() => revealTile(mines, [0], 0)).toThrow(RangeError);
    expect(() => revealTile(mines, [], 25)).toThrow(RangeError);
  });

  it('ends a round that opens every safe tile', () => {
    const mines = Array.from({ length: 24 }, (_, tile) => tile + 1);
    expect(revealTile(mines, [], 0)).toEqual({
      kind: 'safe',
      safeReveals: 1,
      multiplier: 2425n,
      next: null,
      cleared: true,
    });
  });

  it('gives the same layout from the seeds in node and in the browser hash', () => {
    const layout = minesLayoutOf(SEEDS, 5);
    expect(minesLayoutOf(SEEDS, 5, nodeHmac)).toEqual(layout);
    expect(new Set(layout).size).toBe(5);
    expect(minesLayoutOf({ ...SEEDS, nonce: 4 }, 5)).not.toEqual(layout);
  });

  it('verifies a played round and names what was tampered with', () => {
    const mines = minesLayoutOf(SEEDS, 3);
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mines.includes(tile));
    const round = {
      ...SEEDS,
      serverSeedHash: hashServerSeed(SEEDS.serverSeed),
      mineCount: 3,
      mines,
      reveals: safe.slice(0, 2),
      stake: '10.00',
      payout: '12.50',
    };
    expect(verifyMinesRound(round)).toMatchObject({ ok: true, mismatches: [], payout: '12.50' });
    expect(verifyMinesRound({ ...round, payout: '13.00' }).mismatches).toEqual([
      'payout 12.50 recomputed, 13.00 paid',
    ]);
    const lost = { ...round, reveals: [safe[0]!, mines[1]!], payout: '0.00' };
    expect(verifyMinesRound(lost).ok).toBe(true);
    const moved = verifyMinesRound({ ...round, mines: [...mines.slice(1), safe[5]!] });
    expect(moved.ok).toBe(false);
    expect(verifyMinesRound({ ...round, serverSeedHash: 'c'.repeat(64) }).mismatches[0]).toMatch(
      /commitment/,
    );
  });
});

describe('mines fairness profile', () => {
  it('states each variant at its exact RTP to 0.01 pp', () => {
    for (const variant of MINES_FAIRNESS.variants)
      expect(
        Math.abs(variant.exactRtp() * 100 - Number(variant.publishedRtp)),
        variant.name,
      ).toBeLessThanOrEqual(0.01);
  });

  it('plays variants through the engine near their RTP', { timeout: 60_000 }, () => {
    const variant = MINES_FAIRNESS.variants[0]!;
    let staked = 0n;
    let won = 0n;
    for (let nonce = 0; nonce < 20_000; nonce += 1) {
      const round = variant.playRound(fairStream({ ...SEEDS, nonce }, nodeHmac));
      staked += round.stake;
      won += round.win;
    }
    // 20,000 rounds of p = 0.77 paying 1.25: standard error 0.53 pp; 4 standard errors.
    expect(Math.abs((Number(won) / Number(staked)) * 100 - 96.25)).toBeLessThan(2.2);
  });

  it('gives chi-square categories that sum to 1 and fall in range', () => {
    for (const profile of MINES_FAIRNESS.chiSquare) {
      const probabilities = profile.probabilities();
      expect(probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      for (let nonce = 0; nonce < 200; nonce += 1) {
        const category = profile.category(fairStream({ ...SEEDS, nonce }));
        expect(category).toBeGreaterThanOrEqual(0);
        expect(category).toBeLessThan(probabilities.length);
      }
    }
  });
});
