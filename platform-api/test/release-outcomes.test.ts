import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  operatorReleasesCall,
  promoteReleaseCall,
  publishReleaseCall,
  releaseAuditCall,
  setReleaseTrafficCall,
} from '@platform/shared-contracts/operator';
import {
  ApiError,
  type RemoteOutcome,
  remoteRegistryCall,
  reportRemoteOutcomeCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './harness';
import { storeRelease } from './release-fixtures';

let server: TestServer;
let storeDir: string;
let ops: TestClient;
let address = 0;

beforeAll(async () => {
  storeDir = mkdtempSync(join(tmpdir(), 'release-store-'));
  server = await startTestServer({
    env: {
      RELEASE_STORE_DIR: storeDir,
      RELEASE_AUTO_PULL_ERROR_RATE: '0.2',
      RELEASE_AUTO_PULL_MIN_REPORTS: '5',
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
  await server.sql(`delete from rate_counters where key like 'remote-report:%'`);
  rmSync(storeDir, { recursive: true, force: true });
});

async function publish(version: string) {
  const integrity = await storeRelease(server, 'mfe_auth', version);
  await ops.call(publishReleaseCall, { remote: 'mfe_auth', version, integrity, reason: 'release' });
}

/** 1.0.0 the brand-wide default, 2.0.0 a canary for half of DEMOKH. */
async function canary() {
  await publish('1.0.0');
  await ops.call(promoteReleaseCall, { remote: 'mfe_auth', version: '1.0.0', reason: 'default' });
  await publish('2.0.0');
  await ops.call(setReleaseTrafficCall, {
    remote: 'mfe_auth',
    version: '2.0.0',
    merchantCode: 'DEMOKH',
    trafficShare: 50,
    reason: 'canary',
  });
}

/** A browser of its own (a new address) reporting on a version in DEMOKH. */
function report(
  outcome: RemoteOutcome,
  version = '2.0.0',
  ip = `203.0.113.${++address % 250}`,
  bucket = '3',
) {
  return server
    .client({ merchant: 'DEMOKH', ip })
    .call(reportRemoteOutcomeCall, { remote: 'mfe_auth', version, outcome, bucket });
}

async function placement(version: string, merchantCode: string | null) {
  const { placements } = await ops.call(operatorReleasesCall, { remote: 'mfe_auth' });
  return placements.find((p) => p.version === version && p.merchantCode === merchantCode);
}

describe('outcome reports', () => {
  it('counts a browser once per release and outcome, and the error rate is failed over reporting browsers', async () => {
    await canary();
    const ip = '198.51.100.7';
    for (let i = 0; i < 3; i += 1) await report('LOADED', '2.0.0', ip);
    await report('RENDER_FAILED', '2.0.0', ip);
    await report('LOADED');
    await report('LOADED');
    await report('LOADED');
    const seen = await placement('2.0.0', 'DEMOKH');
    expect(seen?.outcomes).toEqual({ LOADED: 4, LOAD_FAILED: 0, INTEGRITY_FAILED: 0, RENDER_FAILED: 1 });
    expect(seen?.errorRate).toBeCloseTo(1 / 4);
    expect(seen?.state).toBe('LIVE');
  });

  it('counts reports on the brand-wide default in the brand-wide placement, and ignores unplaced versions', async () => {
    await canary();
    await report('LOADED', '1.0.0');
    await report('LOAD_FAILED', '9.9.9');
    expect((await placement('1.0.0', null))?.outcomes.LOADED).toBe(1);
    expect(await server.sql('select * from remote_outcomes where version = $1', ['9.9.9'])).toEqual([]);
  });

  it('pulls a canary whose error rate passes the threshold once enough browsers reported, audited as system', async () => {
    await canary();
    for (let i = 0; i < 3; i += 1) await report('LOADED');
    await report('INTEGRITY_FAILED');
    expect((await placement('2.0.0', 'DEMOKH'))?.state).toBe('LIVE');
    await report('RENDER_FAILED');
    const pulled = await placement('2.0.0', 'DEMOKH');
    expect(pulled).toMatchObject({ state: 'PULLED', trafficShare: 0 });
    expect(pulled?.pulledReason).toMatch(/2 of 5 reporting browsers failed \(40(\.0)?%\)/);
    const answer = await server.client({ merchant: 'DEMOKH' }).call(remoteRegistryCall, { bucket: '3' });
    expect(answer[0]?.version).toBe('1.0.0');
    const audit = await ops.call(releaseAuditCall, { remote: 'mfe_auth' });
    expect(audit.content[0]).toMatchObject({
      actor: 'system',
      action: 'AUTO_PULL',
      version: '2.0.0',
      merchantCode: 'DEMOKH',
    });
  });

  it('does not judge a canary on fewer browsers than the minimum', async () => {
    await canary();
    for (let i = 0; i < 4; i += 1) await report('LOAD_FAILED');
    expect((await placement('2.0.0', 'DEMOKH'))?.state).toBe('LIVE');
  });

  it('never pulls a default, however it fares', async () => {
    await canary();
    for (let i = 0; i < 6; i += 1) await report('RENDER_FAILED', '1.0.0');
    expect(await placement('1.0.0', null)).toMatchObject({ state: 'LIVE', isDefault: true, errorRate: 1 });
  });

  it('pulls once when failures arrive in parallel', async () => {
    await canary();
    await Promise.all(Array.from({ length: 12 }, () => report('LOAD_FAILED')));
    const seen = await placement('2.0.0', 'DEMOKH');
    expect(seen).toMatchObject({ state: 'PULLED', trafficShare: 0 });
    expect(seen?.outcomes.LOAD_FAILED).toBe(12);
    const pulls = await server.sql(
      `select * from operator_audit where area = 'release' and action = 'AUTO_PULL'`,
    );
    expect(pulls).toHaveLength(1);
  });

  it('counts parallel repeats of one browser report once', async () => {
    await canary();
    await Promise.all(Array.from({ length: 8 }, () => report('LOADED', '2.0.0', '198.51.100.9')));
    expect((await placement('2.0.0', 'DEMOKH'))?.outcomes.LOADED).toBe(1);
  });

  it('counts one address once, whatever buckets it names: it cannot pull a canary alone', async () => {
    await canary();
    for (let bucket = 0; bucket < 6; bucket += 1)
      await report('RENDER_FAILED', '2.0.0', '198.51.100.66', String(bucket));
    const seen = await placement('2.0.0', 'DEMOKH');
    expect(seen).toMatchObject({ state: 'LIVE', trafficShare: 50 });
    expect(seen?.outcomes.RENDER_FAILED).toBe(1);
  });

  it('limits the reports one address may send', async () => {
    await canary();
    const ip = '198.51.100.77';
    // The counter's window is a clock minute: start at the beginning of one so all 61 reports fall inside it.
    server.advance(60_000 - (server.deps.now().getTime() % 60_000) + 5);
    for (let i = 0; i < 60; i += 1) await report('LOADED', '2.0.0', ip, String(i % 100));
    const refused = await report('LOADED', '2.0.0', ip).catch((error: ApiError) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
  });

  it('answers bad reports with 400 and counts nothing', async () => {
    await canary();
    for (const body of [
      { remote: 'mfe_auth', version: '2.0.0', outcome: 'EXPLODED', bucket: '3' },
      { remote: 'mfe_auth', version: '2.0.0', outcome: 'LOADED', bucket: '100' },
      { remote: 'nope', version: '2.0.0', outcome: 'LOADED', bucket: '3' },
    ]) {
      const answer = await server.raw('POST', reportRemoteOutcomeCall.path, { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    expect(await server.sql('select * from remote_outcomes')).toEqual([]);
  });
});
