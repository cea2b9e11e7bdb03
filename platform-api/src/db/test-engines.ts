import { type Database, openDatabase } from './database';
import { createScratchDatabase } from './scratch-database';

export interface TestEngine {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<{ db: Database; drop: () => Promise<void> }>;
}

/**
 * Both engines the server runs on, for tests of code that talks to the database directly: PGlite always,
 * PostgreSQL (a scratch database named with `prefix`) when TEST_DATABASE_URL names a server.
 */
export function testEngines(prefix: string): TestEngine[] {
  const url = process.env.TEST_DATABASE_URL;
  const pglite: TestEngine = {
    name: 'PGlite',
    open: async () => ({ db: await openDatabase('memory://'), drop: async () => undefined }),
  };
  if (!url) return [pglite];
  return [
    pglite,
    {
      name: 'PostgreSQL',
      open: async () => {
        const scratch = await createScratchDatabase(url, prefix);
        return { db: await openDatabase(scratch.url), drop: scratch.drop };
      },
    },
  ];
}
