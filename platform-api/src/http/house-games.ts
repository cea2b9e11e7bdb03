import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** An in-house game's built front end (house-games/<folder>/dist), served at /house-games/<folder>/. */
export interface BuiltHouseGame {
  folder: string;
  dir: string;
}

/** The in-house games whose front end lives in this repository, and `verify`, the verifier of all of them. */
const HOUSE_GAME_FOLDERS = ['slot', 'mines', 'plinko', 'baccarat', 'crash', 'verify'];

export const HOUSE_GAMES_PREFIX = '/house-games/';

/** The games built in this checkout (a game not built is not served; its launch still answers a URL). */
export function findBuiltHouseGames(repoRoot: string): BuiltHouseGame[] {
  return HOUSE_GAME_FOLDERS.map((folder) => ({
    folder,
    dir: join(repoRoot, 'house-games', folder, 'dist'),
  })).filter((game) => existsSync(join(game.dir, 'index.html')));
}

/**
 * A game page's policy: everything from our own origin only (its API is our /studio/v1 calls), no inline code,
 * and framed only by our own site's game page (frame-ancestors 'self'), never by another site.
 */
export const HOUSE_GAME_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Built files named with a content hash (name.1a2b3c4d.js) never change; everything else is revalidated. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|woff2?|png|svg|jpg)$/;

function houseGameHeaders(reply: FastifyReply, path: string) {
  reply.header('cache-control', HASHED_FILE.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (path.endsWith('.html')) {
    reply.header('content-security-policy', HOUSE_GAME_POLICY);
    // Same origin may frame it (the game page); helmet's default says the same for older browsers.
    reply.header('x-frame-options', 'SAMEORIGIN');
  }
}

/** Serves each built game at /house-games/<folder>/ (index.html for the folder itself), on the site's origin. */
export async function serveHouseGames(app: FastifyInstance, games: BuiltHouseGame[]): Promise<void> {
  for (const game of games) {
    await app.register(fastifyStatic, {
      root: game.dir,
      prefix: `${HOUSE_GAMES_PREFIX}${game.folder}/`,
      decorateReply: false,
      index: ['index.html'],
      redirect: true,
      setHeaders: houseGameHeaders,
    });
  }
}
