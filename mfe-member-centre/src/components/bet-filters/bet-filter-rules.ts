import {
  addDays,
  BET_CATEGORIES,
  type BetCategory,
  dayInZone,
  type VendorCategory,
} from '@platform/shared-contracts/client';
import type { MemberKey } from '../../i18n/member-i18n';

/** The day ranges the betting record and profit pages offer; custom opens two day boxes. */
export const BET_RANGES = ['today', 'yesterday', 'last7', 'custom'] as const;
export type BetRange = (typeof BET_RANGES)[number];

export const BET_RANGE_KEYS: Record<BetRange, MemberKey> = {
  today: 'bets_range_today',
  yesterday: 'bets_range_yesterday',
  last7: 'bets_range_last7',
  custom: 'bets_range_custom',
};

/** "Every category" and "every vendor" in the selects; never sent to the server. */
export const ANY = 'ALL';

export type CategoryChoice = BetCategory | typeof ANY;

/** What the member chose. The custom days are kept while a preset is shown, so going back to custom keeps them. */
export interface BetFilters {
  category: CategoryChoice;
  vendor: string;
  range: BetRange;
  customFrom: string;
  customTo: string;
}

/** The first view: every category and vendor over the last seven days, as the account record opens (decision 056). */
export function defaultBetFilters(now: Date, timeZone: string): BetFilters {
  const today = dayInZone(now, timeZone);
  return { category: ANY, vendor: ANY, range: 'last7', customFrom: addDays(today, -6), customTo: today };
}

/** The days of a range in the region's calendar (decision 025), both ends included. */
export function rangeDays(
  filters: Pick<BetFilters, 'range' | 'customFrom' | 'customTo'>,
  now: Date,
  timeZone: string,
): { dateFrom: string; dateTo: string } {
  const today = dayInZone(now, timeZone);
  switch (filters.range) {
    case 'today':
      return { dateFrom: today, dateTo: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { dateFrom: yesterday, dateTo: yesterday };
    }
    case 'last7':
      return { dateFrom: addDays(today, -6), dateTo: today };
    case 'custom':
      return { dateFrom: filters.customFrom, dateTo: filters.customTo };
  }
}

/** A custom range needs both days, in order (the account record's rule and words). */
export function customRangeProblem(from: string, to: string): MemberKey | null {
  if (!from || !to) return 'history_range_required';
  return from <= to ? null : 'history_range_order';
}

/** The query the bet calls take: a category or vendor of ALL is left out (the server reads "every"). */
export function betQuery(filters: BetFilters, now: Date, timeZone: string) {
  return {
    ...(filters.category === ANY ? {} : { category: filters.category }),
    ...(filters.vendor === ANY ? {} : { vendor: filters.vendor }),
    ...rangeDays(filters, now, timeZone),
  };
}

export interface VendorOption {
  code: string;
  name: string;
  category: BetCategory;
}

const isBetCategory = (code: string): code is BetCategory =>
  (BET_CATEGORIES as readonly string[]).includes(code);

/** A select's value as a category choice; anything else reads as every category. */
export function categoryChoice(value: string): CategoryChoice {
  return isBetCategory(value) ? value : ANY;
}

/**
 * The categories and vendors a member can filter by: the region's catalogue (categories that have vendors, in the
 * catalogue's order), each vendor once under its category. A round is recorded under its vendor's catalogue
 * category, so a cockfight vendor stays under SPORTS here, where the navigation shows it apart (decision 056).
 */
export function filterOptions(catalogue: readonly VendorCategory[]): {
  categories: BetCategory[];
  vendors: VendorOption[];
} {
  const categories: BetCategory[] = [];
  const vendors: VendorOption[] = [];
  for (const { title: category, cards } of catalogue) {
    if (!isBetCategory(category) || cards.length === 0) continue;
    if (!categories.includes(category)) categories.push(category);
    for (const card of cards) {
      if (vendors.some((known) => known.code === card.vassalage && known.category === category)) continue;
      vendors.push({ code: card.vassalage, name: card.name, category });
    }
  }
  return { categories, vendors };
}

/** The vendors offered under a category: all of them (each once) for ALL. */
export function vendorsOf(vendors: readonly VendorOption[], category: CategoryChoice): VendorOption[] {
  if (category !== ANY) return vendors.filter((vendor) => vendor.category === category);
  return vendors.filter((vendor, index) => vendors.findIndex((v) => v.code === vendor.code) === index);
}

/** A new category keeps the vendor only if that vendor is in it. */
export function withCategory(
  filters: BetFilters,
  category: CategoryChoice,
  vendors: readonly VendorOption[],
): BetFilters {
  const keeps = filters.vendor === ANY || vendorsOf(vendors, category).some((v) => v.code === filters.vendor);
  return { ...filters, category, vendor: keeps ? filters.vendor : ANY };
}

/** The words for a category: its own key, or its code for a category this build does not know yet. */
export const CATEGORY_KEYS: Record<string, MemberKey> = {
  LOTT: 'bets_category_LOTT',
  ELOTT: 'bets_category_ELOTT',
  LIVE: 'bets_category_LIVE',
  SPORTS: 'bets_category_SPORTS',
  COCKFIGHT: 'bets_category_COCKFIGHT',
  FISH: 'bets_category_FISH',
  RNG: 'bets_category_RNG',
  PVP: 'bets_category_PVP',
  ESPORTS: 'bets_category_ESPORTS',
};
