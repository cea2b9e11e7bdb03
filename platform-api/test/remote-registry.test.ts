import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteRegistryCall } from '@platform/shared-contracts/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerBuiltRemotes } from '../src/modules/registry/built-remotes';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let builds: string;
beforeAll(async () => {
  server = await startTestServer();
  builds = mkdtempSync(join(tmpdir(), 'remotes-'));
});
afterAll(async () => {
  await server.close();
  rmSync(builds, { recursive: true, force: true });
});
beforeEach(async () => {
  await server.sql('delete from remote_releases');
  await server.sql('delete from release_artifacts');
});

/** A built remote version on disk: its manifest names `remoteEntry.js`, whose text is `entry`. */
function build(version: string, entry = `var mfe_auth = "${version}";`) {
  const dir = join(builds, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'mfe_auth', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
  );
  writeFileSync(join(dir, 'remoteEntry.js'), entry);
  return { name: 'mfe_auth', folder: 'mfe-auth', version, dir };
}

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

async function release(values: {
  version: string;
  merchant?: string | null;
  share?: number;
  isDefault?: boolean;
  fallback?: string | null;
}) {
  await server.sql(
    `insert into remote_releases (brand_id, merchant_code, remote, version, manifest_url, fallback_url, traffic_share, is_default)
     select id, $1, 'mfe_auth', $2, '/remotes/mfe-auth/' || $2 || '/mf-manifest.json', $3, $4, $5 from brands`,
    [
      values.merchant ?? null,
      values.version,
      values.fallback ?? null,
      values.share ?? 0,
      values.isDefault ?? false,
    ],
  );
}

describe('remote registry', () => {
  it('registers each built version once, the first as the default', async () => {
    await registerBuiltRemotes(server.db, [build('1.0.0')]);
    await registerBuiltRemotes(server.db, [build('1.0.0'), build('1.1.0')]);
    const rows = await server.sql<{ version: string; is_default: boolean }>(
      'select version, is_default from remote_releases order by version',
    );
    expect(rows).toEqual([
      { version: '1.0.0', is_default: true },
      { version: '1.1.0', is_default: false },
    ]);
    const artifacts = await server.sql<{
      version: string;
      published_by: number | null;
      manifest_url: string;
    }>('select version, published_by, manifest_url from release_artifacts order by version');
    expect(artifacts).toEqual([
      { version: '1.0.0', published_by: null, manifest_url: '/remotes/mfe-auth/1.0.0/mf-manifest.json' },
      { version: '1.1.0', published_by: null, manifest_url: '/remotes/mfe-auth/1.1.0/mf-manifest.json' },
    ]);
    expect(await server.client().call(remoteRegistryCall, {})).toEqual([
      {
        name: 'mfe_auth',
        version: '1.0.0',
        entry: '/remotes/mfe-auth/1.0.0/mf-manifest.json',
        fallbackEntry: null,
        integrity: sri('var mfe_auth = "1.0.0";'),
        fallbackIntegrity: null,
      },
    ]);
  });

  it('records the SRI hash of the entry each release loads, and a rebuild of the same version replaces it', async () => {
    await registerBuiltRemotes(server.db, [build('1.0.0', 'first build')]);
    await server.sql(
      "update remote_releases set fallback_url = '/remotes/mfe-auth/0.9.0/mf-manifest.json' where version = '1.0.0'",
    );
    await registerBuiltRemotes(server.db, [build('1.0.0', 'second build'), build('0.9.0', 'older build')]);
    expect((await server.client().call(remoteRegistryCall, {}))[0]).toMatchObject({
      version: '1.0.0',
      integrity: sri('second build'),
      fallbackEntry: '/remotes/mfe-auth/0.9.0/mf-manifest.json',
      fallbackIntegrity: sri('older build'),
    });
  });

  it('sends the visitors inside a canary share to the canary, the rest to the default', async () => {
    await release({ version: '1.0.0', isDefault: true });
    await release({ version: '2.0.0-canary', share: 10 });
    const versionFor = async (bucket: string) =>
      (await server.client().call(remoteRegistryCall, { bucket }))[0]?.version;
    expect(await versionFor('0')).toBe('2.0.0-canary');
    expect(await versionFor('9')).toBe('2.0.0-canary');
    expect(await versionFor('10')).toBe('1.0.0');
    expect(await versionFor('99')).toBe('1.0.0');
  });

  it('lets a region pin its own version over the brand-wide one, with its fallback', async () => {
    await release({ version: '1.0.0', isDefault: true });
    await release({
      version: '0.9.0',
      merchant: 'DEMOVN',
      isDefault: true,
      fallback: '/remotes/mfe-auth/0.8.0/mf-manifest.json',
    });
    expect((await server.client().call(remoteRegistryCall, {}))[0]?.version).toBe('1.0.0');
    expect((await server.client({ merchant: 'DEMOVN' }).call(remoteRegistryCall, {}))[0]).toMatchObject({
      version: '0.9.0',
      fallbackEntry: '/remotes/mfe-auth/0.8.0/mf-manifest.json',
    });
  });

  it('rolls back by moving the default: a row, not a rebuild', async () => {
    await release({ version: '1.0.0', isDefault: true });
    await release({ version: '1.1.0' });
    await server.sql("update remote_releases set is_default = (version = '1.1.0')");
    expect((await server.client().call(remoteRegistryCall, {}))[0]?.version).toBe('1.1.0');
  });

  it('answers no release for a remote that was never released', async () => {
    expect(await server.client().call(remoteRegistryCall, {})).toEqual([]);
  });

  it('refuses a bucket outside 0-99', async () => {
    const answer = await server.raw('GET', '/wps/system/remotes?bucket=100');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});

describe('the files of the screen a page opens on', () => {
  let site: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'screen-files-'));
    const built = { name: 'mfe_auth', folder: 'mfe-auth', version: '2.0.0', dir };
    const assets = (js: string[], css: string[] = []) => ({
      js: { sync: js, async: ['later.js'] },
      css: { sync: css, async: [] },
    });
    writeFileSync(
      join(dir, 'mf-manifest.json'),
      JSON.stringify({
        name: 'mfe_auth',
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { path: './AuthModals', assets: assets(['12.js', 'modals.js'], ['modals.css']) },
          { path: './HeaderLogin', assets: assets(['header.js']) },
        ],
        shared: [
          // The host provides React: the remote's copy is never loaded. It brings react-query itself.
          { name: 'react', assets: assets(['react.js']) },
          { name: '@tanstack/react-query', assets: assets(['12.js', 'query.js']) },
        ],
      }),
    );
    writeFileSync(join(dir, 'remoteEntry.js'), 'var mfe_auth = 1;');
    site = await startTestServer({ site: { siteDir: dir, remotes: [built] } });
    await registerBuiltRemotes(site.db, [built]);
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are named with the release when this server serves it: the module’s files and the shared ones it brings', async () => {
    const [release] = await site
      .client()
      .call(remoteRegistryCall, { bucket: '5', screen: 'mfe_auth:./AuthModals' });
    const base = '/remotes/mfe-auth/2.0.0/';
    expect(release?.preload).toEqual([
      // The entry first, with the hash its integrity-checked load carries.
      { href: `${base}remoteEntry.js`, as: 'script', integrity: sri('var mfe_auth = 1;') },
      { href: `${base}12.js`, as: 'script' },
      { href: `${base}modals.js`, as: 'script' },
      { href: `${base}modals.css`, as: 'style' },
      { href: `${base}query.js`, as: 'script' },
    ]);
  });

  it('are not named without a screen, for another remote’s screen, or for a module the release does not expose', async () => {
    for (const input of [{}, { screen: 'mfe_lobby:./HomePage' }, { screen: 'mfe_auth:./Missing' }]) {
      const [release] = await site.client().call(remoteRegistryCall, input);
      expect(release?.version).toBe('2.0.0');
      expect(release?.preload).toBeUndefined();
    }
  });

  it('refuses a screen that is not <remote>:./<Module>', async () => {
    const answer = await site.raw('GET', '/wps/system/remotes?screen=..%2F..%2Fetc');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});
