import { type ApiClient, createApiClient, devOutboxCall, MERCHANT_HEADER } from '@platform/shared-contracts';
import { buildApp, createDeps } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createScratchDatabase } from '../src/db/scratch-database';
import { seedDemoData } from '../src/db/seed';
import type { Deps } from '../src/deps';
import { randomCaptchaText } from '../src/modules/captcha/render-captcha-png';
import { checkLedger } from '../src/modules/wallet/ledger-service';

const bigintText = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

export { DEMO_AGENT, DEMO_MEMBER, DEMO_OPERATOR } from '../src/db/seed';

export interface TestClient extends ApiClient {
  token: string | null;
}

export interface TestServer {
  baseUrl: string;
  db: Database;
  deps: Deps;
  /** The answer of the newest captcha the server drew, read through the captcha-text provider. */
  lastCaptcha(): string;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /** A contract client, optionally for another merchant or calling from another IP (via X-Forwarded-For). */
  client(options?: { merchant?: string; ip?: string; token?: string }): TestClient;
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
  close(): Promise<void>;
}

/** PostgreSQL when TEST_DATABASE_URL is set (a fresh database per server), else in-memory PGlite. */
async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { db: await openDatabase('memory://'), drop: async () => undefined };
  const scratch = await createScratchDatabase(url, 't');
  return { db: await openDatabase(scratch.url), drop: scratch.drop };
}

export async function startTestServer(
  options: { outboxDailyQuota?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<TestServer> {
  const { db, drop } = await openTestDatabase();
  await migrate(db);
  await seedDemoData(db);
  let offset = 0;
  let captcha = '';
  const config = { ...loadConfig(options.env ?? {}), port: 0, database: 'test', exposeOutbox: true };
  const deps = await createDeps({
    db,
    config,
    outboxDailyQuota: options.outboxDailyQuota,
    overrides: {
      now: () => new Date(Date.now() + offset),
      captchaText: () => {
        captcha = randomCaptchaText();
        return captcha;
      },
    },
  });
  const app = await buildApp(deps);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const server: TestServer = {
    baseUrl: address,
    db,
    deps,
    lastCaptcha: () => captcha,
    advance: (ms) => {
      offset += ms;
    },
    client({ merchant, ip, token } = {}) {
      const state = { token: token ?? null };
      const api = createApiClient({
        baseUrl: address,
        getToken: () => state.token,
        getMerchantCode: () => merchant,
        fetch: (input, init) => {
          const request = new Request(input, init);
          if (ip) request.headers.set('x-forwarded-for', ip);
          return fetch(request);
        },
      });
      return Object.assign(state, {
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
    async close() {
      await app.close();
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
