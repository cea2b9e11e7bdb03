import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Sends only a request's head, announcing a body that never comes, and answers the status line of the reply. */
function headOnly(path: string, headers: Record<string, string>): Promise<string> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer while the body was withheld'));
    }, 3_000);
    const lines = [
      `POST ${path} HTTP/1.1`,
      `Host: ${hostname}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    socket.once('data', (chunk) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(chunk.toString('latin1').split('\r\n')[0] ?? '');
    });
    socket.on('error', reject);
  });
}

describe('a call that needs a session', () => {
  it('refuses a missing token before the body is read', async () => {
    const status = await headOnly('/wps/payment/withdraw/confirm', {
      'content-type': 'application/json',
      'content-length': String(20 * 1024 * 1024),
    });
    expect(status).toBe('HTTP/1.1 401 Unauthorized');
  });

  it('refuses an unknown token before the body is read', async () => {
    const status = await headOnly('/wps/member/password', {
      'content-type': 'application/json',
      'content-length': String(200 * 1024),
      authorization: `Bearer ${'x'.repeat(43)}`,
    });
    expect(status).toBe('HTTP/1.1 401 Unauthorized');
  });
});

describe('no-store', () => {
  it('marks every member-API and back-office answer, success or refusal, as not to be stored', async () => {
    const answers = await Promise.all([
      fetch(`${server.baseUrl}/wps/system/status`),
      fetch(`${server.baseUrl}/wps/member/info`),
      fetch(`${server.baseUrl}/wps/no-such-call`),
      fetch(`${server.baseUrl}/ops/deposits`),
      fetch(`${server.baseUrl}/ops/session/login`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    for (const answer of answers) expect(answer.headers.get('cache-control'), answer.url).toBe('no-store');
  });
});

describe('the server log', () => {
  it('never holds a session token, from the page address or the Authorization header', async () => {
    const lines: string[] = [];
    const logged = await startTestServer({
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const token = 'Tk0123456789abcdefghijklmnopqrstuvwxyzABCD';
      await fetch(`${logged.baseUrl}/?referralCode=DEMOREF1&token=${token}&gameCode=ssc`, {
        headers: { accept: 'text/html' },
      });
      await fetch(`${logged.baseUrl}/wps/member/info?token=${token}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const log = lines.join('');
      expect(log).toContain('referralCode=DEMOREF1&token=[REDACTED]&gameCode=ssc');
      expect(log).toContain('/wps/member/info');
      expect(log).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});
