/**
 * Throughput figures for the platform API, from one run on this machine (not a test):
 *   1. a bare Fastify hello-world, the ceiling for any route on this machine;
 *   2. GET /wps/member/info with a valid session (session lookup + member read), and its ratio to (1);
 *   3. logins per second (encrypted body, scrypt password check, new session).
 * Runs on embedded PGlite, and on PostgreSQL too when BENCH_DATABASE_URL is set.
 * Load comes from autocannon in this same process, so every figure pays the same client cost.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createApiClient,
  encryptPayload,
  importPublicKey,
  publicKeyCall,
  registerCall,
} from '@platform/shared-contracts/server';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp, createDeps } from '../platform-api/src/app';
import { loadConfig } from '../platform-api/src/config';
import { openDatabase } from '../platform-api/src/db/database';
import { migrate } from '../platform-api/src/db/migrate';
import { createScratchDatabase } from '../platform-api/src/db/scratch-database';
import { seedDemoData } from '../platform-api/src/db/seed';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
/** Accounts the logins go round: several times the connections, so no account has two logins in flight. */
const LOGIN_ACCOUNTS = 4 * CONNECTIONS;

async function measure(options: autocannon.Options): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function helloWorld() {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const figures = await measure({ url });
  await app.close();
  return figures;
}

async function platform(database: string, label: string) {
  const db = await openDatabase(database);
  await migrate(db);
  await seedDemoData(db);
  const config = { ...loadConfig({}), database, trustProxy: true as const };
  const deps = await createDeps({ db, config });
  const app = await buildApp(deps);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const client = createApiClient({ baseUrl: url });
  const account = `bench${Date.now() % 100000}`;
  const registered = await client.call(registerCall, {
    username: account,
    password: 'bench1234',
    confirmPassword: 'bench1234',
  });
  const info = await measure({
    url: `${url}/wps/member/info`,
    headers: { authorization: `Bearer ${registered.token}` },
  });

  // Every login comes from its own address, and the logins go round LOGIN_ACCOUNTS accounts so that no account has
  // two in flight: the per-IP limit and the per-account attempt count (a captcha after three attempts at once, a
  // refusal after ten) are protections, not what is measured. The accounts have no contact details, so a new address
  // is not challenged and every request is a real login.
  const { kid, spki } = await client.call(publicKeyCall, {});
  const key = await importPublicKey(spki);
  const accounts = [account];
  for (let i = 1; i < LOGIN_ACCOUNTS; i += 1) {
    const username = `${account}x${i}`;
    // Each from an address of its own too: registrations from one address are limited.
    const registrar = createApiClient({
      baseUrl: url,
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.set('x-forwarded-for', `10.250.${i >> 8}.${i & 255}`);
        return fetch(request);
      },
    });
    await registrar.call(registerCall, { username, password: 'bench1234', confirmPassword: 'bench1234' });
    accounts.push(username);
  }
  const bodies = await Promise.all(
    accounts.map(async (username) =>
      JSON.stringify(await encryptPayload({ username, password: 'bench1234' }, key, kid)),
    ),
  );
  let n = 0;
  const logins = await measure({
    url: `${url}/wps/session/login`,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            body: bodies[n % bodies.length],
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
          };
        },
      },
    ],
  });
  await app.close();
  await db.close();
  return { label, info, logins };
}

/** A database of its own on the server, dropped afterwards, so the bench never touches existing data. */
async function onFreshPostgres(url: string) {
  const scratch = await createScratchDatabase(url, 'bench');
  try {
    return await platform(scratch.url, 'PostgreSQL');
  } finally {
    await scratch.drop();
  }
}

function row(name: string, f: { rps: number; p99: number; errors: number }) {
  return `${name.padEnd(44)} ${f.rps.toFixed(0).padStart(8)} req/s   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors}`;
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-pglite-'));
try {
  console.log(
    `platform-api throughput: ${DURATION_S} s per figure, ${CONNECTIONS} connections, Node ${process.version}\n`,
  );
  const hello = await helloWorld();
  console.log(row('Fastify hello-world (reference)', hello));
  const runs = [await platform(dataDir, 'PGlite')];
  if (process.env.BENCH_DATABASE_URL) runs.push(await onFreshPostgres(process.env.BENCH_DATABASE_URL));
  for (const run of runs) {
    console.log(row(`member info with a session (${run.label})`, run.info));
    console.log(`${''.padEnd(44)} ratio to hello-world: ${(run.info.rps / hello.rps).toFixed(3)}`);
    console.log(row(`logins (${run.label})`, run.logins));
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
