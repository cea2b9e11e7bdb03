import { placeholders } from '@platform/house-kit';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import { type CrashTextKey, en } from './en';
import { km } from './km';
import { translator } from './texts';

describe('crash texts', () => {
  it('CN and KM have every key, each with the placeholders the English text has', () => {
    for (const texts of [cn, km]) {
      for (const key of Object.keys(en) as CrashTextKey[]) {
        expect(texts[key], key).toBeTruthy();
        expect(placeholders(texts[key]), key).toEqual(placeholders(en[key]));
      }
    }
  });

  it('speaks Khmer by the site’s KM and English for a language without its own texts', () => {
    expect(translator('KM').t('title')).toBe('រ៉ុក្កែតធ្លាក់');
    expect(translator('TH').t('cashOut', { amount: '2.00' })).toBe('Cash out 2.00');
  });
});
