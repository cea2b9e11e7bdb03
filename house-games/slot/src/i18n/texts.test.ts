import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import { en, type TextKey } from './en';
import { km } from './km';
import { translator } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

describe('texts', () => {
  it('CN and KM have every key, each with the placeholders the English text has', () => {
    for (const texts of [cn, km]) {
      for (const key of Object.keys(en) as TextKey[]) {
        expect(texts[key], key).toBeTruthy();
        expect(placeholders(texts[key]), key).toEqual(placeholders(en[key]));
      }
    }
  });

  it('picks the language from lang in any case, and falls back to English for the others', () => {
    expect(translator('km').t('spin')).toBe('បង្វិល');
    expect(translator('CN').t('spin')).toBe('旋转');
    expect(translator('TH').t('spin')).toBe('Spin');
    expect(translator(null).language).toBe('EN');
    expect(translator('EN').t('rtp', { rtp: '96.02' })).toBe('Return to player: 96.02%');
  });
});
