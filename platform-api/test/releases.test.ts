import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  operatorReleasesCall,
  pinReleaseCall,
  promoteReleaseCall,
  publishReleaseCall,
  releaseAuditCall,
  rollbackReleaseCall,
  setReleaseTrafficCall,
  unpinReleaseCall,
} from '@platform/shared-contracts/operator';
import { ApiError, type ErrorCode, remoteRegistryCall } from '@platform/shared-contracts/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { steerRelease } from '../src/release/steer-release';
import { startTestServer, type TestClient, type TestServer } from './harness';
import { refusalError } from './refusal';
import { storeRelease } from './release-fixtures';

let server: TestServer;
let storeDir: string;
let ops: TestClient;
let serial = 0;

beforeAll(async () => {
  storeDir = mkdtempSync(join(tmpdir(), 'release-store-'));
  server = await startTestServer({
    env: {
      RELEASE_STORE_DIR: storeDir,
      RELEASE_STORE_URL: 'https://releases.example.org',
      RELEASE_STORE_REGION_URLS: 'DEMOVN=https://vn.releases.example.org',
    },
  });
  ops = await server.operatorClient();
});
afterAll(async () => {
  await server.close();
  rmSync(storeDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await server.sql('delete from remote_outcomes');
  await server.sql('delete from remote_releases');
  await server.sql('delete from release_artifacts');
  await server.sql(`delete from operator_audit where area = 'release'`);
  rmSync(storeDir, { recursive: true, force: true });
});

async function codeOf(promise: Promise<unknown>): Promise<ErrorCode | 'OK'> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

async function publish(version: string, change?: Parameters<typeof storeRelease>[3], remote = 'mfe_auth') {
  const integrity = await storeRelease(server, remote, version, change);
  return ops.call(publishReleaseCall, {
    remote: remote as 'mfe_auth',
    version,
    integrity,
    reason: 'squad release',
  });
}

/** Version 1.0.0 published and the brand-wide default, as a region starts out. */
async function baseline() {
  await publish('1.0.0');
  await ops.call(promoteReleaseCall, { remote: 'mfe_auth', version: '1.0.0', reason: 'first default' });
}

async function versionFor(bucket: number, merchant?: string) {
  const answer = await server.client({ merchant }).call(remoteRegistryCall, { bucket: String(bucket) });
  return answer.find((release) => release.name === 'mfe_auth')?.version;
}

const artifactCount = async () =>
  (await server.sql<{ n: number }>('select count(*)::int as n from release_artifacts'))[0]?.n;

describe('publishing a release', () => {
  it('records the artifact from the store, audited, and gives it no traffic', async () => {
    await baseline();
    const artifact = await publish('1.1.0');
    expect(artifact).toMatchObject({
      remote: 'mfe_auth',
      version: '1.1.0',
      propsVersion: 1,
      publishedBy: 'ops01',
    });
    expect(artifact.bytes).toBeGreaterThan(0);
    expect(artifact.bytesOverPrevious).toBe(0);
    expect(await versionFor(0)).toBe('1.0.0');
    const audit = await ops.call(releaseAuditCall, { remote: 'mfe_auth' });
    expect(audit.content[0]).toMatchObject({
      actor: 'ops01',
      action: 'PUBLISH',
      version: '1.1.0',
      merchantCode: null,
      reason: 'squad release',
    });
  });

  it('answers the first artifact for the same version and integrity, and refuses other content', async () => {
    const first = await publish('2.0.0');
    server.advance(1000);
    const integrity = first.integrity;
    const again = await ops.call(publishReleaseCall, {
      remote: 'mfe_auth',
      version: '2.0.0',
      integrity,
      reason: 'again',
    });
    expect(again).toEqual(first);
    const other = `sha384-${'B'.repeat(64)}`;
    expect(
      await codeOf(
        ops.call(publishReleaseCall, { remote: 'mfe_auth', version: '2.0.0', integrity: other, reason: 'x' }),
      ),
    ).toBe('RELEASE_EXISTS');
    expect(await artifactCount()).toBe(1);
  });

  const refusals: [string, Parameters<typeof storeRelease>[3], RegExp][] = [
    [
      'a manifest that is not JSON',
      () => ({ manifest: '{not json' }),
      /mf-manifest\.json is not a JSON object/,
    ],
    ['no manifest', () => ({ manifest: null }), /has no mf-manifest\.json/],
    [
      'a manifest naming another remote',
      (p) => ({ manifest: { ...(p.manifest as object), name: 'mfe_lobby' } }),
      /mf-manifest\.json names "mfe_lobby"/,
    ],
    [
      'a release file of another version',
      (p) => ({ release: { ...(p.release as object), version: '9.9.9' } }),
      /release\.json says version "9\.9\.9"/,
    ],
    [
      'an entry that does not match the integrity',
      () => ({ entry: 'var mfe_auth = "tampered";' }),
      /does not match the integrity/,
    ],
    [
      'a shared singleton the host cannot satisfy',
      (p) => {
        const manifest = p.manifest as { shared: { name: string; requiredVersion: string }[] };
        return {
          manifest: {
            ...manifest,
            shared: manifest.shared.map((s) =>
              s.name === 'react' ? { ...s, requiredVersion: '^99.0.0' } : s,
            ),
          },
        };
      },
      /shared react: the release requires \^99\.0\.0, the host provides/,
    ],
    [
      'a missing module the host mounts',
      (p) => {
        const manifest = p.manifest as { exposes: { path: string }[] };
        return {
          manifest: { ...manifest, exposes: manifest.exposes.filter((e) => e.path !== './HeaderLogin') },
        };
      },
      /does not expose \.\/HeaderLogin/,
    ],
    [
      'another props version',
      (p) => ({ release: { ...(p.release as object), propsVersion: 2 } }),
      /built for props version 2, the host passes 1/,
    ],
  ];
  for (const [what, change, reason] of refusals) {
    it(`refuses ${what} with the reason and writes nothing`, async () => {
      const error = await refusalError(publish('3.0.0', change));
      expect(error.code).toBe('RELEASE_INCOMPATIBLE');
      expect(error.status).toBe(422);
      expect(error.message).toMatch(reason);
      expect(error.details?.some((d) => reason.test(d.reason))).toBe(true);
      expect(await artifactCount()).toBe(0);
    });
  }

  it('refuses a release the store does not hold', async () => {
    const error = await refusalError(
      ops.call(publishReleaseCall, {
        remote: 'mfe_auth',
        version: '4.0.0',
        integrity: `sha384-${'C'.repeat(64)}`,
        reason: 'x',
      }),
    );
    expect(error.code).toBe('RELEASE_INCOMPATIBLE');
    expect(error.message).toMatch(/release store has no mfe_auth 4\.0\.0/);
    expect(await artifactCount()).toBe(0);
  });

  it('lists every reason at once', async () => {
    const error = await refusalError(
      publish('3.1.0', (p) => ({
        entry: 'tampered',
        release: { ...(p.release as object), propsVersion: 7 },
      })),
    );
    expect(error.details?.length).toBe(2);
  });
});

describe('steering a release', () => {
  it('canaries a version to half of one region, sticky by bucket, while another region stays', async () => {
    await baseline();
    await publish('2.0.0');
    const placement = await ops.call(setReleaseTrafficCall, {
      remote: 'mfe_auth',
      version: '2.0.0',
      merchantCode: 'DEMOKH',
      trafficShare: 50,
      reason: 'canary',
    });
    expect(placement).toMatchObject({
      merchantCode: 'DEMOKH',
      trafficShare: 50,
      isDefault: false,
      state: 'LIVE',
    });
    expect(await versionFor(0, 'DEMOKH')).toBe('2.0.0');
    expect(await versionFor(49, 'DEMOKH')).toBe('2.0.0');
    expect(await versionFor(50, 'DEMOKH')).toBe('1.0.0');
    expect(await versionFor(0, 'DEMOVN')).toBe('1.0.0');
    const [canary] = await server.client({ merchant: 'DEMOKH' }).call(remoteRegistryCall, { bucket: '3' });
    expect(canary).toMatchObject({
      entry: 'https://releases.example.org/mfe_auth/2.0.0/mf-manifest.json',
      integrity: (await ops.call(operatorReleasesCall, { remote: 'mfe_auth' })).artifacts[1]?.integrity,
    });
    const [vn] = await server.client({ merchant: 'DEMOVN' }).call(remoteRegistryCall, { bucket: '3' });
    expect(vn?.entry).toBe('https://vn.releases.example.org/mfe_auth/1.0.0/mf-manifest.json');
  });

  it('refuses canary shares that add up to more than 100% and a share for the default', async () => {
    await baseline();
    await publish('2.0.0');
    await publish('2.1.0');
    await ops.call(setReleaseTrafficCall, {
      remote: 'mfe_auth',
      version: '2.0.0',
      trafficShare: 60,
      reason: 'a',
    });
    const error = await refusalError(
      ops.call(setReleaseTrafficCall, {
        remote: 'mfe_auth',
        version: '2.1.0',
        trafficShare: 41,
        reason: 'b',
      }),
    );
    expect([error.code, error.status, error.message]).toEqual([
      'BAD_REQUEST',
      400,
      expect.stringMatching(/40%/),
    ]);
    expect(
      await codeOf(
        ops.call(setReleaseTrafficCall, {
          remote: 'mfe_auth',
          version: '1.0.0',
          trafficShare: 5,
          reason: 'c',
        }),
      ),
    ).toBe('BAD_REQUEST');
    expect(await versionFor(70)).toBe('1.0.0');
  });

  it('promotes a version so the next registry answer carries it, uncached, and rolls back in one call', async () => {
    await baseline();
    await publish('2.0.0');
    const promoted = await ops.call(promoteReleaseCall, {
      remote: 'mfe_auth',
      version: '2.0.0',
      reason: 'good',
    });
    expect(promoted).toMatchObject({ isDefault: true, trafficShare: 0, merchantCode: null });
    expect(promoted.rollbackTo).toEqual({ version: '1.0.0', brandWide: false });
    for (const bucket of [0, 42, 99]) expect(await versionFor(bucket)).toBe('2.0.0');
    const answer = await fetch(`${server.baseUrl}${remoteRegistryCall.path}?bucket=5`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const restored = await ops.call(rollbackReleaseCall, { remote: 'mfe_auth', reason: 'errors' });
    expect(restored).toMatchObject({ version: '1.0.0', isDefault: true });
    expect(await versionFor(0)).toBe('1.0.0');
    const audit = await ops.call(releaseAuditCall, { remote: 'mfe_auth' });
    expect(audit.content.slice(0, 2).map((e) => [e.action, e.detail])).toEqual([
      ['ROLLBACK', 'default 2.0.0 -> 1.0.0'],
      ['PROMOTE', 'default 1.0.0 -> 2.0.0'],
    ]);
  });

  it('refuses a rollback where no earlier default exists', async () => {
    await baseline();
    const { placements } = await ops.call(operatorReleasesCall, { remote: 'mfe_auth' });
    expect(placements.find((p) => p.isDefault)?.rollbackTo).toBeNull();
    expect(await codeOf(ops.call(rollbackReleaseCall, { remote: 'mfe_auth', reason: 'x' }))).toBe(
      'RELEASE_NO_PREVIOUS',
    );
    expect(
      await codeOf(ops.call(promoteReleaseCall, { remote: 'mfe_auth', version: '8.0.0', reason: 'x' })),
    ).toBe('NOT_FOUND');
  });

  it('takes a region whose own default has none before it back to the brand-wide default', async () => {
    await baseline();
    await publish('2.0.0');
    await ops.call(promoteReleaseCall, {
      remote: 'mfe_auth',
      version: '2.0.0',
      merchantCode: 'DEMOTH',
      reason: 'region first',
    });
    expect(await versionFor(0, 'DEMOTH')).toBe('2.0.0');
    const { placements } = await ops.call(operatorReleasesCall, {
      remote: 'mfe_auth',
      merchantCode: 'DEMOTH',
    });
    expect(placements.find((p) => p.isDefault && p.merchantCode === 'DEMOTH')?.rollbackTo).toEqual({
      version: '1.0.0',
      brandWide: true,
    });
    const restored = await ops.call(rollbackReleaseCall, {
      remote: 'mfe_auth',
      merchantCode: 'DEMOTH',
      reason: 'errors in Thailand',
    });
    expect(restored).toMatchObject({ version: '1.0.0', isDefault: true, merchantCode: null });
    for (const bucket of [0, 50, 99]) expect(await versionFor(bucket, 'DEMOTH')).toBe('1.0.0');
    const [entry] = (await ops.call(releaseAuditCall, { remote: 'mfe_auth' })).content;
    expect([entry?.action, entry?.merchantCode, entry?.detail]).toEqual([
      'ROLLBACK',
      'DEMOTH',
      'default 2.0.0 -> brand-wide 1.0.0',
    ]);
  });

  it('keeps a pinned region on its version through brand-wide changes until it is unpinned', async () => {
    await baseline();
    await publish('2.0.0');
    await ops.call(pinReleaseCall, {
      remote: 'mfe_auth',
      version: '1.0.0',
      merchantCode: 'DEMOTH',
      reason: 'event',
    });
    await ops.call(promoteReleaseCall, { remote: 'mfe_auth', version: '2.0.0', reason: 'brand-wide' });
    expect(await versionFor(0, 'DEMOTH')).toBe('1.0.0');
    expect(await versionFor(0, 'DEMOKH')).toBe('2.0.0');
    const listed = await ops.call(operatorReleasesCall, { remote: 'mfe_auth', merchantCode: 'DEMOTH' });
    expect(listed.placements.find((p) => p.merchantCode === 'DEMOTH')).toMatchObject({
      pinned: true,
      version: '1.0.0',
    });
    await ops.call(unpinReleaseCall, { remote: 'mfe_auth', merchantCode: 'DEMOTH', reason: 'event over' });
    expect(await versionFor(0, 'DEMOTH')).toBe('2.0.0');
    expect(
      await codeOf(
        ops.call(unpinReleaseCall, { remote: 'mfe_auth', merchantCode: 'DEMOTH', reason: 'again' }),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('who may steer releases', () => {
  it('refuses finance and support with OPERATOR_ROLE_REQUIRED on every release call', async () => {
    await baseline();
    for (const role of ['FINANCE', 'SUPPORT'] as const) {
      serial += 1;
      const other = await server.operatorClient(
        await server.createOperator(`rel-${role}-${serial}`, [], [role]),
      );
      const calls = [
        () => other.call(operatorReleasesCall, {}),
        () =>
          other.call(publishReleaseCall, {
            remote: 'mfe_auth',
            version: '1.0.0',
            integrity: `sha384-${'A'.repeat(64)}`,
            reason: 'x',
          }),
        () =>
          other.call(setReleaseTrafficCall, {
            remote: 'mfe_auth',
            version: '1.0.0',
            trafficShare: 5,
            reason: 'x',
          }),
        () => other.call(promoteReleaseCall, { remote: 'mfe_auth', version: '1.0.0', reason: 'x' }),
        () => other.call(rollbackReleaseCall, { remote: 'mfe_auth', reason: 'x' }),
        () =>
          other.call(pinReleaseCall, {
            remote: 'mfe_auth',
            version: '1.0.0',
            merchantCode: 'DEMOKH',
            reason: 'x',
          }),
        () => other.call(unpinReleaseCall, { remote: 'mfe_auth', merchantCode: 'DEMOKH', reason: 'x' }),
        () => other.call(releaseAuditCall, {}),
      ];
      for (const call of calls) expect(await codeOf(call())).toBe('OPERATOR_ROLE_REQUIRED');
    }
  });

  it('hides other regions from a regional release manager and refuses it brand-wide changes', async () => {
    await baseline();
    await publish('2.0.0');
    await ops.call(setReleaseTrafficCall, {
      remote: 'mfe_auth',
      version: '2.0.0',
      merchantCode: 'DEMOKH',
      trafficShare: 10,
      reason: 'kh canary',
    });
    serial += 1;
    const vn = await server.operatorClient(
      await server.createOperator(`rel-vn-${serial}`, ['DEMOVN'], ['RELEASE_MANAGER']),
    );
    const kh = { remote: 'mfe_auth', version: '2.0.0', merchantCode: 'DEMOKH', reason: 'x' } as const;
    expect(await codeOf(vn.call(setReleaseTrafficCall, { ...kh, trafficShare: 20 }))).toBe('NOT_FOUND');
    expect(await codeOf(vn.call(promoteReleaseCall, kh))).toBe('NOT_FOUND');
    expect(await codeOf(vn.call(pinReleaseCall, kh))).toBe('NOT_FOUND');
    expect(
      await codeOf(vn.call(rollbackReleaseCall, { remote: 'mfe_auth', merchantCode: 'DEMOKH', reason: 'x' })),
    ).toBe('NOT_FOUND');
    expect(await codeOf(vn.call(operatorReleasesCall, { merchantCode: 'DEMOKH' }))).toBe('NOT_FOUND');
    expect(await codeOf(vn.call(releaseAuditCall, { merchantCode: 'DEMOKH' }))).toBe('NOT_FOUND');
    expect(
      await codeOf(vn.call(promoteReleaseCall, { remote: 'mfe_auth', version: '2.0.0', reason: 'x' })),
    ).toBe('OPERATOR_ROLE_REQUIRED');
    const seen = await vn.call(operatorReleasesCall, { remote: 'mfe_auth' });
    expect(seen.placements.map((p) => p.merchantCode)).toEqual([null]);
    const audit = await vn.call(releaseAuditCall, { remote: 'mfe_auth' });
    expect(audit.content.some((e) => e.merchantCode === 'DEMOKH')).toBe(false);
    expect(
      await codeOf(vn.call(setReleaseTrafficCall, { ...kh, merchantCode: 'DEMOVN', trafficShare: 20 })),
    ).toBe('OK');
    expect(await versionFor(50, 'DEMOKH')).toBe('1.0.0');
    expect(await versionFor(5, 'DEMOKH')).toBe('2.0.0');
  });

  it('refuses every release call without an operator session', async () => {
    const anonymous = server.client();
    expect(await codeOf(anonymous.call(operatorReleasesCall, {}))).toBe('NOT_LOGGED_IN');
    expect(await codeOf(anonymous.call(rollbackReleaseCall, { remote: 'mfe_auth', reason: 'x' }))).toBe(
      'NOT_LOGGED_IN',
    );
  });
});

describe('bad input on release calls', () => {
  const cases: [string, string, unknown][] = [
    [
      publishReleaseCall.path,
      'integrity',
      { remote: 'mfe_auth', version: '1.0.0', integrity: 'md5-x', reason: 'x' },
    ],
    [
      publishReleaseCall.path,
      'remote',
      { remote: 'mfe_nope', version: '1.0.0', integrity: `sha384-${'A'.repeat(64)}`, reason: 'x' },
    ],
    [
      setReleaseTrafficCall.path,
      'trafficShare',
      { remote: 'mfe_auth', version: '1.0.0', trafficShare: 101, reason: 'x' },
    ],
    [
      setReleaseTrafficCall.path,
      'version',
      { remote: 'mfe_auth', version: 'latest', trafficShare: 5, reason: 'x' },
    ],
    [promoteReleaseCall.path, 'reason', { remote: 'mfe_auth', version: '1.0.0', reason: '' }],
    [rollbackReleaseCall.path, 'merchantCode', { remote: 'mfe_auth', merchantCode: 'kh; drop', reason: 'x' }],
    [pinReleaseCall.path, 'merchantCode', { remote: 'mfe_auth', version: '1.0.0', reason: 'x' }],
    [unpinReleaseCall.path, 'extra', { remote: 'mfe_auth', merchantCode: 'DEMOKH', reason: 'x', extra: 1 }],
  ];
  for (const [path, field, body] of cases) {
    it(`answers 400 with the envelope for a bad ${field} on ${path} and writes nothing`, async () => {
      await baseline();
      const before = await server.sql('select * from remote_releases order by id');
      const answer = await server.raw('POST', path, {
        body,
        headers: { authorization: `Bearer ${ops.token}` },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      expect(await server.sql('select * from remote_releases order by id')).toEqual(before);
      expect(await artifactCount()).toBe(1);
    });
  }
});

describe('pnpm releases, the release manager at a terminal', () => {
  async function releases(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await steerRelease([...argv, '--api', server.baseUrl], {
      env: { OPS_TOKEN: ops.token ?? '' },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }

  it('gives a canary a share in one region, promotes it, rolls it back and lists where each version runs', async () => {
    await baseline();
    await publish('2.0.0');
    const canary = await releases(
      'traffic',
      'mfe-auth',
      '2.0.0',
      '50',
      '--region',
      'DEMOTH',
      '--reason',
      'canary',
    );
    expect(canary).toMatchObject({ code: 0, err: [] });
    expect(canary.out).toEqual(['mfe_auth 2.0.0 DEMOTH: canary 50%, errors 0.0% of 0 browsers']);
    expect(await versionFor(10, 'DEMOTH')).toBe('2.0.0');
    expect(await versionFor(90, 'DEMOTH')).toBe('1.0.0');
    expect(await versionFor(10, 'DEMOKH')).toBe('1.0.0');

    expect((await releases('promote', 'mfe_auth', '2.0.0', '--reason', 'good')).out).toEqual([
      'mfe_auth 2.0.0 brand-wide: default, errors 0.0% of 0 browsers',
    ]);
    expect(await versionFor(90, 'DEMOKH')).toBe('2.0.0');
    expect((await releases('rollback', 'mfe_auth', '--reason', 'bad')).out).toEqual([
      'mfe_auth 1.0.0 brand-wide: default, errors 0.0% of 0 browsers',
    ]);
    expect(await versionFor(90, 'DEMOKH')).toBe('1.0.0');

    const list = await releases('list', 'mfe_auth');
    expect(list.out).toContain('mfe_auth 1.0.0 brand-wide: default, errors 0.0% of 0 browsers');
    const audit = await releases('audit', 'mfe_auth');
    expect(audit.out[0]).toMatch(
      / ops01 ROLLBACK mfe_auth 1\.0\.0 brand-wide: default 2\.0\.0 -> 1\.0\.0 \(bad\)$/,
    );
  });

  it('says what is wrong: a missing reason, an unknown command, a refusal from the server', async () => {
    await baseline();
    const noReason = await releases('promote', 'mfe_auth', '1.0.0');
    expect(noReason.code).toBe(2);
    expect(noReason.err[0]).toBe('promote needs --reason (it is kept in the audit)');
    expect((await releases('launch', 'mfe_auth')).err[0]).toBe('launch is not a command');
    const unknown = await releases('promote', 'mfe_auth', '9.9.9', '--reason', 'x');
    expect(unknown.code).toBe(1);
    expect(unknown.err[0]).toMatch(/^refused: NOT_FOUND: mfe_auth 9\.9\.9 has not been published/);
    const noToken = await steerRelease(['list', '--api', server.baseUrl], {
      env: {},
      out: () => undefined,
      err: () => undefined,
    });
    expect(noToken).toBe(5);
  });
});
