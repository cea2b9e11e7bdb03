import { afterEach, describe, expect, it } from 'vitest';
import devOverridePlugin from './dev-override-plugin';

type Args = Parameters<NonNullable<ReturnType<typeof devOverridePlugin>['beforeRegisterRemote']>>[0];

function register(name: string, entry: string) {
  const plugin = devOverridePlugin();
  return plugin.beforeRegisterRemote?.({ remote: { name, entry }, origin: {} } as unknown as Args) as Args;
}

describe('dev override plugin', () => {
  afterEach(() => localStorage.clear());

  it('points one remote at a local dev server when its switch is set', () => {
    localStorage.setItem('mf-override:mfe_auth', 'http://localhost:3001/mf-manifest.json');
    expect(register('mfe_auth', 'https://cdn/remotes/mfe-auth/1.0.0/mf-manifest.json').remote).toMatchObject({
      entry: 'http://localhost:3001/mf-manifest.json',
    });
  });

  it('leaves every other remote on its registry entry', () => {
    localStorage.setItem('mf-override:mfe_auth', 'http://localhost:3001/mf-manifest.json');
    expect(register('mfe_lobby', 'https://cdn/lobby.json').remote).toMatchObject({
      entry: 'https://cdn/lobby.json',
    });
  });
});
