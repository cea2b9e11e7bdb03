import { networkInterfaces } from 'node:os';
import { devOutboxCall } from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { isLoopbackCaller } from '../src/http/loopback-only';
import { startTestServer, type TestServer } from './harness';

// The outbox reader hands out verification codes and the sandbox credits money without payment: development helpers
// that must be asked for, never run in production, and answer only a caller on this machine's loopback socket.

const OUTBOX = `${devOutboxCall.path}?channel=sms&to=85512345678`;
const SANDBOX_PAGE = '/sandbox-pay/D0123456789ABCDEF0123';

/** This machine's first non-loopback IPv4 address, to reach a server through a socket that is not loopback. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
}

describe('a server started with the default configuration', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ devHelpers: false });
  });
  afterAll(() => server.close());

  it('has no outbox reader and no sandbox payment pages, even for a loopback caller', async () => {
    const outbox = await server.raw('GET', OUTBOX);
    expect(outbox.status).toBe(404);
    expect(outbox.body.code).toBe('NOT_FOUND');
    expect((await server.raw('GET', SANDBOX_PAGE)).status).toBe(404);
    expect((await server.raw('POST', `${SANDBOX_PAGE}/pay`)).status).toBe(404);
  });
});

describe('the development helpers, asked for', () => {
  let server: TestServer;
  const outside = outsideAddress();
  beforeAll(async () => {
    server = await startTestServer({ listenHost: '0.0.0.0' });
    await server.sql(
      "insert into outbox (channel, recipient, body, created_at) values ('sms', '85512345678', 'Your code is 123456', now())",
    );
  });
  afterAll(() => server.close());

  it('answer a loopback caller, whatever X-Forwarded-For it sends', async () => {
    const plain = await server.raw('GET', OUTBOX);
    expect(plain.status).toBe(200);
    expect(plain.body.value[0].body).toMatch(/\d{6}/);
    const forwarded = await server.raw('GET', OUTBOX, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(forwarded.status).toBe(200);
    expect((await server.raw('GET', SANDBOX_PAGE)).status).toBe(404); // the page runs: the order is unknown
  });

  it.skipIf(!outside)(
    'refuse a caller whose socket is not loopback, even one claiming 127.0.0.1',
    async () => {
      const port = new URL(server.baseUrl).port;
      const base = `http://${outside}:${port}`;
      const headers = { 'x-forwarded-for': '127.0.0.1' };
      const outbox = await fetch(`${base}${OUTBOX}`, { headers });
      expect(outbox.status).toBe(404);
      expect(await outbox.text()).not.toMatch(/\d{6}/);
      const page = await fetch(`${base}${SANDBOX_PAGE}/pay`, { method: 'POST', headers });
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('Payment not found');
      // The same server still answers that caller's ordinary calls.
      expect((await fetch(`${base}/wps/system/status`)).status).toBe(200);
    },
  );

  it('judge the caller by the socket, never by request.ip', () => {
    const request = (remoteAddress: string | undefined) => ({ socket: { remoteAddress } }) as never;
    expect(isLoopbackCaller(request('127.0.0.1'))).toBe(true);
    expect(isLoopbackCaller(request('::1'))).toBe(true);
    expect(isLoopbackCaller(request('::ffff:127.0.0.1'))).toBe(true);
    expect(isLoopbackCaller(request('192.0.2.2'))).toBe(false);
    expect(isLoopbackCaller(request('::ffff:192.0.2.2'))).toBe(false);
    expect(isLoopbackCaller(request('fd00::2'))).toBe(false);
    expect(isLoopbackCaller(request(undefined))).toBe(false);
    expect(isLoopbackCaller({ socket: { remoteAddress: '192.0.2.2' }, ip: '127.0.0.1' } as never)).toBe(
      false,
    );
  });
});

describe('the configuration', () => {
  it('leaves the helpers off unless asked for', () => {
    expect(loadConfig({})).toMatchObject({ demo: false, exposeOutbox: false, paymentSandbox: false });
    expect(loadConfig({ DEV_OUTBOX: '1' })).toMatchObject({ exposeOutbox: true, paymentSandbox: false });
    expect(loadConfig({ DEMO: '1' })).toMatchObject({ demo: true, exposeOutbox: true, paymentSandbox: true });
    expect(loadConfig({ DEMO: '1', SMS_PROVIDER: 'twilio' }).exposeOutbox).toBe(false);
  });

  it('refuses to be asked for them in production, with one clear line', () => {
    for (const asked of [{ DEV_OUTBOX: '1' }, { PAYMENT_SANDBOX: 'on' }, { DEMO: '1' }])
      expect(() => loadConfig({ NODE_ENV: 'production', ...asked })).toThrow(/^NODE_ENV=production refuses /);
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      exposeOutbox: false,
      paymentSandbox: false,
    });
  });

  it('refuses an on/off value it does not understand rather than guess', () => {
    expect(() => loadConfig({ DEV_OUTBOX: 'maybe' })).toThrow('DEV_OUTBOX=maybe is not understood');
  });
});
