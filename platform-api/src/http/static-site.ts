import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import type { BuiltRemote } from '../modules/registry/built-remotes';
import { sendHomePage } from './home-page';

/**
 * Entry points change with each deploy, and the tab's icon keeps its name when the brand changes: both are
 * revalidated. Everything else is content-hashed.
 */
const UNHASHED_FILES = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|favicon\.svg)$/;

/** The cache policy of a built front-end file, the site's or the operators' console's (ops-console.ts). */
export function cacheHeaders(reply: FastifyReply, path: string) {
  reply.header(
    'cache-control',
    UNHASHED_FILES.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable',
  );
}

/** A host on another origin may load a remote's manifest, entry and chunks; nothing else is shared. */
function remoteHeaders(reply: FastifyReply, path: string) {
  cacheHeaders(reply, path);
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * Serves the built host at `/` and each built remote version at `/remotes/<folder>/<version>/`, so the whole
 * site runs on one origin. Paths that are not files fall back to the host's index.html (client-side routes); the
 * home page carries its lead banner (home-page.ts).
 */
export async function serveSite(
  app: FastifyInstance,
  deps: Deps,
  siteDir: string,
  remotes: BuiltRemote[],
): Promise<boolean> {
  for (const remote of remotes) {
    await app.register(fastifyStatic, {
      root: remote.dir,
      prefix: `/remotes/${remote.folder}/${remote.version}/`,
      decorateReply: false,
      setHeaders: remoteHeaders,
    });
  }
  const index = join(siteDir, 'index.html');
  if (!existsSync(index)) return false;
  const builtPage = readFileSync(index, 'utf8');
  await app.register(fastifyStatic, {
    root: siteDir,
    prefix: '/',
    index: false,
    wildcard: true,
    setHeaders: cacheHeaders,
  });
  app.get('/', (request, reply) => sendHomePage(deps, builtPage, request, reply));
  return true;
}

export function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    request.method === 'GET' &&
    !path.startsWith('/wps/') &&
    !path.startsWith('/remotes/') &&
    // The operators' console and its calls are never answered with the player site's page.
    path !== '/ops' &&
    !path.startsWith('/ops/') &&
    // A game that is not built answers 404, not the host page (which may not be framed anyway).
    !path.startsWith('/house-games/') &&
    !/\.[a-z0-9]{2,5}$/i.test(path) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

export function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
