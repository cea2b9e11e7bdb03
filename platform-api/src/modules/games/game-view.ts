import {
  type Game,
  type GameType,
  type SubCategory,
  subCategoriesFor,
} from '@platform/shared-contracts/server';
import type { RequestContext } from '../../http/request-context';
import { playingWallet } from '../wallet/playing-wallet';
import type { GameFilter, GameRow, Names } from './games-store';
import { registeredVendorCodes } from './vendor-adapter';

export type Page<T> = { content: T[]; pageNum: number; totalPages: number; total: number };

/** A name in the language, else English, else any. */
export function nameIn(names: Names, language: string): string {
  return names[language] ?? names.EN ?? Object.values(names)[0] ?? '';
}

export function toGame(row: GameRow, language: string): Game {
  return {
    nodeId: row.node_id,
    gameCode: row.game_code,
    gameName: nameIn(row.names, language),
    iconUrl: row.icon_url,
    vassalage: row.vendor,
    gameType: row.category as GameType,
    gameClassify: row.sub_category as SubCategory | '',
    displayName: nameIn(row.vendor_names, language),
    supportPlay: row.support_play === 0 ? 0 : 1,
    isGame: row.card_kind === 'GAME' ? 'GAME' : 'VASSALAGE',
    isTop: row.is_top,
    hotRank: row.hot_rank,
    accountTypes: row.account_types as Game['accountTypes'],
    maintenance: row.maintenance,
  };
}

export function pageOf<T>(rows: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { content: rows, pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total };
}

export const slice = (pageNo: number, pageSize: number) => ({
  offset: (pageNo - 1) * pageSize,
  limit: pageSize,
});

/** The region's filter: only vendors this server can launch now are listed. */
export function regionFilter(ctx: RequestContext): GameFilter {
  return { merchantCode: ctx.merchant.merchantCode, vendors: registeredVendorCodes() };
}

/** The sub-categories the region offers (bingo only with the TY language). */
export function offeredSubCategories(ctx: RequestContext): readonly SubCategory[] {
  return subCategoriesFor(ctx.merchant.langList);
}

/** The wallet a vendor's money is in: the main wallet when the region has one wallet, else the vendor's own. */
export function walletOf(ctx: RequestContext, walletCode: string): string {
  return playingWallet(ctx.merchant, walletCode);
}
