import {
  freePlayCall,
  operatorRegionSettingsCall,
  operatorRegionsCall,
  registerSettingsCall,
  updateRegionSwitchesCall,
  updateRegisterSettingsCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let support: TestClient;
let finance: TestClient;
let releases: TestClient;
let khSupport: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  support = await server.operatorClient(await server.createOperator('support-all', [], ['SUPPORT']));
  finance = await server.operatorClient(await server.createOperator('finance-all', [], ['FINANCE']));
  releases = await server.operatorClient(await server.createOperator('release-all', [], ['RELEASE_MANAGER']));
  khSupport = await server.operatorClient(await server.createOperator('support-kh', ['DEMOKH'], ['SUPPORT']));
});
afterAll(() => server.close());

async function regionAudit(merchantCode: string) {
  return server.sql<{ action: string; reason: string; detail: unknown }>(
    "select action, reason, detail from operator_audit where area = 'region' and merchant_code = $1 order by id",
    [merchantCode],
  );
}

describe('regions', () => {
  it('lists the regions an operator may see, with brand and currency', async () => {
    const all = await finance.call(operatorRegionsCall, {});
    expect(all.map((r) => r.merchantCode).sort()).toEqual(['DEMOKH', 'DEMOTH', 'DEMOVN']);
    expect(all.find((r) => r.merchantCode === 'DEMOTH')).toMatchObject({
      currency: 'THB',
      maintenance: false,
    });
    expect(all.every((r) => r.brand.length > 0)).toBe(true);
    expect(await khSupport.call(operatorRegionsCall, {})).toEqual([
      expect.objectContaining({ merchantCode: 'DEMOKH', currency: 'KHR' }),
    ]);
  });

  it('reads a region’s settings; another region or an unknown one is not found', async () => {
    const settings = await khSupport.call(operatorRegionSettingsCall, { merchantCode: 'DEMOKH' });
    expect(settings.merchantCode).toBe('DEMOKH');
    expect(Object.keys(settings.switches)).toContain('FREEPLAY3');
    expect(settings.registerFields.find((f) => f.field === 'username')).toMatchObject({ enabled: true });
    for (const merchantCode of ['DEMOTH', 'NOSUCH']) {
      await expect(khSupport.call(operatorRegionSettingsCall, { merchantCode })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
      });
    }
    await expect(
      khSupport.call(updateRegionSwitchesCall, {
        merchantCode: 'DEMOTH',
        switches: { FREEPLAY3: false },
        reason: 'x',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      khSupport.call(updateRegisterSettingsCall, { merchantCode: 'DEMOTH', agreementAge: 21, reason: 'x' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await regionAudit('DEMOTH')).toEqual([]);
  });

  it('lets only SUPPORT read and change settings', async () => {
    for (const client of [finance, releases]) {
      await expect(client.call(operatorRegionSettingsCall, { merchantCode: 'DEMOKH' })).rejects.toMatchObject(
        {
          code: 'OPERATOR_ROLE_REQUIRED',
          status: 403,
        },
      );
      await expect(
        client.call(updateRegionSwitchesCall, {
          merchantCode: 'DEMOKH',
          switches: { FREEPLAY3: false },
          reason: 'x',
        }),
      ).rejects.toMatchObject({ code: 'OPERATOR_ROLE_REQUIRED' });
      await expect(
        client.call(updateRegisterSettingsCall, { merchantCode: 'DEMOKH', agreementAge: 21, reason: 'x' }),
      ).rejects.toMatchObject({ code: 'OPERATOR_ROLE_REQUIRED' });
    }
    await expect(server.client().call(operatorRegionsCall, {})).rejects.toMatchObject({
      code: 'NOT_LOGGED_IN',
    });
  });
});

describe('switches', () => {
  it('changes only the named switches, reaches players at once on this server, and is audited', async () => {
    const before = await support.call(operatorRegionSettingsCall, { merchantCode: 'DEMOKH' });
    const player = server.client({ merchant: 'DEMOKH', ip: '198.51.100.77' });
    // Read once so the region is in this copy's cache before the change.
    await player.call(registerSettingsCall, {});
    const after = await support.call(updateRegionSwitchesCall, {
      merchantCode: 'DEMOKH',
      switches: { FREEPLAY3: !before.switches.FREEPLAY3 },
      reason: 'ticket 42',
    });
    expect(after.switches).toEqual({ ...before.switches, FREEPLAY3: !before.switches.FREEPLAY3 });
    const play = () =>
      player.call(freePlayCall, { os: 'Linux', platform: 'W', random: 'f'.repeat(32), gatewayVersion: 3 });
    if (after.switches.FREEPLAY3) expect((await play()).status).toBe('OK');
    else await expect(play()).rejects.toMatchObject({ code: 'OPERATION_NOT_ENABLED' });
    expect(await regionAudit('DEMOKH')).toEqual([
      {
        action: 'SWITCHES',
        reason: 'ticket 42',
        detail: { switches: { FREEPLAY3: after.switches.FREEPLAY3 } },
      },
    ]);
    // The same again changes nothing and writes no audit entry.
    await support.call(updateRegionSwitchesCall, {
      merchantCode: 'DEMOKH',
      switches: { FREEPLAY3: after.switches.FREEPLAY3 },
      reason: 'again',
    });
    expect(await regionAudit('DEMOKH')).toHaveLength(1);
  });

  it('refuses to switch off the last way to register, saying why', async () => {
    const before = await support.call(operatorRegionSettingsCall, { merchantCode: 'DEMOVN' });
    const off = { USERNAMEREG3: false, MOBILENUMREG3: false, MOBILENUMPASSREG3: false };
    await expect(
      support.call(updateRegionSwitchesCall, { merchantCode: 'DEMOVN', switches: off, reason: 'close' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      message: expect.stringMatching(/no way to register/),
    });
    expect(await support.call(operatorRegionSettingsCall, { merchantCode: 'DEMOVN' })).toEqual(before);
    expect(await regionAudit('DEMOVN')).toEqual([]);
  });
});

describe('registration settings', () => {
  it('changes fields, captcha, SMS human check and agreement age; players see it at once', async () => {
    const player = server.client({ merchant: 'DEMOTH' });
    await player.call(registerSettingsCall, {});
    const after = await support.call(updateRegisterSettingsCall, {
      merchantCode: 'DEMOTH',
      fields: [{ field: 'email', enabled: true, required: true }],
      registerCaptcha: true,
      smsHumanCheck: true,
      agreementAge: 21,
      reason: 'regulator letter',
    });
    expect(after).toMatchObject({ registerCaptcha: true, smsHumanCheck: true, agreementAge: 21 });
    expect(after.registerFields.find((f) => f.field === 'email')).toEqual({
      field: 'email',
      enabled: true,
      required: true,
    });
    const seen = await player.call(registerSettingsCall, {});
    expect(seen).toMatchObject({ captchaRequired: true, agreementAge: 21 });
    expect(seen.fields.find((f) => f.field === 'email')).toMatchObject({ enabled: true, required: true });
    const [entry] = await regionAudit('DEMOTH');
    expect(entry).toMatchObject({ action: 'REGISTER', reason: 'regulator letter' });
  });

  it('refuses hiding the only shown registration field, and unknown fields, writing nothing', async () => {
    const before = await support.call(operatorRegionSettingsCall, { merchantCode: 'DEMOKH' });
    const audit = (await regionAudit('DEMOKH')).length;
    const ways = [
      before.switches.USERNAMEREG3 ? 'username' : null,
      before.switches.MOBILENUMREG3 || before.switches.MOBILENUMPASSREG3 ? 'mobileNum' : null,
    ].filter((f): f is string => f !== null);
    expect(ways.length).toBeGreaterThan(0);
    await expect(
      support.call(updateRegisterSettingsCall, {
        merchantCode: 'DEMOKH',
        fields: ways.map((field) => ({ field, enabled: false, required: false })),
        agreementAge: 20,
        reason: 'hide',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/no way to register/) });
    await expect(
      support.call(updateRegisterSettingsCall, {
        merchantCode: 'DEMOKH',
        fields: [{ field: 'shoeSize', enabled: true, required: false }],
        agreementAge: 20,
        reason: 'x',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/shoeSize/) });
    expect(await support.call(operatorRegionSettingsCall, { merchantCode: 'DEMOKH' })).toEqual(before);
    expect(await regionAudit('DEMOKH')).toHaveLength(audit);
  });
});

describe('bad input', () => {
  const bearer = () => ({ authorization: `Bearer ${support.token}` });

  it('answers 400 with the envelope and writes nothing', async () => {
    const before = await support.call(operatorRegionSettingsCall, { merchantCode: 'DEMOKH' });
    const audit = (await regionAudit('DEMOKH')).length;
    const cases: [string, string, unknown][] = [
      ['GET', '/ops/regions/settings?merchantCode=demo%20kh', undefined],
      ['GET', '/ops/regions/settings', undefined],
      ['POST', '/ops/regions/switches', { merchantCode: 'DEMOKH', switches: {}, reason: 'x' }],
      ['POST', '/ops/regions/switches', { merchantCode: 'DEMOKH', switches: { NOSUCH3: true }, reason: 'x' }],
      [
        'POST',
        '/ops/regions/switches',
        { merchantCode: 'DEMOKH', switches: { FREEPLAY3: 'yes' }, reason: 'x' },
      ],
      ['POST', '/ops/regions/switches', { merchantCode: 'DEMOKH', switches: { FREEPLAY3: true } }],
      ['POST', '/ops/regions/register', { merchantCode: 'DEMOKH', agreementAge: 12, reason: 'x' }],
      ['POST', '/ops/regions/register', { merchantCode: 'DEMOKH', agreementAge: 18.5, reason: 'x' }],
      [
        'POST',
        '/ops/regions/register',
        { merchantCode: 'DEMOKH', fields: [{ field: 'email', enabled: false, required: true }], reason: 'x' },
      ],
      ['POST', '/ops/regions/register', { merchantCode: 'DEMOKH', registerCaptcha: true, reason: '' }],
      [
        'POST',
        '/ops/regions/register',
        { merchantCode: 'DEMOKH', registerCaptcha: true, reason: 'x', extra: 1 },
      ],
    ];
    for (const [method, path, body] of cases) {
      const answer = await server.raw(method, path, { body, headers: bearer() });
      expect({ path, body, status: answer.status }).toEqual({ path, body, status: 400 });
      expect(answer.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    expect(await support.call(operatorRegionSettingsCall, { merchantCode: 'DEMOKH' })).toEqual(before);
    expect(await regionAudit('DEMOKH')).toHaveLength(audit);
  });
});
