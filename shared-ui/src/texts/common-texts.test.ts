import { errorCatalogue } from '@platform/shared-contracts/client';
import { describe, expect, it } from 'vitest';
import { COMMON_TEXTS } from '../testing/common-texts';
import { checkTranslations } from '../testing/translation-checks';
import { loadCommonTexts, withCommonTexts } from './common-texts';

const { EN: en, CN: cn, KM: km } = COMMON_TEXTS;

describe('common texts', () => {
  checkTranslations({ en, cn, km }, { isCommon: true });

  it('translate the message of every error in the catalogue', () => {
    for (const { i18nKey } of Object.values(errorCatalogue)) expect(en, i18nKey).toHaveProperty(i18nKey);
  });

  it('load the file of EN, CN and KM, English for the other languages, once per language', async () => {
    expect(await loadCommonTexts('KM')).toEqual(km);
    expect(await loadCommonTexts('CN')).toEqual(cn);
    expect(await loadCommonTexts('TH')).toEqual(en);
    expect(loadCommonTexts('VI')).toBe(loadCommonTexts('EN'));
  });

  it('sit under a remote bundle of the same language, English for the others, and never over its own words', async () => {
    const km = await withCommonTexts('KM', { own: 'ខ្លួនឯង', format_incorrect: 'remote wording' });
    expect(km.own).toBe('ខ្លួនឯង');
    expect(km.format_incorrect).toBe('remote wording');
    expect(km.err_not_found).toBe(COMMON_TEXTS.KM.err_not_found);
    expect((await withCommonTexts('TH', {})).err_not_found).toBe(COMMON_TEXTS.EN.err_not_found);
  });

  it('take a bundle still on its way', async () => {
    const cn = await withCommonTexts('CN', Promise.resolve({ own: '自己' }));
    expect(cn.own).toBe('自己');
    expect(cn.err_not_found).toBe(COMMON_TEXTS.CN.err_not_found);
  });
});
