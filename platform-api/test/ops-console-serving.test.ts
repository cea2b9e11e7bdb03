import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ops-console-'));
  const siteDir = join(dir, 'host');
  const consoleDir = join(dir, 'console');
  mkdirSync(siteDir);
  mkdirSync(consoleDir);
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><html><body>player site</body></html>');
  writeFileSync(
    join(consoleDir, 'index.html'),
    '<!doctype html><html><head><script defer src="/ops/console/console.1a2b3c4d.js"></script></head><body>operator console</body></html>',
  );
  writeFileSync(join(consoleDir, 'console.1a2b3c4d.js'), 'console.log("ops")');
  server = await startTestServer({ site: { siteDir, remotes: [], opsConsoleDir: consoleDir } });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function get(path: string, accept = 'text/html') {
  const answer = await fetch(`${server.baseUrl}${path}`, { headers: { accept }, redirect: 'manual' });
  return { answer, body: await answer.text() };
}

describe('the operator console page', () => {
  it('is served at /ops/ with the site page policy, never framed and never indexed', async () => {
    const { answer, body } = await get('/ops/');
    expect(answer.status).toBe(200);
    expect(body).toContain('operator console');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends /ops to /ops/', async () => {
    const { answer } = await get('/ops');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/ops/');
  });

  it('keeps its hashed files under /ops/console/ for a year', async () => {
    const { answer, body } = await get('/ops/console/console.1a2b3c4d.js', '*/*');
    expect(answer.status).toBe(200);
    expect(body).toContain('ops');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the operator calls beside it as they were: no token answers 401, not a page', async () => {
    const { answer, body } = await get('/ops/session', 'application/json');
    expect(answer.status).toBe(401);
    expect(JSON.parse(body)).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it('never answers an unknown /ops/ address with the player site', async () => {
    const { answer, body } = await get('/ops/releases-screen');
    expect(answer.status).toBe(404);
    expect(body).not.toContain('player site');
  });
});
