import { join } from 'node:path';

/** The repository root, where the built host and remotes live. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..');

export interface Config {
  port: number;
  host: string;
  /** A `postgres://` URL, a PGlite data folder, or `memory://`. */
  database: string;
  /** Where uploaded files (withdrawal proof images) are kept: a data folder, or `memory://` (tests). */
  filesDir: string;
  /**
   * Create the demo people (member, agent, operator, opening balance) and the demo regions: only when asked
   * (`DEMO=1` or `--demo`, which `pnpm start` passes), never in production.
   */
  demo: boolean;
  /** A provisioning file (brands and regions) applied at every start; see `pnpm provision`. */
  provisionFile: string | null;
  /** Serve the built-in SMS and mail outbox reader to loopback callers: only when asked, never in production. */
  exposeOutbox: boolean;
  /** Run the sandbox payment provider (its channels credit without real money): only when asked, never in production. */
  paymentSandbox: boolean;
  /** Which proxies may set X-Forwarded-For; see Fastify's trustProxy. */
  trustProxy: string | boolean;
  /** Header an edge proxy sets to the caller's ISO country (region restriction). */
  countryHeader: string;
  session: { idleMinutes: number; absoluteHours: number };
  /** Back-office sessions: shorter than a member's, and they end sooner when left idle. */
  operatorSession: { idleMinutes: number; absoluteHours: number };
  /**
   * The AES-256 key that seals operators' TOTP secrets (OPERATOR_TOTP_KEY, 32 bytes in base64). Outside production
   * a published development key stands in; production without one has none, and enrolment refuses to run.
   */
  operatorTotpKey: Buffer | null;
  /**
   * The AES-256 key that seals game vendors' signing secrets (VENDOR_SECRET_KEY, 32 bytes in base64; decision 045).
   * Outside production a published development key stands in; production without one opens no vendor's secret.
   */
  vendorSecretKey: Buffer | null;
  /** Expired captchas, sessions, codes, challenges, counters and outbox messages are deleted this many days on. */
  retentionDays: number;
  logLevel: string;
  /**
   * The release store (decision 087): the data folder `pnpm release` publishes into (RELEASE_STORE_DIR), the
   * origin it is served at (RELEASE_STORE_URL; by default the API serves it itself on `port + 1`, a separate
   * origin as a CDN would be) and per-region CDN addresses (RELEASE_STORE_REGION_URLS=`DEMOKH=https://...,...`).
   */
  releaseStore: {
    dir: string;
    baseUrl: string;
    regionBaseUrls: Record<string, string>;
    /** No RELEASE_STORE_URL: the server serves the folder itself on `port + 1` (decision 099). */
    serve: boolean;
  };
  /**
   * A canary is pulled out of traffic when at least `minReports` browsers reported on it and the share of them that
   * failed passes `errorRate` (RELEASE_AUTO_PULL_ERROR_RATE, 0.2; RELEASE_AUTO_PULL_MIN_REPORTS, 5; decision 087).
   */
  releaseAutoPull: { errorRate: number; minReports: number };
  /** The built host to serve at `/`; remotes are found beside it in the repository. */
  siteDir: string;
  repoRoot: string;
}

/** A setting the server refuses to start with; its message is the one line the operator reads. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const ON = ['1', 'true', 'on', 'yes'];
const OFF = ['0', 'false', 'off', 'no', ''];

/** An on/off setting; unset means `fallback`, and anything but the usual words is refused rather than guessed. */
function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined) return fallback;
  if (ON.includes(value)) return true;
  if (OFF.includes(value)) return false;
  throw new ConfigError(`${name}=${env[name]} is not understood: use 1 or 0`);
}

/** Seals the demo's and tests' TOTP secrets only: it is in the source, so it protects nothing. */
export const DEVELOPMENT_TOTP_KEY = Buffer.alloc(32, 'development-only-operator-totp-key');

/** Seals the demo's and tests' vendor secrets only: it is in the source, so it protects nothing. */
export const DEVELOPMENT_VENDOR_SECRET_KEY = Buffer.alloc(32, 'development-only-vendor-secret-key');

function vendorSecretKey(env: NodeJS.ProcessEnv): Buffer | null {
  if (env.VENDOR_SECRET_KEY) {
    const key = Buffer.from(env.VENDOR_SECRET_KEY, 'base64');
    if (key.length !== 32) throw new ConfigError('VENDOR_SECRET_KEY must be 32 bytes in base64');
    return key;
  }
  return env.NODE_ENV === 'production' ? null : DEVELOPMENT_VENDOR_SECRET_KEY;
}

function operatorTotpKey(env: NodeJS.ProcessEnv): Buffer | null {
  if (env.OPERATOR_TOTP_KEY) {
    const key = Buffer.from(env.OPERATOR_TOTP_KEY, 'base64');
    if (key.length !== 32) throw new Error('OPERATOR_TOTP_KEY must be 32 bytes in base64');
    return key;
  }
  return env.NODE_ENV === 'production' ? null : DEVELOPMENT_TOTP_KEY;
}

/**
 * Reads the settings from the environment. The demo and the development helpers are off unless asked for, and
 * asking for any of them with NODE_ENV=production is refused (ConfigError): a production server must never hand out
 * demo passwords, verification codes or sandbox money.
 */
function releaseStoreConfig(env: NodeJS.ProcessEnv): Config['releaseStore'] {
  const port = Number(env.PORT ?? 8080) + 1;
  const regionBaseUrls: Record<string, string> = {};
  for (const pair of (env.RELEASE_STORE_REGION_URLS ?? '').split(',').filter((p) => p.trim())) {
    const [code, url] = pair.split('=').map((part) => part.trim());
    if (!code || !url || !/^https?:\/\//.test(url))
      throw new ConfigError(`RELEASE_STORE_REGION_URLS: "${pair}" is not MERCHANT=https://address`);
    regionBaseUrls[code] = url;
  }
  return {
    dir: env.RELEASE_STORE_DIR ?? join(process.cwd(), '.data', 'release-store'),
    baseUrl: env.RELEASE_STORE_URL ?? `http://127.0.0.1:${port}`,
    regionBaseUrls,
    serve: !env.RELEASE_STORE_URL,
  };
}

function releaseAutoPullConfig(env: NodeJS.ProcessEnv): Config['releaseAutoPull'] {
  const errorRate = Number(env.RELEASE_AUTO_PULL_ERROR_RATE ?? 0.2);
  const minReports = Number(env.RELEASE_AUTO_PULL_MIN_REPORTS ?? 5);
  if (!(errorRate >= 0 && errorRate < 1))
    throw new ConfigError('RELEASE_AUTO_PULL_ERROR_RATE must be a share from 0 up to (not including) 1');
  if (!Number.isInteger(minReports) || minReports < 1)
    throw new ConfigError('RELEASE_AUTO_PULL_MIN_REPORTS must be a whole number of at least 1');
  return { errorRate, minReports };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const trustProxy = env.TRUST_PROXY ?? '127.0.0.1,::1';
  const demo = flag(env, 'DEMO', false);
  const exposeOutbox = flag(env, 'DEV_OUTBOX', demo) && (env.SMS_PROVIDER ?? 'outbox') === 'outbox';
  const paymentSandbox = flag(env, 'PAYMENT_SANDBOX', demo);
  if (env.NODE_ENV === 'production') {
    const asked = ['DEMO', 'DEV_OUTBOX', 'PAYMENT_SANDBOX'].map((name) => flag(env, name, false) && name);
    const refused = asked.filter((name): name is string => typeof name === 'string');
    if (refused.length > 0)
      throw new ConfigError(
        `NODE_ENV=production refuses ${refused.join(', ')}: the demo, the outbox reader and the sandbox payment provider are for development only`,
      );
  }
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    database: env.DATABASE_URL ?? join(process.cwd(), '.data', 'pglite'),
    demo,
    filesDir: env.FILES_DIR ?? join(process.cwd(), '.data', 'files'),
    provisionFile: env.PROVISION_FILE?.trim() || null,
    exposeOutbox,
    paymentSandbox,
    trustProxy: trustProxy === 'true' ? true : trustProxy === 'false' ? false : trustProxy,
    countryHeader: (env.COUNTRY_HEADER ?? 'cf-ipcountry').toLowerCase(),
    session: {
      idleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 30),
      absoluteHours: Number(env.SESSION_MAX_HOURS ?? 12),
    },
    operatorSession: {
      idleMinutes: Number(env.OPERATOR_SESSION_IDLE_MINUTES ?? 15),
      absoluteHours: Number(env.OPERATOR_SESSION_MAX_HOURS ?? 8),
    },
    operatorTotpKey: operatorTotpKey(env),
    vendorSecretKey: vendorSecretKey(env),
    retentionDays: Number(env.RETENTION_DAYS ?? 7),
    logLevel: env.LOG_LEVEL ?? 'info',
    releaseStore: releaseStoreConfig(env),
    releaseAutoPull: releaseAutoPullConfig(env),
    siteDir: env.SITE_DIR ?? join(REPO_ROOT, 'host-shell', 'dist'),
    repoRoot: REPO_ROOT,
  };
}
