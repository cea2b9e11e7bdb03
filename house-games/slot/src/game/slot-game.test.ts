import { studioOpenCall, studioSpinCall } from '@platform/shared-contracts/studio';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  freeSpinsTrigger,
  LAUNCH_TOKEN,
  lose,
  NO_DELAYS,
  openAnswer,
  round,
  scriptedStudio,
  spinAnswer,
  winTimes,
} from '../test/fixtures';
import { type ParentMessage, SlotGame } from './slot-game';

async function openGame(api: ReturnType<typeof scriptedStudio>['api']) {
  const messages: ParentMessage[] = [];
  const game = new SlotGame({ api, postToParent: (message) => messages.push(message), timing: NO_DELAYS });
  await game.open(LAUNCH_TOKEN);
  game.play();
  return { game, messages };
}

describe('opening the game', () => {
  it('opens with the launch token, then waits on the paytable screen before the first bet', async () => {
    const { api } = scriptedStudio([lose]);
    const game = new SlotGame({ api, postToParent: () => undefined, timing: NO_DELAYS });
    await game.open(LAUNCH_TOKEN);
    expect(api.inputsOf(studioOpenCall)).toEqual([{ launchToken: LAUNCH_TOKEN }]);
    expect(game.state.phase).toBe('intro');
    expect(game.state.balance).toBe('100.00');
    expect(await game.spin()).toBeNull();
    expect(api.inputsOf(studioSpinCall)).toHaveLength(0);
  });

  it('says the link was used when the studio refuses a second open of the same token', async () => {
    const api = createFakeApi().on(studioOpenCall, () => refuse('GAME_LAUNCH_INVALID'));
    const game = new SlotGame({ api, postToParent: () => undefined });
    await game.open(LAUNCH_TOKEN);
    expect(game.state).toMatchObject({ phase: 'failed', failure: 'launchUsed' });
  });

  it('asks to open it from the lobby when the address has no launch token', async () => {
    const api = createFakeApi();
    const game = new SlotGame({ api, postToParent: () => undefined });
    await game.open(null);
    expect(game.state).toMatchObject({ phase: 'failed', failure: 'noLaunch' });
    expect(api.requests).toHaveLength(0);
  });
});

describe('a spin', () => {
  it('sends the chosen bet level, shows the balance after the round and tells the page a real spin settled', async () => {
    const { api } = scriptedStudio([winTimes(3)]);
    const { game, messages } = await openGame(api);
    game.setBet(2);
    await game.spin();
    const [sent] = api.inputsOf(studioSpinCall);
    expect(sent?.betLevel).toBe(2);
    expect(sent?.requestId).toMatch(/^[0-9a-f]{32}$/);
    // 100.00 - 1.00 + 3 x 1.00
    expect(game.state.balance).toBe('102.00');
    expect(game.state.roundWin).toBe('3.00');
    expect(game.state.notice).toMatchObject({ key: 'totalWin', values: { amount: '3.00' } });
    expect(game.state.reelsStopped).toBe(5);
    expect(game.state.fair?.nonce).toBe(1);
    expect(messages).toEqual([{ type: 'house-game:balance' }]);
  });

  it('demo play tells the page nothing (no real balance moved)', async () => {
    const { api } = scriptedStudio([lose], openAnswer({ demo: true }));
    const { game, messages } = await openGame(api);
    await game.spin();
    expect(messages).toEqual([]);
  });

  it('sends a spin that got no answer again with the same request id, so it is played once', async () => {
    const played = round(0);
    let calls = 0;
    const api = createFakeApi()
      .on(studioOpenCall, () => openAnswer())
      .on(studioSpinCall, () => {
        calls += 1;
        return calls === 1 ? refuse('NETWORK_ABNORMAL') : spinAnswer(played);
      });
    const { game } = await openGame(api);
    await game.spin();
    const [first, second] = api.inputsOf(studioSpinCall);
    expect(second?.requestId).toBe(first?.requestId);
    expect(game.state.balance).toBe(played.balanceAfter);
  });

  it('keeps a spin whose answer was lost twice, and the next press sends it again, at its stake, to show its round', async () => {
    const played = round(0);
    let lost = 2;
    const api = createFakeApi()
      .on(studioOpenCall, () => openAnswer())
      .on(studioSpinCall, () => {
        lost -= 1;
        return lost >= 0 ? refuse('NETWORK_ABNORMAL') : spinAnswer(played);
      });
    const { game } = await openGame(api);
    game.setBet(1);
    expect(await game.spin()).toBeNull();
    // Whether the server played it is not known: nothing claims the balance is unchanged, and the bet stays put.
    expect(game.state).toMatchObject({ notice: { key: 'noAnswer' }, spinKept: true, balance: '100.00' });
    game.setBet(3);
    expect(game.state.betIndex).toBe(1);

    expect(await game.spin()).not.toBeNull();
    const sent = api.inputsOf(studioSpinCall);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((request) => request.requestId)).size).toBe(1);
    expect(sent[2]?.betLevel).toBe(1);
    expect(game.state).toMatchObject({ spinKept: false, balance: played.balanceAfter });

    await game.spin();
    expect(api.inputsOf(studioSpinCall)[3]?.requestId).not.toBe(sent[0]?.requestId);
  });

  it('makes a new request once a spin was refused: a refusal is an answer', async () => {
    let calls = 0;
    const api = createFakeApi()
      .on(studioOpenCall, () => openAnswer())
      .on(studioSpinCall, () => {
        calls += 1;
        return calls === 1 ? refuse('SYSTEM_ERROR') : spinAnswer(round(0));
      });
    const { game } = await openGame(api);
    await game.spin();
    expect(game.state).toMatchObject({ notice: { key: 'spinFailed' }, spinKept: false });
    await game.spin();
    const [first, second] = api.inputsOf(studioSpinCall);
    expect(second?.requestId).not.toBe(first?.requestId);
  });

  it('does not send a stake above the balance and says why', async () => {
    const { api } = scriptedStudio([lose], openAnswer({ balance: '0.10' }));
    const { game } = await openGame(api);
    expect(await game.spin()).toBeNull();
    expect(api.inputsOf(studioSpinCall)).toHaveLength(0);
    expect(game.state.notice?.key).toBe('insufficientFunds');
  });

  it('counts the free spins down while they play and ends with the whole round’s win', async () => {
    const { api } = scriptedStudio([freeSpinsTrigger]);
    const { game } = await openGame(api);
    const seen: number[] = [];
    game.subscribe(() => {
      if (game.state.inFreeSpins) seen.push(game.state.freeSpinsLeft);
    });
    await game.spin();
    expect(Math.max(...seen)).toBe(7);
    expect(Math.min(...seen)).toBe(0);
    expect(game.state.inFreeSpins).toBe(false);
    expect(game.state.roundWin).toBe('0.40');
  });

  it('a tap skips the turning reels: the whole round shows at once', async () => {
    const { api } = scriptedStudio([freeSpinsTrigger]);
    const messages: ParentMessage[] = [];
    const game = new SlotGame({ api, postToParent: (m) => messages.push(m) });
    await game.open(LAUNCH_TOKEN);
    game.play();
    const started = Date.now();
    const spinning = game.spin();
    await vi.waitFor(() => expect(game.state.lastRound).not.toBeNull());
    game.skip();
    await spinning;
    // Unskipped, 9 steps with their holds take several seconds.
    expect(Date.now() - started).toBeLessThan(600);
    expect(game.state.busy).toBe(false);
    expect(game.state.reelsStopped).toBe(5);
  });

  it('an ended game session leaves the game for a screen that says so', async () => {
    const api = createFakeApi()
      .on(studioOpenCall, () => openAnswer())
      .on(studioSpinCall, () => refuse('GAME_SESSION_EXPIRED'));
    const { game } = await openGame(api);
    expect(await game.autoSpin(10)).toBe('error');
    expect(game.state).toMatchObject({ phase: 'failed', failure: 'sessionExpired' });
    expect(api.inputsOf(studioSpinCall)).toHaveLength(1);
  });

  it('says a limit the player set refused the spin, and stops auto-spin', async () => {
    const api = createFakeApi()
      .on(studioOpenCall, () => openAnswer())
      .on(studioSpinCall, () => refuse('LIMIT_REACHED'));
    const { game } = await openGame(api);
    expect(await game.autoSpin(10)).toBe('error');
    expect(game.state.notice).toMatchObject({ key: 'limitReached', tone: 'warn' });
    expect(api.inputsOf(studioSpinCall)).toHaveLength(1);
  });

  it('stops auto-spin on a spin whose answer was lost, and says the next press sends it again', async () => {
    const api = createFakeApi()
      .on(studioOpenCall, () => openAnswer())
      .on(studioSpinCall, () => refuse('NETWORK_ABNORMAL'));
    const { game } = await openGame(api);
    expect(await game.autoSpin(10)).toBe('error');
    expect(game.state).toMatchObject({
      notice: { key: 'noAnswer', tone: 'warn' },
      spinKept: true,
      auto: null,
    });
    expect(api.inputsOf(studioSpinCall)).toHaveLength(2);
  });

  it('the back button posts house-game:back to the page', async () => {
    const { api } = scriptedStudio([lose]);
    const { game, messages } = await openGame(api);
    game.back();
    expect(messages).toEqual([{ type: 'house-game:back' }]);
  });
});

describe('auto-spin', () => {
  it('plays the number of spins asked for', async () => {
    const { api } = scriptedStudio([lose]);
    const { game } = await openGame(api);
    expect(await game.autoSpin(10)).toBe('done');
    expect(api.inputsOf(studioSpinCall)).toHaveLength(10);
    expect(game.state.auto).toBeNull();
  });

  it('stops on a free-spins trigger', async () => {
    const { api } = scriptedStudio([lose, lose, freeSpinsTrigger, lose]);
    const { game } = await openGame(api);
    expect(await game.autoSpin(25)).toBe('free-spins');
    expect(api.inputsOf(studioSpinCall)).toHaveLength(3);
    expect(game.state.notice?.key).toBe('autoStoppedFree');
  });

  it('stops on a win above 50 times the stake, not on one of exactly 50', async () => {
    const { api } = scriptedStudio([winTimes(50), lose, winTimes(51), lose]);
    const { game } = await openGame(api);
    expect(await game.autoSpin(50)).toBe('big-win');
    expect(api.inputsOf(studioSpinCall)).toHaveLength(3);
  });

  it('stops when the balance cannot pay the next stake', async () => {
    const { api } = scriptedStudio([lose], openAnswer({ balance: '1.00' }));
    const { game } = await openGame(api);
    expect(await game.autoSpin(100)).toBe('funds');
    // 1.00 pays five spins of 0.20.
    expect(api.inputsOf(studioSpinCall)).toHaveLength(5);
    expect(game.state.notice?.key).toBe('autoStoppedFunds');
  });

  it('stops when the studio refuses a spin for funds', async () => {
    const api = createFakeApi()
      .on(studioOpenCall, () => openAnswer())
      .on(studioSpinCall, () => refuse('INSUFFICIENT_BALANCE'));
    const { game } = await openGame(api);
    expect(await game.autoSpin(10)).toBe('funds');
    expect(api.inputsOf(studioSpinCall)).toHaveLength(1);
  });

  it('stops when the player taps stop: the spin in play finishes, no other starts', async () => {
    const { api } = scriptedStudio([lose]);
    const { game } = await openGame(api);
    game.subscribe(() => {
      if (game.state.lastRound?.nonce === 1 && game.state.busy) game.stopAuto();
    });
    expect(await game.autoSpin(100)).toBe('player');
    expect(api.inputsOf(studioSpinCall)).toHaveLength(2);
  });

  it('keeps the bet level while it runs', async () => {
    const { api } = scriptedStudio([lose]);
    const { game } = await openGame(api);
    const run = game.autoSpin(10);
    game.setBet(3);
    await run;
    expect(api.inputsOf(studioSpinCall).every((input) => input.betLevel === 0)).toBe(true);
  });
});
