import type { GameCategory, WalletBalance } from '@platform/shared-contracts/client';
import { atom } from 'jotai';
import { local } from '../platform/storage-keys';

/** Where the layout keeps its own choices in the browser (see the report: these could join STORAGE). */
export const LAYOUT_STORAGE = {
  balanceHidden: 'balanceHidden',
  rightBarCollapsed: 'rightBarCollapsed',
} as const;

/** A game vendor as the shell's navigation needs it. */
export interface LayoutVendor {
  /** Vendor code, e.g. 'TCG_LOTTO_VN'. */
  vassalage: string;
  /** The category its cards belong to (the vendor's gameType). */
  category: GameCategory;
  name: string;
  logoUrl?: string | null;
  /** A SPORTS vendor whose cards are cockfight games: it is listed under COCKFIGHT (spec section 2). */
  cockfight?: boolean;
}

/** The region's game vendors (filled by useGameVendors): they decide the header, side menu and footer logos. */
export const vendorsAtom = atom<readonly LayoutVendor[]>([]);

/**
 * The member's wallet as walletBalanceCall answered it (money as decimal text), filled by useWalletBalance; null
 * while logged out or not read yet, and then the header shows '—'. Never put a made-up amount here.
 */
export const walletBalanceAtom = atom<WalletBalance | null>(null);

/** A boolean kept in localStorage ('1' / '0'); read from storage until first written. */
function persistedFlagAtom(key: string) {
  const written = atom<boolean | null>(null);
  return atom(
    (get) => get(written) ?? local.get(key) === '1',
    (_get, set, next: boolean) => {
      set(written, next);
      local.set(key, next ? '1' : '0');
    },
  );
}

/** The player's show/hide balance choice, kept across visits. */
export const balanceHiddenAtom = persistedFlagAtom(LAYOUT_STORAGE.balanceHidden);

/** The right side bar folded away (desktop), kept across visits. */
export const rightBarCollapsedAtom = persistedFlagAtom(LAYOUT_STORAGE.rightBarCollapsed);

/** The mobile side menu drawer. */
export const sideMenuOpenAtom = atom(false);

/** An open region modal: which region is preselected and why it opened. */
export interface RegionRequest {
  merchantCode: string;
  reason: 'picked' | 'suggested';
}
export const regionRequestAtom = atom<RegionRequest | null>(null);
