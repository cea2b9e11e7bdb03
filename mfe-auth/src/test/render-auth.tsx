import {
  countryCodeCall,
  createEventBus,
  type EventBus,
  type Permission,
  type PlatformEvents,
} from '@platform/shared-contracts/client';
import { createFakeApi, type FakeApi } from '@platform/shared-contracts/testing';
import { COMMON_TEXTS, createHostLikeI18n } from '@platform/shared-ui/testing';
import { act, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { AuthRemoteProps } from '../app/remote-context';
import AuthModals from '../expose/auth-modals';
import HeaderLogin from '../expose/header-login';
import { AUTH_NS, bundleLanguageOf } from '../i18n/auth-i18n';
import cn from '../i18n/cn.json';
import en from '../i18n/en.json';
import km from '../i18n/km.json';
import { permissionWith } from './fixtures';

/** A fresh i18next like the host's (shared-ui's test kit). */
export const createTestI18n = createHostLikeI18n;

const OWN_TEXTS = { EN: en, CN: cn, KM: km };

/**
 * The auth texts of `language` in the instance at once, as when the remote has loaded them before: the screens
 * then draw in the first render, and a test can act on them straight away.
 */
function addTextsNow(i18n: I18n, language: string): void {
  const code = bundleLanguageOf(language);
  i18n.addResourceBundle(code, AUTH_NS, { ...COMMON_TEXTS[code], ...OWN_TEXTS[code] }, true, false);
}

export interface Rendered {
  api: FakeApi;
  bus: EventBus;
  navigate: ReturnType<typeof vi.fn>;
  /** Every `session:login` payload emitted so far. */
  logins: PlatformEvents['session:login'][];
  popups: PlatformEvents['popup:show'][];
  open: (request: PlatformEvents['auth:open']) => void;
  props: AuthRemoteProps;
}

export interface RenderOptions {
  api?: FakeApi;
  permission?: Permission;
  query?: Record<string, string>;
  language?: string;
  sessionClient?: AuthRemoteProps['sessionClient'];
  /** 'later': the auth texts are not loaded yet at mount, as on a first visit (the remote fetches them). */
  texts?: 'loaded' | 'later';
}

function setup(options: RenderOptions) {
  const api = options.api ?? createFakeApi();
  // Every phone field asks for the dialing codes; tests that do not care get the demo list.
  api.on(countryCodeCall, () => [
    { countryCode: 'KH', countryDialingCode: '855' },
    { countryCode: 'VN', countryDialingCode: '84' },
  ]);
  const bus = createEventBus();
  const navigate = vi.fn();
  const logins: PlatformEvents['session:login'][] = [];
  const popups: PlatformEvents['popup:show'][] = [];
  bus.on('session:login', (payload) => logins.push(payload));
  bus.on('popup:show', (payload) => popups.push(payload));
  const props: AuthRemoteProps = {
    basePath: '/',
    language: options.language ?? 'EN',
    theme: 'light',
    session: { loggedIn: false, user: null, isAgent: false, isTrial: false },
    permission: options.permission ?? permissionWith(),
    api,
    bus,
    navigate,
    query: options.query ?? {},
    ...(options.sessionClient ? { sessionClient: options.sessionClient } : {}),
  };
  const i18n = createTestI18n(options.language);
  if (options.texts !== 'later') addTextsNow(i18n, props.language);
  const open = (request: PlatformEvents['auth:open']) => act(() => bus.emit('auth:open', request));
  return { api, bus, navigate, logins, popups, open, props, i18n };
}

/** Mounts AuthModals as the host does, with a fake client and a real event bus. */
export function renderAuthModals(options: RenderOptions = {}): Rendered {
  const { i18n, ...rest } = setup(options);
  render(
    <I18nextProvider i18n={i18n}>
      <AuthModals {...rest.props} />
    </I18nextProvider>,
  );
  return rest;
}

/** Mounts HeaderLogin and AuthModals side by side, as the host's header and page do. */
export function renderHeaderLogin(options: RenderOptions = {}): Rendered {
  const { i18n, ...rest } = setup(options);
  render(
    <I18nextProvider i18n={i18n}>
      <HeaderLogin {...rest.props} />
      <AuthModals {...rest.props} />
    </I18nextProvider>,
  );
  return rest;
}
