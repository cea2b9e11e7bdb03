import {
  ApiError,
  type CallParsedRequest,
  type CallResponse,
  type Game,
  type GameMenu,
  type GameType,
  type gamesListCall,
  type gcsGameListCall,
  parseMoney,
  type VendorCategory,
} from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { RequestContext, SessionContext } from '../../http/request-context';
import {
  languageOf,
  nameIn,
  offeredSubCategories,
  type Page,
  pageOf,
  regionFilter,
  slice,
  toGame,
  walletOf,
} from './game-view';
import {
  findFavouriteIds,
  findGamePage,
  findImageOrigins,
  findRankedGames,
  findVendorGameStats,
  findVendors,
  type GameFilter,
  type VendorRow,
} from './games-store';
import { registeredVendorCodes } from './vendor-adapter';

/** The hot list's length. */
const HOT_LIMIT = 50;

type ListRequest = CallParsedRequest<typeof gamesListCall>;
/** The filters of both game lists; the stake and lines filters are the public list's only. */
type ListFilters = Pick<ListRequest, 'gameType' | 'vassalage' | 'gameClassify' | 'gameName'> &
  Partial<Pick<ListRequest, 'minBet' | 'minLineNum'>>;

function listFilter(ctx: RequestContext, input: ListFilters): GameFilter {
  return {
    ...regionFilter(ctx),
    gameType: input.gameType,
    vendor: input.vassalage,
    subCategory: input.gameClassify,
    search: input.gameName || undefined,
    maxMinBet: input.minBet === undefined ? undefined : parseMoney(input.minBet),
    minLines: input.minLineNum,
  };
}

/** A merchant code the request names must be its own region: a region answers only for itself. */
function ownRegion(ctx: RequestContext, merchantCode: string | undefined) {
  if (merchantCode !== undefined && merchantCode !== ctx.merchant.merchantCode.toUpperCase())
    throw new ApiError('NOT_FOUND');
}

export async function listGames(
  deps: Deps,
  ctx: RequestContext,
  input: CallParsedRequest<typeof gamesListCall>,
): Promise<Page<Game>> {
  ownRegion(ctx, input.merchant);
  const language = languageOf(ctx, input.language);
  const { rows, total } = await findGamePage(
    deps.db,
    listFilter(ctx, input),
    slice(input.pageNo, input.pageSize),
  );
  return pageOf(
    rows.map((row) => toGame(row, language)),
    total,
    input.pageNo,
    input.pageSize,
  );
}

export async function listMemberGames(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof gcsGameListCall>,
): Promise<CallResponse<typeof gcsGameListCall>> {
  const language = languageOf(ctx, input.language);
  const [{ rows, total }, favourites] = await Promise.all([
    findGamePage(deps.db, listFilter(ctx, input), slice(input.pageNo, input.pageSize)),
    findFavouriteIds(deps.db, ctx.session.memberId),
  ]);
  const favourite = new Set(favourites);
  return pageOf(
    rows.map((row) => ({ ...toGame(row, language), favourite: favourite.has(row.node_id) })),
    total,
    input.pageNo,
    input.pageSize,
  );
}

/** The hot games: ranked ones only, hottest first. */
export async function hotGames(
  deps: Deps,
  ctx: RequestContext,
  input: { merchantCode?: string; language?: string },
): Promise<Game[]> {
  ownRegion(ctx, input.merchantCode);
  const language = languageOf(ctx, input.language);
  const rows = await findRankedGames(deps.db, { ...regionFilter(ctx), hotOnly: true }, HOT_LIMIT);
  return rows.map((row) => toGame(row, language));
}

/** The top (isTop) games, hottest first. */
export async function popularGames(
  deps: Deps,
  ctx: RequestContext,
  input: { gameType?: GameType; limit: number; language?: string },
): Promise<Game[]> {
  const language = languageOf(ctx, input.language);
  const rows = await findRankedGames(
    deps.db,
    { ...regionFilter(ctx), topOnly: true, gameType: input.gameType },
    input.limit,
  );
  return rows.map((row) => toGame(row, language));
}

async function vendorsWithStats(deps: Deps, ctx: RequestContext) {
  const launchable = registeredVendorCodes();
  const [vendors, stats] = await Promise.all([
    findVendors(deps.db, ctx.merchant.merchantCode, launchable),
    findVendorGameStats(deps.db, ctx.merchant.merchantCode, launchable),
  ]);
  const statsOf = new Map(stats.map((s) => [s.vendor, s]));
  return vendors.map((vendor) => ({
    vendor,
    games: statsOf.get(vendor.vendor)?.games ?? 0,
    subCategories: statsOf.get(vendor.vendor)?.sub_categories ?? [],
  }));
}

/** Categories in the order their first vendor appears; each with its vendors and the sub-categories offered. */
function byCategory<T>(
  ctx: RequestContext,
  vendors: { vendor: VendorRow; subCategories: string[] }[],
  item: (vendor: VendorRow) => T,
) {
  const categories = new Map<GameType, { items: T[]; subCategories: Set<string> }>();
  for (const { vendor, subCategories } of vendors) {
    const category = vendor.category as GameType;
    const entry = categories.get(category) ?? { items: [], subCategories: new Set<string>() };
    entry.items.push(item(vendor));
    for (const sub of subCategories) entry.subCategories.add(sub);
    categories.set(category, entry);
  }
  const offered = offeredSubCategories(ctx);
  return [...categories].map(([category, { items, subCategories }]) => ({
    category,
    items,
    subCategories: offered.filter((sub) => subCategories.has(sub)),
  }));
}

/** The region's vendor categories with their cards (gameVendor): what the header, side menu and footer show. */
export async function gameVendors(
  deps: Deps,
  ctx: RequestContext,
  input: { language?: string },
): Promise<VendorCategory[]> {
  const language = languageOf(ctx, input.language);
  const vendors = await vendorsWithStats(deps, ctx);
  return byCategory(ctx, vendors, (vendor) => ({
    vassalage: vendor.vendor,
    gameType: vendor.category as GameType,
    name: nameIn(vendor.names, language),
    logoUrl: vendor.logo_url,
    maintenance: vendor.maintenance,
    walletCode: vendor.wallet_code,
    isGame: vendor.card_kind === 'GAME' ? ('GAME' as const) : ('VASSALAGE' as const),
    cockfight: vendor.cockfight,
    sort: vendor.sort,
  })).map(({ category, items, subCategories }) => ({
    title: category,
    ...(subCategories.length > 0 ? { gameClassify: subCategories } : {}),
    cards: items,
  }));
}

export async function gameMenus(
  deps: Deps,
  ctx: RequestContext,
  input: { language?: string },
): Promise<GameMenu[]> {
  const language = languageOf(ctx, input.language);
  const vendors = await vendorsWithStats(deps, ctx);
  const count = new Map(vendors.map((v) => [v.vendor.vendor, v.games]));
  return byCategory(ctx, vendors, (vendor) => ({
    vassalage: vendor.vendor,
    name: nameIn(vendor.names, language),
    logoUrl: vendor.logo_url,
    gameCount: count.get(vendor.vendor) ?? 0,
  })).map(({ category, items, subCategories }) => ({
    gameType: category,
    vendors: items,
    gameClassify: subCategories,
  }));
}

/** The vendors the member may play, with their categories and wallets (getVassGameType). */
export async function vassGameTypes(deps: Deps, ctx: SessionContext) {
  const language = languageOf(ctx, undefined);
  const vendors = await findVendors(deps.db, ctx.merchant.merchantCode, registeredVendorCodes());
  return vendors.map((vendor) => ({
    vassalage: vendor.vendor,
    gameType: vendor.category as GameType,
    name: nameIn(vendor.names, language),
    walletCode: walletOf(ctx, vendor.wallet_code),
  }));
}

/**
 * The rooms of a live vendor (GLS2_roomList). Decision: no vendor the server runs has rooms yet (HOUSE games are
 * single-player), so a listed vendor answers an empty list and any other is NOT_FOUND.
 */
export async function roomList(deps: Deps, ctx: SessionContext, input: { vendor: string }) {
  const vendors = await findVendors(deps.db, ctx.merchant.merchantCode, registeredVendorCodes());
  if (!vendors.some((v) => v.vendor === input.vendor)) throw new ApiError('NOT_FOUND');
  return [];
}

/** The origins of the catalogue's https images, which the page's Content-Security-Policy must allow. */
export function catalogueImageOrigins(deps: Deps): Promise<string[]> {
  return findImageOrigins(deps.db);
}
