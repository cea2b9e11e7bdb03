-- The game catalogue, provisioned per region: each region's vendors and their games, and what members did with
-- them (favourites, recent games). Names are per language ({"EN": "...", "KM": "..."}), English is the fallback.

create table game_vendors (
  merchant_code text not null references regions(merchant_code),
  vendor text not null,
  category text not null,
  -- The vendor wallet the money is in when the region has one wallet per vendor (isSingle 0).
  wallet_code text not null,
  names jsonb not null,
  logo_url text not null,
  -- VASSALAGE: the card opens the vendor's game list; GAME: it starts the vendor's one game.
  card_kind text not null default 'VASSALAGE',
  cockfight boolean not null default false,
  maintenance boolean not null default false,
  sort integer not null default 0,
  enabled boolean not null default true,
  primary key (merchant_code, vendor)
);

create table games (
  node_id serial primary key,
  merchant_code text not null,
  vendor text not null,
  game_code text not null,
  names jsonb not null,
  icon_url text not null,
  category text not null,
  -- '' when the game has no sub-category.
  sub_category text not null default '',
  is_top boolean not null default false,
  hot_rank integer,
  -- 0: a free demo may be played; 1: not (the spec's supportPlay).
  support_play smallint not null default 1,
  account_types text[] not null default '{REAL}',
  -- The smallest stake in minor units and the number of lines, when the vendor publishes them.
  min_bet bigint,
  line_num integer,
  enabled boolean not null default true,
  sort integer not null default 0,
  foreign key (merchant_code, vendor) references game_vendors (merchant_code, vendor),
  unique (merchant_code, vendor, game_code)
);
create index games_region_idx on games (merchant_code, sort, node_id) where enabled;

create table favourite_games (
  member_id integer not null references members(id),
  node_id integer not null references games(node_id),
  created_at timestamptz not null,
  primary key (member_id, node_id)
);
create index favourite_games_member_idx on favourite_games (member_id, created_at desc, node_id desc);

-- One row per game a member played, the newest 20 kept.
create table recent_games (
  member_id integer not null references members(id),
  node_id integer not null references games(node_id),
  played_at timestamptz not null,
  primary key (member_id, node_id)
);
create index recent_games_member_idx on recent_games (member_id, played_at desc, node_id desc);
