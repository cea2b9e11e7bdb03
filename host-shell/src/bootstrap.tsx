import '@platform/shared-ui/theme.css';
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/600.css';
import '@fontsource/noto-sans-khmer/700.css';
import './app/shell.css';
import { chooseInitialLanguage } from '@platform/shared-contracts/client';
import { createRoot } from 'react-dom/client';
import { sendBootCallsEarly } from './app/first-calls';
import { initI18n } from './i18n/i18n';
import { captureAddressQuery } from './platform/address';
import { nextTask } from './platform/next-task';
import { setApiLanguage } from './platform/platform';
import { applyTheme, initialTheme } from './platform/preferences';
import { local, readMerchantCode, STORAGE, session } from './platform/storage-keys';
import { hostStore, keptQueryAtom, languageAtom } from './store/host-store';

async function boot() {
  hostStore.set(keptQueryAtom, captureAddressQuery());
  // The merchant code is kept in session and local storage from start-up (spec section 4, Language).
  const merchant = readMerchantCode();
  if (merchant) {
    session.set(STORAGE.merchantCode, merchant);
    local.set(STORAGE.merchantCode, merchant);
  }
  const language = chooseInitialLanguage(
    local.get(STORAGE.language),
    navigator.languages ?? [navigator.language],
  );
  setApiLanguage(language);
  sendBootCallsEarly(language);
  hostStore.set(languageAtom, language);
  applyTheme(initialTheme(), false);
  await nextTask();
  // The shell's own code arrives in its own chunk (preloaded beside this one) and runs in its own task, after the
  // first calls are on their way: it does not hold them up, nor lengthen this task (decision 128).
  const [{ App }] = await Promise.all([
    import(/* webpackChunkName: "app" */ './app/app'),
    initI18n(language),
  ]);
  createRoot(document.getElementById('root')!).render(<App />);
}

void boot();
