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
import { languageOf, type RequestContext, type SessionContext } from '../../http/request-context';
import {
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

/** The region's vendors the server can launch, in display order, and how many games each lists per category. */
export async function launchableVendors(deps: Deps, merchantCode: string) {
  const launchable = registeredVendorCodes();
  const [vendors, stats] = await Promise.all([
    findVendors(deps.db, merchantCode, launchable),
    findVendorGameStats(deps.db, merchantCode, launchable),
  ]);
  return { vendors, stats };
}

/**
 * Each vendor under its own category, and also under any other category some of its games name (decision 112: the
 * studio's baccarat lists under PVP), with the games and sub-categories it has there.
 */
async function vendorsWithStats(deps: Deps, ctx: RequestContext) {
  const { vendors, stats } = await launchableVendors(deps, ctx.merchant.merchantCode);
  return vendors.flatMap((vendor) => {
    const own = stats.filter((s) => s.vendor === vendor.vendor);
    const categories = [vendor.category, ...own.map((s) => s.category).filter((c) => c !== vendor.category)];
    return categories.map((category) => {
      const there = own.find((s) => s.category === category);
      return {
        vendor,
        category: category as GameType,
        games: there?.games ?? 0,
        subCategories: there?.sub_categories ?? [],
      };
    });
  });
}

/** Categories in the order their first vendor appears; each with its vendors and the sub-categories offered. */
function byCategory<T>(
  ctx: RequestContext,
  vendors: { vendor: VendorRow; category: GameType; subCategories: string[] }[],
  item: (vendor: VendorRow, category: GameType) => T,
) {
  const categories = new Map<GameType, { items: T[]; subCategories: Set<string> }>();
  for (const { vendor, category, subCategories } of vendors) {
    const entry = categories.get(category) ?? { items: [], subCategories: new Set<string>() };
    entry.items.push(item(vendor, category));
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
  return byCategory(ctx, vendors, (vendor, category) => ({
    vassalage: vendor.vendor,
    gameType: category,
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
  const count = new Map(vendors.map((v) => [`${v.vendor.vendor}/${v.category}`, v.games]));
  return byCategory(ctx, vendors, (vendor, category) => ({
    vassalage: vendor.vendor,
    name: nameIn(vendor.names, language),
    logoUrl: vendor.logo_url,
    gameCount: count.get(`${vendor.vendor}/${category}`) ?? 0,
  })).map(({ category, items, subCategories }) => ({
    gameType: category,
    vendors: items,
    gameClassify: subCategories,
  }));
}

/** The vendors the member may play, with their categories and wallets (getVassGameType). */
export async function vassGameTypes(deps: Deps, ctx: SessionContext) {
  const language = languageOf(ctx);
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
