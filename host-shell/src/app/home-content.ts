import { REMOTES } from '@platform/shared-contracts/client';

/** The home page's content under the shell's hero: the lobby's home screen. */
export const HOME_CONTENT = {
  remote: 'lobby',
  module: REMOTES.lobby.modules.HomePage,
  area: 'area.lobby',
} as const;
