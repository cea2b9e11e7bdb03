-- Operators: a TOTP second factor, sessions that end when idle, and who took each withdrawal money step, with
-- refunds asked for by one operator and approved by another (decisions 035-037).

-- The TOTP secret sealed with AES-256-GCM under the server's OPERATOR_TOTP_KEY, never the secret itself.
alter table operators add column totp_secret text;
-- The newest time step (unix seconds / 30) whose code was accepted: a code, or an older one, works once.
alter table operators add column totp_last_step bigint;

alter table operator_sessions add column last_seen_at timestamptz;
update operator_sessions set last_seen_at = created_at;
alter table operator_sessions alter column last_seen_at set not null;

create table withdrawal_refund_requests (
  id bigserial primary key,
  withdrawal_id text not null references withdrawals(id),
  amount bigint not null check (amount > 0),
  remark text,
  idempotency_key text not null,
  request_hash text not null,
  requested_by integer not null references operators(id),
  requested_at timestamptz not null,
  approved_by integer references operators(id),
  approved_at timestamptz,
  posting_id bigint references ledger_postings(id),
  -- A request withdrawn or turned down; it no longer counts against what may be asked.
  declined_by integer references operators(id),
  declined_at timestamptz,
  constraint withdrawal_refund_requests_key_uq unique (withdrawal_id, idempotency_key),
  -- Four eyes: whoever asked for a refund never approves it.
  constraint withdrawal_refund_requests_second_operator check (approved_by is null or approved_by <> requested_by),
  constraint withdrawal_refund_requests_approved_whole check (
    (approved_by is null) = (approved_at is null) and (approved_by is null) = (posting_id is null)
  ),
  constraint withdrawal_refund_requests_declined_whole check ((declined_by is null) = (declined_at is null)),
  constraint withdrawal_refund_requests_one_outcome check (approved_by is null or declined_by is null)
);
create index withdrawal_refund_requests_withdrawal_idx on withdrawal_refund_requests (withdrawal_id, id);

-- Every operator step on a withdrawal, with the posting it wrote: the audit trail of who moved the money.
create table withdrawal_operator_steps (
  id bigserial primary key,
  withdrawal_id text not null references withdrawals(id),
  action text not null check (
    action in ('APPROVE', 'REJECT', 'PAY', 'REFUND_REQUEST', 'REFUND_APPROVE', 'REFUND_DECLINE')
  ),
  operator_id integer not null references operators(id),
  amount bigint check (amount > 0),
  posting_id bigint references ledger_postings(id),
  refund_request_id bigint references withdrawal_refund_requests(id),
  created_at timestamptz not null,
  constraint withdrawal_operator_steps_money_has_posting check (
    (action in ('REJECT', 'PAY', 'REFUND_APPROVE')) = (posting_id is not null)
  )
);
create index withdrawal_operator_steps_withdrawal_idx on withdrawal_operator_steps (withdrawal_id, id);

-- The trail is append-only, like ledger entries.
create function withdrawal_operator_steps_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'withdrawal_operator_steps are append-only';
end;
$$;
create trigger withdrawal_operator_steps_append_only before update or delete on withdrawal_operator_steps
  for each row execute function withdrawal_operator_steps_append_only();
