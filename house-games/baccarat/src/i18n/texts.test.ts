import { placeholders } from '@platform/house-kit';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import { type BaccaratTextKey, en } from './en';
import { km } from './km';
import { translator } from './texts';

describe('texts', () => {
  it('CN and KM have every key, each with the placeholders the English text has', () => {
    for (const texts of [cn, km]) {
      for (const key of Object.keys(en) as BaccaratTextKey[]) {
        expect(texts[key], key).toBeTruthy();
        expect(placeholders(texts[key]), key).toEqual(placeholders(en[key]));
      }
    }
  });

  it('picks the language from lang and falls back to English', () => {
    expect(translator('km').t('deal')).toBe('ចែកបៀ');
    expect(translator('CN').t('banker')).toBe('庄');
    expect(translator('TH').t('deal')).toBe('Deal');
    expect(translator('EN').t('rtp', { rtp: '98.94' })).toBe('Return to player: 98.94%');
  });
});
