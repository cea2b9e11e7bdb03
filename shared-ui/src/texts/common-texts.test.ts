import { errorCatalogue } from '@platform/shared-contracts/client';
import { describe, expect, it } from 'vitest';
import { checkTranslations } from '../testing/translation-checks';
import { COMMON_TEXTS, withCommonTexts } from './common-texts';

const { EN: en, CN: cn, KM: km } = COMMON_TEXTS;

describe('common texts', () => {
  checkTranslations({ en, cn, km }, { isCommon: true });

  it('translate the message of every error in the catalogue', () => {
    for (const { i18nKey } of Object.values(errorCatalogue)) expect(en, i18nKey).toHaveProperty(i18nKey);
  });

  it('sit under a remote bundle of the same language, English for the others, and never over its own words', () => {
    const km = withCommonTexts('KM', { own: 'ខ្លួនឯង', format_incorrect: 'remote wording' });
    expect(km.own).toBe('ខ្លួនឯង');
    expect(km.format_incorrect).toBe('remote wording');
    expect(km.err_not_found).toBe(COMMON_TEXTS.KM.err_not_found);
    expect(withCommonTexts('TH', {}).err_not_found).toBe(COMMON_TEXTS.EN.err_not_found);
  });
});
