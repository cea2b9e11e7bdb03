import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type FairStream, fairStream, type HmacSha256 } from '../fair/stream';
import { dropBall, plinkoPay, replayDrop } from './engine';
import { plinkoTable } from './tables';

const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();

/** A stream that hands out the given words, in order. */
function fixedStream(words: number[]): FairStream {
  let used = 0;
  return {
    nextUint32: () => {
      const word = words[used];
      if (word === undefined) throw new Error('the test stream ran dry');
      used += 1;
      return word;
    },
    blocksUsed: 0,
  };
}

describe('a drop', () => {
  it('steps right on an odd draw and left on an even one, one draw per row, and lands in the count of rights', () => {
    // uniformInt(stream, 2) accepts every 32-bit value (2 divides 2^32), so each step is the word's lowest bit.
    const stream = fixedStream([2, 7, 9, 4, 0xffffffff, 1, 3, 0x80000000]);
    const outcome = dropBall(stream, plinkoTable(8, 'low'), 100n);
    expect(outcome.path).toBe('LRRLRRRL');
    expect(outcome.bucket).toBe(5);
    // 8 rows, low risk: 5.58 2.70 1.39 0.77 0.50 0.77 1.39 2.70 5.58, bucket 5 pays 0.77x.
    expect(outcome.multiplier).toBe(77);
    expect(outcome.win).toBe(77n);
  });

  it('pays the edge of 16 rows at high risk 1001x, and the middle 0.20x', () => {
    const table = plinkoTable(16, 'high');
    expect(plinkoPay(table, 'R'.repeat(16), 100_00n).win).toBe(1_001_00_00n);
    expect(plinkoPay(table, 'L'.repeat(16), 100n).win).toBe(1001_00n);
    const middle = plinkoPay(table, 'LRLRLRLRLRLRLRLR', 5_00n);
    expect(middle).toMatchObject({ bucket: 8, multiplier: 20, win: 1_00n });
  });

  it('pays 12 rows at medium risk by hand: 2 rights of 12 is 4.67x, so 20.00 pays 93.40', () => {
    expect(plinkoPay(plinkoTable(12, 'medium'), 'LLRLLLLLLLLR', 20_00n)).toMatchObject({
      bucket: 2,
      multiplier: 467,
      win: 93_40n,
    });
  });

  it('refuses a stake that is not whole currency units, a path of the wrong length and a board out of range', () => {
    expect(() => plinkoPay(plinkoTable(8, 'low'), 'LLLLLLLL', 150n)).toThrow(RangeError);
    expect(() => plinkoPay(plinkoTable(8, 'low'), 'LLLLLLL', 100n)).toThrow(RangeError);
    expect(() => plinkoTable(7, 'low')).toThrow(RangeError);
    expect(() => plinkoTable(17, 'high')).toThrow(RangeError);
    expect(() => plinkoTable(12.5, 'medium')).toThrow(RangeError);
  });

  it('draws its steps from HMAC-SHA256(server seed, client seed:nonce:cursor), eight words a block', () => {
    const serverSeed = 'ab'.repeat(32);
    const words = [0, 1].flatMap((cursor) => {
      const block = createHmac('sha256', serverSeed).update(`lucky:7:${cursor}`).digest();
      return Array.from({ length: 8 }, (_, i) => block.readUInt32BE(i * 4));
    });
    const expected = words.map((word) => (word % 2 === 1 ? 'R' : 'L')).join('');
    const replayed = replayDrop({
      serverSeed,
      clientSeed: 'lucky',
      nonce: 7,
      rows: 16,
      risk: 'medium',
      stake: 100n,
    });
    expect(replayed.path).toBe(expected);
    expect(replayed.bucket).toBe([...expected].filter((s) => s === 'R').length);
    // The browser's HMAC and the server's give the same drop.
    expect(
      replayDrop({
        serverSeed,
        clientSeed: 'lucky',
        nonce: 7,
        rows: 16,
        risk: 'medium',
        stake: 100n,
        hmac: nodeHmac,
      }),
    ).toEqual(replayed);
  });

  it('uses the first rows of the same draws on a smaller board: the board changes the pay, not the steps', () => {
    const seeds = { serverSeed: 'cd'.repeat(32), clientSeed: 'x', nonce: 3 };
    const tall = dropBall(fairStream(seeds), plinkoTable(16, 'low'), 100n);
    const short = dropBall(fairStream(seeds), plinkoTable(9, 'high'), 100n);
    expect(tall.path.slice(0, 9)).toBe(short.path);
  });
});
