import * as v from 'valibot';
import { requiredText } from './common-schemas';
import { defineCall } from './define-call';
import { REMOTE_OUTCOMES, releaseVersionSchema, remoteNameSchema } from './release-calls';
import { pageOf, pagingFields } from './wallet-calls';

/**
 * The release path (decision 087): a squad's `pnpm release <remote>` puts an immutable release into the release
 * store and publishes it here; operators then give it traffic per region or brand-wide, promote, roll back and pin.
 * Every change names a reason and is audited. `merchantCode` absent means brand-wide (every region that has no
 * pin); only an operator of every region may change brand-wide traffic.
 */

const merchantCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/, 'unknown region'));
/** Why the operator made the change; kept in the audit. */
const reasonSchema = requiredText(500);

/** A release in the store: what `pnpm release` built and published, the same for every region. */
export const releaseArtifactSchema = v.object({
  remote: v.string(),
  version: v.string(),
  /** The SRI hash (sha384) of the release's entry script. */
  integrity: v.string(),
  /** The props version of the modules it exposes (shared-contracts' REMOTE_PROPS_VERSION when it was built). */
  propsVersion: v.number(),
  /** Bytes of the release's files, and how many more or fewer than the release published before it. */
  bytes: v.number(),
  bytesOverPrevious: v.nullable(v.number()),
  publishedAt: v.string(),
  publishedBy: v.string(),
});

export const RELEASE_PLACEMENT_STATES = ['LIVE', 'PULLED'] as const;

/** Where a release takes traffic: one region, or brand-wide (`merchantCode` null). */
export const releasePlacementSchema = v.object({
  remote: v.string(),
  version: v.string(),
  merchantCode: v.nullable(v.string()),
  /** The default takes everyone no canary takes; a canary takes this share of browsers (0-100, by bucket). */
  isDefault: v.boolean(),
  trafficShare: v.number(),
  /** A region pinned to this version ignores brand-wide promotions and canaries. */
  pinned: v.boolean(),
  /** PULLED: taken out of traffic automatically; `pulledReason` says why. */
  state: v.picklist(RELEASE_PLACEMENT_STATES),
  pulledReason: v.nullable(v.string()),
  /** Distinct browsers that reported each outcome for this release in this scope. */
  outcomes: v.object(
    Object.fromEntries(REMOTE_OUTCOMES.map((outcome) => [outcome, v.number()])) as Record<
      (typeof REMOTE_OUTCOMES)[number],
      v.NumberSchema<undefined>
    >,
  ),
  /** Failures (any failed outcome) over all reports; 0 when nothing was reported. */
  errorRate: v.number(),
  updatedAt: v.string(),
  /** On a default: what a rollback in its scope restores (`brandWide`: the region goes back to the brand's default); null when nothing. */
  rollbackTo: v.nullable(v.object({ version: v.string(), brandWide: v.boolean() })),
});

export type ReleaseArtifact = v.InferOutput<typeof releaseArtifactSchema>;
export type ReleasePlacement = v.InferOutput<typeof releasePlacementSchema>;

/** Releases per remote, and where each takes traffic, in the regions the operator may see. */
export const operatorReleasesCall = defineCall({
  name: 'operatorReleases',
  method: 'GET',
  path: '/ops/releases',
  auth: 'operator',
  roles: ['RELEASE_MANAGER'],
  request: v.strictObject({
    remote: v.optional(remoteNameSchema),
    merchantCode: v.optional(merchantCodeSchema),
  }),
  response: v.object({
    artifacts: v.array(releaseArtifactSchema),
    placements: v.array(releasePlacementSchema),
    /** The error rate above which a canary is pulled, and the reports it needs before it can be judged. */
    autoPull: v.object({ errorRate: v.number(), minReports: v.number() }),
  }),
});

/**
 * Publishes a release the store already holds: the server reads its manifest and release file from the store,
 * checks the entry against `integrity` and the release against the host's contract (shared singletons, exposed
 * modules, props version, manifest); a refusal (RELEASE_INCOMPATIBLE) says every reason. Publishing gives no
 * traffic. Publishing the same version again with the same integrity answers the first result.
 */
export const publishReleaseCall = defineCall({
  name: 'publishRelease',
  method: 'POST',
  path: '/ops/releases/publish',
  auth: 'operator',
  roles: ['RELEASE_MANAGER'],
  request: v.strictObject({
    remote: remoteNameSchema,
    version: releaseVersionSchema,
    integrity: v.pipe(
      v.string(),
      v.regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'integrity must be a sha384 SRI hash'),
    ),
    reason: reasonSchema,
  }),
  response: releaseArtifactSchema,
});

/** Gives a published release a canary share of browsers (sticky per browser by bucket); 0 takes it out. */
export const setReleaseTrafficCall = defineCall({
  name: 'setReleaseTraffic',
  method: 'POST',
  path: '/ops/releases/traffic',
  auth: 'operator',
  roles: ['RELEASE_MANAGER'],
  request: v.strictObject({
    remote: remoteNameSchema,
    version: releaseVersionSchema,
    merchantCode: v.optional(merchantCodeSchema),
    trafficShare: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
    reason: reasonSchema,
  }),
  response: releasePlacementSchema,
});

/** Makes a published release the default in the scope; the default before it is kept for a rollback. */
export const promoteReleaseCall = defineCall({
  name: 'promoteRelease',
  method: 'POST',
  path: '/ops/releases/promote',
  auth: 'operator',
  roles: ['RELEASE_MANAGER'],
  request: v.strictObject({
    remote: remoteNameSchema,
    version: releaseVersionSchema,
    merchantCode: v.optional(merchantCodeSchema),
    reason: reasonSchema,
  }),
  response: releasePlacementSchema,
});

/** Makes the previous default the default again in one call; answers the restored default. */
export const rollbackReleaseCall = defineCall({
  name: 'rollbackRelease',
  method: 'POST',
  path: '/ops/releases/rollback',
  auth: 'operator',
  roles: ['RELEASE_MANAGER'],
  request: v.strictObject({
    remote: remoteNameSchema,
    merchantCode: v.optional(merchantCodeSchema),
    reason: reasonSchema,
  }),
  response: releasePlacementSchema,
});

/** Pins a region to one version: it loads that version whatever brand-wide defaults and canaries say. */
export const pinReleaseCall = defineCall({
  name: 'pinRelease',
  method: 'POST',
  path: '/ops/releases/pin',
  auth: 'operator',
  roles: ['RELEASE_MANAGER'],
  request: v.strictObject({
    remote: remoteNameSchema,
    version: releaseVersionSchema,
    merchantCode: merchantCodeSchema,
    reason: reasonSchema,
  }),
  response: releasePlacementSchema,
});

/** Ends a region's pin: it follows the brand-wide releases again. */
export const unpinReleaseCall = defineCall({
  name: 'unpinRelease',
  method: 'POST',
  path: '/ops/releases/unpin',
  auth: 'operator',
  roles: ['RELEASE_MANAGER'],
  request: v.strictObject({
    remote: remoteNameSchema,
    merchantCode: merchantCodeSchema,
    reason: reasonSchema,
  }),
  response: v.null(),
});

export const RELEASE_ACTIONS = [
  'PUBLISH',
  'TRAFFIC',
  'PROMOTE',
  'ROLLBACK',
  'PIN',
  'UNPIN',
  'AUTO_PULL',
] as const;

export const releaseAuditEntrySchema = v.object({
  at: v.string(),
  /** The operator's name, or `system` for an automatic pull. */
  actor: v.string(),
  action: v.picklist(RELEASE_ACTIONS),
  remote: v.string(),
  version: v.nullable(v.string()),
  merchantCode: v.nullable(v.string()),
  reason: v.string(),
  /** What changed, in words (`traffic 0% -> 50%`). */
  detail: v.nullable(v.string()),
});

/** Every release change, newest first, in the regions the operator may see (brand-wide changes included). */
export const releaseAuditCall = defineCall({
  name: 'releaseAudit',
  method: 'GET',
  path: '/ops/releases/audit',
  auth: 'operator',
  roles: ['RELEASE_MANAGER'],
  request: v.strictObject({
    remote: v.optional(remoteNameSchema),
    merchantCode: v.optional(merchantCodeSchema),
    ...pagingFields,
  }),
  response: pageOf(releaseAuditEntrySchema),
});
