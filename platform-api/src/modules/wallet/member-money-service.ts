import { MAIN_WALLET } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import { findMemberLedgerPage } from './member-ledger-store';
import { findFundedVendorWallets, findMemberAccounts } from './wallet-store';

// A member's money as support reads it (decision 088): read only, never creating an account.

/** The main wallet first (zero when never used), then each vendor wallet the member has, by vendor. */
export async function memberWalletBalances(
  db: Queryable,
  memberId: number,
  currency: string,
): Promise<{ wallet: string; balance: bigint }[]> {
  const accounts = await findMemberAccounts(db, memberId, currency);
  const main = accounts.find((a) => a.kind === 'MEMBER_MAIN')?.balance ?? 0n;
  const vendors = accounts
    .filter((a) => a.kind === 'MEMBER_VENDOR' && a.vendor)
    .map((a) => ({ wallet: a.vendor as string, balance: a.balance }))
    .sort((a, b) => a.wallet.localeCompare(b.wallet));
  return [{ wallet: MAIN_WALLET, balance: main }, ...vendors];
}

export interface MemberLedgerEntry {
  at: Date;
  kind: string;
  wallet: string;
  /** Signed: positive credits the member. */
  amount: bigint;
  balanceAfter: bigint;
  reference: string | null;
}

/** A page of the member's ledger entries, newest first, with the wallet's balance after each. */
export async function memberLedgerEntries(
  db: Queryable,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<{ entries: MemberLedgerEntry[]; total: number }> {
  const { rows, total } = await findMemberLedgerPage(db, memberId, page.limit, page.offset);
  return {
    entries: rows.map((row) => ({
      at: new Date(row.at),
      kind: row.kind,
      wallet: row.account_kind === 'MEMBER_MAIN' ? MAIN_WALLET : (row.vendor ?? MAIN_WALLET),
      amount: BigInt(row.amount),
      balanceAfter: BigInt(row.balance_after),
      reference: row.reference,
    })),
    total,
  };
}

/** The vendor wallets of a region's members that still hold money (members and total by vendor and currency). */
export function vendorWalletsHoldingMoney(db: Queryable, merchantCode: string) {
  return findFundedVendorWallets(db, merchantCode);
}
