import { remoteRegistryCall } from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { readHostContract } from '../releases/host-contract';
import type { BuiltRemote } from './built-remotes';
import { remotesFor } from './registry-service';

/** `builds`: the remote versions this server serves (their files can be named before their manifest is read). */
export function registryRoutes(app: FastifyInstance, deps: Deps, builds: readonly BuiltRemote[] = []): void {
  // What the host provides is read once, like the builds it is matched with (both are fixed when the server starts).
  let provided: ReadonlySet<string> | undefined;
  const hostShared = () => {
    provided ??= new Set(Object.keys(readHostContract(deps.config).shared));
    return provided;
  };
  registerCall(app, deps, remoteRegistryCall, async ({ bucket, screen }, ctx) =>
    remotesFor(deps, ctx.merchant, bucket === undefined ? 0 : Number(bucket), { screen, builds, hostShared }),
  );
}
