import { describe, expect, it } from 'vitest';
import { createBatchedLookup, createBatchQueue, perDatabase } from './batch-queue';

function deferred() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release: () => release() };
}

describe('batch queue', () => {
  it('runs a lone item at once and gathers what arrives meanwhile into the next run', async () => {
    const runs: number[][] = [];
    const gate = deferred();
    const queue = createBatchQueue<number, number>(
      async (items) => {
        runs.push(items);
        if (runs.length === 1) await gate.released;
        return items.map((n) => ({ value: n * 10 }));
      },
      { maxBatch: 10, maxRunning: 1 },
    );
    const first = queue(1);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [queue(2), queue(3), queue(4)];
    gate.release();
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40]);
    expect(runs).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps items that hold the same thing apart, in arrival order, and fails items one by one', async () => {
    const runs: string[][] = [];
    const queue = createBatchQueue<string, string>(
      async (items) => {
        runs.push(items);
        return items.map((item) => (item.startsWith('bad') ? { error: new Error(item) } : { value: item }));
      },
      { maxBatch: 10, maxRunning: 1, holds: (item) => [item.slice(-1)] },
    );
    const answers = await Promise.allSettled(['a1', 'b1', 'c2', 'bad3', 'd2'].map(queue));
    expect(answers.map((a) => a.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(runs).toEqual([
      ['a1', 'c2', 'bad3'],
      ['b1', 'd2'],
    ]);
  });

  it('looks up each distinct key once per read', async () => {
    const reads: string[][] = [];
    const lookup = createBatchedLookup(async (keys: string[]) => {
      reads.push(keys);
      return new Map(keys.filter((k) => k !== 'none').map((k) => [k, k.toUpperCase()]));
    });
    expect(await Promise.all(['x', 'y', 'x', 'none'].map(lookup))).toEqual(['X', 'Y', 'X', undefined]);
    expect(reads).toEqual([['x', 'y', 'none']]);
  });

  it('keeps one of a kind per database', () => {
    const one = {};
    const made = perDatabase(() => ({}));
    expect(made(one)).toBe(made(one));
    expect(made(one)).not.toBe(made({}));
  });
});
