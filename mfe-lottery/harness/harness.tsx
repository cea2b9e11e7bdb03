/**
 * Runs the lottery remote alone against the real platform-api (`pnpm --filter @platform/mfe-lottery dev`, with the
 * API on :8080): an i18next like the host's, a real event bus, a small login, the three lottery routes
 * (`/lottery`, `/vnLottery`, `/seaLottery`; `?gameCode=SSC1`, `?view=verify`), and a log of what the remote emits.
 * `?lang=KM|EN|CN`, `?theme=dark`, `?merchant=DEMOVN`.
 */
import '@fontsource/noto-sans-khmer/400.css';
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
  type RemoteProps,
} from '@platform/shared-contracts/client';
import { Button, Spinner } from '@platform/shared-ui';
import i18next from 'i18next';
import { type ComponentType, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import LotteryLobby from '../src/expose/lottery-lobby';

const TOKEN_KEY = 'harness.token';
const params = new URLSearchParams(location.search);
const merchant = params.get('merchant') ?? 'DEMOKH';
const language = params.get('lang') ?? 'EN';
const theme = params.get('theme') === 'dark' ? 'dark' : 'light';
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

const SCREENS: Record<string, ComponentType<Partial<RemoteProps>>> = {
  '/lottery': LotteryLobby,
  '/vnLottery': LotteryLobby,
  '/seaLottery': LotteryLobby,
};

function useAddress() {
  const [address, setAddress] = useState(() => ({ path: location.pathname, search: location.search }));
  useEffect(() => {
    const read = () => setAddress({ path: location.pathname, search: location.search });
    addEventListener('popstate', read);
    const off = bus.on('navigate', ({ to, replace }) => {
      history[replace ? 'replaceState' : 'pushState'](null, '', to);
      read();
    });
    return () => {
      removeEventListener('popstate', read);
      off();
    };
  }, []);
  return address;
}

function Harness() {
  const [permission, setPermission] = useState<Permission | null>(null);
  const [user, setUser] = useState<MemberInfo | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const { path, search } = useAddress();

  useEffect(() => {
    api.call(permissionCall, {}).then(setPermission, () => undefined);
    if (sessionStorage.getItem(TOKEN_KEY)) api.call(memberInfoCall, {}).then(({ member }) => setUser(member));
    const add = (name: string) => (payload: unknown) =>
      setLog((lines) => [`${new Date().toLocaleTimeString()} ${name} ${JSON.stringify(payload)}`, ...lines]);
    const offs = (['auth:open', 'popup:show', 'wallet:changed', 'navigate'] as const).map((name) =>
      bus.on(name, add(name)),
    );
    return () => {
      for (const off of offs) off();
    };
  }, []);

  const login = () =>
    api
      .call(loginV2Call, { type: 'username', username: 'demo01', password: 'demo1234' })
      .then(async (result) => {
        if (result.status !== 'OK') return;
        sessionStorage.setItem(TOKEN_KEY, result.token);
        setUser((await api.call(memberInfoCall, {})).member);
      });

  if (!permission) return <Spinner label="Loading permission" />;
  const Screen = SCREENS[path] ?? LotteryLobby;
  const props: RemoteProps = {
    basePath: SCREENS[path] ? path : '/lottery',
    language,
    theme,
    session: {
      loggedIn: user !== null,
      user,
      isAgent: user ? isAgentType(user.type) : false,
      isTrial: user?.isTrial ?? false,
    },
    permission,
    api,
    bus,
    navigate: (to, options) => bus.emit('navigate', { to, ...(options?.replace ? { replace: true } : {}) }),
    query: Object.fromEntries(new URLSearchParams(search)),
  };
  return (
    <main className="harness-main">
      <nav className="harness-bar">
        {Object.keys(SCREENS).map((to) => (
          <Button key={to} size="sm" variant="secondary" onClick={() => props.navigate(to)}>
            {to}
          </Button>
        ))}
        {user ? <span>{user.account}</span> : <Button onClick={login}>Log in demo01</Button>}
      </nav>
      <Screen {...props} />
      <ol className="harness-log">
        {log.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </main>
  );
}

const style = document.createElement('style');
style.textContent = `
  :root:lang(km) { --font-body: 'Noto Sans Khmer', system-ui, sans-serif; }
  .harness-main { display: grid; gap: var(--space-4); padding: var(--space-4); max-width: 1280px; margin: 0 auto; }
  .harness-bar { display: flex; flex-wrap: wrap; gap: var(--space-2); align-items: center; }
  .harness-log { font-size: var(--font-size-sm); overflow-wrap: anywhere; }
`;
document.head.append(style);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18next}>
      <Harness />
    </I18nextProvider>
  </StrictMode>,
);
