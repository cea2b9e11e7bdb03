import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheHeaders } from './static-site';

/**
 * The operators' console (ops-console/dist), decision 100: its page at `/ops/` and its content-hashed files under
 * `/ops/console/`, beside the operator calls at `/ops/<call>`; the console routes by hash, so no other path is
 * a page. It gets the site's security headers and page policy (security-headers.ts) and is never indexed.
 */
export const OPS_CONSOLE_PAGE = '/ops/';
export const OPS_CONSOLE_FILES = '/ops/console/';

/** The built console in this checkout, or null when it is not built (the operator API works without it). */
export function findBuiltOpsConsole(repoRoot: string): string | null {
  const dir = join(repoRoot, 'ops-console', 'dist');
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

function consoleHeaders(reply: FastifyReply, path: string) {
  cacheHeaders(reply, path);
  reply.header('x-robots-tag', 'noindex, nofollow');
}

export async function serveOpsConsole(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: OPS_CONSOLE_FILES,
    decorateReply: false,
    index: false,
    setHeaders: consoleHeaders,
  });
  // Read on each request: a rebuilt console names new hashed files, and the page is small.
  const page = async (_request: unknown, reply: FastifyReply) => {
    consoleHeaders(reply, 'index.html');
    return reply.type('text/html; charset=utf-8').send(await readFile(join(dir, 'index.html'), 'utf8'));
  };
  app.get(OPS_CONSOLE_PAGE, page);
  app.get('/ops', (_request, reply) => reply.redirect(OPS_CONSOLE_PAGE));
}
