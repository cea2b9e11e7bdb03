import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The server's own images (the demo's banner art), served at /media/ on every site, with or without a built host. */
export const MEDIA_DIR = join(import.meta.dirname, '..', '..', 'media');

export async function serveMedia(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    index: false,
    decorateReply: false,
    // Not content-hashed: a day, so a changed picture shows the next day at the latest.
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
}
