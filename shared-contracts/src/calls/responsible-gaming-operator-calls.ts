import * as v from 'valibot';
import { defineCall } from './define-call';
import { rgExclusionSchema, rgOverviewSchema } from './responsible-gaming-calls';
import { queryInt } from './wallet-calls';

/** A member's limits, usage and exclusions, for support (read only: only the member sets them). */
export const operatorMemberRgCall = defineCall({
  name: 'operatorMemberRg',
  method: 'GET',
  path: '/ops/members/responsible-gaming',
  auth: 'operator',
  roles: ['SUPPORT'],
  request: v.strictObject({ memberId: queryInt(1, 2_000_000_000) }),
  response: v.object({
    ...rgOverviewSchema.entries,
    /** Every cooling-off and self-exclusion, newest first. */
    exclusions: v.array(rgExclusionSchema),
    marketingStoppedUntil: v.nullable(v.string()),
  }),
});
