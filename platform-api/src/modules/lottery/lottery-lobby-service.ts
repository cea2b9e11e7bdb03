import {
  ApiError,
  type CallParsedRequest,
  type CallResponse,
  formatMoney,
  type getLabbyCall,
  type LotteryCatalogueGame,
  type LotteryMenuGame,
  lotteryGamePath,
  type lotteryRecentResultsCall,
  type vnGameMenuRecentCall,
  type vnNumeroCall,
} from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { languageOf, type RequestContext, type SessionContext } from '../../http/request-context';
import { vendorGames } from '../games/catalogue-lookup';
import type { LotteryEngine } from './lottery-engine-port';
import { findLatestResults, findRecentlyBetGames } from './lottery-lobby-store';
import { issueView, openedNumeros, resultView } from './lottery-service';
import { findCurrentIssues, findRegionGames } from './lottery-store';
import { LOTTERY_VENDORS } from './lottery-vendor-adapter';

/** The vendor whose games make the VN lottery area (lottoArea VN). */
const VN_VENDOR = 'TCG_LOTTO_VN';
/** Where the lottery's back button goes when the client names no page. */
const DEFAULT_BACK_URL = '/';

const vendorsOfArea = (area: 'VN' | undefined): readonly string[] => (area ? [VN_VENDOR] : LOTTERY_VENDORS);

/**
 * The lottery games of the request's region: catalogue games of lottery vendors that the region runs and the engine
 * knows, in catalogue order, each with the page its vendor opens it on.
 */
async function lotteryGames(
  deps: Deps,
  engine: LotteryEngine,
  ctx: RequestContext,
  vendors: readonly string[],
  language?: string,
): Promise<LotteryCatalogueGame[]> {
  const known = new Set(engine.games().map((g) => g.code));
  const [games, running] = await Promise.all([
    vendorGames(deps, ctx, vendors, languageOf(ctx, language)),
    findRegionGames(deps.db, ctx.merchant.merchantCode),
  ]);
  const runs = new Set(running.map((g) => g.gameCode));
  return games
    .filter((game) => runs.has(game.gameCode) && known.has(game.gameCode))
    .map((game) => ({ ...game, page: lotteryGamePath(game.vassalage) ?? '/lottery' }));
}

/** The lottery game list (with a prize mode): the region's lottery games. */
export function lotteryGameList(
  deps: Deps,
  engine: LotteryEngine,
  ctx: RequestContext,
  input: { language?: string },
): Promise<LotteryCatalogueGame[]> {
  return lotteryGames(deps, engine, ctx, LOTTERY_VENDORS, input.language);
}

/** A menu: the vendors' games with their stake limits and the issue taking bets now. */
async function menuOf(
  deps: Deps,
  engine: LotteryEngine,
  ctx: RequestContext,
  vendors: readonly string[],
  language?: string,
): Promise<LotteryMenuGame[]> {
  const merchantCode = ctx.merchant.merchantCode;
  const closeBefore = new Map(engine.games().map((g) => [g.code, g.closeBeforeSeconds]));
  const [games, settings, current] = await Promise.all([
    lotteryGames(deps, engine, ctx, vendors, language),
    findRegionGames(deps.db, merchantCode),
    findCurrentIssues(deps.db, merchantCode, deps.now()),
  ]);
  const settingOf = new Map(settings.map((s) => [s.gameCode, s]));
  const currentOf = new Map(current.map((i) => [i.gameCode, i]));
  return games.flatMap((game) => {
    const setting = settingOf.get(game.gameCode);
    if (!setting) return [];
    const open = currentOf.get(game.gameCode);
    return [
      {
        ...game,
        closeSeconds: setting.closeSeconds ?? closeBefore.get(game.gameCode) ?? 0,
        minStake: formatMoney(setting.minStake),
        maxStake: formatMoney(setting.maxStake),
        current: open ? issueView(open) : null,
      },
    ];
  });
}

/** The VN lottery's menu (vnGameMenu). */
export async function vnGameMenu(
  deps: Deps,
  engine: LotteryEngine,
  ctx: RequestContext,
  input: { language?: string },
) {
  const games = await menuOf(deps, engine, ctx, [VN_VENDOR], input.language);
  return { serverTime: deps.now().toISOString(), games };
}

/** The VN games the member bet on lately, the latest first (vnGameMenuRecent). */
export async function vnGameMenuRecent(
  deps: Deps,
  engine: LotteryEngine,
  ctx: SessionContext,
  input: CallParsedRequest<typeof vnGameMenuRecentCall>,
): Promise<CallResponse<typeof vnGameMenuRecentCall>> {
  const menu = await menuOf(deps, engine, ctx, [VN_VENDOR], input.language);
  const recent = await findRecentlyBetGames(
    deps.db,
    ctx.merchant.merchantCode,
    ctx.session.memberId,
    menu.map((g) => g.gameCode),
    input.limit,
  );
  const byCode = new Map(menu.map((g) => [g.gameCode, g]));
  return recent.flatMap(({ gameCode, lastBetAt }) => {
    const game = byCode.get(gameCode);
    return game ? [{ ...game, lastBetAt: lastBetAt.toISOString() }] : [];
  });
}

/** A VN game's results (vnNumero); a game outside the VN area is NOT_FOUND. */
export async function vnNumero(
  deps: Deps,
  engine: LotteryEngine,
  ctx: RequestContext,
  input: CallParsedRequest<typeof vnNumeroCall>,
): Promise<CallResponse<typeof vnNumeroCall>> {
  const games = await lotteryGames(deps, engine, ctx, [VN_VENDOR]);
  if (!games.some((g) => g.gameCode === input.gameCode)) throw new ApiError('NOT_FOUND');
  return openedNumeros(deps, ctx, input);
}

/**
 * getLabby: the page that opens the lottery lobby of the area, or a game's betting screen on its vendor's page. A
 * game the region does not run is NOT_FOUND.
 */
export async function getLabby(
  deps: Deps,
  engine: LotteryEngine,
  ctx: SessionContext,
  input: CallParsedRequest<typeof getLabbyCall>,
): Promise<CallResponse<typeof getLabbyCall>> {
  let page: string = lotteryGamePath(VN_VENDOR) ?? '/lottery';
  if (input.gameCode !== undefined) {
    const games = await lotteryGames(deps, engine, ctx, LOTTERY_VENDORS);
    const game = games.find((g) => g.gameCode === input.gameCode);
    if (!game) throw new ApiError('NOT_FOUND');
    page = game.page;
  }
  const betting = input.view === 'betting' && input.gameCode !== undefined;
  return {
    url: betting ? `${page}?${new URLSearchParams({ gameCode: input.gameCode ?? '' })}` : page,
    page,
    view: input.view,
    gameCode: input.gameCode ?? null,
    prizeMode: input.prizeMode,
    backUrl: input.backUrl ?? DEFAULT_BACK_URL,
  };
}

/** Each lottery game's latest result, the latest drawn first (of the VN area only when asked). */
export async function recentResults(
  deps: Deps,
  engine: LotteryEngine,
  ctx: RequestContext,
  input: CallParsedRequest<typeof lotteryRecentResultsCall>,
): Promise<CallResponse<typeof lotteryRecentResultsCall>> {
  const games = await lotteryGames(deps, engine, ctx, vendorsOfArea(input.lottoArea), input.language);
  const byCode = new Map(games.map((g) => [g.gameCode, g]));
  const latest = await findLatestResults(deps.db, ctx.merchant.merchantCode, [...byCode.keys()]);
  return latest
    .sort((a, b) => b.drawAt.getTime() - a.drawAt.getTime() || a.gameCode.localeCompare(b.gameCode))
    .flatMap((issue) => {
      const game = byCode.get(issue.gameCode);
      if (!game) return [];
      return [{ ...resultView(issue), gameName: game.gameName, vassalage: game.vassalage, page: game.page }];
    });
}
