import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { type PlacementRow, placementsForRegion, upsertBuiltArtifact } from './releases-store';

export type { PlacementRow };

/** The placements one region's registry answer is picked from: its own and the brand-wide ones. */
export function regionPlacements(deps: Deps, brandId: number, merchantCode: string): Promise<PlacementRow[]> {
  return placementsForRegion(deps.db, brandId, merchantCode);
}

/** A build this server serves under /remotes/ becomes an artifact published by `build`. */
export function recordBuiltArtifact(
  db: Queryable,
  artifact: Parameters<typeof upsertBuiltArtifact>[1],
): Promise<void> {
  return upsertBuiltArtifact(db, artifact);
}
