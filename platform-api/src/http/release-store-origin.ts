import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Manifests, entries and release files are revalidated; every other file of a release is content-hashed. */
const ENTRY_FILES = /(^|\/)(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|release\.json)$/;

/**
 * The release store's own origin, as a CDN would serve it (decision 087), for a site whose store has no outside
 * address (RELEASE_STORE_URL unset): the store's folder on the next port, read only, loadable by the host's origin.
 * Answers the server and the base URL players load releases from.
 */
export async function startReleaseStoreOrigin(
  config: Pick<Config, 'host' | 'port' | 'releaseStore'>,
): Promise<{ app: FastifyInstance; baseUrl: string }> {
  mkdirSync(config.releaseStore.dir, { recursive: true });
  const app = Fastify({ logger: false, exposeHeadRoutes: false });
  await app.register(fastifyStatic, {
    root: config.releaseStore.dir,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        ENTRY_FILES.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
  const url = await app.listen({ port: config.port === 0 ? 0 : config.port + 1, host: config.host });
  return { app, baseUrl: url };
}
