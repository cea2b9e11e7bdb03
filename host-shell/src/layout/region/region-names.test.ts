import { describe, expect, it } from 'vitest';
import { countryLabel } from './region-names';

const cambodia = {
  country: 'KH',
  countryName: 'Cambodia',
  currency: 'KHR',
  langList: ['KM'],
  merchantCode: 'DEMOKH',
};

describe('country names', () => {
  it('names the country in Khmer even where the browser has no Khmer region names', () => {
    expect(countryLabel(cambodia, 'KM')).toBe('កម្ពុជា');
  });

  it("uses the browser's names for other languages, and the server's name as the fallback", () => {
    expect(countryLabel(cambodia, 'CN')).toBe('柬埔寨');
    expect(countryLabel({ ...cambodia, country: 'XX', countryName: 'Somewhere' }, 'CN')).toBe('Somewhere');
  });

  it("shows the operator's own name in English", () => {
    expect(countryLabel({ ...cambodia, countryName: 'Kingdom of Cambodia' }, 'EN')).toBe(
      'Kingdom of Cambodia',
    );
  });
});
