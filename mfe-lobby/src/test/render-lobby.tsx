import {
  createEventBus,
  type EventBus,
  type PlatformEvents,
  type RemoteProps,
} from '@platform/shared-contracts/client';
import { createFakeApi, type FakeApi } from '@platform/shared-contracts/testing';
import { createHostLikeI18n } from '@platform/shared-ui/testing';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { addLobbyBundle } from '../i18n/lobby-i18n';
import { member, permission } from './fixtures';

/** A fresh i18next like the host's (shared-ui's test kit). */
export const createTestI18n = createHostLikeI18n;

export type Visitor = 'guest' | 'member' | 'trial';

export interface Options {
  api?: FakeApi;
  visitor?: Visitor;
  basePath?: string;
  query?: Record<string, string>;
  language?: string;
  /** 'later': the lobby's texts are not loaded yet at mount, as on a first visit (the lobby fetches them). */
  texts?: 'loaded' | 'later';
  /** The lead image the host drew in the slot while the lobby loaded. */
  leadImage?: RemoteProps['leadImage'];
}

export interface Rendered {
  api: FakeApi;
  bus: EventBus;
  navigate: ReturnType<typeof vi.fn>;
  /** Every event of these kinds emitted so far. */
  events: { name: keyof PlatformEvents; payload: unknown }[];
  props: RemoteProps;
  rerender: (next: Partial<RemoteProps>) => void;
}

function sessionOf(visitor: Visitor): RemoteProps['session'] {
  if (visitor === 'guest') return { loggedIn: false, user: null, isAgent: false, isTrial: false };
  const trial = visitor === 'trial';
  return {
    loggedIn: true,
    user: member(trial ? { type: 4, isTrial: true, account: 'trial01' } : {}),
    isAgent: false,
    isTrial: trial,
  };
}

/** Mounts an exposed module as the host does, with the lobby texts already loaded unless asked otherwise. */
export async function renderExposed(
  Exposed: ComponentType<Partial<RemoteProps>>,
  options: Options = {},
): Promise<Rendered> {
  const api = options.api ?? createFakeApi();
  const bus = createEventBus();
  const events: Rendered['events'] = [];
  for (const name of ['auth:open', 'popup:show', 'wallet:changed', 'games:vendors-refresh'] as const) {
    bus.on(name, (payload) => events.push({ name, payload }));
  }
  const navigate = vi.fn();
  const language = options.language ?? 'EN';
  const i18n = createTestI18n(language);
  if (options.texts !== 'later') await addLobbyBundle(i18n, language);
  const props: RemoteProps = {
    basePath: options.basePath ?? '/',
    language,
    theme: 'light',
    session: sessionOf(options.visitor ?? 'member'),
    permission: permission(),
    api,
    bus,
    navigate,
    query: options.query ?? {},
    ...(options.leadImage ? { leadImage: options.leadImage } : {}),
  };
  const view = (next: RemoteProps) => (
    <I18nextProvider i18n={i18n}>
      <Exposed {...next} />
    </I18nextProvider>
  );
  const { rerender } = render(view(props));
  return { api, bus, navigate, events, props, rerender: (next) => rerender(view({ ...props, ...next })) };
}
