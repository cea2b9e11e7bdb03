import {
  createEventBus,
  type EventBus,
  type MerchantWallet,
  merchantWalletCall,
  type PlatformEvents,
  SESSION_KEYS,
} from '@platform/shared-contracts/client';
import { createFakeApi, type FakeApi } from '@platform/shared-contracts/testing';
import { createHostLikeI18n } from '@platform/shared-ui/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { type MemberCentreProps, RemotePropsProvider } from '../app/remote-context';
import MemberCentre from '../expose/member-centre';
import { addMemberBundle } from '../i18n/member-i18n';
import { centreQueryClient } from '../lib/query-client';
import { member, permission } from './fixtures';

/** A fresh i18next like the host's (shared-ui's test kit). */
export const createTestI18n = createHostLikeI18n;

export interface Options {
  api?: FakeApi;
  language?: string;
  page?: string;
  isAgent?: boolean;
  /** The region's merchant wallet: a wallet per vendor (with transfers) unless the test says. */
  wallet?: MerchantWallet;
}

const WALLET_PER_VENDOR: MerchantWallet = { isSingle: 0, vendors: [{ vendor: 'EVO', name: 'Evolution' }] };

function setup(options: Options) {
  const api = (options.api ?? createFakeApi()).on(
    merchantWalletCall,
    () => options.wallet ?? WALLET_PER_VENDOR,
  );
  // The shell keeps the session's region for every part of the page.
  sessionStorage.setItem(SESSION_KEYS.merchantCode, 'DEMOKH');
  const bus = createEventBus();
  const walletChanges: PlatformEvents['wallet:changed'][] = [];
  bus.on('wallet:changed', (payload) => walletChanges.push(payload));
  const language = options.language ?? 'EN';
  const props: MemberCentreProps = {
    basePath: '/',
    language,
    theme: 'light',
    session: {
      loggedIn: true,
      user: member({ isAgent: options.isAgent ?? false, type: options.isAgent ? 1 : 0 }),
      isAgent: options.isAgent ?? false,
      isTrial: false,
    },
    permission: permission(),
    api,
    bus,
    navigate: vi.fn(),
    query: {},
    ...(options.page ? { page: options.page } : {}),
  };
  return { api, bus, walletChanges, props, i18n: createTestI18n(language) };
}

export interface Rendered {
  api: FakeApi;
  bus: EventBus;
  /** Every `wallet:changed` emitted so far. */
  walletChanges: PlatformEvents['wallet:changed'][];
  props: MemberCentreProps;
  rerender: (props: Partial<MemberCentreProps>) => void;
  /** Takes the centre away, as closing the host's modal does. */
  unmount: () => void;
}

/** Mounts the exposed MemberCentre as the host does (the member bundle loads by itself). */
export function renderCentre(options: Options = {}): Rendered {
  const { i18n, ...rest } = setup(options);
  const view = (props: MemberCentreProps) => (
    <I18nextProvider i18n={i18n}>
      <MemberCentre {...props} />
    </I18nextProvider>
  );
  const { rerender, unmount } = render(view(rest.props));
  return { ...rest, rerender: (next) => rerender(view({ ...rest.props, ...next })), unmount };
}

/** Mounts one page of the centre with its texts already loaded. */
export async function renderPage(ui: ReactElement, options: Options = {}): Promise<Rendered> {
  const { i18n, ...rest } = setup(options);
  await addMemberBundle(i18n, rest.props.language);
  render(
    <I18nextProvider i18n={i18n}>
      <RemotePropsProvider value={rest.props}>
        <QueryClientProvider client={centreQueryClient}>{ui}</QueryClientProvider>
      </RemotePropsProvider>
    </I18nextProvider>,
  );
  return { ...rest, rerender: () => undefined, unmount: () => undefined };
}
