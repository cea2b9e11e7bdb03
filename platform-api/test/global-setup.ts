import type { TestProject } from 'vitest/node';
import { createMigratedDatabase, type MigratedDatabase } from './migrated-database';

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabase: MigratedDatabase;
  }
}

/** Builds the schema once for the whole run (see migrated-database.ts). */
export default async function setup(project: TestProject) {
  const { ref, dispose } = await createMigratedDatabase(process.env.TEST_DATABASE_URL);
  project.provide('migratedDatabase', ref);
  return dispose;
}
