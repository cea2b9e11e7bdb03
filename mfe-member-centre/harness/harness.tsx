/**
 * Runs the member-centre remote alone against the real platform-api (`pnpm --filter @platform/mfe-member-centre
 * dev`, with the API on :8080): an i18next like the host's, a real event bus, a small login (the host's part),
 * buttons that open the centre on each page in the host's modal, and a log of what the remote emits.
 */
// As the host does: the Khmer face (system fonts rarely have it) and the theme tokens.
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/600.css';
import '@fontsource/noto-sans-khmer/700.css';
import '@platform/shared-ui/theme.css';
import {
  createApiClient,
  createEventBus,
  isAgentType,
  loginV2Call,
  type MemberInfo,
  memberInfoCall,
  type Permission,
  permissionCall,
} from '@platform/shared-contracts/client';
import { Button, Field, Modal, Select, Spinner, TextInput } from '@platform/shared-ui';
import i18next from 'i18next';
import { type FormEvent, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { CENTRE_PAGES } from '../src/app/pages';
import MemberCentre from '../src/expose/member-centre';

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

function reload(change: Record<string, string>) {
  for (const [key, value] of Object.entries(change)) localStorage.setItem(key, value);
  location.reload();
}

function Login({ onToken }: { onToken: (token: string) => void }) {
  const [username, setUsername] = useState('demo01');
  const [password, setPassword] = useState('demo1234');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    api.call(loginV2Call, { type: 'username', username, password }).then(
      (result) => (result.status === 'OK' ? onToken(result.token) : setFailure('This login needs 2FA')),
      (error: unknown) => setFailure(String(error)),
    );
  };
  return (
    <form className="harness-login" onSubmit={submit}>
      <Field label="Username" htmlFor="h-user">
        <TextInput value={username} onChange={(e) => setUsername(e.target.value)} />
      </Field>
      <Field label="Password" htmlFor="h-pass">
        <TextInput type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Button type="submit">Log in</Button>
      {failure && <p className="harness-error">{failure}</p>}
    </form>
  );
}

function Harness() {
  const [permission, setPermission] = useState<Permission | null>(null);
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY));
  const [user, setUser] = useState<MemberInfo | null>(null);
  const [page, setPage] = useState<string | null>(null);
  const [log, setLog] = useState<string[]>([]);

  useEffect(() => {
    api.call(permissionCall, {}).then(setPermission, () => undefined);
    const add = (name: string) => (payload: unknown) =>
      setLog((lines) => [`${new Date().toLocaleTimeString()} ${name} ${JSON.stringify(payload)}`, ...lines]);
    const offs = [bus.on('wallet:changed', add('wallet:changed')), bus.on('popup:show', add('popup:show'))];
    return () => {
      for (const off of offs) off();
    };
  }, []);

  useEffect(() => {
    if (!token) return;
    sessionStorage.setItem(TOKEN_KEY, token);
    api.call(memberInfoCall, {}).then(
      ({ member }) => setUser(member),
      () => {
        sessionStorage.removeItem(TOKEN_KEY);
        setToken(null);
      },
    );
  }, [token]);

  if (!permission) return <Spinner label="Loading permission" />;
  const props = {
    basePath: '/',
    language,
    theme: theme === 'dark' ? ('dark' as const) : ('light' as const),
    session: {
      loggedIn: token !== null,
      user,
      isAgent: user ? isAgentType(user.type) : false,
      isTrial: user?.isTrial ?? false,
    },
    permission,
    api,
    bus,
    navigate: (to: string) => bus.emit('navigate', { to }),
    query: {},
  };

  return (
    <main className="harness-main">
      <section className="harness-panel">
        <h2>SEA Gaming · mfe-member-centre</h2>
        {user ? (
          <div className="harness-buttons">
            {CENTRE_PAGES.map((name) => (
              <Button key={name} size="sm" variant="secondary" onClick={() => setPage(name)}>
                {name}
              </Button>
            ))}
          </div>
        ) : (
          <Login onToken={setToken} />
        )}
        <div className="harness-buttons">
          <Select
            aria-label="Language"
            value={language}
            onChange={(e) => reload({ [LANGUAGE_KEY]: e.target.value })}
            options={['KM', 'EN', 'CN', 'TH'].map((code) => ({ value: code, label: code }))}
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
            options={['light', 'dark'].map((value) => ({ value, label: value }))}
          />
        </div>
      </section>
      <section className="harness-panel">
        <h2>Events</h2>
        <ol className="harness-log">
          {log.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      {/* As the host does: the centre in a large modal, the page passed as a prop. */}
      <Modal
        open={page !== null}
        onClose={() => setPage(null)}
        title="Member centre"
        closeLabel="Close"
        size="lg"
      >
        {page && <MemberCentre {...props} page={page} />}
      </Modal>
    </main>
  );
}

const style = document.createElement('style');
style.textContent = `
  :root:lang(km) { --font-body: 'Noto Sans Khmer', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; }
  .harness-main { display: grid; gap: var(--space-4); padding: var(--space-4); max-width: 1200px; margin: 0 auto; }
  .harness-panel { padding: var(--space-4); border-radius: var(--radius-lg); background: var(--color-surface); }
  .harness-buttons, .harness-login { display: flex; flex-wrap: wrap; gap: var(--space-2); margin-block: var(--space-3); align-items: end; }
  .harness-log { font-size: var(--font-size-sm); overflow-wrap: anywhere; }
  .harness-error { color: var(--color-danger); }
`;
document.head.append(style);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18next}>
      <Harness />
    </I18nextProvider>
  </StrictMode>,
);
