import { LOTTERY_WALLET, MAIN_WALLET } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { MerchantState } from '../system/merchant-state';
import { ensureAccount, type LedgerAccount } from './ledger-service';

// Which wallet a vendor's games play from (decisions 057, 080): one rule for catalogue vendors and the lottery.

type WalletSetting = Pick<MerchantState, 'walletSingle' | 'walletVendors'>;

/** The main wallet where the region has one wallet; else the vendor's wallet code (MAIN for a vendor that plays from it). */
export function playingWallet(region: WalletSetting, walletCode: string): string {
  return region.walletSingle ? MAIN_WALLET : walletCode;
}

/**
 * The lottery's wallet: its vendor wallet where the region keeps a wallet per vendor and offers the lottery's (so the
 * member can transfer into it), else the main wallet, as an in-house vendor without a wallet of its own (057).
 */
export function lotteryWallet(region: WalletSetting): typeof MAIN_WALLET | typeof LOTTERY_WALLET {
  const offered = region.walletVendors.some((w) => w.vendor === LOTTERY_WALLET);
  return playingWallet(region, offered ? LOTTERY_WALLET : MAIN_WALLET) === LOTTERY_WALLET
    ? LOTTERY_WALLET
    : MAIN_WALLET;
}

/** The member's account of a wallet (MAIN or a vendor's), created on first use. */
export function walletAccountOf(
  tx: Queryable,
  member: { merchantCode: string; memberId: number; currency: string },
  wallet: string,
): Promise<LedgerAccount> {
  return ensureAccount(tx, {
    ...member,
    ...(wallet === MAIN_WALLET
      ? { kind: 'MEMBER_MAIN' as const }
      : { kind: 'MEMBER_VENDOR' as const, vendor: wallet }),
  });
}
