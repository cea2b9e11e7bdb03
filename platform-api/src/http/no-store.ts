import type { FastifyInstance } from 'fastify';

/** Answers of the member API and the back office hold tokens, balances and personal data: no cache may keep them. */
const PRIVATE_PREFIXES = ['/wps/', '/ops/'];

export function noStoreOnApi(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (PRIVATE_PREFIXES.some((prefix) => request.url.startsWith(prefix)))
      reply.header('cache-control', 'no-store');
  });
}
