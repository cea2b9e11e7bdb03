import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { loadRemoteModule, RemoteLoadError } = await import('./load-remote-module');
const { loadRemoteRegistry } = await import('./remote-registry');

function Component() {
  return null;
}

async function registry(fallbackEntry: string | null, integrity: string | null = null) {
  await loadRemoteRegistry(
    {
      call: async () =>
        [
          {
            name: 'mfe_auth',
            version: '1.0.0',
            entry: '/remotes/mfe-auth/1.0.0/mf-manifest.json',
            fallbackEntry,
            integrity,
            fallbackIntegrity: fallbackEntry ? 'sha384-fallback' : null,
          },
        ] as never,
    },
    '5',
  );
}

describe('loading a remote module', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
  });

  it('registers the registry answer with absolute entries', async () => {
    await registry(null);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_auth', entry: `${window.location.origin}/remotes/mfe-auth/1.0.0/mf-manifest.json` },
    ]);
  });

  it('retries a failed load and re-registers the remote before each retry', async () => {
    await registry(null);
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Component });
    const loading = loadRemoteModule('mfe_auth', './AuthModals');
    await vi.runAllTimersAsync();
    await expect(loading).resolves.toBe(Component);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_auth/AuthModals');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  });

  it('tries the fallback URL after three failures', async () => {
    await registry('/remotes/mfe-auth/0.9.0/mf-manifest.json');
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('1'))
      .mockRejectedValueOnce(new Error('2'))
      .mockRejectedValueOnce(new Error('3'))
      .mockResolvedValueOnce({ default: Component });
    const loading = loadRemoteModule('mfe_auth', './AuthModals');
    await vi.runAllTimersAsync();
    await expect(loading).resolves.toBe(Component);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_auth', entry: `${window.location.origin}/remotes/mfe-auth/0.9.0/mf-manifest.json` }],
      { force: true },
    );
  });

  it('checks the fallback entry against the fallback release’s hash', async () => {
    await registry('/remotes/mfe-auth/0.9.0/mf-manifest.json', 'sha384-primary');
    const plugin = runtime.registerPlugins.mock.calls[0]?.[0]?.[0];
    const entryScript = (entry: string) =>
      plugin.createScript({ url: entry, remoteInfo: { name: 'mfe_auth', entry, type: 'global' } });
    expect(entryScript('/remotes/mfe-auth/1.0.0/remoteEntry.js').integrity).toBe('sha384-primary');
    runtime.loadRemote.mockRejectedValue(new Error('integrity'));
    const loading = loadRemoteModule('mfe_auth', './AuthModals').catch((e) => e);
    await vi.runAllTimersAsync();
    await loading;
    expect(entryScript('/remotes/mfe-auth/0.9.0/remoteEntry.js').integrity).toBe('sha384-fallback');
  });

  it('gives up with a load error when every attempt fails', async () => {
    await registry(null);
    runtime.loadRemote.mockRejectedValue(new Error('down'));
    const loading = loadRemoteModule('mfe_auth', './AuthModals').catch((e) => e);
    await vi.runAllTimersAsync();
    const error = await loading;
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error.reason).toBe('failed');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('stops at the 120 s limit without retrying', async () => {
    await registry(null);
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
    const loading = loadRemoteModule('mfe_auth', './AuthModals').catch((e) => e);
    await vi.advanceTimersByTimeAsync(119_000);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await loading;
    expect(error.reason).toBe('timeout');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});
