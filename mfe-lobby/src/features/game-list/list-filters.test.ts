import { describe, expect, it } from 'vitest';
import { games, vendorCategories } from '../../test/fixtures';
import {
  filtersFromQuery,
  hotPage,
  listPath,
  listRequest,
  listSourceOf,
  subCategoryTabs,
  vendorTabs,
} from './list-filters';

const rng = listSourceOf('/rng');
const base = { vassalage: null, gameClassify: null, search: '', pageNo: 1 };

describe('game list filters', () => {
  it('read the lower-cased route params and write them lower-cased', () => {
    expect(filtersFromQuery({ vassalage: 'pg', gameType: 'rng' })).toEqual({ vassalage: 'PG' });
    expect(listPath('/rng', rng, 'PG')).toBe('/rng?vassalage=pg&gameType=rng');
    expect(listPath('/rng', rng, null)).toBe('/rng');
  });

  it('ask for the category, vendor, sub-category, name and page chosen', () => {
    expect(
      listRequest(rng, { vassalage: 'PG', gameClassify: 'VP', search: ' temple ', pageNo: 3 }, 'KM'),
    ).toEqual({
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: 'VP',
      gameName: 'temple',
      pageNo: '3',
      pageSize: '24',
      language: 'KM',
    });
    expect(listRequest(listSourceOf('/inHouse'), base, 'EN')).toMatchObject({ vassalage: 'HOUSE' });
  });

  it('list the category vendors as tabs, without cockfight cards', () => {
    const categories = vendorCategories();
    expect(vendorTabs(categories, 'RNG').map((card) => card.vassalage)).toEqual(['HOUSE', 'PG']);
    expect(vendorTabs(categories, 'SPORTS').map((card) => card.vassalage)).toEqual(['SBO']);
  });

  it('offer the slot sub-categories that have games, none for other categories', () => {
    expect(subCategoryTabs(vendorCategories(), 'RNG')).toEqual(['SC', 'VP', 'JP']);
    // No sub-category has a game: no tab, rather than six that each find nothing.
    expect(subCategoryTabs([{ title: 'RNG', cards: [] }], 'RNG')).toEqual([]);
    expect(subCategoryTabs(vendorCategories(), 'LIVE')).toEqual([]);
  });

  it('search and page the hot list in the browser', () => {
    const hot = games(30);
    const second = hotPage(hot, { ...base, pageNo: 2 });
    expect(second.content.map((game) => game.nodeId)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(second.totalPages).toBe(2);
    const found = hotPage(hot, { ...base, search: 'game 3' });
    expect(found.content.map((game) => game.nodeId)).toEqual([3, 30]);
  });
});
