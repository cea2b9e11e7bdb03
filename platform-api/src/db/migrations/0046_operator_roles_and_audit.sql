-- Operator roles (decision 086): each operator call names the roles that may make it. Operators from before roles
-- did everything, so they keep every role; a new operator holds only the roles it is given.
alter table operators add column roles text[] not null default '{}';
update operators set roles = '{RELEASE_MANAGER,FINANCE,SUPPORT}';
alter table operators add constraint operators_roles_known
  check (roles <@ '{RELEASE_MANAGER,FINANCE,SUPPORT}'::text[]);

-- What operators changed and why: one row per change, written in the change's own transaction. `operator_id` null
-- means the platform itself (an automatic canary pull).
create table operator_audit (
  id bigserial primary key,
  at timestamptz not null,
  operator_id integer references operators(id),
  -- The area and the action (`release`/`PROMOTE`, `member`/`LOCK`, `region`/`SWITCHES`).
  area text not null,
  action text not null,
  -- The region the change applies to; null for brand-wide changes.
  merchant_code text references regions(merchant_code),
  -- What was changed, in the area's own terms (a remote name, a member id).
  subject text not null,
  reason text not null,
  detail jsonb
);
create index operator_audit_area_idx on operator_audit (area, subject, at desc);
create index operator_audit_region_idx on operator_audit (merchant_code, at desc);
