import type { Queryable } from '../../../db/database';

// SQL of the studio's baccarat shoes only; private to the studio module.

export interface ShoeRow {
  seed_pair_id: string;
  client_seed: string;
  hands: number;
}

export async function findShoe(db: Queryable, pairId: string): Promise<ShoeRow | undefined> {
  const [row] = await db.query<ShoeRow>(
    'select seed_pair_id, client_seed, hands from studio_baccarat_shoes where seed_pair_id = $1',
    [pairId],
  );
  return row;
}

/** Starts the shoe of a pair with its client seed fixed (the caller holds the pair's lock). */
export async function startShoe(
  db: Queryable,
  pairId: string,
  clientSeed: string,
  now: Date,
): Promise<ShoeRow> {
  const [row] = await db.query<ShoeRow>(
    `insert into studio_baccarat_shoes (seed_pair_id, client_seed, started_at) values ($1, $2, $3)
     returning seed_pair_id, client_seed, hands`,
    [pairId, clientSeed, now],
  );
  return row!;
}

/** A hand took `cards` from the shoe: the pair's cursor moves on and the shoe counts the hand. */
export async function advanceShoe(db: Queryable, pairId: string, cards: number): Promise<void> {
  await db.query('update studio_seed_pairs set nonce = nonce + $2 where id = $1', [pairId, cards]);
  await db.query('update studio_baccarat_shoes set hands = hands + 1 where seed_pair_id = $1', [pairId]);
}
