import type { ApiClient } from '@platform/shared-contracts/client';
import { Spinner } from '@platform/shared-ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoginScreen } from '../features/login/login-screen';
import {
  type ConsoleLanguage,
  createConsoleI18n,
  saveLanguage,
  switchConsoleLanguage,
  useConsoleTexts,
} from '../i18n/console-i18n';
import { SessionProvider, useSession } from '../session/session-context';
import { ApiContext } from './api-context';
import { Shell } from './shell';
import { applyTheme, type Theme } from './theme';

export interface AppProps {
  api: ApiClient;
  language: ConsoleLanguage;
  theme: Theme;
}

function Loading() {
  return (
    <div className="ops-loading">
      <Spinner />
    </div>
  );
}

function Gate({
  theme,
  onTheme,
  onLanguage,
}: {
  theme: Theme;
  onTheme(t: Theme): void;
  onLanguage(l: ConsoleLanguage): void;
}) {
  const { state } = useSession();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'signed-out') return <LoginScreen onLanguage={onLanguage} />;
  return <Shell preferences={{ theme, onTheme, onLanguage }} />;
}

/** The console: its own query cache, texts and session; nothing here is shared with the player site. */
export function App({ api, language, theme: firstTheme }: AppProps) {
  const i18n = useMemo(() => createConsoleI18n(language), [language]);
  const textsReady = useConsoleTexts(i18n, language);
  const queryClient = useMemo(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } }),
    [],
  );
  const [theme, setTheme] = useState(firstTheme);
  const onTheme = (next: Theme) => {
    applyTheme(next);
    setTheme(next);
  };
  const onLanguage = (next: ConsoleLanguage) => {
    saveLanguage(next);
    void switchConsoleLanguage(i18n, next).then(
      () => {
        document.documentElement.lang = next === 'CN' ? 'zh-CN' : 'en';
      },
      (error: unknown) => console.error('ops console: could not load texts', error),
    );
  };
  return (
    <ApiContext.Provider value={api}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider api={api}>
            {/* The session is asked for meanwhile; the screens wait for their texts. */}
            {textsReady ? <Gate theme={theme} onTheme={onTheme} onLanguage={onLanguage} /> : <Loading />}
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ApiContext.Provider>
  );
}
