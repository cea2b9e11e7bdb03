-- Baccarat shoes (decision 112). A shoe is a seed pair of a baccarat game: its order is the Fisher-Yates shuffle of
-- the fair stream HMAC(server seed, `${client seed}:shoe:${cursor}`), and the pair's nonce counts the cards dealt.
-- The client seed is fixed here when the shoe's first hand is dealt, so a seed chosen mid-shoe waits for the next
-- shoe. The pair is revealed when a hand brings out the cut card.
create table studio_baccarat_shoes (
  seed_pair_id bigint primary key references studio_seed_pairs(id),
  client_seed text not null,
  hands integer not null default 0 check (hands >= 0),
  started_at timestamptz not null
);
