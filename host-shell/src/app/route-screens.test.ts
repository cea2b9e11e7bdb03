import { REMOTES } from '@platform/shared-contracts/client';
import { describe, expect, it } from 'vitest';
import { remoteDrawing, remoteScreenFor } from './route-screens';

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

describe('the remote that draws the page a link goes to', () => {
  it('is none for the pages the shell draws itself and for an unknown address', () => {
    for (const link of ['/', '/home', '/login', '/register', '/no-such-page'])
      expect(remoteDrawing(link)).toBeNull();
  });

  it("is the page's remote, whatever the link's query or hash", () => {
    expect(remoteDrawing('/rng?vassalage=pg')).toBe('lobby');
    expect(remoteDrawing('/vnLottery?gameCode=VN')).toBe('lottery');
    expect(remoteDrawing('/promotions')).toBe('promotions');
    for (const link of ['/blog', '/down', '/pointMall', '/help#deposit'])
      expect(remoteDrawing(link)).toBe('promotions');
  });
});
