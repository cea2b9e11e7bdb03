import {
  captchaCall,
  countryCodeCall,
  domainRouteCall,
  encryptPayload,
  importPublicKey,
  loginCall,
  loginCodeCall,
  memberInfoCall,
  PATTERN,
  permissionCall,
  publicKeyCall,
  registerCall,
  registerSettingsCall,
  regValidataCall,
  SYSTEM_STATUS,
  smsNoLoginCall,
  smsRegisterCall,
  systemStatusCall,
  updateLanguageCall,
  WHITELABEL_SWITCHES,
  type WhitelabelSwitch,
  whitelabelCall,
} from '@platform/shared-contracts/server';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_CACHE_MAX_ENTRIES } from '../src/modules/system/merchant-state';
import { DEMO_MEMBER, startTestServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Every scenario arranges its own maintenance or restriction; this puts the seeded state back. */
afterEach(async () => {
  await server.sql('update merchant_settings set maintenance = false, maintenance_end = null');
  await server.sql("delete from access_restrictions where kind = 'IP'");
});

const RESTRICTED_IP = '203.0.113.9';

function setMaintenance(merchantCode: string, end: Date | null) {
  return server.sql(
    'update merchant_settings set maintenance = true, maintenance_end = $1 where merchant_code = $2',
    [end?.toISOString() ?? null, merchantCode],
  );
}

function blockIp(merchantCode: string, ip: string) {
  return server.sql("insert into access_restrictions (merchant_code, kind, value) values ($1, 'IP', $2)", [
    merchantCode,
    ip,
  ]);
}

/** The server's clock, rounded to a whole second so timestamps compare exactly after a database trip. */
function serverTimePlus(ms: number): Date {
  return new Date(Math.floor((server.deps.now().getTime() + ms) / 1000) * 1000);
}

async function loggedInDemoMember(): Promise<TestClient> {
  const member = server.client();
  const result = await member.call(loginCall, {
    username: DEMO_MEMBER.account,
    password: DEMO_MEMBER.password,
  });
  expect(result.status).toBe('OK');
  return member;
}

/** A refusal as the client sees it: the envelope's code and the HTTP status. */
function refusal(code: string, status: number) {
  return expect.objectContaining({ code, status });
}

function expectEnvelopeError(response: { status: number; body: unknown }, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ success: false, code, message: expect.any(String) });
}

/** The value of a successful envelope. */
function successValue(body: { success: boolean; value?: unknown }) {
  expect(body.success).toBe(true);
  return body.value;
}

/** Whitelabel values as seeded: every switch on except the listed ones. */
function switchesExcept(off: WhitelabelSwitch[]) {
  return Object.fromEntries(WHITELABEL_SWITCHES.map((name) => [name, !off.includes(name)]));
}

const REGIONS = [
  {
    country: 'KH',
    countryName: 'Cambodia',
    currency: 'KHR',
    langList: ['KM', 'EN', 'CN'],
    merchantCode: 'DEMOKH',
  },
  {
    country: 'VN',
    countryName: 'Vietnam',
    currency: 'VND',
    langList: ['VI', 'EN', 'CN'],
    merchantCode: 'DEMOVN',
  },
  {
    country: 'TH',
    countryName: 'Thailand',
    currency: 'THB',
    langList: ['TH', 'EN', 'CN'],
    merchantCode: 'DEMOTH',
  },
];

const USERNAME_RULE = {
  field: 'username',
  enabled: true,
  required: true,
  minLength: 4,
  maxLength: 16,
  patternId: PATTERN.LETTER_FIRST_ALNUM,
  acceptedPattern: null,
  type: 'text',
};
const PASSWORD_RULE = {
  field: 'password',
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 20,
  patternId: PATTERN.LETTERS_OR_DIGITS,
  acceptedPattern: null,
  type: 'password',
};
const MOBILE_RULE = {
  field: 'mobileNum',
  enabled: true,
  required: false,
  minLength: 8,
  maxLength: 11,
  patternId: PATTERN.DIGITS,
  acceptedPattern: null,
  type: 'mobile',
};
const PAYEE_NAME_RULE = {
  field: 'payeeName',
  enabled: true,
  required: false,
  minLength: 2,
  maxLength: 50,
  patternId: PATTERN.ENGLISH_LETTERS_SPACES,
  acceptedPattern: null,
  type: 'text',
};
const SEEDED_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'email',
  'payeeName',
  'affiliateCode',
  'whatsapp',
  'line',
  'telegram',
  'facebook',
  'wechat',
  'qqNum',
  'idNumber',
  'recommenderId',
  'paymentPassword',
];

describe('GET /wps/system/status', () => {
  it('answers 0 (normal) for the seeded default region, with the caller IP', async () => {
    const status = await server.client().call(systemStatusCall, {});
    expect(status).toEqual({
      status: SYSTEM_STATUS.NORMAL,
      maintenanceEndTime: null,
      ip: '127.0.0.1',
      country: null,
      merchantCode: 'DEMOKH',
    });
  });

  it('answers for the region the x-merchant-code header picks', async () => {
    const status = await server.client({ merchant: 'DEMOVN' }).call(systemStatusCall, {});
    expect(status).toMatchObject({ status: SYSTEM_STATUS.NORMAL, merchantCode: 'DEMOVN' });
  });

  it('falls back to the default region for an unknown merchant code', async () => {
    const status = await server.client({ merchant: 'NOSUCHMERCHANT' }).call(systemStatusCall, {});
    expect(status).toMatchObject({ status: SYSTEM_STATUS.NORMAL, merchantCode: 'DEMOKH' });
  });

  it('keeps a bounded number of cached settings however many unknown merchant codes arrive', async () => {
    const codes = Array.from({ length: MERCHANT_CACHE_MAX_ENTRIES * 2 }, (_, i) => `UNKNOWN${i}`);
    for (const code of codes) {
      const status = await server.client({ merchant: code }).call(systemStatusCall, {});
      expect(status.merchantCode).toBe('DEMOKH');
    }
    expect(server.deps.merchantCache.size).toBeLessThanOrEqual(MERCHANT_CACHE_MAX_ENTRIES);
    const vietnam = await server.client({ merchant: 'DEMOVN' }).call(systemStatusCall, {});
    expect(vietnam.merchantCode).toBe('DEMOVN');
  });

  it('reports the country the edge proxy sends', async () => {
    const response = await server.raw('GET', '/wps/system/status', { headers: { 'cf-ipcountry': 'kh' } });
    expect(response.status).toBe(200);
    expect(response.body.value).toMatchObject({ status: SYSTEM_STATUS.NORMAL, country: 'KH' });
  });

  it('answers 1 (maintenance) with the end time while the region is under maintenance', async () => {
    const end = serverTimePlus(60 * 60_000);
    await setMaintenance('DEMOKH', end);
    const status = await server.client().call(systemStatusCall, {});
    expect(status).toMatchObject({
      status: SYSTEM_STATUS.MAINTENANCE,
      maintenanceEndTime: end.toISOString(),
      merchantCode: 'DEMOKH',
    });
    // Maintenance is per region: Vietnam is still open.
    const vietnam = await server.client({ merchant: 'DEMOVN' }).call(systemStatusCall, {});
    expect(vietnam.status).toBe(SYSTEM_STATUS.NORMAL);
  });

  it('answers 1 without an end time for maintenance with no end set', async () => {
    await setMaintenance('DEMOKH', null);
    const status = await server.client().call(systemStatusCall, {});
    expect(status).toMatchObject({ status: SYSTEM_STATUS.MAINTENANCE, maintenanceEndTime: null });
  });

  it('is normal again, and lets calls through, once the maintenance end time has passed', async () => {
    await setMaintenance('DEMOKH', serverTimePlus(10 * 60_000));
    expect((await server.client().call(systemStatusCall, {})).status).toBe(SYSTEM_STATUS.MAINTENANCE);

    server.advance(10 * 60_000 + 1000);
    const status = await server.client().call(systemStatusCall, {});
    expect(status).toMatchObject({ status: SYSTEM_STATUS.NORMAL, maintenanceEndTime: null });
    await loggedInDemoMember();
  });

  it('answers 2 (region restriction) for a blocked country, case-insensitively', async () => {
    for (const country of ['US', 'gb']) {
      const response = await server.raw('GET', '/wps/system/status', {
        headers: { 'cf-ipcountry': country },
      });
      expect(response.status).toBe(200);
      expect(response.body.value).toMatchObject({
        status: SYSTEM_STATUS.REGION_RESTRICTED,
        country: country.toUpperCase(),
        maintenanceEndTime: null,
      });
    }
  });

  it('answers 2 (region restriction) for a blocked IP, and only for that IP', async () => {
    await blockIp('DEMOKH', RESTRICTED_IP);
    const blocked = await server.client({ ip: RESTRICTED_IP }).call(systemStatusCall, {});
    expect(blocked).toMatchObject({ status: SYSTEM_STATUS.REGION_RESTRICTED, ip: RESTRICTED_IP });
    const other = await server.client({ ip: '198.51.100.1' }).call(systemStatusCall, {});
    expect(other).toMatchObject({ status: SYSTEM_STATUS.NORMAL, ip: '198.51.100.1' });
    // The block belongs to the Cambodian region only.
    const vietnam = await server.client({ ip: RESTRICTED_IP, merchant: 'DEMOVN' }).call(systemStatusCall, {});
    expect(vietnam.status).toBe(SYSTEM_STATUS.NORMAL);
  });

  it('answers 1 when a restricted caller arrives during maintenance: maintenance wins', async () => {
    const end = serverTimePlus(30 * 60_000);
    await setMaintenance('DEMOKH', end);
    await blockIp('DEMOKH', RESTRICTED_IP);
    const response = await server.raw('GET', '/wps/system/status', {
      headers: { 'cf-ipcountry': 'US', 'x-forwarded-for': RESTRICTED_IP },
    });
    expect(response.body.value).toMatchObject({
      status: SYSTEM_STATUS.MAINTENANCE,
      maintenanceEndTime: end.toISOString(),
    });
  });
});

describe('calls outside the system group during maintenance and region restriction', () => {
  /** One of each system call: they must keep answering, they are how the client learns why it is shut out. */
  async function expectSystemCallsAnswer(client: TestClient) {
    await expect(client.call(systemStatusCall, {})).resolves.toBeTruthy();
    await expect(client.call(whitelabelCall, {})).resolves.toBeTruthy();
    await expect(client.call(registerSettingsCall, {})).resolves.toBeTruthy();
    await expect(client.call(regValidataCall, {})).resolves.toBeTruthy();
    await expect(client.call(permissionCall, {})).resolves.toBeTruthy();
    await expect(client.call(domainRouteCall, {})).resolves.toHaveLength(3);
    await expect(client.call(countryCodeCall, {})).resolves.toHaveLength(3);
    await expect(client.call(publicKeyCall, {})).resolves.toBeTruthy();
    await expect(client.call(captchaCall, {})).resolves.toBeTruthy();
  }

  it('refuses login and member info with 503 SYSTEM_MAINTENANCE while system calls still answer', async () => {
    const member = await loggedInDemoMember();
    await setMaintenance('DEMOKH', serverTimePlus(60 * 60_000));

    await expect(
      server.client().call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password }),
    ).rejects.toEqual(refusal('SYSTEM_MAINTENANCE', 503));
    await expect(member.call(memberInfoCall, {})).rejects.toEqual(refusal('SYSTEM_MAINTENANCE', 503));
    await expectSystemCallsAnswer(member);
    const permission = await member.call(permissionCall, {});
    expect(permission).toMatchObject({ maintenance: true, regionRestriction: false });
  });

  it('refuses a restricted IP with 403 ACCESS_RESTRICTED while system calls still answer', async () => {
    const member = await loggedInDemoMember();
    await blockIp('DEMOKH', RESTRICTED_IP);
    const blocked = server.client({ ip: RESTRICTED_IP, token: member.token ?? undefined });

    await expect(
      server
        .client({ ip: RESTRICTED_IP })
        .call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password }),
    ).rejects.toEqual(refusal('ACCESS_RESTRICTED', 403));
    await expect(blocked.call(memberInfoCall, {})).rejects.toEqual(refusal('ACCESS_RESTRICTED', 403));
    await expectSystemCallsAnswer(blocked);
    // The same session from an open address still works.
    await expect(member.call(memberInfoCall, {})).resolves.toBeTruthy();
  });

  it('refuses a restricted country with 403 ACCESS_RESTRICTED before reading the body', async () => {
    const response = await server.raw('POST', '/wps/session/login', {
      body: { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password },
      headers: { 'cf-ipcountry': 'US' },
    });
    expectEnvelopeError(response, 403, 'ACCESS_RESTRICTED');
  });

  it('answers 503 rather than 403 for a restricted caller during maintenance', async () => {
    const member = await loggedInDemoMember();
    await setMaintenance('DEMOKH', null);
    await blockIp('DEMOKH', RESTRICTED_IP);
    const blocked = server.client({ ip: RESTRICTED_IP, token: member.token ?? undefined });
    await expect(blocked.call(memberInfoCall, {})).rejects.toEqual(refusal('SYSTEM_MAINTENANCE', 503));
    const permission = await blocked.call(permissionCall, {});
    expect(permission).toMatchObject({ maintenance: true, regionRestriction: true });
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('answers all 11 switches with the values seeded for each region', async () => {
    const cambodia = await server.client().call(whitelabelCall, {});
    expect(Object.keys(cambodia).sort()).toEqual([...WHITELABEL_SWITCHES].sort());
    expect(Object.keys(cambodia)).toHaveLength(11);
    expect(cambodia).toEqual(switchesExcept(['PASSEXPIRY3']));

    const vietnam = await server.client({ merchant: 'DEMOVN' }).call(whitelabelCall, {});
    expect(vietnam).toEqual(switchesExcept(['DIRECTREG3', 'MOBILEVERCODELOGIN3']));

    const thailand = await server.client({ merchant: 'DEMOTH' }).call(whitelabelCall, {});
    expect(thailand).toEqual(switchesExcept(['FREEPLAY3']));
  });

  it('shows a switch change made in the settings', async () => {
    await server.sql(
      "update whitelabel_switches set enabled = false where merchant_code = 'DEMOTH' and name = 'COMM3'",
    );
    try {
      const thailand = await server.client({ merchant: 'DEMOTH' }).call(whitelabelCall, {});
      expect(thailand).toEqual(switchesExcept(['FREEPLAY3', 'COMM3']));
    } finally {
      await server.sql(
        "update whitelabel_switches set enabled = true where merchant_code = 'DEMOTH' and name = 'COMM3'",
      );
    }
  });
});

describe('GET /wps/system/setting/register', () => {
  it('answers the field rules with pattern and length bounds, and the registration settings', async () => {
    const settings = await server.client().call(registerSettingsCall, {});
    expect(settings.fields.map((f) => f.field)).toEqual(SEEDED_FIELDS);
    expect(settings.fields).toContainEqual(USERNAME_RULE);
    expect(settings.fields).toContainEqual(PASSWORD_RULE);
    expect(settings.fields).toContainEqual(MOBILE_RULE);
    expect(settings.fields.find((f) => f.field === 'line')).toMatchObject({
      enabled: false,
      required: false,
    });
    expect(settings).toMatchObject({ captchaRequired: false, smsVerification: true, agreementAge: 18 });
  });

  it('asks for a captcha in Vietnam, where registration has one', async () => {
    const settings = await server.client({ merchant: 'DEMOVN' }).call(registerSettingsCall, {});
    expect(settings.captchaRequired).toBe(true);
  });

  it('requires the payee name in Thailand', async () => {
    const thailand = await server.client({ merchant: 'DEMOTH' }).call(registerSettingsCall, {});
    expect(thailand.fields).toContainEqual({ ...PAYEE_NAME_RULE, required: true });
    const cambodia = await server.client().call(registerSettingsCall, {});
    expect(cambodia.fields).toContainEqual(PAYEE_NAME_RULE);
  });
});

describe('GET /wps/system/regValidata', () => {
  it('answers the field rules keyed by field name', async () => {
    const rules = await server.client().call(regValidataCall, {});
    expect(Object.keys(rules).sort()).toEqual([...SEEDED_FIELDS].sort());
    expect(rules.username).toEqual(USERNAME_RULE);
    expect(rules.password).toEqual(PASSWORD_RULE);
    expect(rules.mobileNum).toEqual(MOBILE_RULE);
    expect(rules.paymentPassword).toMatchObject({ minLength: 6, maxLength: 6, patternId: PATTERN.DIGITS });
    expect(rules.email).toMatchObject({ patternId: PATTERN.EMAIL, type: 'email' });
  });

  it('answers the rules of the region asked for', async () => {
    const thailand = await server.client({ merchant: 'DEMOTH' }).call(regValidataCall, {});
    expect(thailand.payeeName).toEqual({ ...PAYEE_NAME_RULE, required: true });
  });
});

describe('GET /wps/system/permission', () => {
  it('answers everything the shell needs for the region, with where the caller is', async () => {
    const response = await server.raw('GET', '/wps/system/permission', { headers: { 'cf-ipcountry': 'KH' } });
    expect(response.status).toBe(200);
    const permission = successValue(response.body);
    const client = server.client();
    expect(permission).toEqual({
      domainRoute: REGIONS,
      resources: [
        { resourceType: 'MOBILECONFIG', name: 'iOS app', url: 'https://download.example/ios.mobileconfig' },
        { resourceType: 'Android', name: 'Android app', url: 'https://download.example/app.apk' },
      ],
      whitelabelVal: await client.call(whitelabelCall, {}),
      register: await client.call(registerSettingsCall, {}),
      mainDomain: 'demo.sea-gaming.test',
      analytics: null,
      imageCDNs: ['https://img1.cdn.example', 'https://img2.cdn.example'],
      launchGameCDNs: ['https://launch.cdn.example'],
      customerService: [
        { csType: 'LIVECHAT', csPosition: 'RIGHT', title: 'Live chat', url: 'https://chat.example/demokh' },
        { csType: 'TELEGRAM', csPosition: 'RIGHT', title: 'Telegram', url: 'https://t.me/sea_demo_support' },
        { csType: 'LINE', csPosition: 'RIGHT', title: 'LINE', url: 'https://line.me/ti/p/sea_demo' },
        { csType: 'TELEGRAM', csPosition: 'RIGHT', title: 'Telegram VIP', url: 'https://t.me/sea_demo_vip' },
        { csType: 'FACEBOOK', csPosition: 'RIGHT', title: 'Facebook', url: 'https://facebook.com/seademo' },
        { csType: 'VIBER', csPosition: 'RIGHT', title: 'Viber', url: 'viber://chat?number=85512000000' },
        { csType: 'FACEBOOK', csPosition: 'FOOTER', title: 'Facebook', url: 'https://facebook.com/seademo' },
        { csType: 'YOUTUBE', csPosition: 'FOOTER', title: 'YouTube', url: 'https://youtube.com/@seademo' },
        { csType: 'TIKTOK', csPosition: 'FOOTER', title: 'TikTok', url: 'https://tiktok.com/@seademo' },
        { csType: 'TELEGRAM', csPosition: 'FOOTER', title: 'Telegram', url: 'https://t.me/sea_demo' },
      ],
      location: { ip: '127.0.0.1', country: 'KH' },
      maintenance: false,
      regionRestriction: false,
      timeZone: 'Asia/Phnom_Penh',
    });
  });

  it('answers the settings of the region the header picks', async () => {
    const permission = await server.client({ merchant: 'DEMOVN' }).call(permissionCall, {});
    expect(permission.timeZone).toBe('Asia/Ho_Chi_Minh');
    expect(permission.whitelabelVal).toEqual(switchesExcept(['DIRECTREG3', 'MOBILEVERCODELOGIN3']));
    expect(permission.register.captchaRequired).toBe(true);
    expect(permission.customerService[0]?.url).toBe('https://chat.example/demovn');
    expect(permission.domainRoute).toEqual(REGIONS);
  });

  it('reports the caller IP and flags maintenance and region restriction', async () => {
    await blockIp('DEMOKH', RESTRICTED_IP);
    const blocked = await server.client({ ip: RESTRICTED_IP }).call(permissionCall, {});
    expect(blocked).toMatchObject({
      location: { ip: RESTRICTED_IP, country: null },
      maintenance: false,
      regionRestriction: true,
    });

    await setMaintenance('DEMOKH', serverTimePlus(60_000));
    const open = await server.client({ ip: '198.51.100.2' }).call(permissionCall, {});
    expect(open).toMatchObject({
      location: { ip: '198.51.100.2', country: null },
      maintenance: true,
      regionRestriction: false,
    });
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('answers the three regions of the brand with their merchant code and languages', async () => {
    expect(await server.client().call(domainRouteCall, {})).toEqual(REGIONS);
    expect(await server.client({ merchant: 'DEMOTH' }).call(domainRouteCall, {})).toEqual(REGIONS);
  });
});

describe('GET /wps/system/countryCode', () => {
  it("lists the region's own country first", async () => {
    expect(await server.client().call(countryCodeCall, {})).toEqual([
      { countryCode: 'KH', countryDialingCode: '855' },
      { countryCode: 'VN', countryDialingCode: '84' },
      { countryCode: 'TH', countryDialingCode: '66' },
    ]);
    expect(await server.client({ merchant: 'DEMOVN' }).call(countryCodeCall, {})).toEqual([
      { countryCode: 'VN', countryDialingCode: '84' },
      { countryCode: 'KH', countryDialingCode: '855' },
      { countryCode: 'TH', countryDialingCode: '66' },
    ]);
    const thailand = await server.client({ merchant: 'DEMOTH' }).call(countryCodeCall, {});
    expect(thailand[0]).toEqual({ countryCode: 'TH', countryDialingCode: '66' });
  });
});

describe('GET /wps/system/publicKey', () => {
  it('answers one stable key that encrypted calls are accepted with', async () => {
    const first = await server.client().call(publicKeyCall, {});
    const second = await server.client({ merchant: 'DEMOVN' }).call(publicKeyCall, {});
    expect(second).toEqual(first);
    expect(first.kid.length).toBeGreaterThan(0);

    const key = await importPublicKey(first.spki);
    const body = await encryptPayload(
      { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password },
      key,
      first.kid,
    );
    const response = await server.raw('POST', '/wps/session/login', { body });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, value: { status: 'OK' } });
  });
});

describe('PUT /wps/member/language', () => {
  it('refuses without a session with 401 NOT_LOGGED_IN', async () => {
    await expect(server.client().call(updateLanguageCall, { language: 'EN' })).rejects.toEqual(
      refusal('NOT_LOGGED_IN', 401),
    );
  });

  it('saves a supported language, which member info then reports', async () => {
    const member = await loggedInDemoMember();
    expect((await member.call(memberInfoCall, {})).member.language).toBe('KM');
    expect(await member.call(updateLanguageCall, { language: 'EN' })).toEqual({ language: 'EN' });
    expect((await member.call(memberInfoCall, {})).member.language).toBe('EN');
  });

  it('refuses an unsupported language code with 400 and the reason on the field', async () => {
    const member = await loggedInDemoMember();
    const before = (await member.call(memberInfoCall, {})).member.language;
    await expect(member.call(updateLanguageCall, { language: 'ZZ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      details: [{ field: 'language', reason: 'unsupported' }],
    });
    expect((await member.call(memberInfoCall, {})).member.language).toBe(before);
  });

  it('refuses a code that is not upper case with 400 naming the field', async () => {
    const member = await loggedInDemoMember();
    const response = await server.raw('PUT', '/wps/member/language', {
      body: { language: 'en' },
      headers: { authorization: `Bearer ${member.token}` },
    });
    expectEnvelopeError(response, 400, 'BAD_REQUEST');
    expect(response.body.details).toEqual([{ field: 'language', reason: expect.any(String) }]);
  });
});

describe('GET /wps/captcha', () => {
  const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let phoneSerial = 0;
  /** A fresh Thai number per request, so the SMS send limit per number never gets in the way. */
  const nextThaiNumber = () => `8123456${String(++phoneSerial).padStart(2, '0')}`;

  /** Asks for an SMS registration code in Thailand, where SMS requests need a human check. */
  function sendThaiCode(captcha: { captchaId?: string; captcha?: string }) {
    return server.client({ merchant: 'DEMOTH' }).call(smsRegisterCall, {
      mobileNo: nextThaiNumber(),
      countryDialingCode: '66',
      regType: 'MOBILE',
      ...captcha,
    });
  }

  async function newCaptcha(client = server.client()) {
    const { captchaId } = await client.call(captchaCall, {});
    return { captchaId, answer: server.lastCaptcha() };
  }

  it('returns a 120x40 PNG image that lives 120 seconds', async () => {
    const captcha = await server.client().call(captchaCall, {});
    expect(captcha.captchaId).toMatch(/^[0-9a-f]{32}$/);
    expect(captcha.expiresInSeconds).toBe(120);
    const bytes = Buffer.from(captcha.image, 'base64');
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const png = PNG.sync.read(bytes);
    expect(png.width).toBe(120);
    expect(png.height).toBe(40);
  });

  it('draws a new captcha on every request', async () => {
    const a = await server.client().call(captchaCall, {});
    const b = await server.client().call(captchaCall, {});
    expect(a.captchaId).not.toBe(b.captchaId);
    expect(a.image).not.toBe(b.image);
  });

  it('accepts the right answer exactly once (SMS code in Thailand)', async () => {
    const { captchaId, answer } = await newCaptcha();
    await expect(sendThaiCode({ captchaId, captcha: answer })).resolves.toEqual({ expiredMinutes: 5 });
    await expect(sendThaiCode({ captchaId, captcha: answer })).rejects.toEqual(
      refusal('CAPTCHA_CHECK_FAILED', 400),
    );
  });

  it('accepts the answer typed in lower case', async () => {
    const { captchaId, answer } = await newCaptcha();
    await expect(sendThaiCode({ captchaId, captcha: answer.toLowerCase() })).resolves.toEqual({
      expiredMinutes: 5,
    });
  });

  it('uses the captcha up on a wrong answer too', async () => {
    const { captchaId, answer } = await newCaptcha();
    const wrong = answer === 'AAAA' ? 'BBBB' : 'AAAA';
    await expect(sendThaiCode({ captchaId, captcha: wrong })).rejects.toEqual(
      refusal('CAPTCHA_CHECK_FAILED', 400),
    );
    await expect(sendThaiCode({ captchaId, captcha: answer })).rejects.toEqual(
      refusal('CAPTCHA_CHECK_FAILED', 400),
    );
  });

  it('refuses an expired captcha with CAPTCHA_CHECK_FAILED', async () => {
    const { captchaId, answer } = await newCaptcha();
    server.advance(121_000);
    await expect(sendThaiCode({ captchaId, captcha: answer })).rejects.toEqual(
      refusal('CAPTCHA_CHECK_FAILED', 400),
    );
  });

  it('refuses a missing or unknown captcha on every SMS code call in Thailand', async () => {
    await expect(sendThaiCode({})).rejects.toMatchObject({
      code: 'CAPTCHA_CHECK_FAILED',
      value: { captchaRequired: true },
    });
    await expect(sendThaiCode({ captchaId: 'f'.repeat(32), captcha: 'ABCD' })).rejects.toEqual(
      refusal('CAPTCHA_CHECK_FAILED', 400),
    );
    const thai = server.client({ merchant: 'DEMOTH' });
    const phone = { mobileNum: nextThaiNumber(), countryDialingCode: '66' };
    await expect(thai.call(loginCodeCall, phone)).rejects.toEqual(refusal('CAPTCHA_CHECK_FAILED', 400));
    await expect(thai.call(smsNoLoginCall, phone)).rejects.toEqual(refusal('CAPTCHA_CHECK_FAILED', 400));
  });

  describe('at registration in Vietnam', () => {
    const toggleDirectRegistration = (enabled: boolean) =>
      server.sql(
        "update whitelabel_switches set enabled = $1 where merchant_code = 'DEMOVN' and name = 'DIRECTREG3'",
        [enabled],
      );
    beforeAll(() => toggleDirectRegistration(true));
    afterAll(() => toggleDirectRegistration(false));

    const form = (username: string) => ({ username, password: 'secret77', confirmPassword: 'secret77' });

    it('refuses registration without a captcha, asking for one', async () => {
      await expect(
        server.client({ merchant: 'DEMOVN' }).call(registerCall, form('vnplayer0')),
      ).rejects.toMatchObject({
        code: 'CAPTCHA_CHECK_FAILED',
        status: 400,
        value: { captchaRequired: true },
      });
    });

    it('registers with the right answer, and the same captcha cannot register again', async () => {
      const vietnam = server.client({ merchant: 'DEMOVN' });
      const { captchaId, answer } = await newCaptcha(vietnam);
      const registered = await vietnam.call(registerCall, {
        ...form('vnplayer1'),
        captchaId,
        captcha: answer,
      });
      expect(registered.user).toMatchObject({
        account: 'vnplayer1',
        merchantCode: 'DEMOVN',
        currency: 'VND',
      });

      await expect(
        server
          .client({ merchant: 'DEMOVN' })
          .call(registerCall, { ...form('vnplayer2'), captchaId, captcha: answer }),
      ).rejects.toEqual(refusal('CAPTCHA_CHECK_FAILED', 400));
    });
  });

  it('allows 30 captchas a minute per IP, then answers 429 TOO_MANY_ATTEMPTS', async () => {
    // Start at the beginning of a fresh one-minute window so all 31 requests fall into it.
    server.advance(60_000 - (server.deps.now().getTime() % 60_000) + 1000);
    const busy = server.client({ ip: '198.51.100.30' });
    for (let i = 0; i < 30; i++) await busy.call(captchaCall, {});
    await expect(busy.call(captchaCall, {})).rejects.toEqual(refusal('TOO_MANY_ATTEMPTS', 429));

    // Another address is not affected, and the next minute the busy one may refresh again.
    await expect(server.client({ ip: '198.51.100.31' }).call(captchaCall, {})).resolves.toBeTruthy();
    server.advance(60_000);
    await expect(busy.call(captchaCall, {})).resolves.toBeTruthy();
  });
});

describe('requests the server cannot route or read', () => {
  it('answers an unknown route with a 404 NOT_FOUND envelope', async () => {
    expectEnvelopeError(await server.raw('GET', '/wps/system/nothing-here'), 404, 'NOT_FOUND');
    expectEnvelopeError(await server.raw('POST', '/no/such/path', { body: {} }), 404, 'NOT_FOUND');
    // A declared path with a method it does not serve is no route either.
    expectEnvelopeError(await server.raw('DELETE', '/wps/system/status'), 404, 'NOT_FOUND');
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await server.raw('POST', '/wps/session/loginCode', {
      rawBody: '{"mobileNum": "12345678",',
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelopeError(response, 400, 'BAD_REQUEST');
  });

  it('answers an empty JSON body with a 400 envelope', async () => {
    const response = await server.raw('POST', '/wps/session/loginCode', {
      rawBody: '',
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelopeError(response, 400, 'BAD_REQUEST');
  });

  it('answers a body over 256 KB with a 413 envelope', async () => {
    const response = await server.raw('POST', '/wps/session/loginCode', {
      body: { mobileNum: '1'.repeat(300 * 1024), countryDialingCode: '855' },
    });
    expectEnvelopeError(response, 413, 'BAD_REQUEST');
  });

  it('answers a content type it does not read with a 4xx envelope', async () => {
    const xml = await server.raw('POST', '/wps/session/loginCode', {
      rawBody: '<mobileNum>12345678</mobileNum>',
      headers: { 'content-type': 'application/xml' },
    });
    expectEnvelopeError(xml, 415, 'BAD_REQUEST');

    const text = await server.raw('POST', '/wps/session/loginCode', {
      rawBody: 'mobileNum=12345678',
      headers: { 'content-type': 'text/plain' },
    });
    expectEnvelopeError(text, 400, 'BAD_REQUEST');

    const encrypted = await server.raw('POST', '/wps/session/login', {
      rawBody: 'username=demo01',
      headers: { 'content-type': 'text/plain' },
    });
    expectEnvelopeError(encrypted, 400, 'ENCRYPTION_REQUIRED');
  });
});
