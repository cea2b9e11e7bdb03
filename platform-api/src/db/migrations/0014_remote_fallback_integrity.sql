-- The fallback URL is another build, so it has its own SRI hash; `integrity` is the primary entry's.
alter table remote_releases add column fallback_integrity text;
