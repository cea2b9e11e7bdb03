import type { GameType } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { nameIn } from './game-view';
import { findCatalogueGame, findVendorCategory } from './games-store';

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
