import { REMOTES } from '@platform/shared-contracts/client';
import { describe, expect, it } from 'vitest';
import { remoteScreenFor } from './route-screens';

describe('the remote screen an address opens on, which the shell preloads', () => {
  it('is the lobby home for home, login and register, and the page remote for the other pages', () => {
    for (const path of ['/', '/login', '/register'])
      expect(remoteScreenFor(path, false)).toEqual({
        remote: REMOTES.lobby,
        module: REMOTES.lobby.modules.HomePage,
      });
    expect(remoteScreenFor('/rng', false)).toEqual({
      remote: REMOTES.lobby,
      module: REMOTES.lobby.modules.GameList,
    });
    expect(remoteScreenFor('/lottery', true)).toEqual({
      remote: REMOTES.lottery,
      module: REMOTES.lottery.modules.LotteryLobby,
    });
  });

  it('is none for a page that needs a session the visitor has not got, and for an unknown address', () => {
    expect(remoteScreenFor('/lottery', false)).toBeNull();
    expect(remoteScreenFor('/no-such-page', true)).toBeNull();
  });
});
