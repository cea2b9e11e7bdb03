import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../fair/seeds';
import { fairStream } from '../fair/stream';
import { slotSpin } from './engine';
import { TEMPLE_PAYTABLE } from './paytable';
import { minorToMoney, type RoundToVerify, verifyRound } from './verify-round';

const serverSeed = '7'.repeat(64);

function storedRound(nonce: number): RoundToVerify {
  const outcome = slotSpin(fairStream({ serverSeed, clientSeed: 'v', nonce }), TEMPLE_PAYTABLE, 3);
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: 'v',
    nonce,
    stake: '2.00',
    totalWin: minorToMoney(outcome.totalWin),
    steps: outcome.steps.map((step) => ({
      stops: step.stops,
      wins: step.wins.map((w) => ({ ...w, amount: minorToMoney(w.amount) })),
      scatterWin: minorToMoney(step.scatterWin),
    })),
  };
}

describe('verifyRound', () => {
  it('confirms a round the engine produced', () => {
    for (const nonce of [0, 1, 2, 3])
      expect(verifyRound(storedRound(nonce), TEMPLE_PAYTABLE).mismatches).toEqual([]);
  });

  it('reports a seed that does not match its commitment, altered stops and an altered total', () => {
    const round = storedRound(5);
    expect(verifyRound({ ...round, serverSeedHash: 'a'.repeat(64) }, TEMPLE_PAYTABLE).ok).toBe(false);
    const stops = [...round.steps[0]!.stops];
    stops[0] = (stops[0]! + 1) % 31;
    const altered = { ...round, steps: [{ ...round.steps[0]!, stops }, ...round.steps.slice(1)] };
    expect(verifyRound(altered, TEMPLE_PAYTABLE).mismatches[0]).toMatch(/^step 1: stops/);
    expect(verifyRound({ ...round, totalWin: '999.00' }, TEMPLE_PAYTABLE).mismatches).toEqual([
      expect.stringMatching(/^total win/),
    ]);
  });
});
