-- Which version of each remote a merchant (brand) and region loads. Pinning, rollback and canary are rows.
create table remote_releases (
  id serial primary key,
  brand_id integer not null references brands(id),
  -- null: every region of the brand; a region's own row wins over the brand-wide one.
  merchant_code text references regions(merchant_code),
  remote text not null,
  version text not null,
  manifest_url text not null,
  fallback_url text,
  integrity text,
  -- Percent of visitors (by their stable bucket 0-99) who get this release instead of the default.
  traffic_share integer not null default 0 check (traffic_share between 0 and 100),
  is_default boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index remote_releases_version_uq on remote_releases (brand_id, coalesce(merchant_code, ''), remote, version);
create unique index remote_releases_default_uq on remote_releases (brand_id, coalesce(merchant_code, ''), remote) where is_default;
