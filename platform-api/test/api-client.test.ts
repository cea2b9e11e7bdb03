import formbody from '@fastify/formbody';
import {
  createApiClient,
  decryptPayload,
  forgotPasswordByEmailCall,
  generateServerKeyPair,
  importPrivateKey,
  loginCall,
  memberInfoCall,
  systemStatusCall,
} from '@platform/shared-contracts/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The client against a stand-in server that misbehaves on purpose: slow, down, garbled, off-contract.
 * (The real server is exercised through the same client by every other API test.)
 */
let upstream: FastifyInstance;
let baseUrl: string;
const seen: { path: string; headers: Record<string, unknown>; body: unknown }[] = [];
const keys = await generateServerKeyPair();

beforeAll(async () => {
  upstream = Fastify();
  await upstream.register(formbody);
  upstream.addHook('onRequest', async (request) => {
    seen.push({ path: request.url, headers: request.headers, body: undefined });
  });
  upstream.addHook('preHandler', async (request) => {
    seen[seen.length - 1]!.body = request.body;
  });
  upstream.get('/wps/system/publicKey', async () => ({
    success: true,
    value: { kid: 'k1', spki: keys.publicSpki },
  }));
  upstream.post('/wps/session/login', async (request) => {
    const payload = await decryptPayload(request.body as never, await importPrivateKey(keys.privatePkcs8));
    return {
      success: false,
      code: 'WRONG_CREDENTIALS',
      message: `no ${(payload as { username: string }).username}`,
      value: { captchaRequired: true },
    };
  });
  upstream.post('/wps/member/password/email', async () => ({ success: true, value: null }));
  upstream.get('/wps/member/info', async (_request, reply) =>
    reply.status(200).send({ success: true, value: { member: 'not an object' } }),
  );
  upstream.get('/wps/system/status', async (request, reply) => {
    const mode = request.headers['x-mode'];
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 400));
    if (mode === 'maintenance')
      return reply.status(503).type('text/html').send('<h1>down for maintenance</h1>');
    if (mode === 'garbage') return reply.status(502).type('text/plain').send('bad gateway');
    return {
      success: true,
      value: { status: 0, maintenanceEndTime: null, ip: '1.2.3.4', country: null, merchantCode: 'M1' },
    };
  });
  baseUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => upstream.close());

function clientWithMode(mode?: string, timeoutMs?: number) {
  return createApiClient({
    baseUrl,
    timeoutMs,
    getToken: () => 'tok_abcdefghijklmnopqrstuvwxyz',
    getMerchantCode: () => 'DEMOVN',
    getLanguage: () => 'KM',
    fetch: (input, init) => {
      const request = new Request(input, init);
      if (mode) request.headers.set('x-mode', mode);
      return fetch(request);
    },
  });
}

describe('contract client', () => {
  it('attaches the session token, merchant and language', async () => {
    await clientWithMode().call(systemStatusCall, {});
    const last = seen.at(-1)!;
    expect(last.headers).toMatchObject({
      authorization: 'Bearer tok_abcdefghijklmnopqrstuvwxyz',
      'x-merchant-code': 'DEMOVN',
      'x-language': 'KM',
    });
  });

  it('encrypts the payload of encrypted calls and never sends the password in clear', async () => {
    await expect(
      clientWithMode().call(loginCall, { username: 'alice', password: 'hunter22' }),
    ).rejects.toMatchObject({
      code: 'WRONG_CREDENTIALS',
      message: 'no alice',
      value: { captchaRequired: true },
      status: 200,
    });
    const body = seen.find((s) => s.path === '/wps/session/login')!.body;
    expect(Object.keys(body as object).sort()).toEqual(['alg', 'data', 'iv', 'key', 'kid']);
    expect(JSON.stringify(body)).not.toContain('hunter22');
  });

  it('sends form-encoded calls as a form', async () => {
    await clientWithMode().call(forgotPasswordByEmailCall, { username: 'alice', email: 'a@example.com' });
    const last = seen.at(-1)!;
    expect(last.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(last.body).toEqual({ username: 'alice', email: 'a@example.com' });
  });

  it('refuses bad input before sending anything', async () => {
    const before = seen.length;
    await expect(
      clientWithMode().call(loginCall, { username: '', password: 'x' } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', details: [{ field: 'username' }] });
    expect(seen.length).toBe(before);
  });

  it('maps a server that is down to "network abnormal"', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(client.call(systemStatusCall, {})).rejects.toMatchObject({ code: 'NETWORK_ABNORMAL' });
  });

  it('maps a slow answer to the timeout error', async () => {
    await expect(clientWithMode('slow', 100).call(systemStatusCall, {})).rejects.toMatchObject({
      code: 'TIMEOUT',
    });
  });

  it('maps a 503 page without an envelope to maintenance', async () => {
    await expect(clientWithMode('maintenance').call(systemStatusCall, {})).rejects.toMatchObject({
      code: 'SYSTEM_MAINTENANCE',
      status: 503,
    });
  });

  it('maps an answer that is not an envelope, or breaks the contract, to system error', async () => {
    await expect(clientWithMode('garbage').call(systemStatusCall, {})).rejects.toMatchObject({
      code: 'SYSTEM_ERROR',
    });
    await expect(clientWithMode().call(memberInfoCall, {})).rejects.toMatchObject({ code: 'SYSTEM_ERROR' });
  });
});
