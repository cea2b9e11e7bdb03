import { remoteRegistryCall } from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { remotesFor } from './registry-service';

export function registryRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, remoteRegistryCall, async ({ bucket }, ctx) =>
    remotesFor(deps, ctx.merchant, bucket === undefined ? 0 : Number(bucket)),
  );
}
