import type { ReleaseArtifact, ReleasePlacement } from '@platform/shared-contracts/operator';
import type { ArtifactRow, OutcomeCounts, PlacementRow } from './releases-store';
import type { RollbackTarget } from './rollback-target';

export function artifactView(row: ArtifactRow): ReleaseArtifact {
  return {
    remote: row.remote,
    version: row.version,
    integrity: row.integrity,
    propsVersion: row.props_version,
    bytes: Number(row.bytes),
    bytesOverPrevious: row.bytes_over_previous === null ? null : Number(row.bytes_over_previous),
    publishedAt: row.published_at.toISOString(),
    publishedBy: row.published_by,
  };
}

const countsKey = (scope: string, remote: string, version: string) => `${scope}|${remote}|${version}`;

export function countsByPlacement(counts: OutcomeCounts[]): Map<string, OutcomeCounts> {
  return new Map(counts.map((row) => [countsKey(row.scope, row.remote, row.version), row]));
}

/**
 * A placement with the outcomes browsers reported for it (error rate = failed browsers / reporting browsers) and, for
 * a default, what a rollback in its scope would restore.
 */
export function placementView(
  row: PlacementRow,
  counts: Map<string, OutcomeCounts>,
  rollback?: RollbackTarget,
): ReleasePlacement {
  const c = counts.get(countsKey(row.merchant_code ?? '', row.remote, row.version));
  return {
    remote: row.remote,
    version: row.version,
    merchantCode: row.merchant_code,
    isDefault: row.is_default,
    trafficShare: row.traffic_share,
    pinned: row.pinned,
    state: row.state,
    pulledReason: row.pulled_reason,
    outcomes: {
      LOADED: c?.loaded ?? 0,
      LOAD_FAILED: c?.load_failed ?? 0,
      INTEGRITY_FAILED: c?.integrity_failed ?? 0,
      RENDER_FAILED: c?.render_failed ?? 0,
    },
    errorRate: c && c.reporting > 0 ? c.failed / c.reporting : 0,
    updatedAt: row.updated_at.toISOString(),
    rollbackTo: rollback ? { version: rollback.row.version, brandWide: rollback.brandWide } : null,
  };
}
