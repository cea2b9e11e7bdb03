import { randomUUID } from 'node:crypto';
import { OPERATOR_ROLES, type OperatorRole } from '@platform/shared-contracts/operator';
import {
  type ApiClient,
  addDays,
  createApiClient,
  dayInZone,
  devOutboxCall,
  MERCHANT_HEADER,
  operatorLoginCall,
  securityCodeCall,
  startOfDayInZone,
} from '@platform/shared-contracts/server';
import { inject } from 'vitest';
import { buildApp, createDeps, type SiteOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createScratchDatabase } from '../src/db/scratch-database';
import { DEMO_OPERATOR, seedDemoData } from '../src/db/seed';
import type { Deps } from '../src/deps';
import { randomCaptchaText } from '../src/modules/captcha/render-captcha-png';
import { enrolOperatorTotp } from '../src/modules/operator/operator-service';
import { totpCodeAt } from '../src/modules/operator/operator-totp';
import { hashPassword } from '../src/modules/security/password-hash';
import { sha256 } from '../src/modules/security/tokens';
import { checkLedger } from '../src/modules/wallet/ledger-service';
import { openPgliteCopy } from './migrated-database';

const bigintText = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

export { DEMO_AGENT, DEMO_MEMBER, DEMO_OPERATOR } from '../src/db/seed';

export interface TestClient extends ApiClient {
  token: string | null;
}

export interface OperatorCredentials {
  username: string;
  password: string;
  totpSecret: string;
}

const TOTP_STEP_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * TEST_CLOCK_START (an ISO time) starts the server's clock at that time of day, the first such moment from now on
 * (whole days later when it has passed: the seeded rows stay in the past), to check no test depends on the hour it
 * runs at. Answers the clock's offset from the real time.
 */
function clockStartOffset(start: string | undefined): number {
  if (!start) return 0;
  let at = Date.parse(start);
  if (Number.isNaN(at)) throw new Error(`TEST_CLOCK_START is not a time: ${start}`);
  while (at < Date.now()) at += DAY_MS;
  return at - Date.now();
}

export interface TestServer {
  baseUrl: string;
  db: Database;
  /** The PostgreSQL database's URL (for a second server copy on it), or null on PGlite. */
  databaseUrl: string | null;
  deps: Deps;
  /** The answer of the newest captcha the server drew, read through the captcha-text provider. */
  lastCaptcha(): string;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /**
   * What the server logged at error level (system errors and unhandled errors, with their stacks), unless the test gave
   * its own logger. Also written to stderr, so a failing run shows the server's side of a "System error".
   */
  errorLog(): string;
  /**
   * Moves the server's clock to one minute into the next day of `timeZone` (DEMOKH counts days in Asia/Phnom_Penh),
   * so a test of per-day counts never straddles its midnight, whatever the hour it runs at.
   */
  advanceToNextDayIn(timeZone?: string): void;
  /** A contract client, optionally for another merchant or calling from another IP (via X-Forwarded-For). */
  /** `language`: the site's language the visitor reads, sent as the browser's client sends it. */
  client(options?: { merchant?: string; ip?: string; token?: string; language?: string }): TestClient;
  /** A plain HTTP call, for what the contract client would refuse to send. */
  raw(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string>; rawBody?: string },
    // biome-ignore lint/suspicious/noExplicitAny: tests inspect whatever the server answered, envelope or not.
  ): Promise<{ status: number; body: any }>;
  /** Runs SQL against the server's database and drops cached settings, for arranging a scenario. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** SMS or mail bodies sent to `to`, newest first, read from the built-in outbox. */
  outbox(channel: 'sms' | 'mail', to: string): Promise<string[]>;
  /** The six-digit code of the newest SMS to `to`. */
  lastSmsCode(to: string): Promise<string>;
  /** The code an authenticator app shows for the secret at the server's clock, `steps` periods of 30 s later. */
  totpCode(secret: string, steps?: number): string;
  /**
   * A client logged in as an operator (the demo one unless named) with a code computed from the server's clock: a
   * code not used yet, moving the clock on 30 s when the current and next one both were.
   */
  operatorClient(who?: OperatorCredentials, options?: { ip?: string }): Promise<TestClient>;
  /** A new operator with a generated password and an enrolled TOTP secret, limited to some regions if given. */
  /** An operator for the given regions (every region by default) holding the given roles (every role by default). */
  createOperator(
    username: string,
    merchantCodes?: string[],
    roles?: readonly OperatorRole[],
  ): Promise<OperatorCredentials>;
  /**
   * Asks for a security-centre code as the member behind `client` and reads it from the outbox (SMS to the bound
   * mobile, else mail to the bound email); undefined when nothing is bound to send it to.
   */
  securityCode(client: TestClient): Promise<string | undefined>;
  /** Ends a member's withdrawal hold after a security change, for tests about what comes after it. */
  endSecurityHold(memberId: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL when TEST_DATABASE_URL is set (a fresh database per server), else in-memory PGlite; either a copy of the
 * run's migrated database (test/global-setup.ts).
 */
async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void>; url: string | null }> {
  const migrated = inject('migratedDatabase');
  const url = process.env.TEST_DATABASE_URL;
  if (!url || migrated.kind === 'pglite') {
    const db =
      migrated.kind === 'pglite'
        ? await openPgliteCopy(migrated.snapshotFile)
        : await openDatabase('memory://');
    return { db, drop: async () => undefined, url: null };
  }
  const scratch = await createScratchDatabase(url, 't', { template: migrated.template });
  return { db: await openDatabase(scratch.url), drop: scratch.drop, url: scratch.url };
}

/**
 * The development helpers (outbox reader, sandbox payments) are off unless asked for; tests ask for them, except
 * when they stand for a production server, where asking would be refused.
 */
function testEnv(env: NodeJS.ProcessEnv = {}, devHelpers = true): NodeJS.ProcessEnv {
  const helpers =
    devHelpers && env.NODE_ENV !== 'production' ? { DEV_OUTBOX: '1', PAYMENT_SANDBOX: '1' } : {};
  return { ...helpers, ...env };
}

export async function startTestServer(
  options: {
    outboxDailyQuota?: number;
    env?: NodeJS.ProcessEnv;
    /** false: the configuration `env` alone gives, without the outbox reader and sandbox the tests switch on. */
    devHelpers?: boolean;
    /** The address to listen on; the base URL still names it. Loopback unless a test needs another. */
    listenHost?: string;
    /** Serve a built site too (the host page and remotes), for header tests. */
    site?: SiteOptions;
    /** Fastify logger options (e.g. a `stream` to read the log); errors only (see `errorLog`) by default. */
    logger?: object;
    /** Providers of Deps a test replaces (e.g. a small lottery engine). */
    overrides?: Partial<Pick<Deps, 'lotteryEngine'>>;
  } = {},
): Promise<TestServer> {
  const { db, drop, url: databaseUrl } = await openTestDatabase();
  await migrate(db);
  await seedDemoData(db);
  let offset = clockStartOffset(process.env.TEST_CLOCK_START);
  let captcha = '';
  const config = {
    ...loadConfig(testEnv(options.env, options.devHelpers)),
    port: 0,
    database: 'test',
    // Uploaded files stay in memory unless the test names a folder.
    ...(options.env?.FILES_DIR ? {} : { filesDir: 'memory://' }),
  };
  const deps = await createDeps({
    db,
    config,
    outboxDailyQuota: options.outboxDailyQuota,
    overrides: {
      ...options.overrides,
      now: () => new Date(Date.now() + offset),
      captchaText: () => {
        captcha = randomCaptchaText();
        return captcha;
      },
    },
  });
  const errors: string[] = [];
  const errorLogger = {
    level: 'error',
    stream: {
      write: (line: string) => {
        errors.push(line);
        process.stderr.write(line);
      },
    },
  };
  const app = await buildApp(deps, options.logger ?? errorLogger, options.site);
  const address = await app.listen({ port: 0, host: options.listenHost ?? '127.0.0.1' });

  const server: TestServer = {
    baseUrl: address,
    db,
    databaseUrl,
    deps,
    lastCaptcha: () => captcha,
    advance: (ms) => {
      offset += ms;
    },
    errorLog: () => errors.join(''),
    advanceToNextDayIn(timeZone = 'Asia/Phnom_Penh') {
      const now = deps.now();
      const next = startOfDayInZone(addDays(dayInZone(now, timeZone), 1), timeZone).getTime() + 60_000;
      offset += next - now.getTime();
    },
    client({ merchant, ip, token, language } = {}) {
      const state = { token: token ?? null };
      const api = createApiClient({
        baseUrl: address,
        getToken: () => state.token,
        getMerchantCode: () => merchant,
        getLanguage: () => language,
        fetch: (input, init) => {
          const request = new Request(input, init);
          if (ip) request.headers.set('x-forwarded-for', ip);
          return fetch(request);
        },
      });
      return Object.assign(state, {
        subscribe: api.subscribe,
        call: async (...args: Parameters<ApiClient['call']>) => {
          const value: unknown = await api.call(...args);
          const token = (value as { token?: unknown } | null)?.token;
          if (typeof token === 'string') state.token = token;
          return value;
        },
      }) as TestClient;
    },
    async raw(method, path, { body, headers = {}, rawBody } = {}) {
      const response = await fetch(`${address}${path}`, {
        method,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        body: rawBody ?? (body !== undefined ? JSON.stringify(body) : undefined),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      return { status: response.status, body: parsed };
    },
    async sql(text, params) {
      const rows = await db.query(text, params);
      deps.merchantCache.clear();
      return rows as never;
    },
    async outbox(channel, to) {
      const messages = await server.client().call(devOutboxCall, { channel, to });
      return messages.map((m) => m.body);
    },
    async lastSmsCode(to) {
      const [latest] = await server.outbox('sms', to);
      const code = latest?.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no SMS code was sent to ${to}`);
      return code;
    },
    totpCode: (secret, steps = 0) =>
      totpCodeAt(secret, new Date(deps.now().getTime() + steps * TOTP_STEP_MS)),
    async operatorClient(who = DEMO_OPERATOR, { ip } = {}) {
      const [row] = await db.query<{ step: string | null }>(
        'select totp_last_step::text as step from operators where lower(username) = lower($1)',
        [who.username],
      );
      const used = row?.step ? Number(row.step) : -1;
      if (used > Math.floor(deps.now().getTime() / TOTP_STEP_MS)) offset += TOTP_STEP_MS;
      const current = Math.floor(deps.now().getTime() / TOTP_STEP_MS);
      const ops = server.client({ ip });
      await ops.call(operatorLoginCall, {
        username: who.username,
        password: who.password,
        code: server.totpCode(who.totpSecret, used >= current ? 1 : 0),
      });
      return ops;
    },
    async createOperator(username, merchantCodes = [], roles = OPERATOR_ROLES) {
      const password = `ops-${randomUUID()}`;
      await db.query(
        'insert into operators (username, password_hash, merchant_codes, roles) values ($1, $2, $3, $4)',
        [username, await hashPassword(password), merchantCodes, roles],
      );
      const { secret } = await enrolOperatorTotp(deps, username);
      return { username, password, totpSecret: secret };
    },
    async securityCode(client) {
      const sent = await client.call(securityCodeCall, {});
      if (sent.channel === 'NONE') return undefined;
      const [member] = await db.query<{ mobile: string | null; email: string | null }>(
        `select m.dialing_code || m.mobile_num as mobile, m.email from sessions s join members m on m.id = s.member_id
          where s.token_hash = $1`,
        [sha256(client.token ?? '')],
      );
      const to = sent.channel === 'SMS' ? member?.mobile : member?.email;
      const [latest] = await server.outbox(sent.channel === 'SMS' ? 'sms' : 'mail', to ?? '');
      const code = latest?.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no security code was sent to ${to}`);
      return code;
    },
    async endSecurityHold(memberId) {
      await db.query('update members set security_changed_at = null where id = $1', [memberId]);
    },
    async close() {
      // A test may leave an answer's body unread; its connection is then busy, not idle, and would hold the close.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      try {
        // Every suite ends with the ledger proven: balances equal their entries, postings sum to zero.
        const check = await checkLedger(db);
        if (!check.ok)
          throw new Error(`ledger check failed: ${JSON.stringify(check.mismatches, bigintText)}`);
      } finally {
        await db.close();
        await drop();
      }
    },
  };
  return server;
}

export { MERCHANT_HEADER };
