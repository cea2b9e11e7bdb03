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

  it('names it as the page does for a language without texts of its own: in English, as the operator wrote it', () => {
    for (const chosen of ['AR', 'TH', 'VI']) expect(countryLabel(cambodia, chosen), chosen).toBe('Cambodia');
  });

  it("shows the operator's own name in English", () => {
    expect(countryLabel({ ...cambodia, countryName: 'Kingdom of Cambodia' }, 'EN')).toBe(
      'Kingdom of Cambodia',
    );
  });
});
