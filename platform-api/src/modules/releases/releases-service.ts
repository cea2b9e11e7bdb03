import type { ReleaseArtifact, ReleasePlacement } from '@platform/shared-contracts/operator';
import { ApiError } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import type { OperatorContext } from '../../http/request-context';
import { operatorMaySee, operatorRegions } from '../operator/operator-service';
import { readOperatorActions, recordOperatorAction } from '../operator-audit/operator-audit-service';
import { readHostContract } from './host-contract';
import { artifactView, countsByPlacement, placementView } from './placement-view';
import { checkRelease } from './release-gate';
import {
  brandRegions,
  dropEmptyPlacement,
  ensurePlacement,
  findArtifact,
  insertArtifact,
  listArtifacts,
  listPlacements,
  lockScope,
  outcomeCounts,
  type PlacementRow,
  regionBrand,
  type Scope,
  scopePlacements,
  updatePlacement,
} from './releases-store';
import { rollbackTarget } from './rollback-target';

type ReleaseAction = 'PUBLISH' | 'TRAFFIC' | 'PROMOTE' | 'ROLLBACK' | 'PIN' | 'UNPIN' | 'AUTO_PULL';

/**
 * The brand a call is about: the region's when one is named (NOT_FOUND when the operator may not see it, as if it
 * did not exist), else the brand of the request's region. A brand-wide change needs an operator of every region.
 */
async function scopeOf(
  deps: Deps,
  ctx: OperatorContext,
  remote: string,
  merchantCode: string | undefined,
  change: boolean,
): Promise<Scope> {
  if (merchantCode !== undefined) {
    const brandId = operatorMaySee(ctx.operator, merchantCode)
      ? await regionBrand(deps.db, merchantCode)
      : null;
    if (brandId === null) throw new ApiError('NOT_FOUND');
    return { brandId, merchantCode, remote };
  }
  const brandId = ctx.merchant.brandId;
  if (change) {
    const regions = await brandRegions(deps.db, brandId);
    if (!regions.every((region) => operatorMaySee(ctx.operator, region)))
      throw new ApiError('OPERATOR_ROLE_REQUIRED', {
        message: 'Only an operator of every region may change brand-wide releases',
      });
  }
  return { brandId, merchantCode: null, remote };
}

function audit(
  tx: Queryable,
  deps: Deps,
  operatorId: number | null,
  entry: {
    action: ReleaseAction;
    remote: string;
    version: string | null;
    merchantCode: string | null;
    reason: string;
    text: string;
  },
) {
  return recordOperatorAction(tx, {
    at: deps.now(),
    operatorId,
    area: 'release',
    action: entry.action,
    merchantCode: entry.merchantCode,
    subject: entry.remote,
    reason: entry.reason,
    detail: { version: entry.version, text: entry.text },
  });
}

async function publishedArtifact(deps: Deps, remote: string, version: string) {
  const artifact = await findArtifact(deps.db, remote, version);
  if (!artifact) throw new ApiError('NOT_FOUND', { message: `${remote} ${version} has not been published` });
  return artifact;
}

/** The same version again: the first artifact when the integrity is the same, RELEASE_EXISTS otherwise. */
function repeatOf(
  existing: Awaited<ReturnType<typeof findArtifact>>,
  integrity: string,
): ReleaseArtifact | null {
  if (!existing) return null;
  if (existing.integrity !== integrity) throw new ApiError('RELEASE_EXISTS');
  return artifactView(existing);
}

export async function publishRelease(
  deps: Deps,
  ctx: OperatorContext,
  input: { remote: string; version: string; integrity: string; reason: string },
): Promise<ReleaseArtifact> {
  const repeat = repeatOf(await findArtifact(deps.db, input.remote, input.version), input.integrity);
  if (repeat) return repeat;
  const gate = await checkRelease(deps.releaseStore, readHostContract(deps.config), input);
  if (gate.reasons.length > 0)
    throw new ApiError('RELEASE_INCOMPATIBLE', {
      message: `${input.remote} ${input.version} cannot be published: ${gate.reasons.join('; ')}`,
      details: gate.reasons.map((reason) => ({ field: 'release', reason })),
    });
  const inserted = await deps.db.transaction(async (tx) => {
    const fresh = await insertArtifact(tx, {
      ...input,
      propsVersion: gate.propsVersion,
      bytes: gate.bytes,
      at: deps.now(),
      operatorId: ctx.operator.operatorId,
    });
    if (fresh)
      await audit(tx, deps, ctx.operator.operatorId, {
        action: 'PUBLISH',
        remote: input.remote,
        version: input.version,
        merchantCode: null,
        reason: input.reason,
        text: `published ${input.version} (${gate.bytes} bytes)`,
      });
    return fresh;
  });
  const artifact = await findArtifact(deps.db, input.remote, input.version);
  if (!inserted) return repeatOf(artifact, input.integrity) ?? artifactView(artifact!);
  return artifactView(artifact!);
}

/** Runs a change of one scope's placements under the scope's lock, then answers the changed placement. */
async function changeScope(
  deps: Deps,
  scope: Scope,
  version: string | null,
  work: (tx: Queryable, rows: PlacementRow[], at: Date) => Promise<string>,
): Promise<ReleasePlacement> {
  const artifact = version === null ? null : await publishedArtifact(deps, scope.remote, version);
  const at = deps.now();
  const changedVersion = await deps.db.transaction(async (tx) => {
    await lockScope(tx, scope);
    if (artifact) await ensurePlacement(tx, scope, artifact, at);
    return work(tx, await scopePlacements(tx, scope), at);
  });
  return placementOf(deps, scope, changedVersion);
}

async function placementOf(deps: Deps, scope: Scope, version: string): Promise<ReleasePlacement> {
  const rows = await scopePlacements(deps.db, scope);
  const row = rows.find((r) => r.version === version);
  if (!row) throw new ApiError('NOT_FOUND');
  const brandRows =
    row.is_default && scope.merchantCode !== null
      ? await scopePlacements(deps.db, { ...scope, merchantCode: null })
      : null;
  const rollback = row.is_default ? rollbackTarget(rows, brandRows) : undefined;
  return placementView(row, countsByPlacement(await outcomeCounts(deps.db, scope.brandId)), rollback);
}

const placed = (rows: PlacementRow[], version: string) => rows.find((row) => row.version === version)!;

export async function setReleaseTraffic(
  deps: Deps,
  ctx: OperatorContext,
  input: { remote: string; version: string; merchantCode?: string; trafficShare: number; reason: string },
): Promise<ReleasePlacement> {
  const scope = await scopeOf(deps, ctx, input.remote, input.merchantCode, true);
  return changeScope(deps, scope, input.version, async (tx, rows, at) => {
    const target = placed(rows, input.version);
    if (target.is_default)
      throw new ApiError('BAD_REQUEST', {
        message: 'The default already takes every browser no canary takes',
      });
    const others = rows
      .filter((row) => row.id !== target.id && !row.is_default && row.state === 'LIVE')
      .reduce((sum, row) => sum + row.traffic_share, 0);
    if (others + input.trafficShare > 100)
      throw new ApiError('BAD_REQUEST', {
        message: `Other canaries here take ${others}%: at most ${100 - others}% is left`,
      });
    await updatePlacement(
      tx,
      target.id,
      { traffic_share: input.trafficShare, state: 'LIVE', pulled_reason: null },
      at,
    );
    await audit(tx, deps, ctx.operator.operatorId, {
      action: 'TRAFFIC',
      remote: input.remote,
      version: input.version,
      merchantCode: scope.merchantCode,
      reason: input.reason,
      text: `traffic ${target.traffic_share}% -> ${input.trafficShare}%`,
    });
    return input.version;
  });
}

export async function promoteRelease(
  deps: Deps,
  ctx: OperatorContext,
  input: { remote: string; version: string; merchantCode?: string; reason: string },
): Promise<ReleasePlacement> {
  const scope = await scopeOf(deps, ctx, input.remote, input.merchantCode, true);
  return changeScope(deps, scope, input.version, async (tx, rows, at) => {
    const target = placed(rows, input.version);
    if (target.is_default) return input.version;
    const current = rows.find((row) => row.is_default);
    if (current) await updatePlacement(tx, current.id, { is_default: false, demoted_at: at }, at);
    await updatePlacement(
      tx,
      target.id,
      { is_default: true, traffic_share: 0, state: 'LIVE', pulled_reason: null, demoted_at: null },
      at,
    );
    await audit(tx, deps, ctx.operator.operatorId, {
      action: 'PROMOTE',
      remote: input.remote,
      version: input.version,
      merchantCode: scope.merchantCode,
      reason: input.reason,
      text: `default ${current?.version ?? 'none'} -> ${input.version}`,
    });
    return input.version;
  });
}

/**
 * Makes the default before the current one the default again. A region whose own default has none before it goes
 * back to the brand-wide releases (its default steps down), and the answer is the brand-wide default it now loads.
 */
export async function rollbackRelease(
  deps: Deps,
  ctx: OperatorContext,
  input: { remote: string; merchantCode?: string; reason: string },
): Promise<ReleasePlacement> {
  const scope = await scopeOf(deps, ctx, input.remote, input.merchantCode, true);
  const at = deps.now();
  const restored = await deps.db.transaction(async (tx) => {
    await lockScope(tx, scope);
    const rows = await scopePlacements(tx, scope);
    const current = rows.find((row) => row.is_default);
    const brandScope: Scope = { ...scope, merchantCode: null };
    const brandRows = scope.merchantCode === null ? null : await scopePlacements(tx, brandScope);
    const target = rollbackTarget(rows, brandRows);
    if (!target) throw new ApiError('RELEASE_NO_PREVIOUS');
    const previous = target.brandWide ? undefined : target.row;
    if (current) await updatePlacement(tx, current.id, { is_default: false, demoted_at: at }, at);
    if (previous)
      await updatePlacement(
        tx,
        previous.id,
        { is_default: true, traffic_share: 0, state: 'LIVE', pulled_reason: null, demoted_at: null },
        at,
      );
    const version = target.row.version;
    await audit(tx, deps, ctx.operator.operatorId, {
      action: 'ROLLBACK',
      remote: input.remote,
      version,
      merchantCode: scope.merchantCode,
      reason: input.reason,
      text: `default ${current?.version ?? 'none'} -> ${previous ? version : `brand-wide ${version}`}`,
    });
    return { scope: target.brandWide ? brandScope : scope, version };
  });
  return placementOf(deps, restored.scope, restored.version);
}

export async function pinRelease(
  deps: Deps,
  ctx: OperatorContext,
  input: { remote: string; version: string; merchantCode: string; reason: string },
): Promise<ReleasePlacement> {
  const scope = await scopeOf(deps, ctx, input.remote, input.merchantCode, true);
  return changeScope(deps, scope, input.version, async (tx, rows, at) => {
    const target = placed(rows, input.version);
    const before = rows.find((row) => row.pinned);
    if (before && before.id !== target.id) await updatePlacement(tx, before.id, { pinned: false }, at);
    if (before?.id !== target.id) await updatePlacement(tx, target.id, { pinned: true }, at);
    if (before && before.id !== target.id) await dropEmptyPlacement(tx, before.id);
    await audit(tx, deps, ctx.operator.operatorId, {
      action: 'PIN',
      remote: input.remote,
      version: input.version,
      merchantCode: scope.merchantCode,
      reason: input.reason,
      text: `pinned to ${input.version}${before ? ` (was ${before.version})` : ''}`,
    });
    return input.version;
  });
}

export async function unpinRelease(
  deps: Deps,
  ctx: OperatorContext,
  input: { remote: string; merchantCode: string; reason: string },
): Promise<null> {
  const scope = await scopeOf(deps, ctx, input.remote, input.merchantCode, true);
  await deps.db.transaction(async (tx) => {
    await lockScope(tx, scope);
    const pin = (await scopePlacements(tx, scope)).find((row) => row.pinned);
    if (!pin)
      throw new ApiError('NOT_FOUND', { message: `${input.merchantCode} has no pin for ${input.remote}` });
    const at = deps.now();
    await updatePlacement(tx, pin.id, { pinned: false }, at);
    await dropEmptyPlacement(tx, pin.id);
    await audit(tx, deps, ctx.operator.operatorId, {
      action: 'UNPIN',
      remote: input.remote,
      version: pin.version,
      merchantCode: scope.merchantCode,
      reason: input.reason,
      text: `unpinned ${pin.version}`,
    });
  });
  return null;
}

export async function operatorReleases(
  deps: Deps,
  ctx: OperatorContext,
  input: { remote?: string; merchantCode?: string },
) {
  const scope = await scopeOf(deps, ctx, input.remote ?? '', input.merchantCode, false);
  const [artifacts, placements, counts] = await Promise.all([
    listArtifacts(deps.db, input.remote ?? null),
    listPlacements(deps.db, {
      brandId: scope.brandId,
      regions: operatorRegions(ctx.operator),
      remote: input.remote ?? null,
      merchantCode: input.merchantCode ?? null,
    }),
    outcomeCounts(deps.db, scope.brandId),
  ]);
  const byPlacement = countsByPlacement(counts);
  const inScope = (remote: string, merchantCode: string | null) =>
    placements.filter((row) => row.remote === remote && row.merchant_code === merchantCode);
  const rollbackOf = (row: PlacementRow) =>
    row.is_default
      ? rollbackTarget(
          inScope(row.remote, row.merchant_code),
          row.merchant_code === null ? null : inScope(row.remote, null),
        )
      : undefined;
  return {
    artifacts: artifacts.map(artifactView),
    placements: placements.map((row) => placementView(row, byPlacement, rollbackOf(row))),
    autoPull: deps.config.releaseAutoPull,
  };
}

export async function releaseAudit(
  deps: Deps,
  ctx: OperatorContext,
  input: { remote?: string; merchantCode?: string; pageNo: number; pageSize: number },
) {
  if (input.merchantCode !== undefined) await scopeOf(deps, ctx, '', input.merchantCode, false);
  const { rows, total } = await readOperatorActions(deps.db, {
    area: 'release',
    subject: input.remote ?? null,
    regions: input.merchantCode !== undefined ? [input.merchantCode] : operatorRegions(ctx.operator),
    limit: input.pageSize,
    offset: (input.pageNo - 1) * input.pageSize,
  });
  return {
    content: rows.map((row) => ({
      at: row.at.toISOString(),
      actor: row.actor,
      action: row.action as ReleaseAction,
      remote: row.subject,
      version: typeof row.detail?.version === 'string' ? row.detail.version : null,
      merchantCode: row.merchant_code,
      reason: row.reason,
      detail: typeof row.detail?.text === 'string' ? row.detail.text : null,
    })),
    pageNum: input.pageNo,
    totalPages: Math.max(1, Math.ceil(total / input.pageSize)),
    total,
  };
}
