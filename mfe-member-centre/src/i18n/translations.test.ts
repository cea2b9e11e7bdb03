import { errorCatalogue, MEMBER_CENTRE_PAGES } from '@platform/shared-contracts/client';
import type { CommonTextKey } from '@platform/shared-ui';
import { COMMON_TEXTS, checkTranslations } from '@platform/shared-ui/testing';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import cn from './cn.json';
import en from './en.json';
import km from './km.json';
import { addMemberBundle, bundleLanguageOf, MEMBER_NS } from './member-i18n';

describe('member-centre translations', () => {
  checkTranslations({ en, cn, km });

  it('translate every page name', () => {
    for (const page of MEMBER_CENTRE_PAGES) expect(en).toHaveProperty(`page_${page}`);
  });

  it('show every catalogue error message in Khmer, from the common texts', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'KM', fallbackLng: 'EN', resources: {}, showSupportNotice: false });
    await addMemberBundle(i18n, 'KM');
    for (const { i18nKey } of Object.values(errorCatalogue)) {
      expect(i18n.t(i18nKey, { ns: MEMBER_NS }), i18nKey).toBe(COMMON_TEXTS.KM[i18nKey as CommonTextKey]);
    }
  });

  it('load the own file of EN, CN and KM, and English for the other languages', () => {
    expect(['KM', 'CN', 'EN', 'TH', 'VI'].map(bundleLanguageOf)).toEqual(['KM', 'CN', 'EN', 'EN', 'EN']);
  });
});
