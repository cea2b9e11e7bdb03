import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createApiClient,
  domainRouteCall,
  loginCall,
  operatorLoginCall,
  permissionCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createScratchDatabase } from '../src/db/scratch-database';
import { DEMO_PROVISIONING_FILE } from '../src/db/seed';
import { createOperator } from '../src/modules/operator/operator-accounts';
import { enrolOperatorTotp } from '../src/modules/operator/operator-service';
import {
  applyProvisioning,
  parseProvisioning,
  readProvisioningFile,
} from '../src/modules/provisioning/provisioning-service';
import { type RunningSite, startSite } from '../src/start-site';
import { DEMO_MEMBER, DEMO_OPERATOR, startTestServer } from './harness';
import { refusalError } from './refusal';

const API_DIR = join(import.meta.dirname, '..');

/** A merchant's own file: one brand, one region in Bangkok time with a real provider's channel, based on the demo. */
async function merchantFile(): Promise<unknown> {
  const demo = JSON.parse(await readFile(DEMO_PROVISIONING_FILE, 'utf8'));
  // A merchant's own file without the demo's game catalogue (whose rules games.test.ts covers).
  const region = { ...demo.brands[0].regions[2], gameVendors: [], games: [], walletVendors: [] };
  return {
    brands: [
      {
        name: 'Acme Gaming',
        mainDomain: 'acme-gaming.example',
        regions: [
          {
            ...region,
            merchantCode: 'ACMETH',
            isDefault: true,
            depositChannels: [
              {
                id: 'acme-bank',
                name: 'Bank transfer',
                provider: 'acmepay',
                minAmount: '100.00',
                maxAmount: '5000.00',
              },
            ],
          },
        ],
      },
    ],
  };
}

describe('a provisioning file', () => {
  it('is refused with the path and reason of every bad field', () => {
    const document = {
      brands: [
        {
          name: 'Bad',
          mainDomain: 'bad.example',
          regions: [
            { merchantCode: 'BAD', timeZone: 'Asia/Nowhere', currency: 'khr', switchesOff: ['NOPE3'] },
          ],
        },
      ],
    };
    let message = '';
    try {
      parseProvisioning(document, 'bad.json');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^bad\.json is not a valid provisioning file:/);
    expect(message).toContain('brands.0.regions.0.timeZone: "Asia/Nowhere" is not an IANA time zone');
    expect(message).toContain('brands.0.regions.0.currency: must be an ISO currency code such as KHR');
    expect(message).toContain('brands.0.regions.0.switchesOff.0: must be one of USERNAMEREG3');
    expect(message).toContain('brands.0.regions.0.country: is missing');
  });

  it('refuses a deposit range whose maximum is below its minimum, and amounts that are not money', async () => {
    const file = (await merchantFile()) as { brands: { regions: Record<string, unknown>[] }[] };
    file.brands[0]!.regions[0]!.withdrawals = { minAmount: '500.00', maxAmount: '100.00', banks: [] };
    file.brands[0]!.regions[0]!.depositChannels = [
      { id: 'x', name: 'X', provider: 'acmepay', minAmount: '0100', maxAmount: '1.001' },
    ];
    expect(() => parseProvisioning(file, 'f.json')).toThrow(
      /withdrawals: maxAmount must not be below minAmount[\s\S]*depositChannels\.0\.maxAmount: amount_decimals/,
    );
  });

  // Creates and migrates its own database, then applies the demo file twice: the slowest single test of the suite.
  it('applied twice updates in place and duplicates nothing; what it no longer names is replaced', async () => {
    const server = process.env.TEST_DATABASE_URL;
    const scratch = server ? await createScratchDatabase(server, 'prov') : null;
    const db = await openDatabase(scratch?.url ?? 'memory://');
    try {
      await migrate(db);
      const demo = await readProvisioningFile(DEMO_PROVISIONING_FILE);
      // The game catalogue's re-application is games.test.ts's; here the demo's vendors need not be launchable.
      await applyProvisioning(db, demo, { unlaunchable: 'skip' });
      const count = async () =>
        db.query<{ t: string; n: number }>(
          `select 'brands' as t, count(*)::int as n from brands union all select 'regions', count(*)::int from regions
           union all select 'fields', count(*)::int from register_fields
           union all select 'channels', count(*)::int from deposit_channels
           union all select 'cs', count(*)::int from customer_service`,
        );
      const before = await count();
      const [secret] = await db.query<{ secret: string }>(
        "select secret from deposit_channels where merchant_code = 'DEMOKH' and id = 'sandbox-bank'",
      );
      const changed = structuredClone(demo);
      const kh = changed.brands[0]!.regions[0]!;
      kh.withdrawals.banks = ['ABA Bank'];
      kh.depositChannels = kh.depositChannels.filter((c) => c.id === 'sandbox-bank');
      kh.timeZone = 'Asia/Bangkok';
      await applyProvisioning(db, changed, { unlaunchable: 'skip' });
      expect(await count()).toEqual(before);
      const [region] = await db.query<{ time_zone: string; banks: string[] }>(
        `select time_zone, banks from regions join withdrawal_settings using (merchant_code)
          where merchant_code = 'DEMOKH'`,
      );
      expect(region).toEqual({ time_zone: 'Asia/Bangkok', banks: ['ABA Bank'] });
      const channels = await db.query<{ id: string; enabled: boolean; secret: string }>(
        "select id, enabled, secret from deposit_channels where merchant_code = 'DEMOKH' order by id",
      );
      expect(channels).toEqual([
        { id: 'sandbox-bank', enabled: true, secret: secret!.secret },
        { id: 'sandbox-qr', enabled: false, secret: expect.any(String) },
      ]);
    } finally {
      await db.close();
      await scratch?.drop();
    }
  }, 90_000);
});

describe('a production start on an empty database', () => {
  let dir: string;
  let site: RunningSite;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'provisioning-'));
    const file = join(dir, 'acme.json');
    await writeFile(file, JSON.stringify(await merchantFile()));
    const config = loadConfig({ NODE_ENV: 'production', PROVISION_FILE: file, DATABASE_URL: 'memory://' });
    site = await startSite({ ...config, port: 0, siteDir: join(dir, 'no-site') });
  });
  afterAll(async () => {
    await site?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('has the regions of its provisioning file, no people, no demo operator, no development helpers', async () => {
    const api = createApiClient({
      baseUrl: site.url,
      getToken: () => null,
      getMerchantCode: () => undefined,
    });
    const regions = await api.call(domainRouteCall, {});
    expect(regions.map((r) => r.merchantCode)).toEqual(['ACMETH']);
    expect((await api.call(permissionCall, {})).timeZone).toBe('Asia/Bangkok');
    const people = await site.db.query<{ members: number; operators: number; postings: number }>(
      `select (select count(*)::int from members) as members, (select count(*)::int from operators) as operators,
              (select count(*)::int from ledger_postings) as postings`,
    );
    expect(people).toEqual([{ members: 0, operators: 0, postings: 0 }]);
    const demoLogin = await refusalError(
      api.call(operatorLoginCall, {
        username: DEMO_OPERATOR.username,
        password: DEMO_OPERATOR.password,
        code: '000000',
      }),
    );
    expect(demoLogin.code).toBe('WRONG_CREDENTIALS');
    expect(
      (
        await refusalError(
          api.call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password }),
        )
      ).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await fetch(`${site.url}/wps/dev/outbox?channel=sms&to=85512345678`)).status).toBe(404);
    expect((await fetch(`${site.url}/sandbox-pay/D0123456789ABCDEF0123`)).status).toBe(404);
  });
});

describe('starting without a region', () => {
  it('refuses with what to do, unless the demo is asked for', async () => {
    const config = { ...loadConfig({ DATABASE_URL: 'memory://' }), port: 0 };
    await expect(startSite(config)).rejects.toThrow(/no brand or region is provisioned: set PROVISION_FILE=/);
  });

  it('in production, asking for the demo stops the server with one clear line', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', '--demo'], {
      cwd: API_DIR,
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: 'memory://', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      'Cannot start: NODE_ENV=production refuses DEMO: the demo, the outbox reader and the sandbox payment provider are for development only',
    ]);
  });
});

describe('an operator created by the command', () => {
  it('signs in with the generated password printed once; the name cannot be taken twice', async () => {
    const server = await startTestServer();
    try {
      const password = await createOperator(server.db, 'night.shift', ['DEMOKH']);
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const [stored] = await server.sql<{ password_hash: string }>(
        "select password_hash from operators where username = 'night.shift'",
      );
      expect(stored!.password_hash).not.toContain(password!);
      const { secret } = await enrolOperatorTotp(server.deps, 'night.shift');
      const login = await server.client().call(operatorLoginCall, {
        username: 'night.shift',
        password: password!,
        code: server.totpCode(secret),
      });
      expect(login.merchantCodes).toEqual(['DEMOKH']);
      expect(await createOperator(server.db, 'Night.Shift')).toBeNull();
      expect(await createOperator(server.db, 'second')).not.toBe(password);
    } finally {
      await server.close();
    }
  });
});
