import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { testEngines } from '../db/test-engines';
import { createOutboxWriter } from './outbox-writer';

const engines = testEngines('ob');

describe.each(engines)('the built-in outbox on $name', ({ open }) => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await open());
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('keeps its daily quota when sends arrive together', async () => {
    const send = createOutboxWriter(db, 'sms', { dailyQuota: 3, now: () => new Date() });
    const answers = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => send(`8551200${String(i).padStart(4, '0')}`, 'code 123456')),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    expect(answers.filter((a) => a.status === 'rejected').map((a) => String(a.reason.reason))).toEqual(
      Array(9).fill('QUOTA_EXCEEDED'),
    );
    const [stored] = await db.query<{ n: number }>(
      "select count(*)::int as n from outbox where channel = 'sms'",
    );
    expect(stored!.n).toBe(3);
  });
});
