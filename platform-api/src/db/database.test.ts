import { describe, expect, it } from 'vitest';
import { inTransaction, type PooledConnection } from './database';

/** A pooled connection that records what it was asked and fails the statements it is told to. */
function connection(failing: string[]) {
  const statements: string[] = [];
  const released: unknown[] = [];
  const client: PooledConnection = {
    async query(sql) {
      statements.push(sql);
      if (failing.includes(sql)) throw new Error(`${sql} failed: connection reset`);
      return { rows: [] };
    },
    release(destroy) {
      released.push(destroy);
    },
  };
  return { client, statements, released };
}

describe('a transaction on a pooled PostgreSQL connection', () => {
  it('gives a healthy connection back to the pool after a rollback', async () => {
    const { client, statements, released } = connection([]);
    await expect(
      inTransaction(client, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(statements).toEqual(['begin', 'rollback']);
    expect(released).toEqual([undefined]);
  });

  it('destroys a connection whose rollback failed instead of handing it to the next caller', async () => {
    const { client, released } = connection(['rollback']);
    await expect(
      inTransaction(client, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(released).toHaveLength(1);
    expect(released[0]).toBeInstanceOf(Error);
    expect(String(released[0])).toContain('rollback failed');
  });

  it('destroys the connection when the commit and then the rollback fail', async () => {
    const { client, released } = connection(['commit', 'rollback']);
    await expect(inTransaction(client, async () => 'done')).rejects.toThrow('commit failed');
    expect(released[0]).toBeInstanceOf(Error);
  });
});
