-- The release path (decision 087). A release artifact is one immutable build of a remote, the same for every brand
-- and region: published by an operator from the release store, or registered at start for a build this server
-- serves itself under /remotes/ (manifest_url set, published_by null).
create table release_artifacts (
  id serial primary key,
  remote text not null,
  version text not null,
  integrity text not null,
  props_version integer not null,
  bytes bigint not null,
  -- Null: the release lives in the release store, whose address depends on the player's region.
  manifest_url text,
  published_at timestamptz not null,
  published_by integer references operators(id),
  unique (remote, version)
);

-- remote_releases rows are the placements: where an artifact takes traffic (brand-wide or one region).
alter table remote_releases alter column manifest_url drop not null;
-- A pinned row makes its region load that version whatever the brand-wide rows say.
alter table remote_releases add column pinned boolean not null default false;
-- PULLED: taken out of traffic automatically because too many browsers failed it.
alter table remote_releases add column state text not null default 'LIVE' check (state in ('LIVE', 'PULLED'));
alter table remote_releases add column pulled_reason text;
alter table remote_releases add column updated_at timestamptz not null default now();
-- When this row stopped being its scope's default: the newest such row is what a rollback restores.
alter table remote_releases add column demoted_at timestamptz;
create unique index remote_releases_pin_uq on remote_releases (brand_id, merchant_code, remote) where pinned;

-- How each release fared, once per browser (bucket and address hash) and outcome in the scope that served it.
create table remote_outcomes (
  brand_id integer not null references brands(id),
  -- '' for a brand-wide placement, else the region.
  scope text not null,
  remote text not null,
  version text not null,
  browser text not null,
  outcome text not null,
  at timestamptz not null,
  primary key (brand_id, scope, remote, version, outcome, browser)
);
