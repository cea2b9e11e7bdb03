import { registerRemotes } from '@module-federation/enhanced/runtime';
import { type ApiClient, type RemoteRelease, remoteRegistryCall } from '@platform/shared-contracts';

/** The releases this merchant's registry answered, by remote name. */
const releases = new Map<string, RemoteRelease>();

function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

/** Asks the registry which remote versions this merchant and region load, and registers them at run time. */
export async function loadRemoteRegistry(api: ApiClient, bucket: string): Promise<RemoteRelease[]> {
  const answer = await api.call(remoteRegistryCall, { bucket });
  releases.clear();
  for (const release of answer) releases.set(release.name, release);
  registerRemotes(answer.map((r) => ({ name: r.name, entry: absolute(r.entry) })));
  return answer;
}

export function releaseOf(name: string): RemoteRelease | undefined {
  return releases.get(name);
}

/** After the primary entry failed: point the remote at its fallback URL, if the release has one. */
export function switchToFallback(name: string): boolean {
  const release = releases.get(name);
  if (!release?.fallbackEntry) return false;
  registerRemotes([{ name, entry: absolute(release.fallbackEntry) }], { force: true });
  releases.set(name, { ...release, entry: release.fallbackEntry, fallbackEntry: null });
  return true;
}

/** Registers a remote again so the runtime fetches its entry afresh (after a failed load). */
export function reRegister(name: string): void {
  const release = releases.get(name);
  if (release) registerRemotes([{ name, entry: absolute(release.entry) }], { force: true });
}
