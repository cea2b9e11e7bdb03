import { placeholders } from '@platform/house-kit';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import { en, type SlotTextKey } from './en';
import { km } from './km';
import { translator } from './texts';

describe('texts', () => {
  it('CN and KM have every key, each with the placeholders the English text has', () => {
    for (const texts of [cn, km]) {
      for (const key of Object.keys(en) as SlotTextKey[]) {
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

  it('words the kit’s shared texts its own way where it has them, and takes the others from the kit', () => {
    expect(translator('EN').t('verifyLink')).toBe('Verify a spin in the verifier');
    expect(translator('EN').t('noRoundsOnSeed')).toBe('No spin was made with this seed.');
    expect(translator('KM').t('balance')).toBe('សមតុល្យ');
    expect(translator('CN').t('menuFairness')).toBe('公平性');
  });
});
