import '@platform/shared-ui/theme.css';
import './styles/console.css';
import { createApiClient } from '@platform/shared-contracts/client';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, initialTheme } from './app/theme';
import { savedLanguage } from './i18n/console-i18n';
import { readToken } from './session/operator-token';

const theme = initialTheme();
applyTheme(theme);
const language = savedLanguage();
document.documentElement.lang = language === 'CN' ? 'zh-CN' : 'en';

// Same origin: the operator calls are under /ops/ on the server that serves this page.
const api = createApiClient({ baseUrl: '', getToken: readToken });

const root = document.getElementById('root');
if (root) createRoot(root).render(<App api={api} language={language} theme={theme} />);
