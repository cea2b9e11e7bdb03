import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../platform/platform';
import { authRemoteWanted, resetAuthDemand, watchAuthDemand } from './auth-demand';

function fakeWindow(wide: boolean) {
  const target = new EventTarget();
  const idle = vi.fn();
  const win = Object.assign(target, {
    document: { readyState: 'complete' },
    matchMedia: () => ({ matches: wide }),
    requestIdleCallback: idle,
    cancelIdleCallback: vi.fn(),
    setTimeout: vi.fn(),
    clearTimeout: vi.fn(),
  });
  return { win: win as unknown as Window, target, idle };
}

afterEach(() => resetAuthDemand());

describe('auth remote on demand', () => {
  it('is not wanted for the first paint of a phone, and is wanted once the first tap has ended', () => {
    const { win, target, idle } = fakeWindow(false);
    const stop = watchAuthDemand(win);
    expect(authRemoteWanted()).toBe(false);
    expect(idle).not.toHaveBeenCalled();
    // A tap that has only begun: the header's own buttons must stay for its click.
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('touchstart'));
    expect(authRemoteWanted()).toBe(false);
    target.dispatchEvent(new Event('click'));
    expect(authRemoteWanted()).toBe(true);
    stop();
  });

  it('loads when the browser is idle on a wide screen, where the header shows its login form', () => {
    const { win, idle } = fakeWindow(true);
    const stop = watchAuthDemand(win);
    expect(authRemoteWanted()).toBe(false);
    idle.mock.calls[0]?.[0]();
    expect(authRemoteWanted()).toBe(true);
    stop();
  });

  it('loads when any part asks for the login, and the request waits for the remote to listen', async () => {
    bus.emit('auth:open', { view: 'login' });
    expect(authRemoteWanted()).toBe(true);
    const heard: string[] = [];
    const off = bus.on('auth:open', ({ view }) => heard.push(view));
    await Promise.resolve();
    expect(heard).toEqual(['login']);
    off();
  });
});
