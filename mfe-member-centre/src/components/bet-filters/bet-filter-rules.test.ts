import { describe, expect, it } from 'vitest';
import { vendorCatalogue } from '../../test/fixtures';
import {
  ANY,
  betQuery,
  customRangeProblem,
  defaultBetFilters,
  filterOptions,
  rangeDays,
  vendorsOf,
  withCategory,
} from './bet-filter-rules';

const ZONE = 'Asia/Phnom_Penh';
/** 23:59:30 on 31 December in Phnom Penh (UTC+7). */
const lateOnNewYearsEve = new Date('2024-12-31T16:59:30Z');
/** 00:00:30 on 1 January in Phnom Penh, one minute on. */
const justAfterMidnight = new Date('2024-12-31T17:00:30Z');

describe('bet filter rules', () => {
  it('turn each period into days of the region, moving on at the region’s midnight', () => {
    const custom = { customFrom: '2024-12-01', customTo: '2024-12-05' };
    expect(rangeDays({ range: 'today', ...custom }, lateOnNewYearsEve, ZONE)).toEqual({
      dateFrom: '2024-12-31',
      dateTo: '2024-12-31',
    });
    expect(rangeDays({ range: 'today', ...custom }, justAfterMidnight, ZONE)).toEqual({
      dateFrom: '2025-01-01',
      dateTo: '2025-01-01',
    });
    expect(rangeDays({ range: 'yesterday', ...custom }, justAfterMidnight, ZONE)).toEqual({
      dateFrom: '2024-12-31',
      dateTo: '2024-12-31',
    });
    expect(rangeDays({ range: 'last7', ...custom }, justAfterMidnight, ZONE)).toEqual({
      dateFrom: '2024-12-26',
      dateTo: '2025-01-01',
    });
    expect(rangeDays({ range: 'custom', ...custom }, justAfterMidnight, ZONE)).toEqual({
      dateFrom: '2024-12-01',
      dateTo: '2024-12-05',
    });
  });

  it('leave "every category" and "every vendor" out of the query', () => {
    const filters = defaultBetFilters(justAfterMidnight, ZONE);
    expect(betQuery(filters, justAfterMidnight, ZONE)).toEqual({
      dateFrom: '2024-12-26',
      dateTo: '2025-01-01',
    });
    expect(betQuery({ ...filters, category: 'RNG', vendor: 'PG' }, justAfterMidnight, ZONE)).toMatchObject({
      category: 'RNG',
      vendor: 'PG',
    });
  });

  it('want both custom days, in order', () => {
    expect(customRangeProblem('2025-01-01', '2025-01-01')).toBeNull();
    expect(customRangeProblem('2025-01-02', '2025-01-01')).toBe('history_range_order');
    expect(customRangeProblem('', '2025-01-01')).toBe('history_range_required');
  });

  it('offer the categories that have vendors, and each vendor once under ALL', () => {
    const catalogue = vendorCatalogue();
    catalogue.push({ title: 'SPORTS', cards: [{ ...catalogue[0]!.cards[1]!, gameType: 'SPORTS' }] });
    const { categories, vendors } = filterOptions(catalogue);
    expect(categories).toEqual(['RNG', 'LIVE', 'SPORTS']);
    expect(vendorsOf(vendors, ANY).map((vendor) => vendor.code)).toEqual(['HOUSE', 'PG', 'EVO']);
    expect(vendorsOf(vendors, 'SPORTS').map((vendor) => vendor.code)).toEqual(['PG']);
  });

  it('keep a cockfight vendor under SPORTS, the category its rounds are recorded in', () => {
    const [rng, live] = vendorCatalogue();
    const cockfight = {
      ...rng!.cards[1]!,
      gameType: 'SPORTS' as const,
      vassalage: 'SV388',
      name: 'SV388',
      cockfight: true,
    };
    const { categories, vendors } = filterOptions([rng!, { title: 'SPORTS', cards: [cockfight] }, live!]);
    expect(categories).toEqual(['RNG', 'SPORTS', 'LIVE']);
    expect(vendorsOf(vendors, 'SPORTS').map((vendor) => vendor.code)).toEqual(['SV388']);
  });

  it('keep the vendor when the new category has it, and drop it otherwise', () => {
    const { vendors } = filterOptions(vendorCatalogue());
    const onPg = { ...defaultBetFilters(justAfterMidnight, ZONE), vendor: 'PG' };
    expect(withCategory(onPg, 'RNG', vendors).vendor).toBe('PG');
    expect(withCategory(onPg, 'LIVE', vendors).vendor).toBe(ANY);
    expect(withCategory(onPg, ANY, vendors).vendor).toBe('PG');
  });
});
