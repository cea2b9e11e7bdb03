import type { Queryable } from '../../db/database';

/** Names per language as provisioned, e.g. {"EN": "Temple of Fortune", "KM": "..."}. */
export type Names = Record<string, string>;

export interface GameRow {
  node_id: number;
  game_code: string;
  names: Names;
  icon_url: string;
  vendor: string;
  category: string;
  sub_category: string;
  is_top: boolean;
  hot_rank: number | null;
  support_play: number;
  account_types: string[];
  vendor_names: Names;
  card_kind: string;
  maintenance: boolean;
  wallet_code: string;
}

export interface VendorRow {
  vendor: string;
  category: string;
  wallet_code: string;
  names: Names;
  logo_url: string;
  card_kind: string;
  cockfight: boolean;
  maintenance: boolean;
  sort: number;
}

export interface GameFilter {
  merchantCode: string;
  /** Only these vendors can be launched now; games of any other are not listed. */
  vendors: string[];
  gameType?: string;
  vendor?: string;
  subCategory?: string;
  /** Lower-cased words matched anywhere in a name, in any language. */
  search?: string;
  /** Minor units: games whose smallest stake is at most this. */
  maxMinBet?: bigint;
  minLines?: number;
  nodeIds?: number[];
  nodeId?: number;
  gameCode?: string;
  topOnly?: boolean;
  hotOnly?: boolean;
}

const GAME_COLUMNS = `g.node_id, g.game_code, g.names, g.icon_url, g.vendor, g.category, g.sub_category, g.is_top,
  g.hot_rank, g.support_play, g.account_types, v.names as vendor_names, v.card_kind, v.maintenance, v.wallet_code`;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The where clause and parameters of a filter; only enabled games of enabled, launchable vendors. */
function whereOf(filter: GameFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [filter.merchantCode, filter.vendors];
  const clauses = ['g.merchant_code = $1', 'g.enabled', 'v.enabled', 'g.vendor = any($2::text[])'];
  const add = (clause: (p: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (filter.gameType) add((p) => `g.category = ${p}`, filter.gameType);
  if (filter.vendor) add((p) => `g.vendor = ${p}`, filter.vendor);
  if (filter.subCategory) add((p) => `g.sub_category = ${p}`, filter.subCategory);
  if (filter.search)
    add(
      (p) => `exists (select 1 from jsonb_each_text(g.names) n where lower(n.value) like ${p})`,
      likeText(filter.search.toLowerCase()),
    );
  if (filter.maxMinBet !== undefined)
    add((p) => `coalesce(g.min_bet, 0) <= ${p}::bigint`, filter.maxMinBet.toString());
  if (filter.minLines !== undefined) add((p) => `g.line_num >= ${p}::int`, filter.minLines);
  if (filter.nodeIds) add((p) => `g.node_id = any(${p}::int[])`, filter.nodeIds);
  if (filter.nodeId !== undefined) add((p) => `g.node_id = ${p}::int`, filter.nodeId);
  if (filter.gameCode !== undefined) add((p) => `g.game_code = ${p}`, filter.gameCode);
  if (filter.topOnly) clauses.push('g.is_top');
  if (filter.hotOnly) clauses.push('g.hot_rank is not null');
  return { where: clauses.join(' and '), params };
}

const FROM = `from games g join game_vendors v on v.merchant_code = g.merchant_code and v.vendor = g.vendor`;

/** A page of games in catalogue order (vendor, then game), with the total over every page. */
export async function findGamePage(
  db: Queryable,
  filter: GameFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const { where, params } = whereOf(filter);
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n ${FROM} where ${where}`, params);
  const rows = await db.query<GameRow>(
    `select ${GAME_COLUMNS} ${FROM} where ${where}
      order by v.sort, g.sort, g.node_id limit ${page.limit} offset ${page.offset}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

/** Games ranked: by hot rank (unranked last), then catalogue order. */
export async function findRankedGames(db: Queryable, filter: GameFilter, limit: number): Promise<GameRow[]> {
  const { where, params } = whereOf(filter);
  return db.query<GameRow>(
    `select ${GAME_COLUMNS} ${FROM} where ${where}
      order by g.hot_rank nulls last, v.sort, g.sort, g.node_id limit ${limit}`,
    params,
  );
}

/** One game of a vendor by node id or game code, when it is listed. */
export async function findGame(db: Queryable, filter: GameFilter): Promise<GameRow | undefined> {
  const { where, params } = whereOf(filter);
  const [row] = await db.query<GameRow>(`select ${GAME_COLUMNS} ${FROM} where ${where} limit 1`, params);
  return row;
}

/** The region's enabled vendors that can be launched, in display order. */
export async function findVendors(
  db: Queryable,
  merchantCode: string,
  vendors: string[],
): Promise<VendorRow[]> {
  return db.query<VendorRow>(
    `select vendor, category, wallet_code, names, logo_url, card_kind, cockfight, maintenance, sort
       from game_vendors where merchant_code = $1 and enabled and vendor = any($2::text[])
      order by sort, vendor`,
    [merchantCode, vendors],
  );
}

/** Per vendor and game category: how many games it lists there, and the sub-categories they have. */
export async function findVendorGameStats(
  db: Queryable,
  merchantCode: string,
  vendors: string[],
): Promise<{ vendor: string; category: string; games: number; sub_categories: string[] }[]> {
  return db.query(
    `select vendor, category, count(*)::int as games,
            coalesce(array_agg(distinct sub_category) filter (where sub_category <> ''), '{}') as sub_categories
       from games where merchant_code = $1 and enabled and vendor = any($2::text[])
      group by vendor, category`,
    [merchantCode, vendors],
  );
}

/** The member's type, to hold trial accounts to the games trial may play. */
export async function findMemberType(db: Queryable, memberId: number): Promise<number | undefined> {
  const [row] = await db.query<{ type: number }>('select type from members where id = $1', [memberId]);
  return row?.type;
}

export async function findFavouriteIds(db: Queryable, memberId: number): Promise<number[]> {
  const rows = await db.query<{ node_id: number }>(
    'select node_id from favourite_games where member_id = $1 order by created_at desc, node_id desc',
    [memberId],
  );
  return rows.map((r) => r.node_id);
}

/** Adds a favourite; one already there keeps its first time. */
export async function insertFavourite(db: Queryable, memberId: number, nodeId: number, at: Date) {
  await db.query(
    'insert into favourite_games (member_id, node_id, created_at) values ($1, $2, $3) on conflict do nothing',
    [memberId, nodeId, at],
  );
}

export async function deleteFavourite(db: Queryable, memberId: number, nodeId: number) {
  await db.query('delete from favourite_games where member_id = $1 and node_id = $2', [memberId, nodeId]);
}

/** The member's favourite games that are listed, newest first, one page. */
export async function findFavouritePage(
  db: Queryable,
  memberId: number,
  filter: GameFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const { where, params } = whereOf(filter);
  params.push(memberId);
  const member = `$${params.length}`;
  const join = `join favourite_games f on f.node_id = g.node_id and f.member_id = ${member}`;
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n ${FROM} ${join} where ${where}`,
    params,
  );
  const rows = await db.query<GameRow>(
    `select ${GAME_COLUMNS} ${FROM} ${join} where ${where}
      order by f.created_at desc, g.node_id desc limit ${page.limit} offset ${page.offset}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

/** Keeps a member's newest RECENT_KEEP games. */
export const RECENT_KEEP = 20;

/** Records a game as played now, and forgets the member's games beyond the newest RECENT_KEEP. */
export async function touchRecent(db: Queryable, memberId: number, nodeId: number, at: Date) {
  await db.query(
    `insert into recent_games (member_id, node_id, played_at) values ($1, $2, $3)
     on conflict (member_id, node_id) do update set played_at = greatest(recent_games.played_at, excluded.played_at)`,
    [memberId, nodeId, at],
  );
  await db.query(
    `delete from recent_games where member_id = $1 and node_id not in (
       select node_id from recent_games where member_id = $1 order by played_at desc, node_id desc limit ${RECENT_KEEP})`,
    [memberId],
  );
}

/** The member's recent games that are listed, newest first, one page. */
export async function findRecentPage(
  db: Queryable,
  memberId: number,
  filter: GameFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: (GameRow & { played_at: Date })[]; total: number }> {
  const { where, params } = whereOf(filter);
  params.push(memberId);
  const join = `join recent_games r on r.node_id = g.node_id and r.member_id = $${params.length}`;
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n ${FROM} ${join} where ${where}`,
    params,
  );
  const rows = await db.query<GameRow & { played_at: Date }>(
    `select ${GAME_COLUMNS}, r.played_at ${FROM} ${join} where ${where}
      order by r.played_at desc, g.node_id desc limit ${page.limit} offset ${page.offset}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

/** The origins of the https logos and icons the catalogue lists (a path on this site needs none). */
export async function findImageOrigins(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ origin: string }>(
    `select distinct substring(url from '^https://[^/?#]+') as origin from (
       select logo_url as url from game_vendors where enabled
       union all select icon_url from games where enabled) images
      where url like 'https://%' order by 1`,
  );
  return rows.map((r) => r.origin).filter(Boolean);
}

/** A vendor's category in a region, enabled or not (past rounds keep their category). */
export async function findVendorCategory(
  db: Queryable,
  merchantCode: string,
  vendor: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ category: string }>(
    'select category from game_vendors where merchant_code = $1 and vendor = $2',
    [merchantCode, vendor],
  );
  return row?.category;
}

/** A game of a region by vendor and game code, enabled or not. */
export async function findCatalogueGame(
  db: Queryable,
  merchantCode: string,
  vendor: string,
  gameCode: string,
): Promise<GameRow | undefined> {
  const [row] = await db.query<GameRow>(
    `select ${GAME_COLUMNS} ${FROM} where g.merchant_code = $1 and g.vendor = $2 and g.game_code = $3`,
    [merchantCode, vendor, gameCode],
  );
  return row;
}

/** Sets a vendor's maintenance flag; answers whether the region has that vendor. */
export async function updateVendorMaintenance(
  db: Queryable,
  merchantCode: string,
  vendor: string,
  maintenance: boolean,
): Promise<boolean> {
  const rows = await db.query(
    'update game_vendors set maintenance = $3 where merchant_code = $1 and vendor = $2 returning vendor',
    [merchantCode, vendor, maintenance],
  );
  return rows.length > 0;
}

export interface NamedVendor {
  vendor: string;
  names: Names;
}

export interface NamedGame {
  /** The vendor the game was asked by: its own, or the wallet it plays from. */
  vendor: string;
  game_code: string;
  names: Names;
  icon_url: string;
  /** The names of the vendor whose game it is. */
  vendor_names: Names;
}

/** The names of a region's vendors and games by code, enabled or not (past rounds keep their names). */
export async function findNamesByCodes(
  db: Queryable,
  merchantCode: string,
  vendors: string[],
  games: { vendor: string; gameCode: string }[],
): Promise<{ vendors: NamedVendor[]; games: NamedGame[] }> {
  const [vendorRows, gameRows] = await Promise.all([
    vendors.length === 0
      ? []
      : db.query<NamedVendor>(
          'select vendor, names from game_vendors where merchant_code = $1 and vendor = any($2::text[])',
          [merchantCode, vendors],
        ),
    games.length === 0
      ? []
      : db.query<NamedGame>(
          // A round is recorded under its vendor, or under the wallet its vendor plays from (the in-house lottery
          // records every lottery vendor's bets as LOTTERY): the vendor's own game first, else the wallet's.
          `select distinct on (k.vendor, k.game_code) k.vendor, g.game_code, g.names, g.icon_url, v.names as vendor_names
             from unnest($2::text[], $3::text[]) as k(vendor, game_code)
             join games g on g.merchant_code = $1 and g.game_code = k.game_code
             join game_vendors v on v.merchant_code = g.merchant_code and v.vendor = g.vendor
            where g.vendor = k.vendor or v.wallet_code = k.vendor
            order by k.vendor, k.game_code, g.vendor = k.vendor desc, v.sort, g.vendor`,
          [merchantCode, games.map((g) => g.vendor), games.map((g) => g.gameCode)],
        ),
  ]);
  return { vendors: vendorRows, games: gameRows };
}
