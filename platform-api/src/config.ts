import { join } from 'node:path';

/** The repository root, where the built host and remotes live. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..');

export interface Config {
  port: number;
  host: string;
  /** A `postgres://` URL, a PGlite data folder, or `memory://`. */
  database: string;
  /** Serve the built-in SMS and mail outbox to clients (development and tests only). */
  exposeOutbox: boolean;
  /** Run the sandbox payment provider (its channels credit without real money): never in production. */
  paymentSandbox: boolean;
  /** Which proxies may set X-Forwarded-For; see Fastify's trustProxy. */
  trustProxy: string | boolean;
  /** Header an edge proxy sets to the caller's ISO country (region restriction). */
  countryHeader: string;
  session: { idleMinutes: number; absoluteHours: number };
  logLevel: string;
  /** The built host to serve at `/`; remotes are found beside it in the repository. */
  siteDir: string;
  repoRoot: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const trustProxy = env.TRUST_PROXY ?? '127.0.0.1,::1';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    database: env.DATABASE_URL ?? join(process.cwd(), '.data', 'pglite'),
    exposeOutbox: (env.SMS_PROVIDER ?? 'outbox') === 'outbox' && env.NODE_ENV !== 'production',
    paymentSandbox: env.NODE_ENV === 'production' ? false : env.PAYMENT_SANDBOX !== 'off',
    trustProxy: trustProxy === 'true' ? true : trustProxy === 'false' ? false : trustProxy,
    countryHeader: (env.COUNTRY_HEADER ?? 'cf-ipcountry').toLowerCase(),
    session: {
      idleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 30),
      absoluteHours: Number(env.SESSION_MAX_HOURS ?? 12),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    siteDir: env.SITE_DIR ?? join(REPO_ROOT, 'host-shell', 'dist'),
    repoRoot: REPO_ROOT,
  };
}
