import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * What the browser downloads must hold none of the server's code: the contracts reach the page only through
 * `@platform/shared-contracts/client` (decision 028). Reads the built host and remotes (`pnpm run build` first).
 */
const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILDS = [
  'host-shell/dist',
  'mfe-auth/dist',
  'mfe-member-centre/dist',
  'mfe-lobby/dist',
  'mfe-lottery/dist',
];

/** Text that survives minification and exists only in server-only contracts code. */
const SERVER_ONLY = [
  { what: 'the private-key import and key generation (crypto/server-decryption)', marker: 'pkcs8' },
  { what: 'an operator (back-office) call path', marker: '"/ops/' },
];
/** A client-side constant of the contracts, to prove the scan reads the contracts' chunk at all. */
const CLIENT_MARKER = 'RSA-OAEP-256+A256GCM';

function scripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return scripts(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

for (const build of BUILDS) {
  test(`${build} carries the contracts' client and nothing server-only`, () => {
    const files = scripts(join(repo, build)).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    expect(files.length, `${build} is built`).toBeGreaterThan(0);
    expect(files.some(({ text }) => text.includes(CLIENT_MARKER))).toBe(true);
    for (const { what, marker } of SERVER_ONLY) {
      const found = files.filter(
        ({ text }) => text.includes(marker) || text.includes(marker.replace('"', "'")),
      );
      expect(
        found.map(({ path }) => path.slice(repo.length + 1)),
        what,
      ).toEqual([]);
    }
  });
}

/** V8's compile hint (decision 179): a script's first line, and only a script's (a style sheet would lose its first rule). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

test("the host's start-up scripts, and only they, ask V8 to compile all their functions at once", () => {
  const dir = join(repo, 'host-shell/dist/static');
  const files = readdirSync(dir).filter((name) => /\.(js|css)$/.test(name));
  const hinted = files.filter((name) => readFileSync(join(dir, name), 'utf8').startsWith(COMPILE_HINT));
  expect(hinted.map((name) => name.replace(/\.[0-9a-f]+\./, '.')).sort()).toEqual([
    'app.js',
    'bootstrap.js',
    'main.js',
  ]);
});
