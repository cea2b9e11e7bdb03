import type { Game, GameType } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { nameIn, regionFilter, toGame } from './game-view';
import { findCatalogueGame, findGamePage, findNamesByCodes, findVendorCategory } from './games-store';

/**
 * What other modules (bet records, the studio) may ask the catalogue. Disabled vendors and games are answered
 * too: a round played before a game was withdrawn still belongs to its category.
 */

/** The category a vendor's rounds count under in a region (turnover per category), or null if unknown. */
export async function vendorCategory(
  deps: Deps,
  merchantCode: string,
  vendor: string,
): Promise<GameType | null> {
  return ((await findVendorCategory(deps.db, merchantCode, vendor)) as GameType | undefined) ?? null;
}

export interface CatalogueGame {
  nodeId: number;
  gameCode: string;
  vendor: string;
  category: GameType;
  /** The name in the language, else English. */
  name: string;
  demoAllowed: boolean;
  accountTypes: string[];
  iconUrl: string;
}

/** A game of a region by vendor and game code, named in `language` (else English), or null. */
export async function catalogueGame(
  deps: Deps,
  merchantCode: string,
  vendor: string,
  gameCode: string,
  language = 'EN',
): Promise<CatalogueGame | null> {
  const row = await findCatalogueGame(deps.db, merchantCode, vendor, gameCode);
  if (!row) return null;
  return {
    nodeId: row.node_id,
    gameCode: row.game_code,
    vendor: row.vendor,
    category: row.category as GameType,
    name: nameIn(row.names, language),
    demoAllowed: row.support_play === 0,
    accountTypes: row.account_types,
    iconUrl: row.icon_url,
  };
}

export interface GameRef {
  vendor: string;
  gameCode: string;
}

/** Names and icons of vendors and games in one language; a code the catalogue does not list names itself. */
export interface CatalogueNames {
  /** The name of the vendor whose game it is (a round recorded under its wallet names the game's own vendor). */
  vendorName(ref: GameRef): string;
  gameName(ref: GameRef): string;
  /** The game's icon, '' when the catalogue lists none. */
  iconUrl(ref: GameRef): string;
}

const keyOf = (ref: GameRef) => `${ref.vendor}\u0000${ref.gameCode}`;

/** The names of the games `refs` (and of their vendors) in a region, in `language` (else English), in two reads. */
export async function catalogueNames(
  deps: Deps,
  merchantCode: string,
  refs: readonly GameRef[],
  language: string,
): Promise<CatalogueNames> {
  const games = [
    ...new Map(refs.map((r) => [keyOf(r), { vendor: r.vendor, gameCode: r.gameCode }])).values(),
  ];
  const vendors = [...new Set(refs.map((r) => r.vendor))];
  const found = await findNamesByCodes(deps.db, merchantCode, vendors, games);
  const vendorNames = new Map(found.vendors.map((v) => [v.vendor, nameIn(v.names, language)]));
  const gameRows = new Map(found.games.map((g) => [keyOf({ vendor: g.vendor, gameCode: g.game_code }), g]));
  return {
    vendorName: (ref) => {
      const row = gameRows.get(keyOf(ref));
      return (row && nameIn(row.vendor_names, language)) || vendorNames.get(ref.vendor) || ref.vendor;
    },
    gameName: (ref) => {
      const row = gameRows.get(keyOf(ref));
      return (row && nameIn(row.names, language)) || ref.gameCode;
    },
    iconUrl: (ref) => gameRows.get(keyOf(ref))?.icon_url ?? '',
  };
}

/** Most games a region lists for a set of vendors (the lottery's are a few dozen at most). */
const VENDOR_GAMES_LIMIT = 500;

/** The listed games of some vendors of the request's region, in catalogue order, named in `language`. */
export async function vendorGames(
  deps: Deps,
  ctx: RequestContext,
  vendors: readonly string[],
  language: string,
): Promise<Game[]> {
  const filter = regionFilter(ctx);
  const { rows } = await findGamePage(
    deps.db,
    { ...filter, vendors: filter.vendors.filter((code) => vendors.includes(code)) },
    { offset: 0, limit: VENDOR_GAMES_LIMIT },
  );
  return rows.map((row) => toGame(row, language));
}
