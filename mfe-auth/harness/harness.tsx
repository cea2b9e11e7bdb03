/**
 * Runs the auth remote alone against the real platform-api (`pnpm --filter @platform/mfe-auth dev`, with the
 * API on :8080): an i18next like the host's, the merchant's permission through the contract client, a real
 * event bus, buttons that emit `auth:open` for every view, the header login, and a log of what the remote
 * emits. It plays the host's part only as far as the remote needs it (token kept in sessionStorage,
 * `popup:show` shown), so the squad can work without the shell.
 */
// As the host does: the Khmer face (system fonts rarely have it) and the theme tokens.
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/600.css';
import '@fontsource/noto-sans-khmer/700.css';
import '@platform/shared-ui/theme.css';
import {
  type AuthView,
  createApiClient,
  createEventBus,
  type Permission,
  type PlatformEvents,
  permissionCall,
} from '@platform/shared-contracts/client';
import { Button, PopupDialog, Select, Spinner } from '@platform/shared-ui';
import i18next from 'i18next';
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import AuthModals from '../src/expose/auth-modals';
import HeaderLogin from '../src/expose/header-login';

const TOKEN_KEY = 'harness.token';
const MERCHANT_KEY = 'harness.merchant';
const LANGUAGE_KEY = 'harness.language';
const THEME_KEY = 'harness.theme';

const params = new URLSearchParams(location.search);
const merchant = params.get('merchant') ?? localStorage.getItem(MERCHANT_KEY) ?? 'DEMOKH';
const language = params.get('lang') ?? localStorage.getItem(LANGUAGE_KEY) ?? 'KM';
const theme = params.get('theme') ?? localStorage.getItem(THEME_KEY) ?? 'light';
document.documentElement.dataset.theme = theme;
document.documentElement.lang = language.toLowerCase();

// As the host does: our language codes, EN for the 31 languages without their own file.
i18next.use(initReactI18next).init({
  lng: language,
  fallbackLng: 'EN',
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

const api = createApiClient({
  baseUrl: '',
  getToken: () => sessionStorage.getItem(TOKEN_KEY),
  getMerchantCode: () => merchant,
  getLanguage: () => i18next.language,
});
const bus = createEventBus();

const VIEWS: { view: AuthView; tab?: PlatformEvents['auth:open']['tab']; forced?: boolean; label: string }[] =
  [
    { view: 'login', label: 'Login' },
    { view: 'login', tab: 'sms', label: 'Login (SMS)' },
    { view: 'register', label: 'Register' },
    { view: 'register', tab: 'mobile', label: 'Register (mobile)' },
    { view: 'forgot', label: 'Forgot (email)' },
    { view: 'forgot', tab: 'phone', label: 'Forgot (phone)' },
    { view: 'change-password', label: 'Change password' },
    { view: 'change-password', forced: true, label: 'Change password (forced)' },
    { view: 'verify', label: '2FA (needs a challenge)' },
  ];

interface LogLine {
  at: string;
  name: string;
  payload: unknown;
}

function reload(change: Record<string, string>) {
  for (const [key, value] of Object.entries(change)) localStorage.setItem(key, value);
  location.reload();
}

function Harness() {
  const [permission, setPermission] = useState<Permission | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const [popup, setPopup] = useState<PlatformEvents['popup:show'] | null>(null);
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY));

  useEffect(() => {
    api.call(permissionCall, {}).then(setPermission, (e: unknown) => setFailure(String(e)));
  }, []);

  useEffect(() => {
    const add = (name: string) => (payload: unknown) =>
      setLog((lines) => [{ at: new Date().toLocaleTimeString(), name, payload }, ...lines].slice(0, 30));
    const offs = [
      bus.on('session:login', (payload) => {
        sessionStorage.setItem(TOKEN_KEY, payload.login.token);
        setToken(payload.login.token);
        add('session:login')(payload);
      }),
      bus.on('popup:show', (payload) => {
        setPopup(payload);
        add('popup:show')(payload);
      }),
      bus.on('auth:open', add('auth:open')),
      bus.on('navigate', add('navigate')),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, []);

  const query = useMemo(() => {
    const values: Record<string, string> = {};
    for (const key of ['affiliateCode', 'referralCode']) {
      const value = params.get(key);
      if (value) values[key] = value;
    }
    return values;
  }, []);

  if (failure) return <p className="harness-error">Could not load the permission: {failure}</p>;
  if (!permission) {
    return (
      <div className="harness-loading">
        <Spinner label="Loading permission" />
      </div>
    );
  }

  const props = {
    basePath: '/',
    language,
    theme: theme === 'dark' ? ('dark' as const) : ('light' as const),
    session: { loggedIn: token !== null, user: null, isAgent: false, isTrial: false },
    permission,
    api,
    bus,
    navigate: (to: string) => bus.emit('navigate', { to }),
    query,
  };

  return (
    <>
      <header className="harness-header">
        <strong className="harness-brand">SEA Gaming · mfe-auth</strong>
        <div className="harness-header__login">
          {token ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                sessionStorage.removeItem(TOKEN_KEY);
                setToken(null);
              }}
            >
              Forget token
            </Button>
          ) : (
            <HeaderLogin {...props} />
          )}
        </div>
      </header>
      <main className="harness-main">
        <section className="harness-panel">
          <h2>Open a view</h2>
          <div className="harness-buttons">
            {VIEWS.map((v) => (
              <Button
                key={v.label}
                size="sm"
                variant="secondary"
                data-testid={`open-${v.view}${v.tab ? `-${v.tab}` : ''}${v.forced ? '-forced' : ''}`}
                onClick={() =>
                  bus.emit('auth:open', {
                    view: v.view,
                    ...(v.tab ? { tab: v.tab } : {}),
                    ...(v.forced ? { forced: true } : {}),
                  })
                }
              >
                {v.label}
              </Button>
            ))}
          </div>
          <div className="harness-settings">
            <Select
              aria-label="Language"
              value={language}
              onChange={(e) => reload({ [LANGUAGE_KEY]: e.target.value })}
              options={['KM', 'EN', 'CN', 'TH', 'VI'].map((code) => ({ value: code, label: code }))}
            />
            <Select
              aria-label="Merchant"
              value={merchant}
              onChange={(e) => reload({ [MERCHANT_KEY]: e.target.value })}
              options={['DEMOKH', 'DEMOVN', 'DEMOTH'].map((code) => ({ value: code, label: code }))}
            />
            <Select
              aria-label="Theme"
              value={theme}
              onChange={(e) => reload({ [THEME_KEY]: e.target.value })}
              options={[
                { value: 'light', label: 'Light' },
                { value: 'dark', label: 'Dark' },
              ]}
            />
          </div>
          <p className="harness-hint">
            Demo member demo01 / demo1234. SMS codes: GET
            /wps/dev/outbox?channel=sms&amp;to=855&lt;number&gt;. Try ?affiliateCode=AGENT01 or
            ?affiliateCode=WRONG.
          </p>
        </section>
        <section className="harness-panel">
          <h2>Events</h2>
          <ol className="harness-log" data-testid="event-log">
            {log.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
              <li key={index}>
                <span>{line.at}</span> <strong>{line.name}</strong>
                <code>{JSON.stringify(line.payload)}</code>
              </li>
            ))}
          </ol>
        </section>
      </main>
      <AuthModals {...props} />
      <PopupDialog
        open={popup !== null}
        icon={popup?.icon}
        title={popup?.title}
        text={popup?.text}
        html={popup?.html}
        timeoutMs={popup?.timeoutMs}
        buttons={[{ label: 'OK', variant: 'primary' }]}
        onClose={() => setPopup(null)}
        closeLabel="Close"
        testId="host-popup"
      />
    </>
  );
}

const style = document.createElement('style');
style.textContent = `
  /* Khmer pages put the Khmer face first: a system-ui that claims Khmer without shaping it shows boxes
     (seen with Chromium on Linux). Recommended to the theme; here only for the harness. */
  :root:lang(km) { --font-body: 'Noto Sans Khmer', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; }
  .harness-header { position: sticky; top: 0; z-index: var(--z-header); display: flex; align-items: center;
    justify-content: space-between; gap: var(--space-3); min-height: var(--header-height); padding: 0 var(--space-4);
    background: var(--color-surface); border-bottom: 1px solid var(--color-border); box-shadow: var(--shadow-1); }
  .harness-brand { color: var(--color-primary-text); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0; }
  .harness-header__login { flex: none; }
  .harness-main { display: grid; gap: var(--space-4); padding: var(--space-4); max-width: 1200px; margin: 0 auto; }
  @media (min-width: 900px) { .harness-main { grid-template-columns: 1fr 1fr; } }
  .harness-panel { padding: var(--space-4); border-radius: var(--radius-lg); background: var(--color-surface);
    box-shadow: var(--shadow-1); min-width: 0; }
  .harness-panel h2 { margin: 0 0 var(--space-3); font-size: var(--font-size-lg); }
  .harness-buttons, .harness-settings { display: flex; flex-wrap: wrap; gap: var(--space-2); margin-bottom: var(--space-3); }
  .harness-hint { color: var(--color-text-muted); font-size: var(--font-size-sm); margin: 0; }
  .harness-log { margin: 0; padding-left: var(--space-5); font-size: var(--font-size-sm); }
  .harness-log code { display: block; overflow-wrap: anywhere; color: var(--color-text-muted); font-size: var(--font-size-xs); }
  .harness-loading, .harness-error { padding: var(--space-8); text-align: center; }
`;
document.head.append(style);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18next}>
      <Harness />
    </I18nextProvider>
  </StrictMode>,
);
