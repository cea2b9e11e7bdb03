import type { Queryable } from '../../db/database';

export interface ArtifactRow {
  remote: string;
  version: string;
  integrity: string;
  props_version: number;
  bytes: number;
  bytes_over_previous: number | null;
  manifest_url: string | null;
  published_at: Date;
  published_by: string;
}

const ARTIFACT_COLUMNS = `a.remote, a.version, a.integrity, a.props_version, a.bytes::float8 as bytes, a.manifest_url,
  a.published_at, coalesce(o.username, 'build') as published_by,
  (a.bytes - lag(a.bytes) over (partition by a.remote order by a.published_at, a.id))::float8 as bytes_over_previous`;

export async function listArtifacts(db: Queryable, remote: string | null): Promise<ArtifactRow[]> {
  return db.query<ArtifactRow>(
    `select ${ARTIFACT_COLUMNS} from release_artifacts a left join operators o on o.id = a.published_by
      where $1::text is null or a.remote = $1 order by a.remote, a.published_at, a.id`,
    [remote],
  );
}

export async function findArtifact(
  db: Queryable,
  remote: string,
  version: string,
): Promise<ArtifactRow | null> {
  const rows = await listArtifacts(db, remote);
  return rows.find((row) => row.version === version) ?? null;
}

/** Inserts a published artifact; false when that version is there already (a repeat or a clash). */
export async function insertArtifact(
  db: Queryable,
  artifact: {
    remote: string;
    version: string;
    integrity: string;
    propsVersion: number;
    bytes: number;
    at: Date;
    operatorId: number;
  },
): Promise<boolean> {
  const rows = await db.query(
    `insert into release_artifacts (remote, version, integrity, props_version, bytes, manifest_url, published_at, published_by)
     values ($1, $2, $3, $4, $5, null, $6, $7) on conflict (remote, version) do nothing returning id`,
    [
      artifact.remote,
      artifact.version,
      artifact.integrity,
      artifact.propsVersion,
      artifact.bytes,
      artifact.at,
      artifact.operatorId,
    ],
  );
  return rows.length === 1;
}

/** A build this server serves under /remotes/: a rebuild of the same version replaces its integrity and size. */
export async function upsertBuiltArtifact(
  db: Queryable,
  artifact: {
    remote: string;
    version: string;
    integrity: string;
    propsVersion: number;
    bytes: number;
    manifestUrl: string;
  },
): Promise<void> {
  await db.query(
    `insert into release_artifacts (remote, version, integrity, props_version, bytes, manifest_url, published_at)
     values ($1, $2, $3, $4, $5, $6, now())
     on conflict (remote, version) do update set integrity = excluded.integrity, bytes = excluded.bytes
      where release_artifacts.manifest_url = excluded.manifest_url`,
    [
      artifact.remote,
      artifact.version,
      artifact.integrity,
      artifact.propsVersion,
      artifact.bytes,
      artifact.manifestUrl,
    ],
  );
}

export interface PlacementRow {
  id: number;
  merchant_code: string | null;
  remote: string;
  version: string;
  manifest_url: string | null;
  fallback_url: string | null;
  integrity: string | null;
  fallback_integrity: string | null;
  traffic_share: number;
  is_default: boolean;
  pinned: boolean;
  state: 'LIVE' | 'PULLED';
  pulled_reason: string | null;
  updated_at: Date;
  demoted_at: Date | null;
}

const PLACEMENT_COLUMNS = `id, merchant_code, remote, version, manifest_url, fallback_url, integrity, fallback_integrity,
  traffic_share, is_default, pinned, state, pulled_reason, updated_at, demoted_at`;

/** A brand's placements in one region and brand-wide: what the registry picks from. */
export async function placementsForRegion(
  db: Queryable,
  brandId: number,
  merchantCode: string,
): Promise<PlacementRow[]> {
  return db.query<PlacementRow>(
    `select ${PLACEMENT_COLUMNS} from remote_releases
      where brand_id = $1 and (merchant_code = $2 or merchant_code is null)`,
    [brandId, merchantCode],
  );
}

/** Placements the operator may see: brand-wide ones and those of the given regions (every region when null). */
export async function listPlacements(
  db: Queryable,
  filter: { brandId: number; regions: string[] | null; remote: string | null; merchantCode: string | null },
): Promise<PlacementRow[]> {
  return db.query<PlacementRow>(
    `select ${PLACEMENT_COLUMNS} from remote_releases
      where brand_id = $1 and ($2::text[] is null or merchant_code is null or merchant_code = any($2))
        and ($3::text is null or remote = $3)
        and ($4::text is null or merchant_code is null or merchant_code = $4)
      order by remote, merchant_code nulls first, id`,
    [filter.brandId, filter.regions, filter.remote, filter.merchantCode],
  );
}

export interface Scope {
  brandId: number;
  /** Null: brand-wide. */
  merchantCode: string | null;
  remote: string;
}

/** Serialises changes to one scope's placements (inserts included) until the transaction ends. */
export async function lockScope(tx: Queryable, scope: Scope): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('release:' || $1 || ':' || $2 || ':' || $3))`, [
    scope.brandId,
    scope.merchantCode ?? '',
    scope.remote,
  ]);
}

export async function scopePlacements(tx: Queryable, scope: Scope): Promise<PlacementRow[]> {
  return tx.query<PlacementRow>(
    `select ${PLACEMENT_COLUMNS} from remote_releases
      where brand_id = $1 and coalesce(merchant_code, '') = $2 and remote = $3 order by id`,
    [scope.brandId, scope.merchantCode ?? '', scope.remote],
  );
}

/** The placement of a version in a scope, created (no traffic) when it has none yet. */
export async function ensurePlacement(
  tx: Queryable,
  scope: Scope,
  artifact: Pick<ArtifactRow, 'version' | 'manifest_url' | 'integrity'>,
  at: Date,
): Promise<void> {
  await tx.query(
    `insert into remote_releases (brand_id, merchant_code, remote, version, manifest_url, integrity, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (brand_id, coalesce(merchant_code, ''), remote, version) do nothing`,
    [
      scope.brandId,
      scope.merchantCode,
      scope.remote,
      artifact.version,
      artifact.manifest_url,
      artifact.integrity,
      at,
    ],
  );
}

export async function updatePlacement(
  tx: Queryable,
  id: number,
  change: Partial<
    Pick<PlacementRow, 'traffic_share' | 'is_default' | 'pinned' | 'state' | 'pulled_reason' | 'demoted_at'>
  >,
  at: Date,
): Promise<void> {
  const entries = Object.entries(change);
  const sets = entries.map(([column], i) => `${column} = $${i + 3}`);
  await tx.query(`update remote_releases set updated_at = $2, ${sets.join(', ')} where id = $1`, [
    id,
    at,
    ...entries.map(([, value]) => value),
  ]);
}

/** A placement that carries nothing any more (no traffic, no default, no pin, never a default) is removed. */
export async function dropEmptyPlacement(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    `delete from remote_releases where id = $1 and not is_default and not pinned and traffic_share = 0
        and demoted_at is null and state = 'LIVE'`,
    [id],
  );
}

export async function regionBrand(db: Queryable, merchantCode: string): Promise<number | null> {
  const [row] = await db.query<{ brand_id: number }>(
    'select brand_id from regions where merchant_code = $1',
    [merchantCode],
  );
  return row?.brand_id ?? null;
}

export async function brandRegions(db: Queryable, brandId: number): Promise<string[]> {
  const rows = await db.query<{ merchant_code: string }>(
    'select merchant_code from regions where brand_id = $1 order by merchant_code',
    [brandId],
  );
  return rows.map((row) => row.merchant_code);
}

export interface OutcomeCounts {
  scope: string;
  remote: string;
  version: string;
  loaded: number;
  load_failed: number;
  integrity_failed: number;
  render_failed: number;
  reporting: number;
  failed: number;
}

export async function outcomeCounts(db: Queryable, brandId: number): Promise<OutcomeCounts[]> {
  return db.query<OutcomeCounts>(
    `select scope, remote, version,
            (count(*) filter (where outcome = 'LOADED'))::int as loaded,
            (count(*) filter (where outcome = 'LOAD_FAILED'))::int as load_failed,
            (count(*) filter (where outcome = 'INTEGRITY_FAILED'))::int as integrity_failed,
            (count(*) filter (where outcome = 'RENDER_FAILED'))::int as render_failed,
            count(distinct browser)::int as reporting,
            (count(distinct browser) filter (where outcome <> 'LOADED'))::int as failed
       from remote_outcomes where brand_id = $1 group by scope, remote, version`,
    [brandId],
  );
}

/**
 * Counts one browser's outcome once, in the scope whose placement served it (the region's own placement of that
 * version, else the brand-wide one); nothing when neither placement exists. One statement: parallel repeats of a
 * report count once. Answers the scope it was counted in, or null when it was not new.
 */
export async function insertOutcome(
  db: Queryable,
  report: {
    brandId: number;
    merchantCode: string;
    remote: string;
    version: string;
    browser: string;
    outcome: string;
    at: Date;
  },
): Promise<string | null> {
  const rows = await db.query<{ scope: string }>(
    `insert into remote_outcomes (brand_id, scope, remote, version, browser, outcome, at)
     select $1, coalesce(max(merchant_code), ''), $3, $4, $5, $6, $7
       from remote_releases
      where brand_id = $1 and remote = $3 and version = $4 and (merchant_code = $2 or merchant_code is null)
     having count(*) > 0
     on conflict do nothing returning scope`,
    [
      report.brandId,
      report.merchantCode,
      report.remote,
      report.version,
      report.browser,
      report.outcome,
      report.at,
    ],
  );
  return rows[0]?.scope ?? null;
}

/**
 * Takes a failing canary out of traffic in one statement: only a LIVE canary with traffic, enough reporting browsers
 * and an error rate above the threshold; a parallel report that finds it already PULLED changes nothing.
 */
export async function pullFailingCanary(
  tx: Queryable,
  target: { brandId: number; scope: string; remote: string; version: string },
  rule: { errorRate: number; minReports: number },
  at: Date,
): Promise<{ id: number; reporting: number; failed: number; share: number } | null> {
  const [row] = await tx.query<{ id: number; reporting: number; failed: number; share: number }>(
    `with counts as (
       select count(distinct browser)::int as reporting,
              (count(distinct browser) filter (where outcome <> 'LOADED'))::int as failed
         from remote_outcomes where brand_id = $1 and scope = $2 and remote = $3 and version = $4),
     target as (
       select r.id, r.traffic_share from remote_releases r
        where r.brand_id = $1 and coalesce(r.merchant_code, '') = $2 and r.remote = $3 and r.version = $4
          and r.state = 'LIVE' and not r.is_default and not r.pinned and r.traffic_share > 0
        for update)
     update remote_releases r
        set state = 'PULLED', traffic_share = 0, updated_at = $7,
            pulled_reason = format('%s of %s reporting browsers failed (%s%%), above %s%% after at least %s reports',
                                   c.failed, c.reporting, round(100.0 * c.failed / c.reporting, 1), $5::float8 * 100, $6)
       from counts c, target t
      where r.id = t.id and r.state = 'LIVE' and c.reporting >= $6 and c.failed::float8 / c.reporting > $5
      returning r.id, c.reporting, c.failed, t.traffic_share as share`,
    [target.brandId, target.scope, target.remote, target.version, rule.errorRate, rule.minReports, at],
  );
  return row ?? null;
}
