import { studioOpenCall } from '@platform/shared-contracts/studio';
import type { KitTextKey } from '../i18n/kit-en';
import { errorCode, type StudioApi } from '../studio/studio-client';
import type { StudioGameKind, StudioOpenAnswer } from '../studio/studio-shapes';

export type OpenFailure = Extract<KitTextKey, 'noLaunch' | 'launchUsed' | 'openFailed'>;
export type OpenResult =
  | { open: StudioOpenAnswer; failure?: undefined }
  | { open?: undefined; failure: OpenFailure };

/**
 * Opens the game the launch token was issued for (studioOpen). A token for another kind of game (a slot link
 * in the mines page) is a failure like any other: the page cannot play it.
 */
export async function openGame(
  api: StudioApi,
  launchToken: string | null,
  kind: StudioGameKind,
): Promise<OpenResult> {
  if (!launchToken) return { failure: 'noLaunch' };
  try {
    const open = await api.call(studioOpenCall, { launchToken });
    return open.kind === kind ? { open } : { failure: 'openFailed' };
  } catch (error) {
    return { failure: errorCode(error) === 'GAME_LAUNCH_INVALID' ? 'launchUsed' : 'openFailed' };
  }
}
