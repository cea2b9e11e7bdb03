/**
 * Serves a built game alone, without platform-api, for looking at and screenshotting: dist/ at the game's base
 * path with the policy platform-api serves games with, and the studio calls answered by the game's own
 * in-memory `answer`. Any other path redirects to the game with a fresh launch token.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
/** The policy platform-api serves the games with (platform-api/src/http/house-games.ts), so a break shows here. */
const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; media-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

/** A studio answer: the envelope's value, or a catalogue error code. */
export type HarnessAnswer = { value: unknown } | { error: string };

export interface HarnessCall {
  path: string;
  body: Record<string, unknown>;
  /** The x-game-session header ('' when absent). */
  gameSession: string;
  query: URLSearchParams;
}

/** Money text of minor units, as the studio writes it. */
export const harnessMoney = (minor: bigint) =>
  `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;

export function serveHouseGame(options: {
  dist: string;
  /** The game's base path, e.g. /house-games/slot/. */
  prefix: string;
  port: number;
  answer: (call: HarnessCall) => HarnessAnswer;
}): Server {
  const { dist, prefix, port, answer } = options;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/studio/v1/')) {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        const result = answer({
          path: url.pathname,
          body: text ? JSON.parse(text) : {},
          gameSession: String(request.headers['x-game-session'] ?? ''),
          query: url.searchParams,
        });
        const ok = 'value' in result;
        response.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            ok ? { success: true, value: result.value } : { success: false, code: result.error },
          ),
        );
      });
      return;
    }
    if (!url.pathname.startsWith(prefix)) {
      response.writeHead(302, { location: `${prefix}?launch=${randomBytes(12).toString('hex')}` });
      response.end();
      return;
    }
    const file = normalize(join(dist, url.pathname.slice(prefix.length) || 'index.html'));
    try {
      if (!file.startsWith(dist) || !statSync(file).isFile()) throw new Error('not a file');
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        ...(file.endsWith('.html') ? { 'content-security-policy': POLICY } : {}),
      });
      response.end(readFileSync(file));
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  server.listen(port, '127.0.0.1', () => {
    console.log(`fake studio on http://127.0.0.1:${port}${prefix}?launch=<16+ chars>`);
  });
  return server;
}
