import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Development builds only: `localStorage['mf-override:<remote name>'] = 'http://localhost:3001/mf-manifest.json'`
 * points one remote at a squad's local dev server while everything else comes from the registry.
 */
export default function devOverridePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dev-override-plugin',
    beforeRegisterRemote(args) {
      try {
        const override = globalThis.localStorage?.getItem(`mf-override:${args.remote.name}`);
        if (override) return { ...args, remote: { ...args.remote, entry: override } };
      } catch {
        // Storage unavailable (private mode): no override.
      }
      return args;
    },
  };
}
