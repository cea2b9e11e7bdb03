import {
  operatorReleasesCall,
  pinReleaseCall,
  promoteReleaseCall,
  publishReleaseCall,
  releaseAuditCall,
  rollbackReleaseCall,
  setReleaseTrafficCall,
  unpinReleaseCall,
} from '@platform/shared-contracts/operator';
import { reportRemoteOutcomeCall } from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { reportRemoteOutcome } from './outcomes-service';
import {
  operatorReleases,
  pinRelease,
  promoteRelease,
  publishRelease,
  releaseAudit,
  rollbackRelease,
  setReleaseTraffic,
  unpinRelease,
} from './releases-service';

export function releasesRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, operatorReleasesCall, (input, ctx) => operatorReleases(deps, ctx, input));
  registerCall(app, deps, publishReleaseCall, (input, ctx) => publishRelease(deps, ctx, input));
  registerCall(app, deps, setReleaseTrafficCall, (input, ctx) => setReleaseTraffic(deps, ctx, input));
  registerCall(app, deps, promoteReleaseCall, (input, ctx) => promoteRelease(deps, ctx, input));
  registerCall(app, deps, rollbackReleaseCall, (input, ctx) => rollbackRelease(deps, ctx, input));
  registerCall(app, deps, pinReleaseCall, (input, ctx) => pinRelease(deps, ctx, input));
  registerCall(app, deps, unpinReleaseCall, (input, ctx) => unpinRelease(deps, ctx, input));
  registerCall(app, deps, releaseAuditCall, (input, ctx) => releaseAudit(deps, ctx, input));
  registerCall(app, deps, reportRemoteOutcomeCall, (input, ctx) => reportRemoteOutcome(deps, ctx, input));
}
