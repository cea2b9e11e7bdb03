import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 085: a module's store is private; other modules go through its services.

const MODULES = import.meta.dirname;

/** Every module path a source imports or re-exports, statically or dynamically. */
function importedPaths(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g))
    found.push(match[1] as string);
  return found;
}

/** The other module's store a path of `file` (in module `own`) names, or null. */
function foreignStore(own: string, path: string): string | null {
  const match = /^\.\.\/([a-z0-9-]+)\/((?:[a-z0-9-]+-)?store)(?:\.ts)?$/.exec(path);
  return match && match[1] !== own ? `${match[1]}/${match[2]}` : null;
}

function sourcesOf(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesOf(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

describe("a module's store is private", () => {
  it('finds a store of another module, with a dynamic import or an export-from too', () => {
    const source = `import { a } from '../member/member-store';
      export { b } from '../wallet/ledger-store';
      const c = await import('../system/store');
      import { d } from './withdrawal-store';`;
    const paths = importedPaths(source);
    expect(paths.map((p) => foreignStore('withdrawal', p)).filter(Boolean)).toEqual([
      'member/member-store',
      'wallet/ledger-store',
      'system/store',
    ]);
  });

  it('no module imports another module’s store', () => {
    const offending: string[] = [];
    for (const file of sourcesOf(MODULES)) {
      const [own] = relative(MODULES, file).split(sep);
      if (!own || own.endsWith('.ts')) continue;
      for (const path of importedPaths(readFileSync(file, 'utf8'))) {
        const store = foreignStore(own, path);
        if (store) offending.push(`${relative(MODULES, file)} -> ${store}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
