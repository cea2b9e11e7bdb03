import { remoteRegistryCall } from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import type { BuiltRemote } from './built-remotes';
import { remotesFor } from './registry-service';

/** `builds`: the remote versions this server serves (their files can be named before their manifest is read). */
export function registryRoutes(app: FastifyInstance, deps: Deps, builds: readonly BuiltRemote[] = []): void {
  registerCall(app, deps, remoteRegistryCall, async ({ bucket, screen }, ctx) =>
    remotesFor(deps, ctx.merchant, bucket === undefined ? 0 : Number(bucket), { screen, builds }),
  );
}
