import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFolderReleaseStore } from '../../platform-api/src/providers/release-store/folder-release-store';
import { buildRelease } from '../../platform-api/src/release/build-release';

/** The remote the release tests ship: small, and mounted in the header of every page. */
export const RELEASED = { name: 'mfe_auth', folder: 'mfe-auth' } as const;

/**
 * The releases the global setup puts into the suite's release store: one real build, and copies of it edited as a
 * broken build, a compromised CDN or an incompatible build would leave them.
 */
export const FIXTURE = {
  /** Built by the release tool, unchanged. */
  good: '2.0.0',
  /** Its exposed modules throw when the host loads them. */
  throws: '2.0.1',
  /** Sound when published; the test then alters its entry in the store. */
  tampered: '2.0.2',
  /** Requires a React the host does not provide. */
  incompatible: '2.0.3',
} as const;

export const TAMPERED_MARK = '__tamperedEntryRan';

type Files = Map<string, Buffer>;

const json = <T>(files: Files, path: string): T => JSON.parse(String(files.get(path))) as T;

/** A copy of a release as another version (its release.json says so). */
function asVersion(files: Files, version: string): Files {
  const copy = new Map(files);
  copy.set('release.json', Buffer.from(JSON.stringify({ ...json<object>(files, 'release.json'), version })));
  return copy;
}

/** Every script the exposed modules load first now throws, as a release with a bug at start-up would. */
function throwing(files: Files): Files {
  const copy = new Map(files);
  const manifest = json<{ exposes: { assets: { js: { sync: string[] } } }[] }>(files, 'mf-manifest.json');
  for (const path of new Set(manifest.exposes.flatMap((expose) => expose.assets.js.sync))) {
    const script = files.get(path);
    if (script)
      copy.set(path, Buffer.concat([Buffer.from('throw new Error("a canary that fails");\n'), script]));
  }
  return copy;
}

/** The manifest asks for React 18, and the host provides 19. */
function incompatible(files: Files): Files {
  const copy = new Map(files);
  const manifest = json<{ shared: { name: string; requiredVersion: string }[] }>(files, 'mf-manifest.json');
  for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^18.2.0';
  copy.set('mf-manifest.json', Buffer.from(JSON.stringify(manifest)));
  return copy;
}

/**
 * Builds the released remote once with the release tool into a fresh store folder and derives the broken releases
 * from it. Answers the folder (RELEASE_STORE_DIR for the suite's site).
 */
export async function prepareReleaseStore(repoRoot: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-release-store-'));
  const store = createFolderReleaseStore({ dir, baseUrl: 'http://127.0.0.1:1' });
  const { files } = await buildRelease({
    repoRoot,
    store,
    remote: RELEASED,
    version: FIXTURE.good,
    now: () => new Date(),
    buildOutput: 'ignore',
  });
  await store.put(RELEASED.name, FIXTURE.throws, throwing(asVersion(files, FIXTURE.throws)));
  await store.put(RELEASED.name, FIXTURE.tampered, asVersion(files, FIXTURE.tampered));
  await store.put(RELEASED.name, FIXTURE.incompatible, incompatible(asVersion(files, FIXTURE.incompatible)));
  return dir;
}

/** What a compromised CDN would do: another entry script under the published release's name. */
export async function tamperWithEntry(storeDir: string, version: string): Promise<void> {
  await writeFile(
    join(storeDir, RELEASED.name, version, 'remoteEntry.js'),
    `window.${TAMPERED_MARK} = true; var ${RELEASED.name} = undefined;\n`,
  );
}
