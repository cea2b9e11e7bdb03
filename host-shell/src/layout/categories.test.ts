import { describe, expect, it } from 'vitest';
import { categoryPath, headerCategories, navigationItems } from './categories';
import type { LayoutVendor } from './layout-store';

const vendor = (
  category: LayoutVendor['category'],
  vassalage = `${category}_V`,
  extra: Partial<LayoutVendor> = {},
) => ({
  vassalage,
  category,
  name: vassalage,
  ...extra,
});

/** A region where every page is open. */
const everyPage = () => true;
const everyCentrePage = () => true;

describe('header categories', () => {
  it('without vendors shows only HOME, PROMO and DOWN', () => {
    expect(headerCategories([], everyPage)).toEqual(['HOME', 'PROMO', 'DOWN']);
  });

  it('shows a game category once it has vendors, in the spec order', () => {
    expect(headerCategories([vendor('LIVE'), vendor('RNG'), vendor('LOTT')], everyPage)).toEqual([
      'HOME',
      'PROMO',
      'LOTT',
      'RNG',
      'LIVE',
      'DOWN',
    ]);
  });

  it('moves cockfight cards after SPORTS and drops SPORTS when nothing else is left in it', () => {
    const cockfight = vendor('SPORTS', 'SV388', { cockfight: true });
    expect(headerCategories([cockfight], everyPage)).toEqual(['HOME', 'PROMO', 'COCKFIGHT', 'DOWN']);
    expect(headerCategories([cockfight, vendor('SPORTS', 'SABA')], everyPage)).toEqual([
      'HOME',
      'PROMO',
      'SPORTS',
      'COCKFIGHT',
      'DOWN',
    ]);
  });

  it('leaves out a category whose page is not open in the region', () => {
    const notPromotions = (link: string) => link !== '/promotions' && link !== '/down';
    expect(headerCategories([vendor('RNG')], notPromotions)).toEqual(['HOME', 'RNG']);
  });

  it('sends the lottery category to the page of its first vendor', () => {
    expect(categoryPath('LOTT', [vendor('LOTT', 'TCG_SEA')])).toBe('/seaLottery');
    expect(categoryPath('LOTT', [vendor('LOTT', 'TCG_LOTTO_VN')])).toBe('/vnLottery');
    expect(categoryPath('RNG', [])).toBe('/rng');
    expect(categoryPath('DOWN', [])).toBe('/down');
  });
});

describe('side menu entries', () => {
  it('lists only the entries that need no vendors when there are none', () => {
    expect(navigationItems([], everyPage, everyCentrePage).map((item) => item.entry.id)).toEqual([
      'home',
      'promotions',
      'blog',
      'invite',
    ]);
  });

  it('adds an entry when its category has vendors; invite stays a popup, not a page', () => {
    const items = navigationItems(
      [vendor('FISH'), vendor('LOTT', 'TCG_LOTTO_VN')],
      everyPage,
      everyCentrePage,
    );
    expect(items.map((item) => item.entry.id)).toEqual([
      'home',
      'lottery',
      'fish',
      'promotions',
      'blog',
      'invite',
    ]);
    expect(items.find((item) => item.entry.id === 'lottery')).toMatchObject({
      kind: 'link',
      to: '/vnLottery',
    });
    expect(items.at(-1)).toMatchObject({ kind: 'referral' });
  });

  it('leaves out a link whose page is not open in the region, but keeps the invite popup', () => {
    const notBlog = (link: string) => link !== '/blog';
    expect(navigationItems([vendor('RNG')], notBlog, everyCentrePage).map((item) => item.entry.id)).toEqual([
      'home',
      'slots',
      'promotions',
      'invite',
    ]);
  });

  it('offers invite only once the member centre draws the referral page its popup is', () => {
    const noReferral = (page: string) => page !== 'referral';
    expect(navigationItems([], everyPage, noReferral).map((item) => item.entry.id)).toEqual([
      'home',
      'promotions',
      'blog',
    ]);
  });
});
