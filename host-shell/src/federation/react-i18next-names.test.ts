import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
/** The front ends whose bundles share react-i18next through federation.react-i18next.mjs. */
const FRONT_ENDS = ['host-shell', 'mfe-auth', 'mfe-lobby', 'mfe-lottery', 'mfe-member-centre', 'shared-ui'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the slim react-i18next the bundles share', () => {
  it('exports every name a front end imports from react-i18next (another would be undefined in the browser)', () => {
    const slim = readFileSync(join(ROOT, 'federation.react-i18next.mjs'), 'utf8');
    const shared = new Set([...slim.matchAll(/export \{ (\w+) \}/g)].map((match) => match[1]));
    const imported = new Map<string, string>();
    for (const frontEnd of FRONT_ENDS) {
      for (const folder of ['src', 'harness']) {
        let files: string[] = [];
        try {
          files = sourceFiles(join(ROOT, frontEnd, folder));
        } catch {
          continue;
        }
        for (const file of files) {
          const text = readFileSync(file, 'utf8');
          for (const match of text.matchAll(/import (?:type )?\{([^}]+)\} from 'react-i18next'/g)) {
            if (match[0].startsWith('import type')) continue;
            for (const name of (match[1] as string).split(',').map((part) => part.trim()))
              if (name && !name.startsWith('type ')) imported.set(name, file);
          }
        }
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    const missing = [...imported].filter(([name]) => !shared.has(name));
    expect(missing).toEqual([]);
  });
});
