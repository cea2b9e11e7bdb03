import {
  createEventBus,
  type EventBus,
  type MemberInfo,
  type Permission,
  REMOTES,
  type SystemStatus,
} from '@platform/shared-contracts/client';
import { memberFixture } from '@platform/shared-contracts/testing';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { createMemoryHistory } from '../../app/routing/history';
import { Router } from '../../app/routing/routing';
import hostEn from '../../i18n/locales/en.json';
import {
  languageAtom,
  permissionAtom,
  releasedRemotesAtom,
  sessionAtom,
  statusAtom,
} from '../../store/host-store';
import layoutEn from '../i18n/en.json';
import { type LayoutServices, LayoutServicesContext } from '../layout-services';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

/** i18next with the shell's English strings (host and layout), as the app merges them into 'shell'. */
export async function testI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { EN: { shell: { ...hostEn, ...layoutEn } } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  return instance;
}

export function makePermission(overrides: Partial<Permission> = {}): Permission {
  return {
    domainRoute: [
      {
        country: 'KH',
        countryName: 'Cambodia',
        currency: 'KHR',
        langList: ['KM', 'EN', 'CN'],
        merchantCode: 'DEMOKH',
      },
      {
        country: 'VN',
        countryName: 'Vietnam',
        currency: 'VND',
        langList: ['VI', 'EN', 'CN'],
        merchantCode: 'DEMOVN',
      },
      {
        country: 'TH',
        countryName: 'Thailand',
        currency: 'THB',
        langList: ['TH', 'EN', 'CN'],
        merchantCode: 'DEMOTH',
      },
    ],
    resources: [],
    whitelabelVal: {},
    register: { fields: [], captchaRequired: false, smsVerification: false, agreementAge: 18 },
    mainDomain: 'demo.sea-gaming.test',
    analytics: null,
    imageCDNs: [],
    launchGameCDNs: [],
    customerService: [],
    location: { ip: '203.0.113.9', country: 'KH' },
    maintenance: false,
    regionRestriction: false,
    timeZone: 'Asia/Phnom_Penh',
    ...overrides,
  };
}

export function makeStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    status: 0,
    maintenanceEndTime: null,
    ip: '203.0.113.9',
    country: 'KH',
    merchantCode: 'DEMOKH',
    ...overrides,
  };
}

export function makeMember(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return memberFixture({ registeredAt: '2025-01-01T00:00:00Z', ...overrides });
}

type RemoteKey = keyof typeof REMOTES;

/** Every remote but those named: a region whose registry released no version of them. */
export function allRemotesBut(...left: RemoteKey[]): RemoteKey[] {
  return (Object.keys(REMOTES) as RemoteKey[]).filter((remote) => !left.includes(remote));
}

interface Options {
  route?: string;
  store?: ReturnType<typeof createStore>;
  bus?: EventBus;
  permission?: Permission | null;
  status?: SystemStatus | null;
  /** Logs in with this member (a token is set too). */
  member?: MemberInfo;
  services?: Partial<LayoutServices>;
  /** The remotes the registry released for the region: every one unless the test says. */
  released?: readonly RemoteKey[];
}

/** Renders a layout part with a real event bus and jotai store, the EN strings, and a memory router. */
export async function renderLayout(ui: ReactElement, options: Options = {}) {
  const store = options.store ?? createStore();
  const bus = options.bus ?? createEventBus();
  store.set(languageAtom, 'EN');
  store.set(permissionAtom, options.permission === undefined ? makePermission() : options.permission);
  store.set(statusAtom, options.status === undefined ? makeStatus() : options.status);
  const released = options.released ?? allRemotesBut();
  store.set(releasedRemotesAtom, new Set(released.map((remote) => REMOTES[remote].name)));
  if (options.member) store.set(sessionAtom, { token: 'test-token-0123456789', user: options.member });
  const services: LayoutServices = {
    bus,
    // Calls a test did not arrange fail, as a server that is not there would.
    api: { call: () => Promise.reject(new Error('no API in this test')) },
    chooseLanguage: vi.fn(),
    applyTheme: vi.fn(),
    reloadAt: vi.fn(),
    ...options.services,
  };
  const i18n = await testI18n();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <LayoutServicesContext.Provider value={services}>
          <Router history={createMemoryHistory(options.route ?? '/')}>{ui}</Router>
        </LayoutServicesContext.Provider>
      </Provider>
    </I18nextProvider>,
  );
  return { ...result, store, bus, services };
}

/** Collects the payloads of one bus event. */
export function record<K extends Parameters<EventBus['on']>[0]>(bus: EventBus, name: K) {
  const seen: unknown[] = [];
  bus.on(name, (payload) => seen.push(payload));
  return seen;
}
