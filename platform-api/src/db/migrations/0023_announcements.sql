-- Announcements per region (decision 062): notices, promotions, popups and banners, written by operators, served
-- while live (start_at <= now < end_at). Titles, contents and banner images are per language ({"EN": "...",
-- "KM": "..."}), English is the fallback. Contents are HTML, sanitised before they are stored.

create table announcements (
  id serial primary key,
  merchant_code text not null references regions(merchant_code),
  kind text not null check (kind in ('NOTICE', 'PROMOTION', 'POPUP', 'BANNER')),
  titles jsonb not null,
  contents jsonb not null default '{}',
  -- Popups only: A logged-in members, B anonymous visitors, F a member's first login.
  execution text check (execution in ('A', 'B', 'F')),
  -- Banners only: the group (w_home is the home page's), the image per language and where a click leads.
  group_name text,
  image_urls jsonb not null default '{}',
  linkage_type text check (linkage_type in ('NONE', 'INTERNAL', 'EXTERNAL')),
  link_url text,
  width integer,
  height integer,
  sort integer not null default 0,
  start_at timestamptz not null,
  -- Null: until an operator ends it.
  end_at timestamptz,
  created_by text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- Marks rows the demo seeding wrote, so running it again adds nothing.
  demo_key text,
  check ((kind = 'POPUP') = (execution is not null)),
  check ((kind = 'BANNER') = (group_name is not null and linkage_type is not null and width is not null and height is not null)),
  check (end_at is null or end_at > start_at),
  unique (merchant_code, demo_key)
);
create index announcements_live_idx on announcements (merchant_code, kind, start_at);
