import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  preloadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { loadRemoteRegistry, preloadScreen } = await import('./remote-registry');

const lobby = { name: 'mfe_lobby' };
const release = {
  name: 'mfe_lobby',
  version: '1.0.0',
  entry: '/remotes/mfe-lobby/1.0.0/mf-manifest.json',
  fallbackEntry: null,
  integrity: null,
  fallbackIntegrity: null,
};

/** The runtime reading a remote's manifest, as the registered plugins see it. */
function manifestRead(name: string) {
  const plugins = runtime.registerPlugins.mock.calls.flatMap(
    ([list]) => list as ModuleFederationRuntimePlugin[],
  );
  for (const plugin of plugins)
    (plugin.loadRemoteSnapshot as ((args: unknown) => unknown) | undefined)?.({
      moduleInfo: { name },
      from: 'global',
      options: {},
      remoteSnapshot: {},
    });
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(1);
  return done;
};

describe('preloading the first screen', () => {
  beforeAll(async () => {
    await loadRemoteRegistry({ call: async () => [release] as never }, '5');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    runtime.preloadRemote.mockReset();
  });

  it('asks the runtime for the screen and answers once the remote’s manifest has been read', async () => {
    runtime.preloadRemote.mockReturnValue(new Promise(() => undefined));
    const asked = preloadScreen(lobby, './HomePage');
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mfe_lobby', exposes: ['./HomePage'], resourceCategory: 'sync' },
    ]);
    expect(await settled(asked)).toBe(false);
    manifestRead('mfe_lobby');
    expect(await settled(asked)).toBe(true);
  });

  it('answers at once when the preload fails, so the shell does not wait for a manifest that will not come', async () => {
    runtime.preloadRemote.mockRejectedValue(new Error('manifest 404'));
    expect(await settled(preloadScreen(lobby, './HomePage'))).toBe(true);
  });

  it('asks for nothing for a remote the registry did not answer', async () => {
    expect(await settled(preloadScreen({ name: 'mfe_unknown' }, './Page'))).toBe(true);
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });
});
