import { checkTranslations } from '@platform/shared-ui/testing';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import cn from './cn.json';
import en from './en.json';
import km from './km.json';
import { addLobbyBundle, bundleLanguageOf, LOBBY_NS } from './lobby-i18n';

describe('lobby translations', () => {
  checkTranslations({ en, cn, km });

  it('load the own file of EN, CN and KM, and English for the other languages', () => {
    expect(['KM', 'CN', 'EN', 'TH'].map(bundleLanguageOf)).toEqual(['KM', 'CN', 'EN', 'EN']);
  });

  it('carry the common texts the launch dialogs use, in Khmer', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'KM', fallbackLng: 'EN', resources: {}, showSupportNotice: false });
    await addLobbyBundle(i18n, 'KM');
    expect(i18n.t('in_need_true_account', { ns: LOBBY_NS })).not.toBe('in_need_true_account');
    expect(i18n.t('game_maintenance', { ns: LOBBY_NS })).not.toBe('game_maintenance');
    expect(i18n.t('sub_VP', { ns: LOBBY_NS })).toBe(km.sub_VP);
  });
});
