import { describe, expect, it } from 'vitest';
import { kitCn } from './kit-cn';
import { type KitTextKey, kitEn } from './kit-en';
import { kitKm } from './kit-km';
import { placeholders, textsFor } from './translator';

describe('the kit’s texts', () => {
  it('CN and KM have every key, each with the placeholders the English text has', () => {
    for (const texts of [kitCn, kitKm]) {
      for (const key of Object.keys(kitEn) as KitTextKey[]) {
        expect(texts[key], key).toBeTruthy();
        expect(placeholders(texts[key]), key).toEqual(placeholders(kitEn[key]));
      }
    }
  });

  it('looks up the game’s text first, then the kit’s, in the language from lang (English for the others)', () => {
    const translator = textsFor({
      EN: { title: 'Mines', back: 'Leave' },
      CN: { title: '扫雷', back: '离开' },
      KM: { title: 'មីន', back: 'ចាកចេញ' },
    });
    expect(translator('km').t('title')).toBe('មីន');
    expect(translator('KM').t('balance')).toBe('សមតុល្យ');
    expect(translator('cn').t('back')).toBe('离开');
    expect(translator('zh').htmlLang).toBe('zh-CN');
    expect(translator('TH').t('title')).toBe('Mines');
    expect(translator('TH').language).toBe('EN');
    expect(translator(null).t('rtp', { rtp: '99.00' })).toBe('Return to player: 99.00%');
  });
});
