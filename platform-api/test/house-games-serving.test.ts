import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'house-games-'));
  const siteDir = join(dir, 'host');
  const slotDir = join(dir, 'slot');
  mkdirSync(siteDir);
  mkdirSync(slotDir);
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><html><body>host</body></html>');
  writeFileSync(
    join(slotDir, 'index.html'),
    '<!doctype html><html><head><script defer src="/house-games/slot/game.1a2b3c4d.js"></script></head><body>slot</body></html>',
  );
  writeFileSync(join(slotDir, 'verify.html'), '<!doctype html><html><body>verifier</body></html>');
  writeFileSync(join(slotDir, 'game.1a2b3c4d.js'), 'console.log("spin")');
  writeFileSync(join(slotDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({
    site: { siteDir, remotes: [], houseGames: [{ folder: 'slot', dir: slotDir }] },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function get(path: string, accept = 'text/html') {
  const answer = await fetch(`${server.baseUrl}${path}`, { headers: { accept }, redirect: 'manual' });
  return { answer, body: await answer.text() };
}

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('the in-house slot front end', () => {
  it('is served at /house-games/slot/ with its own policy: our origin only, framed only by our own site', async () => {
    const { answer, body } = await get('/house-games/slot/');
    expect(answer.status).toBe(200);
    expect(body).toContain('slot');
    const csp = directives(answer.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('serves the public verifier beside it with the same policy', async () => {
    const { answer, body } = await get('/house-games/slot/verify.html');
    expect(answer.status).toBe(200);
    expect(body).toContain('verifier');
    expect(directives(answer.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      "'self'",
    ]);
  });

  it('keeps hashed files a year and revalidates the icon the catalogue points at', async () => {
    const script = await get('/house-games/slot/game.1a2b3c4d.js', '*/*');
    expect(script.answer.status).toBe(200);
    expect(script.answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await get('/house-games/slot/icon.svg', 'image/*');
    expect(icon.answer.status).toBe(200);
    expect(icon.answer.headers.get('content-type')).toContain('image/svg+xml');
    expect(icon.answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a game or file that is not built instead of the host page', async () => {
    const missing = await get('/house-games/roulette/');
    expect(missing.answer.status).toBe(404);
    expect(missing.body).not.toContain('host');
    const file = await get('/house-games/slot/nothing.js', '*/*');
    expect(file.answer.status).toBe(404);
  });

  it('the host page still may not be framed', async () => {
    const { answer } = await get('/');
    expect(directives(answer.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });
});
