import { MAIN_WALLET, parseMoney } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import { LOTTERY_VENDORS } from '../lottery/lottery-vendor-adapter';
import type { Provisioning, RegionProvisioning } from './provisioning-schema';

/**
 * The game catalogue's rules across a region's lists, which the field schema cannot see: each vendor once, each
 * game once and of a vendor the region lists, a vendor's wallet among the region's wallets when it has one per
 * vendor and each of those wallets played from by a vendor, only vendors the server can really launch, and a lottery
 * vendor's games among the lottery games the region runs (else its card would open a lottery page with nothing to bet
 * on). Answers one line per problem, with the path.
 */
export function catalogueProblems(
  provisioning: Provisioning,
  launchable: (vendor: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const [b, brand] of provisioning.brands.entries()) {
    for (const [r, region] of brand.regions.entries()) {
      const at = `brands.${b}.regions.${r}`;
      const vendors = new Set<string>();
      const wallets = new Set(region.walletVendors.map((w) => w.vendor));
      for (const [i, vendor] of region.gameVendors.entries()) {
        if (vendors.has(vendor.vendor))
          problems.push(`${at}.gameVendors.${i}.vendor: ${vendor.vendor} is named twice`);
        vendors.add(vendor.vendor);
        if (!launchable(vendor.vendor))
          problems.push(
            `${at}.gameVendors.${i}.vendor: no vendor adapter is registered for ${vendor.vendor}; only vendors the server can really launch are listed`,
          );
        if (!region.walletSingle && vendor.walletCode !== MAIN_WALLET && !wallets.has(vendor.walletCode))
          problems.push(
            `${at}.gameVendors.${i}.walletCode: ${vendor.walletCode} is not MAIN nor one of the region's walletVendors`,
          );
      }
      problems.push(...walletProblems(region, at));
      const games = new Set<string>();
      const lotteryGames = new Set(region.lotteryGames.filter((g) => g.enabled).map((g) => g.gameCode));
      const isLotteryVendor = (vendor: string) => (LOTTERY_VENDORS as readonly string[]).includes(vendor);
      for (const [i, game] of region.games.entries()) {
        if (isLotteryVendor(game.vendor) && !lotteryGames.has(game.gameCode))
          problems.push(
            `${at}.games.${i}.gameCode: ${game.gameCode} is not one of the region's lotteryGames`,
          );
        const key = `${game.vendor}/${game.gameCode}`;
        if (games.has(key)) problems.push(`${at}.games.${i}.gameCode: ${key} is named twice`);
        games.add(key);
        if (!vendors.has(game.vendor))
          problems.push(`${at}.games.${i}.vendor: ${game.vendor} is not one of the region's gameVendors`);
      }
    }
  }
  return problems;
}

/**
 * A vendor wallet is one a member can transfer into (decision 190): the region keeps a wallet per vendor and one of its
 * game vendors plays from it. Any other would only hold the member's money away from every game.
 */
function walletProblems(region: RegionProvisioning, at: string): string[] {
  const playedFrom = new Set(region.gameVendors.map((v) => v.walletCode));
  return region.walletVendors.flatMap(({ vendor }, i) => {
    if (region.walletSingle)
      return [
        `${at}.walletVendors.${i}.vendor: ${vendor} is listed, but the region has one wallet for everything`,
      ];
    if (!playedFrom.has(vendor))
      return [`${at}.walletVendors.${i}.vendor: no game vendor of the region plays from ${vendor}`];
    return [];
  });
}

/** The region's catalogue without the vendors (and their games) that cannot be launched. */
export function launchableOnly(
  region: RegionProvisioning,
  launchable: (vendor: string) => boolean,
): RegionProvisioning {
  return {
    ...region,
    gameVendors: region.gameVendors.filter((v) => launchable(v.vendor)),
    games: region.games.filter((g) => launchable(g.vendor)),
  };
}

/**
 * Writes a region's vendors and games. Favourites and recent games refer to games, so nothing is deleted: what the
 * file no longer names is disabled, and a game keeps its node id for good. Maintenance is the operators' unless the
 * file names it.
 */
export async function upsertCatalogue(tx: Queryable, region: RegionProvisioning) {
  const code = region.merchantCode;
  for (const [sort, v] of region.gameVendors.entries())
    await tx.query(
      `insert into game_vendors (merchant_code, vendor, category, wallet_code, names, logo_url, card_kind, cockfight,
         maintenance, sort, enabled) values ($1, $2, $3, $4, $5::text::jsonb, $6, $7, $8, coalesce($9::boolean, false), $10, $11)
       on conflict (merchant_code, vendor) do update set category = excluded.category,
         wallet_code = excluded.wallet_code, names = excluded.names, logo_url = excluded.logo_url,
         card_kind = excluded.card_kind, cockfight = excluded.cockfight,
         maintenance = coalesce($9::boolean, game_vendors.maintenance), sort = excluded.sort, enabled = excluded.enabled`,
      [
        code,
        v.vendor,
        v.category,
        v.walletCode,
        JSON.stringify(v.names),
        v.logoUrl,
        v.cardKind,
        v.cockfight,
        v.maintenance ?? null,
        sort,
        v.enabled,
      ],
    );
  await tx.query(
    'update game_vendors set enabled = false where merchant_code = $1 and not (vendor = any($2))',
    [code, region.gameVendors.map((v) => v.vendor)],
  );
  const categoryOf = new Map(region.gameVendors.map((v) => [v.vendor, v.category]));
  for (const [sort, g] of region.games.entries())
    await tx.query(
      `insert into games (merchant_code, vendor, game_code, names, icon_url, category, sub_category, is_top, hot_rank,
         support_play, account_types, min_bet, line_num, enabled, sort)
       values ($1, $2, $3, $4::text::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       on conflict (merchant_code, vendor, game_code) do update set names = excluded.names,
         icon_url = excluded.icon_url, category = excluded.category, sub_category = excluded.sub_category,
         is_top = excluded.is_top, hot_rank = excluded.hot_rank, support_play = excluded.support_play,
         account_types = excluded.account_types, min_bet = excluded.min_bet, line_num = excluded.line_num,
         enabled = excluded.enabled, sort = excluded.sort`,
      [
        code,
        g.vendor,
        g.gameCode,
        JSON.stringify(g.names),
        g.iconUrl,
        g.category ?? categoryOf.get(g.vendor),
        g.subCategory ?? '',
        g.isTop,
        g.hotRank ?? null,
        g.demo ? 0 : 1,
        g.accountTypes,
        g.minBet === undefined ? null : parseMoney(g.minBet).toString(),
        g.lines ?? null,
        g.enabled,
        sort,
      ],
    );
  await tx.query(
    `update games set enabled = false where merchant_code = $1 and not ((vendor || '/' || game_code) = any($2))`,
    [code, region.games.map((g) => `${g.vendor}/${g.gameCode}`)],
  );
}
