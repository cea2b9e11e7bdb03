import type { RemoteProps } from '@platform/shared-contracts/client';
import { type RemoteRenderOptions, type RenderedRemote, renderRemote } from '@platform/shared-ui/testing';
import type { ComponentType } from 'react';
import { addLotteryBundle } from '../i18n/lottery-i18n';

export type Options = Omit<RemoteRenderOptions, 'addTexts' | 'watch' | 'leadImage'>;

/** Mounts an exposed module as the host does (shared-ui's `renderRemote`), with the lottery texts already loaded. */
export function renderExposed(
  Exposed: ComponentType<Partial<RemoteProps>>,
  options: Options = {},
): Promise<RenderedRemote> {
  return renderRemote(Exposed, {
    ...options,
    addTexts: addLotteryBundle,
    watch: ['auth:open', 'popup:show', 'wallet:changed'],
  });
}
