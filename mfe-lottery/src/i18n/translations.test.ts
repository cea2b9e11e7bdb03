import { checkTranslations } from '@platform/shared-ui/testing';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import cn from './cn.json';
import en from './en.json';
import km from './km.json';
import { addLotteryBundle, bundleLanguageOf, LOTTERY_NS } from './lottery-i18n';

describe('lottery translations', () => {
  // Names of games and bets written the same in every script (Latin letters and Vietnamese terms players know).
  checkTranslations({ en, cn, km }, { sameEverywhere: [] });

  it('load the own file of EN, CN and KM, and English for the other languages', () => {
    expect(['KM', 'CN', 'EN', 'TH'].map(bundleLanguageOf)).toEqual(['KM', 'CN', 'EN', 'EN']);
  });

  it('carry the common error texts the bet slip shows, in Khmer', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'KM', fallbackLng: 'EN', resources: {}, showSupportNotice: false });
    await addLotteryBundle(i18n, 'KM');
    expect(i18n.t('err_lottery_issue_closed', { ns: LOTTERY_NS })).not.toBe('err_lottery_issue_closed');
    expect(i18n.t('slip.place', { ns: LOTTERY_NS })).toBe(km['slip.place']);
  });
});
