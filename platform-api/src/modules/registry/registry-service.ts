import type { RemoteRelease } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { type PlacementRow, regionPlacements } from '../releases/placements-service';
import type { MerchantState } from '../system/merchant-state';
import { type BuiltRemote, manifestUrl } from './built-remotes';
import { screenFiles } from './screen-files';

const MANIFEST = 'mf-manifest.json';

type Row = Pick<
  PlacementRow,
  | 'id'
  | 'merchant_code'
  | 'remote'
  | 'version'
  | 'manifest_url'
  | 'fallback_url'
  | 'integrity'
  | 'fallback_integrity'
  | 'traffic_share'
  | 'is_default'
> &
  Partial<Pick<PlacementRow, 'pinned' | 'state'>>;

/**
 * The release a region's browser in `bucket` loads for one remote. A region pinned to a version loads it. Otherwise
 * the default is the region's own when it has one, else the brand-wide one; canaries take consecutive bucket ranges:
 * the region's own first, then (only for a region following the brand-wide default) the brand-wide ones.
 */
function pickOne(rows: Row[], bucket: number): Row | null {
  const live = rows.filter((row) => (row.state ?? 'LIVE') === 'LIVE');
  const regional = live.filter((row) => row.merchant_code !== null);
  const pin = regional.find((row) => row.pinned);
  if (pin) return pin;
  const regionalDefault = regional.find((row) => row.is_default);
  const brandWide = live.filter((row) => row.merchant_code === null);
  const canaryOf = (scope: Row[]) =>
    scope.filter((row) => !row.is_default && row.traffic_share > 0).sort((a, b) => a.id - b.id);
  const canaries = [...canaryOf(regional), ...(regionalDefault ? [] : canaryOf(brandWide))];
  let edge = 0;
  for (const canary of canaries) {
    if (bucket >= edge && bucket < edge + canary.traffic_share) return canary;
    edge += canary.traffic_share;
  }
  return regionalDefault ?? brandWide.find((row) => row.is_default) ?? null;
}

/** One release per remote for this region and bucket; a store release's entry is the store's URL for the region. */
export function pickReleases(
  rows: Row[],
  bucket: number,
  storeUrl: (remote: string, version: string) => string = () => '',
): RemoteRelease[] {
  const byRemote = new Map<string, Row[]>();
  for (const row of rows) byRemote.set(row.remote, [...(byRemote.get(row.remote) ?? []), row]);
  const picked: RemoteRelease[] = [];
  for (const [remote, all] of [...byRemote].sort(([a], [b]) => a.localeCompare(b))) {
    const chosen = pickOne(all, bucket);
    if (!chosen) continue;
    picked.push({
      name: remote,
      version: chosen.version,
      entry: chosen.manifest_url ?? `${storeUrl(remote, chosen.version)}${MANIFEST}`,
      fallbackEntry: chosen.fallback_url,
      integrity: chosen.integrity,
      fallbackIntegrity: chosen.fallback_integrity,
    });
  }
  return picked;
}

/** The screen a page opens on (`<remote>:<module>`), the builds this server serves, and what the host provides. */
export interface FirstScreen {
  screen: string | undefined;
  builds: readonly BuiltRemote[];
  hostShared: () => ReadonlySet<string>;
}

/**
 * Read from the database on every call (no cache on the way), so a promotion reaches the next page load. The release
 * of the screen the page opens on (`<remote>:<module>`) carries that screen's files when this server serves its build
 * (decision 129).
 */
export async function remotesFor(
  deps: Deps,
  merchant: MerchantState,
  bucket: number,
  first: FirstScreen = { screen: undefined, builds: [], hostShared: () => new Set() },
): Promise<RemoteRelease[]> {
  const rows = await regionPlacements(deps, merchant.brandId, merchant.merchantCode);
  const releases = pickReleases(rows, bucket, (remote, version) =>
    deps.releaseStore.urlFor(merchant.merchantCode, remote, version),
  );
  if (!first.screen) return releases;
  const [remote, module] = first.screen.split(':') as [string, string];
  return releases.map((release) => {
    if (release.name !== remote) return release;
    const build = first.builds.find((b) => b.name === remote && manifestUrl(b) === release.entry);
    if (!build) return release;
    const preload = screenFiles(build, module, {
      hostShared: first.hostShared(),
      integrity: release.integrity,
    });
    return preload.length > 0 ? { ...release, preload } : release;
  });
}

/** Origins the host page may load remotes from: the release store's and any absolute entry's; relative is ours. */
export async function remoteOrigins(deps: Deps): Promise<string[]> {
  const rows = await deps.db.query<{ url: string }>(
    `select manifest_url as url from remote_releases where manifest_url is not null
     union select fallback_url from remote_releases where fallback_url is not null`,
  );
  const origins = new Set<string>(deps.releaseStore.origins());
  for (const { url } of rows) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}
