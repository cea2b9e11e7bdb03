import { describe, expect, it } from 'vitest';
import { plinkoPay } from './engine';
import { bucketProbabilities, pathsTo, plinkoExactRtp } from './exact-rtp';
import { PLINKO_PUBLISHED_RTP, PLINKO_RISKS, plinkoTable, plinkoTables } from './tables';

/** Every one of the 2^n paths, one by one, through the engine's own pay: the RTP by full enumeration. */
function enumeratedRtp(rows: number, risk: (typeof PLINKO_RISKS)[number]): number {
  const table = plinkoTable(rows, risk);
  let paid = 0n;
  for (let paths = 0; paths < 2 ** rows; paths += 1) {
    const path = Array.from({ length: rows }, (_, row) => ((paths >> row) & 1 ? 'R' : 'L')).join('');
    paid += plinkoPay(table, path, 100n).win;
  }
  return Number(paid) / 100 / 2 ** rows;
}

describe('plinko RTP', () => {
  it.each(plinkoTables().map((table) => [table.id, table] as const))(
    '%s returns the published 99.00% to 0.01 pp, computed exactly',
    (_id, table) => {
      const { rtp, percent } = plinkoExactRtp(table);
      expect(percent).toBe(PLINKO_PUBLISHED_RTP);
      const exact = Number(rtp.numerator) / Number(rtp.denominator);
      expect(Math.abs(exact * 100 - Number(PLINKO_PUBLISHED_RTP))).toBeLessThan(0.005);
    },
  );

  it('agrees with full enumeration of every path (8 to 14 rows, every risk)', () => {
    for (let rows = 8; rows <= 14; rows += 1) {
      for (const risk of PLINKO_RISKS) {
        const { rtp } = plinkoExactRtp(plinkoTable(rows, risk));
        expect(enumeratedRtp(rows, risk)).toBeCloseTo(Number(rtp.numerator) / Number(rtp.denominator), 12);
      }
    }
  });

  it('counts the paths to each bucket by C(n, k): 8 rows 1 8 28 56 70 56 28 8 1', () => {
    expect(Array.from({ length: 9 }, (_, k) => pathsTo(8, k))).toEqual([
      1n,
      8n,
      28n,
      56n,
      70n,
      56n,
      28n,
      8n,
      1n,
    ]);
    expect(pathsTo(16, 8)).toBe(12870n);
    expect(bucketProbabilities(12).reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
  });

  it('has mirror-image boards whose edges pay more and middles less as the risk rises', () => {
    for (let rows = 8; rows <= 16; rows += 1) {
      const [low, medium, high] = PLINKO_RISKS.map((risk) => plinkoTable(rows, risk).multipliers);
      for (const board of [low!, medium!, high!]) {
        expect(board).toHaveLength(rows + 1);
        expect([...board].reverse()).toEqual(board);
      }
      expect(low![0]!).toBeLessThan(medium![0]!);
      expect(medium![0]!).toBeLessThan(high![0]!);
      const middle = Math.floor(rows / 2);
      expect(high![middle]!).toBeLessThanOrEqual(medium![middle]!);
      expect(medium![middle]!).toBeLessThanOrEqual(low![middle]!);
    }
  });
});
