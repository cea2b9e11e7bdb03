import { studioOpenCall } from '@platform/shared-contracts/studio';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fakeStudio, LAUNCH_TOKEN, refuse, studioOpenAnswer } from '../testing';
import { openGame } from './open-game';

describe('opening a game from its launch token', () => {
  it('opens the game of the kind the page plays', async () => {
    const { api } = fakeStudio(studioOpenAnswer('crash'));
    const opened = await openGame(api, LAUNCH_TOKEN, 'crash');
    expect(opened.open?.kind).toBe('crash');
    expect(api.inputsOf(studioOpenCall)).toEqual([{ launchToken: LAUNCH_TOKEN }]);
  });

  it('fails without a token, with a used token, and with a token for another kind of game', async () => {
    const api = createFakeApi();
    expect(await openGame(api, null, 'mines')).toEqual({ failure: 'noLaunch' });
    expect(api.requests).toHaveLength(0);
    api.on(studioOpenCall, () => refuse('GAME_LAUNCH_INVALID'));
    expect(await openGame(api, LAUNCH_TOKEN, 'mines')).toEqual({ failure: 'launchUsed' });
    const other = fakeStudio(studioOpenAnswer('plinko')).api;
    expect(await openGame(other, LAUNCH_TOKEN, 'mines')).toEqual({ failure: 'openFailed' });
  });
});
