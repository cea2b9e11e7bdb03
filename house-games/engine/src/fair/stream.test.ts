import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashServerSeed } from './seeds';
import {
  distinctInts,
  type FairStream,
  fairStream,
  type HmacSha256,
  labelledStream,
  nobleHmacSha256,
  uniformInt,
} from './stream';

const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();
const SEEDS = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

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

describe('fair stream', () => {
  it('is HMAC-SHA256(server seed, "client:nonce:cursor") read as big-endian uint32, block after block', () => {
    const stream = fairStream(SEEDS);
    const drawn = Array.from({ length: 16 }, () => stream.nextUint32());
    const expected = [0, 1].flatMap((cursor) => {
      const block = createHmac('sha256', SEEDS.serverSeed).update(`player-seed:7:${cursor}`).digest();
      return Array.from({ length: 8 }, (_, word) => block.readUInt32BE(word * 4));
    });
    expect(drawn).toEqual(expected);
    expect(stream.blocksUsed).toBe(2);
  });

  it('gives the same values with @noble/hashes and an injected node:crypto HMAC', () => {
    for (const nonce of [0, 1, 2, 999_999]) {
      const noble = fairStream({ ...SEEDS, nonce }, nobleHmacSha256);
      const node = fairStream({ ...SEEDS, nonce }, nodeHmac);
      for (let i = 0; i < 50; i += 1) expect(noble.nextUint32()).toBe(node.nextUint32());
    }
  });

  it('changes completely with the client seed or the nonce', () => {
    const first = fairStream(SEEDS).nextUint32();
    expect(fairStream({ ...SEEDS, nonce: 8 }).nextUint32()).not.toBe(first);
    expect(fairStream({ ...SEEDS, clientSeed: 'other' }).nextUint32()).not.toBe(first);
  });

  it('commits to the server seed with SHA-256 of its text', () => {
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('uniformInt', () => {
  it('draws again instead of folding the values above the last whole multiple (no modulo bias)', () => {
    // For n = 3 the values below floor(2^32 / 3) * 3 = 4294967295 are kept: 4294967295 alone is refused.
    expect(uniformInt(fixedStream([4_294_967_295, 5]), 3)).toBe(2);
    // For n = 10: 2^32 = 4294967296, limit 4294967290; 4294967290..4294967295 are refused.
    expect(uniformInt(fixedStream([4_294_967_290, 4_294_967_295, 4_294_967_289]), 10)).toBe(9);
    expect(uniformInt(fixedStream([0]), 10)).toBe(0);
  });

  it('covers every value of the range about equally', () => {
    const stream = fairStream(SEEDS);
    const counts = new Array(7).fill(0);
    for (let i = 0; i < 70_000; i += 1) counts[uniformInt(stream, 7)] += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('refuses an empty or fractional range', () => {
    expect(() => uniformInt(fixedStream([1]), 0)).toThrow(RangeError);
    expect(() => uniformInt(fixedStream([1]), 2.5)).toThrow(RangeError);
  });
});

describe('labelledStream', () => {
  it('is the fair stream with the label in place of "client:nonce"', () => {
    const labelled = labelledStream(SEEDS.serverSeed, 'player-seed:7');
    const fair = fairStream(SEEDS);
    for (let i = 0; i < 20; i += 1) expect(labelled.nextUint32()).toBe(fair.nextUint32());
    const block = createHmac('sha256', SEEDS.serverSeed).update('20261125-0001:0').digest();
    expect(labelledStream(SEEDS.serverSeed, '20261125-0001').nextUint32()).toBe(block.readUInt32BE(0));
  });
});

describe('distinctInts', () => {
  it('swaps by uniform indices: each pick takes the pool position i + uniformInt(n - i)', () => {
    // n = 5: pick 0 takes index 0 + 3 -> 3; pool [3,1,2,0,4]; pick 1 takes 1 + 0 -> 1; pick 2 takes 2 + 2 -> 4.
    expect(distinctInts(fixedStream([3, 0, 2]), 5, 3)).toEqual([3, 1, 4]);
  });

  it('draws distinct values, a permutation when k = n, and rejects like uniformInt', () => {
    const stream = fairStream(SEEDS);
    for (let round = 0; round < 200; round += 1) {
      const picks = distinctInts(stream, 10, 10);
      expect([...picks].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
    // n - i = 3 first: 4294967295 is refused, then 1 is taken.
    expect(distinctInts(fixedStream([4_294_967_295, 1]), 3, 1)).toEqual([1]);
  });

  it('gives every ordered pair of 4 equally often', () => {
    const stream = fairStream(SEEDS);
    const counts = new Map<string, number>();
    for (let i = 0; i < 24_000; i += 1) {
      const key = distinctInts(stream, 4, 2).join();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(12);
    for (const count of counts.values()) expect(Math.abs(count - 2_000)).toBeLessThan(200);
  });

  it('refuses more picks than values', () => {
    expect(() => distinctInts(fixedStream([0]), 3, 4)).toThrow(RangeError);
  });
});
