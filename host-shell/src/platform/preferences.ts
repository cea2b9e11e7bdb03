import { type LanguageCode, type Theme, updateLanguageCall } from '@platform/shared-contracts/client';
import { switchLanguage } from '../i18n/i18n';
import { hostStore, languageAtom, loggedInAtom, themeAtom } from '../store/host-store';
import { api, bus, setApiLanguage } from './platform';
import { local, STORAGE } from './storage-keys';

/** Choosing a language: stored (current and previous), applied without reload, told to the server. */
export async function chooseLanguage(language: LanguageCode): Promise<void> {
  const previous = hostStore.get(languageAtom);
  if (previous === language) return;
  local.set(STORAGE.previousLanguage, previous);
  local.set(STORAGE.language, language);
  await switchLanguage(language);
  setApiLanguage(language);
  hostStore.set(languageAtom, language);
  bus.emit('language:changed', { language });
  if (hostStore.get(loggedInAtom)) void api.call(updateLanguageCall, { language }).catch(() => undefined);
}

export function initialTheme(): Theme {
  const stored = local.get(STORAGE.theme);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme, remember = true): void {
  document.documentElement.dataset.theme = theme;
  if (remember) local.set(STORAGE.theme, theme);
  hostStore.set(themeAtom, theme);
  bus.emit('theme:changed', { theme });
}
