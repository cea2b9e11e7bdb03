// The host's side of the release gate (decision 087): the shared singletons the host provides and their versions,
// the props version it passes to remotes, and the modules it mounts from each remote. One function computes it for
// the host build (which writes it beside the host as `host-contract.json`) and for the server when no built host is
// there, so the two cannot disagree.
import { sharedSingletons } from './federation.shared.mjs';

/**
 * @param {{ hostDir: string, propsVersion: number, remotes: Record<string, { name: string, modules: Record<string, string> }> }} input
 * @returns {{ propsVersion: number, shared: Record<string, string>, modules: Record<string, string[]> }}
 */
export function hostContract({ hostDir, propsVersion, remotes }) {
  const shared = {};
  for (const [request, config] of Object.entries(sharedSingletons(hostDir, 'production')))
    shared[request] = config.version;
  const modules = {};
  for (const remote of Object.values(remotes)) modules[remote.name] = Object.values(remote.modules).sort();
  return { propsVersion, shared, modules };
}

export const HOST_CONTRACT_FILE = 'host-contract.json';
