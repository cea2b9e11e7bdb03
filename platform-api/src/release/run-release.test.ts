import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFolderReleaseStore } from '../providers/release-store/folder-release-store';
import { BuildError } from './build-remote';
import { EXIT } from './publish-release';
import { runRelease } from './run-release';

const MANIFEST = JSON.stringify({
  name: 'mfe_auth',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
});

/** Stands in for rspack: a remote whose entry text the test chooses. */
const buildWith =
  (entry: string) => async (_root: string, _folder: string, _version: string, out: string) => {
    await mkdir(out, { recursive: true });
    await writeFile(join(out, 'remoteEntry.js'), entry);
    await writeFile(join(out, 'mf-manifest.json'), MANIFEST);
  };

/** The API's publish answer, echoing what was sent. */
const publishingApi = (async (input: Request) => {
  const body = (await input.json()) as { remote: string; version: string; integrity: string };
  return Response.json({
    success: true,
    value: {
      ...body,
      propsVersion: 1,
      bytes: 123,
      bytesOverPrevious: -7,
      publishedAt: '2026-01-01T00:00:00.000Z',
      publishedBy: 'ops01',
    },
  });
}) as typeof fetch;

describe('pnpm release, step by step', () => {
  let dir: string;
  let out: string[];
  let err: string[];
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'run-release-'));
    out = [];
    err = [];
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const run = (
    argv: string[],
    build = buildWith('var mfe_auth;'),
    env: NodeJS.ProcessEnv = { OPS_TOKEN: 't' },
  ) =>
    runRelease(argv, {
      repoRoot: join(import.meta.dirname, '..', '..', '..'),
      store: createFolderReleaseStore({ dir, baseUrl: 'http://127.0.0.1:1' }),
      env,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      now: () => new Date('2026-01-01T00:00:00.000Z'),
      build,
      fetch: publishingApi,
    });

  it('stores the release with its release.json, publishes it and prints what it adds', async () => {
    expect(await run(['mfe_auth', '--version', '2.0.0'])).toBe(EXIT.OK);
    const store = createFolderReleaseStore({ dir, baseUrl: 'http://127.0.0.1:1' });
    const release = JSON.parse(String(await store.read('mfe_auth', '2.0.0', 'release.json')));
    expect(release).toMatchObject({ name: 'mfe_auth', version: '2.0.0', entry: 'remoteEntry.js' });
    expect(out.join('\n')).toContain(`integrity  ${release.integrity}`);
    expect(out.join('\n')).toContain('bytes      123');
    expect(out.join('\n')).toContain('over previous release  -7 bytes');
    expect(err).toEqual([]);
  });

  it('builds the same version again as the same release, but refuses other bytes under that version', async () => {
    expect(await run(['mfe_auth', '--version', '2.0.0'])).toBe(EXIT.OK);
    expect(await run(['mfe_auth', '--version', '2.0.0'])).toBe(EXIT.OK);
    expect(await run(['mfe_auth', '--version', '2.0.0'], buildWith('var mfe_auth = 2;'))).toBe(
      EXIT.STORE_REFUSED,
    );
    expect(err[0]).toMatch(/already in the release store with other content/);
  });

  it('stops before building without credentials, on a bad command line and on a failed build', async () => {
    expect(await run(['mfe_auth'], buildWith('x'), {})).toBe(EXIT.NOT_ALLOWED);
    expect(await run(['nope'])).toBe(EXIT.USAGE);
    const failing = async () => {
      throw new BuildError('rspack could not build mfe-auth (exit 1); its errors are above');
    };
    expect(await run(['mfe_auth', '--version', '2.0.0'], failing)).toBe(EXIT.BUILD);
    expect(err.at(-1)).toMatch(/rspack could not build mfe-auth/);
    expect(await createFolderReleaseStore({ dir, baseUrl: 'http://x' }).list('mfe_auth', '2.0.0')).toBeNull();
  });
});
