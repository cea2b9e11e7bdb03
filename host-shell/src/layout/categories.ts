import {
  type GameCategory,
  HEADER_CATEGORIES,
  lotteryNavigationPath,
  type MemberCentrePage,
  NAVIGATION_ENTRIES,
  type NavigationEntry,
} from '@platform/shared-contracts/client';
import type { LayoutVendor } from './layout-store';

/** A header category: the fixed ones plus COCKFIGHT, which is split out of SPORTS at run time. */
export type ShellCategory = (typeof HEADER_CATEGORIES)[number] | 'COCKFIGHT';

/** Categories shown whatever the vendors: they are not game categories. */
const ALWAYS_SHOWN: ReadonlySet<ShellCategory> = new Set(['HOME', 'PROMO', 'DOWN']);

/** The category a vendor's cards are listed under: cockfight cards of a sports vendor move to COCKFIGHT. */
export function categoryOfVendor(vendor: LayoutVendor): GameCategory {
  return vendor.category === 'SPORTS' && vendor.cockfight ? 'COCKFIGHT' : vendor.category;
}

export function vendorsIn(vendors: readonly LayoutVendor[], category: string): LayoutVendor[] {
  return vendors.filter((vendor) => categoryOfVendor(vendor) === category);
}

/**
 * The header's categories (spec section 2): HEADER_CATEGORIES in order, a game category only when it has
 * vendors, COCKFIGHT right after SPORTS when cockfight cards exist, and SPORTS dropped once it is empty; none whose
 * page is not open in the region.
 */
export function headerCategories(
  vendors: readonly LayoutVendor[],
  pageIsOpen: (link: string) => boolean,
): ShellCategory[] {
  const shown: ShellCategory[] = [];
  for (const category of HEADER_CATEGORIES) {
    if (ALWAYS_SHOWN.has(category) || vendorsIn(vendors, category).length > 0) shown.push(category);
    if (category === 'SPORTS' && vendorsIn(vendors, 'COCKFIGHT').length > 0) shown.push('COCKFIGHT');
  }
  return shown.filter((category) => pageIsOpen(categoryPath(category, vendors)));
}

/** Where a header category goes. LOTT follows its first vendor (spec section 2, Navigation entries). */
export function categoryPath(category: ShellCategory, vendors: readonly LayoutVendor[]): string {
  switch (category) {
    case 'HOME':
      return '/';
    case 'PROMO':
      return '/promotions';
    case 'DOWN':
      return '/down';
    case 'LOTT':
      return lotteryNavigationPath(vendorsIn(vendors, 'LOTT')[0]?.vassalage);
    default:
      return `/${category.toLowerCase()}`;
  }
}

export type NavigationItem =
  | { kind: 'link'; entry: NavigationEntry; to: string }
  | { kind: 'referral'; entry: NavigationEntry };

/**
 * The side menu's entries: NAVIGATION_ENTRIES in order, those that need vendors only when their category has
 * some, a link only when its page is open in the region. Decision: cockfight "launches the first vendor directly" in
 * the spec; the shell opens /cockfight, whose game centre (lobby remote) launches it, because game launch rules live
 * in the lobby.
 */
export function navigationItems(
  vendors: readonly LayoutVendor[],
  pageIsOpen: (link: string) => boolean,
  memberCentreHas: (page: MemberCentrePage) => boolean,
): NavigationItem[] {
  const items: NavigationItem[] = [];
  for (const entry of NAVIGATION_ENTRIES as readonly NavigationEntry[]) {
    if (entry.requiresVendors && vendorsIn(vendors, entry.category).length === 0) continue;
    switch (entry.action) {
      case 'openReferralPopup':
        // The popup is the member centre's referral page: no entry until it draws one (decision 188).
        if (memberCentreHas('referral')) items.push({ kind: 'referral', entry });
        break;
      case 'lotteryByFirstVendor':
        items.push({
          kind: 'link',
          entry,
          to: lotteryNavigationPath(vendorsIn(vendors, 'LOTT')[0]?.vassalage),
        });
        break;
      default:
        items.push({ kind: 'link', entry, to: entry.path ?? '/' });
    }
  }
  return items.filter((item) => item.kind !== 'link' || pageIsOpen(item.to));
}
