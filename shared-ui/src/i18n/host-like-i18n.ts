import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * A fresh i18next set up as the host sets up its own: our language codes, EN fallback, no resources until a remote
 * adds its bundle, synchronous start. For harnesses and tests, which must mount a remote as the host does.
 */
export function createHostLikeI18n(language = 'EN'): I18n {
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'EN',
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return i18n;
}
