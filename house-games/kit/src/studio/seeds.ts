import {
  studioClientSeedCall,
  studioRotateSeedCall,
  studioSeedsCall,
} from '@platform/shared-contracts/studio';
import type { StudioApi } from './studio-client';
import type { FairState, RotateAnswer } from './studio-shapes';

/** What a client seed may be (the studio refuses anything else). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The seed calls every studio game shares: read the pair, set the client seed, rotate the server seed. */
export interface SeedActions {
  seeds(): Promise<FairState>;
  setClientSeed(clientSeed: string): Promise<FairState>;
  rotate(): Promise<RotateAnswer>;
}

export function seedActions(api: StudioApi): SeedActions {
  return {
    seeds: () => api.call(studioSeedsCall, {}),
    setClientSeed: (clientSeed) => api.call(studioClientSeedCall, { clientSeed }),
    rotate: () => api.call(studioRotateSeedCall, {}),
  };
}
