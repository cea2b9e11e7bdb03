import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { integrityPlugin } from './integrity-plugin';

const ENTRY = 'https://cdn.example.com/remotes/mfe-auth/1.0.0/remoteEntry.js';
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const RELEASED = sri('var mfe_auth = {};');

type Plugin = ReturnType<typeof integrityPlugin>;
type ScriptArgs = Parameters<NonNullable<Plugin['createScript']>>[0];
type EntryArgs = Parameters<NonNullable<Plugin['loadEntry']>>[0];

function plugin(log = vi.fn()) {
  return { log, hooks: integrityPlugin((name) => (name === 'mfe_auth' ? RELEASED : null), log) };
}

function scriptFor(hooks: Plugin, url: string, name = 'mfe_auth', type = 'global') {
  return hooks.createScript?.({ url, remoteInfo: { name, entry: ENTRY, type } } as unknown as ScriptArgs) as
    | HTMLScriptElement
    | undefined;
}

afterEach(() => vi.unstubAllGlobals());

describe('remote entry integrity', () => {
  it('has the browser check the entry script against the released SRI hash before it runs', () => {
    const script = scriptFor(plugin().hooks, ENTRY);
    expect(script?.src).toBe(ENTRY);
    expect(script?.integrity).toBe(RELEASED);
    expect(script?.crossOrigin).toBe('anonymous');
  });

  it('leaves other scripts and remotes released without a hash to the runtime', () => {
    const { hooks } = plugin();
    expect(
      scriptFor(hooks, 'https://cdn.example.com/remotes/mfe-auth/1.0.0/349.8c599cd2.js'),
    ).toBeUndefined();
    expect(scriptFor(hooks, ENTRY, 'mfe_lobby')).toBeUndefined();
  });

  it('logs a refused entry with the hash it was expected to have and the one it has', async () => {
    vi.stubGlobal('fetch', async () => new Response('alert("tampered")'));
    const { hooks, log } = plugin();
    scriptFor(hooks, ENTRY)?.dispatchEvent(new Event('error'));
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('remote entry refused: integrity mismatch', {
        remote: 'mfe_auth',
        url: ENTRY,
        expected: RELEASED,
        actual: sri('alert("tampered")'),
      }),
    );
  });

  it('does not call an unreachable entry tampered', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    const { hooks, log } = plugin();
    scriptFor(hooks, ENTRY)?.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).not.toHaveBeenCalled();
  });

  it('refuses an entry the runtime would load without a script element (ES module), as a failed load', () => {
    const { hooks, log } = plugin();
    const load = (type: string) =>
      hooks.loadEntry?.({ remoteInfo: { name: 'mfe_auth', entry: ENTRY, type } } as unknown as EntryArgs);
    expect(() => load('esm')).toThrow(/cannot be integrity-checked/);
    expect(log).toHaveBeenCalledOnce();
    expect(load('global')).toBeUndefined();
  });
});
