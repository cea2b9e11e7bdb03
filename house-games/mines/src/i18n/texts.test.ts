import { placeholders } from '@platform/house-kit';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import { en, type MinesTextKey } from './en';
import { km } from './km';
import { translator } from './texts';

describe('Mines texts', () => {
  it('CN and KM have every key, each with the placeholders the English text has', () => {
    for (const texts of [cn, km]) {
      for (const key of Object.keys(en) as MinesTextKey[]) {
        expect(texts[key], key).toBeTruthy();
        expect(placeholders(texts[key]), key).toEqual(placeholders(en[key]));
      }
    }
  });

  it('picks the language from lang and takes the shared texts from the kit', () => {
    expect(translator('km').t('start')).toBe('ភ្នាល់');
    expect(translator('CN').t('title')).toBe('扫雷');
    expect(translator('TH').t('title')).toBe('Mines');
    expect(translator('EN').t('rtp', { rtp: '96.25' })).toBe('Return to player: 96.25%');
  });
});
