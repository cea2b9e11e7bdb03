import { ApiError, type Game, type GameType, type RecentGame } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { languageOf, type SessionContext } from '../../http/request-context';
import { type Page, pageOf, regionFilter, slice, toGame } from './game-view';
import {
  deleteFavourite,
  findFavouriteIds,
  findFavouritePage,
  findGame,
  findRecentPage,
  type GameRow,
  insertFavourite,
  RECENT_KEEP,
  touchRecent,
} from './games-store';

/** Favourites and recent games: what a member did with the catalogue. */

export function favouriteIds(deps: Deps, ctx: SessionContext): Promise<number[]> {
  return findFavouriteIds(deps.db, ctx.session.memberId);
}

export async function favouriteList(
  deps: Deps,
  ctx: SessionContext,
  input: { pageNo: number; pageSize: number; gameType?: GameType; vendor?: string; language?: string },
): Promise<Page<Game>> {
  const language = languageOf(ctx, input.language);
  const { rows, total } = await findFavouritePage(
    deps.db,
    ctx.session.memberId,
    { ...regionFilter(ctx), gameType: input.gameType, vendor: input.vendor },
    slice(input.pageNo, input.pageSize),
  );
  return pageOf(
    rows.map((row) => toGame(row, language)),
    total,
    input.pageNo,
    input.pageSize,
  );
}

/** Adds a listed game of the region to the favourites; adding it again changes nothing. */
export async function addFavourite(
  deps: Deps,
  ctx: SessionContext,
  input: { nodeId: number; vendor: string; gameType: GameType },
): Promise<number[]> {
  const game = await findGame(deps.db, {
    ...regionFilter(ctx),
    nodeId: input.nodeId,
    vendor: input.vendor,
    gameType: input.gameType,
  });
  if (!game) throw new ApiError('NOT_FOUND');
  await insertFavourite(deps.db, ctx.session.memberId, game.node_id, deps.now());
  return findFavouriteIds(deps.db, ctx.session.memberId);
}

/** Removes a favourite; one that is not there is fine. */
export async function removeFavourite(
  deps: Deps,
  ctx: SessionContext,
  input: { nodeId: number },
): Promise<number[]> {
  await deleteFavourite(deps.db, ctx.session.memberId, input.nodeId);
  return findFavouriteIds(deps.db, ctx.session.memberId);
}

function toRecent(row: GameRow & { played_at: Date }, language: string): RecentGame {
  return { ...toGame(row, language), lastPlayedAt: new Date(row.played_at).toISOString() };
}

/** GCS_recentGame: records a listed game as just played (when named) and answers the recent games. */
export async function recentGames(
  deps: Deps,
  ctx: SessionContext,
  input: { nodeId?: number; language?: string },
): Promise<RecentGame[]> {
  if (input.nodeId !== undefined) {
    const game = await findGame(deps.db, { ...regionFilter(ctx), nodeId: input.nodeId });
    if (!game) throw new ApiError('NOT_FOUND');
    await touchRecent(deps.db, ctx.session.memberId, game.node_id, deps.now());
  }
  const language = languageOf(ctx, input.language);
  const { rows } = await findRecentPage(deps.db, ctx.session.memberId, regionFilter(ctx), {
    offset: 0,
    limit: RECENT_KEEP,
  });
  return rows.map((row) => toRecent(row, language));
}

export async function recentGameList(
  deps: Deps,
  ctx: SessionContext,
  input: { pageNo: number; pageSize: number; language?: string },
): Promise<Page<RecentGame>> {
  const language = languageOf(ctx, input.language);
  const { rows, total } = await findRecentPage(
    deps.db,
    ctx.session.memberId,
    regionFilter(ctx),
    slice(input.pageNo, input.pageSize),
  );
  return pageOf(
    rows.map((row) => toRecent(row, language)),
    total,
    input.pageNo,
    input.pageSize,
  );
}
