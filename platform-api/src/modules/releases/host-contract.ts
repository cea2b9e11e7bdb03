import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_PROPS_VERSION, REMOTES } from '@platform/shared-contracts/server';
import {
  HOST_CONTRACT_FILE,
  type HostContract,
  hostContract,
} from '../../../../federation.host-contract.mjs';
import type { Config } from '../../config';

/**
 * What the host that players load provides (decision 087): the built host's `host-contract.json` when there is one,
 * else the same contract derived from the repository by the same function the host build uses.
 */
export function readHostContract(config: Pick<Config, 'siteDir' | 'repoRoot'>): HostContract {
  const file = join(config.siteDir, HOST_CONTRACT_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as HostContract;
  return hostContract({
    hostDir: join(config.repoRoot, 'host-shell'),
    propsVersion: REMOTE_PROPS_VERSION,
    remotes: REMOTES,
  });
}

export type { HostContract };
