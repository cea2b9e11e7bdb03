import { errorCatalogue } from '@platform/shared-contracts/client';
import { COMMON_TEXTS } from '@platform/shared-ui';
import { checkTranslations } from '@platform/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { AUTH_BUNDLES } from './auth-i18n';
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

  it('show every catalogue error message, from the common texts', () => {
    for (const { i18nKey } of Object.values(errorCatalogue)) {
      for (const bundle of Object.values(AUTH_BUNDLES)) expect(bundle, i18nKey).toHaveProperty(i18nKey);
    }
    expect(AUTH_BUNDLES.KM.err_not_found).toBe(COMMON_TEXTS.KM.err_not_found);
  });
});
