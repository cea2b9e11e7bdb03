import type { RemoteRelease } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { MerchantState } from '../system/merchant-state';

interface ReleaseRow {
  merchant_code: string | null;
  remote: string;
  version: string;
  manifest_url: string;
  fallback_url: string | null;
  integrity: string | null;
  fallback_integrity: string | null;
  traffic_share: number;
  is_default: boolean;
  id: number;
}

/**
 * One release per remote for this region: the region's own rows win over brand-wide ones; a canary row takes
 * the visitors whose bucket falls inside its traffic share, everyone else gets the default.
 */
export function pickReleases(rows: ReleaseRow[], bucket: number): RemoteRelease[] {
  const byRemote = new Map<string, ReleaseRow[]>();
  for (const row of rows) byRemote.set(row.remote, [...(byRemote.get(row.remote) ?? []), row]);
  const picked: RemoteRelease[] = [];
  for (const [remote, all] of [...byRemote].sort(([a], [b]) => a.localeCompare(b))) {
    const regional = all.filter((r) => r.merchant_code !== null);
    const scope = regional.some((r) => r.is_default) ? regional : all.filter((r) => r.merchant_code === null);
    let edge = 0;
    let chosen = scope.find((r) => r.is_default) ?? null;
    for (const canary of scope
      .filter((r) => !r.is_default && r.traffic_share > 0)
      .sort((a, b) => a.id - b.id)) {
      if (bucket >= edge && bucket < edge + canary.traffic_share) chosen = canary;
      edge += canary.traffic_share;
    }
    if (chosen) {
      picked.push({
        name: remote,
        version: chosen.version,
        entry: chosen.manifest_url,
        fallbackEntry: chosen.fallback_url,
        integrity: chosen.integrity,
        fallbackIntegrity: chosen.fallback_integrity,
      });
    }
  }
  return picked;
}

export async function remotesFor(
  deps: Deps,
  merchant: MerchantState,
  bucket: number,
): Promise<RemoteRelease[]> {
  const rows = await deps.db.query<ReleaseRow>(
    `select id, merchant_code, remote, version, manifest_url, fallback_url, integrity, fallback_integrity,
            traffic_share, is_default
       from remote_releases where brand_id = $1 and (merchant_code = $2 or merchant_code is null)`,
    [merchant.brandId, merchant.merchantCode],
  );
  return pickReleases(rows, bucket);
}

/** Origins of registered entries that are absolute URLs elsewhere; relative entries are our own origin. */
export async function remoteOrigins(deps: Deps): Promise<string[]> {
  const rows = await deps.db.query<{ url: string }>(
    `select manifest_url as url from remote_releases
     union select fallback_url from remote_releases where fallback_url is not null`,
  );
  const origins = new Set<string>();
  for (const { url } of rows) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}
