import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairStream, type HmacSha256 } from '../fair/stream';
import { playRound } from './engine';
import { evaluateWindow, reelWindow } from './evaluate';
import { exactRtp, rtpFromTotals, type SpinTotals, spinTotals } from './exact-rtp';
import { TEMPLE_PAYTABLE, TEMPLE_PUBLISHED_RTP } from './paytable';
import type { SlotPaytable } from './paytable-types';
import { TINY_PAYTABLE } from './test-paytables';

const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();

/** Every stop combination, one by one, through the engine's own window evaluation. */
function bruteForceTotals(paytable: SlotPaytable): SpinTotals {
  const lines = BigInt(paytable.lines.length);
  let basePay = 0n;
  let freeSpins = 0n;
  let combinations = 0n;
  const stops: number[] = [];
  const walk = (reel: number) => {
    if (reel === paytable.strips.length) {
      const window = stops.map((stop, r) => reelWindow(paytable.strips[r]!, stop, paytable.rows));
      const pays = evaluateWindow(window, paytable);
      basePay += BigInt(pays.linePay) + BigInt(pays.scatterPay) * lines;
      freeSpins += BigInt(pays.freeSpinsAwarded);
      combinations += 1n;
      return;
    }
    for (let stop = 0; stop < paytable.strips[reel]!.length; stop += 1) {
      stops.push(stop);
      walk(reel + 1);
      stops.pop();
    }
  };
  walk(0);
  return { combinations, basePay, freeSpins };
}

/** Mean and standard error of the return per stake over `rounds` seeded rounds through the real engine. */
function monteCarlo(paytable: SlotPaytable, rounds: number, serverSeed: string) {
  const stake = BigInt(paytable.betLevels[0]!);
  let sum = 0;
  let sumSquares = 0;
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const outcome = playRound(
      fairStream({ serverSeed, clientSeed: 'monte-carlo', nonce }, nodeHmac),
      paytable,
      stake,
    );
    const ratio = Number(outcome.totalWin) / Number(stake);
    sum += ratio;
    sumSquares += ratio * ratio;
  }
  const mean = sum / rounds;
  const variance = sumSquares / rounds - mean * mean;
  return { mean, standardError: Math.sqrt(variance / rounds) };
}

const asNumber = (f: { numerator: bigint; denominator: bigint }) =>
  Number(f.numerator) / Number(f.denominator);

describe('exact RTP', () => {
  it('of Temple of Fortune equals the published figure to 0.01 percentage points', () => {
    const exact = exactRtp(TEMPLE_PAYTABLE);
    expect(exact.percent).toBe(TEMPLE_PUBLISHED_RTP);
    expect(Math.abs(asNumber(exact.rtp) * 100 - Number(TEMPLE_PUBLISHED_RTP))).toBeLessThan(0.005);
    expect(exact.totals.combinations).toBe(31n * 32n ** 4n);
  });

  it('counted by symbol frequencies equals brute force over every stop combination', () => {
    const fast = spinTotals(TINY_PAYTABLE);
    const brute = bruteForceTotals(TINY_PAYTABLE);
    expect(brute.combinations).toBe(7776n);
    expect(fast).toEqual(brute);
    expect(exactRtp(TINY_PAYTABLE).rtp).toEqual(rtpFromTotals(TINY_PAYTABLE, brute).rtp);
  });

  it('with frequent retriggered free spins matches a seeded Monte Carlo within 4 standard errors', () => {
    const exact = asNumber(exactRtp(TINY_PAYTABLE).rtp);
    expect(asNumber(exactRtp(TINY_PAYTABLE).freeSpinsPerRound)).toBeGreaterThan(0.2);
    const measured = monteCarlo(TINY_PAYTABLE, 50_000, 'b'.repeat(64));
    expect(Math.abs(measured.mean - exact)).toBeLessThan(4 * measured.standardError);
  }, 60_000);

  // About 2 s alone: a busy 2-core machine can make it several times the default 5 s.
  it('of Temple of Fortune matches 100,000 seeded spins within 4 standard errors', () => {
    const exact = asNumber(exactRtp(TEMPLE_PAYTABLE).rtp);
    const measured = monteCarlo(TEMPLE_PAYTABLE, 100_000, 'c'.repeat(64));
    expect(measured.standardError).toBeLessThan(0.05);
    expect(Math.abs(measured.mean - exact)).toBeLessThan(4 * measured.standardError);
  }, 60_000);

  it('refuses a table whose free spins never end on average', () => {
    const endless = { ...TINY_PAYTABLE, freeSpinAwards: [50, 50, 50, 50, 50, 50, 50, 50] };
    expect(() => exactRtp(endless)).toThrow(RangeError);
  });
});
