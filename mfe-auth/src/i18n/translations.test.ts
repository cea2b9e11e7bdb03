import { errorCatalogue } from '@platform/shared-contracts/client';
import { COMMON_TEXTS, checkTranslations, createHostLikeI18n } from '@platform/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { AUTH_NS, addAuthBundle, bundleLanguageOf, loadAuthBundle } from './auth-i18n';
import cn from './cn.json';
import en from './en.json';
import km from './km.json';

describe('auth translations', () => {
  checkTranslations(
    { en, cn, km },
    {
      // Brand and product names and examples stay as they are.
      sameEverywhere: ['field_facebook', 'field_line', 'field_wechat', 'field_whatsapp', 'ph_email'],
    },
  );

  it('show every catalogue error message, from the common texts', async () => {
    const bundles = await Promise.all(['EN', 'CN', 'KM'].map(loadAuthBundle));
    for (const { i18nKey } of Object.values(errorCatalogue)) {
      for (const bundle of bundles) expect(bundle, i18nKey).toHaveProperty(i18nKey);
    }
    expect(bundles[2]?.err_not_found).toBe(COMMON_TEXTS.KM.err_not_found);
    expect(bundles[2]?.login_title).toBe(km.login_title);
  });

  it('load the own file of EN, CN and KM, and English for the other languages', () => {
    expect(['KM', 'CN', 'EN', 'TH', 'VI'].map(bundleLanguageOf)).toEqual(['KM', 'CN', 'EN', 'EN', 'EN']);
  });

  it('add only the language in use to the host i18next', async () => {
    const i18n = createHostLikeI18n('KM');
    await addAuthBundle(i18n, 'KM');
    expect(i18n.hasResourceBundle('KM', AUTH_NS)).toBe(true);
    expect(i18n.hasResourceBundle('EN', AUTH_NS)).toBe(false);
    expect(i18n.hasResourceBundle('CN', AUTH_NS)).toBe(false);
    expect(i18n.t('login_title', { ns: AUTH_NS })).toBe(km.login_title);
  });
});
