import type { RemoteProps } from '@platform/shared-contracts/client';
import { type RemoteRenderOptions, type RenderedRemote, renderRemote } from '@platform/shared-ui/testing';
import type { ComponentType } from 'react';
import { addLobbyBundle } from '../i18n/lobby-i18n';

export type { Visitor } from '@platform/shared-ui/testing';

export interface Options extends Omit<RemoteRenderOptions, 'addTexts' | 'watch'> {
  /** 'later': the lobby's texts are not loaded yet at mount, as on a first visit (the lobby fetches them). */
  texts?: 'loaded' | 'later';
}

/** Mounts an exposed module as the host does (shared-ui's `renderRemote`), with the lobby texts loaded unless asked. */
export function renderExposed(
  Exposed: ComponentType<Partial<RemoteProps>>,
  { texts, ...options }: Options = {},
): Promise<RenderedRemote> {
  return renderRemote(Exposed, {
    ...options,
    ...(texts === 'later' ? {} : { addTexts: addLobbyBundle }),
    watch: ['auth:open', 'account:real-required', 'popup:show', 'wallet:changed', 'games:vendors-refresh'],
  });
}
