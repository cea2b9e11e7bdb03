import {
  type Game,
  type GameType,
  SITE_CONFIG,
  type SubCategory,
  subCategoriesFor,
  type VendorCard,
  type VendorCategory,
} from '@platform/shared-contracts/client';

/** What a list page shows: a category's games, one vendor's games (in-house), or the hot games. */
export type ListSource =
  | { kind: 'category'; gameType: GameType }
  | { kind: 'vendor'; vassalage: string }
  | { kind: 'hot' };

/** The game list centre's routes (spec section 2). Decision 054: /inHouse lists the in-house vendor's games. */
export const LIST_SOURCES: Record<string, ListSource> = {
  '/rng': { kind: 'category', gameType: 'RNG' },
  '/live': { kind: 'category', gameType: 'LIVE' },
  '/fish': { kind: 'category', gameType: 'FISH' },
  '/pvp': { kind: 'category', gameType: 'PVP' },
  '/inHouse': { kind: 'vendor', vassalage: 'HOUSE' },
  '/hot': { kind: 'hot' },
};

export function listSourceOf(basePath: string): ListSource {
  return LIST_SOURCES[basePath] ?? { kind: 'hot' };
}

export const LIST_PAGE_SIZE = 24;

export interface ListFilters {
  /** A vendor of the category, or null for all. */
  vassalage: string | null;
  gameClassify: SubCategory | null;
  search: string;
  pageNo: number;
}

/**
 * Whether the player chose among the games (a name searched, a kind of game picked): then an empty list means none
 * matched, not that the page has no games.
 */
export function isNarrowed(filters: ListFilters): boolean {
  return filters.search.trim() !== '' || filters.gameClassify !== null;
}

/** The route params are lower-cased (spec "Game launch"); the catalogue speaks upper case. */
export function filtersFromQuery(query: Readonly<Record<string, string>>): Pick<ListFilters, 'vassalage'> {
  const vassalage = query.vassalage?.trim();
  return { vassalage: vassalage ? vassalage.toUpperCase() : null };
}

/** The address of a list page with a vendor chosen, params lower-cased. */
export function listPath(basePath: string, source: ListSource, vassalage: string | null): string {
  if (!vassalage || source.kind !== 'category') return basePath;
  const query = new URLSearchParams({
    vassalage: vassalage.toLowerCase(),
    gameType: source.gameType.toLowerCase(),
  });
  return `${basePath}?${query}`;
}

/** The vendor tabs of a category: its vendors (cockfight cards live on /cockfight), in the catalogue's order. */
export function vendorTabs(categories: readonly VendorCategory[], gameType: GameType): VendorCard[] {
  const category = categories.find((item) => item.title === gameType);
  return (category?.cards ?? []).filter((card) => !card.cockfight).sort((a, b) => a.sort - b.sort);
}

/**
 * The sub-category tabs of a category (slots): SC, VP, JP, TG, AC, and BG only where TY is supported; of those,
 * the ones the catalogue says have games. A category without `gameClassify` has no game in any sub-category (the
 * contract's word): it shows no sub-category tab rather than tabs that each answer "No game matches".
 */
export function subCategoryTabs(categories: readonly VendorCategory[], gameType: GameType): SubCategory[] {
  if (gameType !== 'RNG') return [];
  const offered = subCategoriesFor(SITE_CONFIG.supportedLanguages);
  const withGames = categories.find((item) => item.title === gameType)?.gameClassify ?? [];
  return offered.filter((code) => withGames.includes(code));
}

/** The games-list request for a category or vendor page. */
export function listRequest(source: ListSource, filters: ListFilters, language: string) {
  const vassalage = source.kind === 'vendor' ? source.vassalage : filters.vassalage;
  return {
    ...(source.kind === 'category' ? { gameType: source.gameType } : {}),
    ...(vassalage ? { vassalage } : {}),
    ...(filters.gameClassify ? { gameClassify: filters.gameClassify } : {}),
    ...(filters.search.trim() ? { gameName: filters.search.trim() } : {}),
    pageNo: String(filters.pageNo),
    pageSize: String(LIST_PAGE_SIZE),
    language,
  };
}

/** The hot list has no server paging: search and pages are applied here. */
export function hotPage(games: readonly Game[], filters: ListFilters) {
  const needle = filters.search.trim().toLowerCase();
  const matching = games.filter(
    (game) =>
      (!needle || game.gameName.toLowerCase().includes(needle)) &&
      (!filters.vassalage || game.vassalage === filters.vassalage) &&
      (!filters.gameClassify || game.gameClassify === filters.gameClassify),
  );
  const totalPages = Math.max(1, Math.ceil(matching.length / LIST_PAGE_SIZE));
  const pageNum = Math.min(filters.pageNo, totalPages);
  return {
    content: matching.slice((pageNum - 1) * LIST_PAGE_SIZE, pageNum * LIST_PAGE_SIZE),
    pageNum,
    totalPages,
    total: matching.length,
  };
}
