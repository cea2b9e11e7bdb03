import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// The spin batch sends its writes without waiting for each answer (spin-batch.ts): on PostgreSQL's pipelined
// connections they go out at once. What it relies on: the statements run in the order sent, and one failing takes
// the whole transaction with it.
describe('statements a transaction sends without waiting for their answers', () => {
  let server: TestServer;
  const probe = async () =>
    (await server.db.query<{ n: number }>('select n from pipeline_probe order by n')).map((r) => r.n);

  beforeAll(async () => {
    server = await startTestServer();
    await server.db.exec('create table pipeline_probe (n int primary key)');
  });
  afterAll(() => server.close());

  it('run in the order sent, each seeing the ones before, and commit together', async () => {
    const counted = await server.db.transaction(async (tx) => {
      const [, , count] = await Promise.all([
        tx.query('insert into pipeline_probe values (1)'),
        tx.query('insert into pipeline_probe values (2)'),
        tx.query<{ n: number }>('select count(*)::int as n from pipeline_probe'),
        tx.query('insert into pipeline_probe values (3)'),
      ]);
      return count[0]?.n;
    });
    expect(counted).toBe(2);
    expect(await probe()).toEqual([1, 2, 3]);
  });

  it('write nothing when one of them fails, before or after the others', async () => {
    await expect(
      server.db.transaction((tx) =>
        Promise.all([
          tx.query('insert into pipeline_probe values (4)'),
          // Already there: refused, and the statement after it fails with the transaction.
          tx.query('insert into pipeline_probe values (1)'),
          tx.query('insert into pipeline_probe values (5)'),
        ]),
      ),
    ).rejects.toThrow();
    expect(await probe()).toEqual([1, 2, 3]);
    // The connection went back to the pool out of the failed transaction: the next one commits.
    await server.db.transaction((tx) => tx.query('insert into pipeline_probe values (6)'));
    expect(await probe()).toEqual([1, 2, 3, 6]);
  });
});
