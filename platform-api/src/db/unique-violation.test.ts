import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { testEngines } from './test-engines';
import { violatedUniqueIndex } from './unique-violation';

const engines = testEngines('uq');

describe.each(engines)('unique violations on $name', ({ open }) => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await open());
    // The index names say nothing about their columns, as a renamed index or a translated message would not.
    await db.exec(`create table people (id int primary key, name text, phone text);
      create unique index people_a_uq on people (lower(name));
      create unique index people_b_uq on people (phone) where phone is not null;
      insert into people values (1, 'mobile', '555')`);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  const failure = (sql: string) =>
    db.query(sql).then(
      () => 'no error' as const,
      (error: unknown) => error,
    );

  it('names the index a statement ran into, whatever its message says', async () => {
    expect(violatedUniqueIndex(await failure(`insert into people values (2, 'MOBILE', '556')`))).toBe(
      'people_a_uq',
    );
    expect(violatedUniqueIndex(await failure(`insert into people values (3, 'other', '555')`))).toBe(
      'people_b_uq',
    );
  });

  it('answers null for errors that are not unique violations', async () => {
    expect(violatedUniqueIndex(await failure(`insert into people values (1, null, null)`))).toBe(
      'people_pkey',
    );
    expect(violatedUniqueIndex(await failure('select 1/0'))).toBeNull();
    expect(
      violatedUniqueIndex(new Error('duplicate key value violates unique constraint "mobile"')),
    ).toBeNull();
  });
});
