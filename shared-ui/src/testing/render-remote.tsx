import {
  createEventBus,
  type EventBus,
  type PlatformEvents,
  type RemoteProps,
} from '@platform/shared-contracts/client';
import {
  createFakeApi,
  type FakeApi,
  memberFixture,
  permissionFixture,
} from '@platform/shared-contracts/testing';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createHostLikeI18n } from '../i18n/host-like-i18n';

/** Who the host says is at the screen: a guest, the demo member, or a trial account (type 4). */
export type Visitor = 'guest' | 'member' | 'trial';

/** The session part of a remote's props for `visitor`, as the host hands it over. */
export function sessionFor(visitor: Visitor): RemoteProps['session'] {
  if (visitor === 'guest') return { loggedIn: false, user: null, isAgent: false, isTrial: false };
  const trial = visitor === 'trial';
  return {
    loggedIn: true,
    user: memberFixture(trial ? { type: 4, isTrial: true, account: 'trial01' } : {}),
    isAgent: false,
    isTrial: trial,
  };
}

export interface RemoteRenderOptions {
  api?: FakeApi;
  visitor?: Visitor;
  basePath?: string;
  query?: Record<string, string>;
  language?: string;
  /** The lead image the host drew in the slot while the remote loaded. */
  leadImage?: RemoteProps['leadImage'];
  /** Loads the remote's own texts into the host-like i18next before the mount; left out, the remote loads them. */
  addTexts?: (i18n: I18n, language: string) => Promise<unknown>;
  /** The bus events a test reads back from `events`. */
  watch?: readonly (keyof PlatformEvents)[];
}

export interface RenderedRemote {
  api: FakeApi;
  bus: EventBus;
  navigate: ReturnType<typeof vi.fn>;
  /** Every event of the watched kinds emitted so far. */
  events: { name: keyof PlatformEvents; payload: unknown }[];
  props: RemoteProps;
  rerender: (next: Partial<RemoteProps>) => void;
}

/**
 * Mounts a remote's exposed module as the host does: typed props (a fake api that checks every call against its
 * contract, a real event bus, the visitor's session, DEMOKH's permission) inside a host-like i18next.
 */
export async function renderRemote(
  Exposed: ComponentType<Partial<RemoteProps>>,
  options: RemoteRenderOptions = {},
): Promise<RenderedRemote> {
  const api = options.api ?? createFakeApi();
  const bus = createEventBus();
  const events: RenderedRemote['events'] = [];
  for (const name of options.watch ?? []) bus.on(name, (payload) => events.push({ name, payload }));
  const navigate = vi.fn();
  const language = options.language ?? 'EN';
  const i18n = createHostLikeI18n(language);
  await options.addTexts?.(i18n, language);
  const props: RemoteProps = {
    basePath: options.basePath ?? '/',
    language,
    theme: 'light',
    session: sessionFor(options.visitor ?? 'member'),
    permission: permissionFixture(),
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
