import {
  type ModuleFederationRuntimePlugin,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { type ApiClient, type RemoteRelease, remoteRegistryCall } from '@platform/shared-contracts/client';
import { nextTask } from '../platform/next-task';
import { integrityPlugin } from './integrity-plugin';
import { reportOutcome, startOutcomeReports } from './outcome-report';
import { sharedPreloadPlugin } from './shared-preload';

/** The releases this merchant's registry answered, by remote name. */
const releases = new Map<string, RemoteRelease>();

/** A development build may point a remote at a local dev server (dev-override-plugin), whose entry differs. */
function devOverridden(name: string): boolean {
  if (process.env.NODE_ENV === 'production') return false;
  try {
    return Boolean(globalThis.localStorage?.getItem(`mf-override:${name}`));
  } catch {
    return false;
  }
}

let checking = false;
/**
 * Every remote entry is checked against the SRI hash of the release it is loaded for, and a remote's own shared
 * files are asked for as soon as its manifest is read (shared-preload.ts).
 */
function checkIntegrity(): void {
  if (checking) return;
  checking = true;
  registerPlugins([
    integrityPlugin(
      (name) => (devOverridden(name) ? null : releases.get(name)?.integrity),
      (message, details) => {
        console.error(message, details);
        if (typeof details.remote === 'string' && details.expected)
          reportOutcome(details.remote, 'INTEGRITY_FAILED');
      },
    ),
    sharedPreloadPlugin(),
    manifestReadPlugin(),
  ]);
}

function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

/**
 * Asks the registry which remote versions this merchant and region load, and registers them at run time. `screen`
 * (`<remote>:<module>`) is the screen the page opens on: the server names its files when it serves the release.
 */
export async function loadRemoteRegistry(
  api: ApiClient,
  bucket: string,
  screen?: string,
): Promise<RemoteRelease[]> {
  const answer = await api.call(remoteRegistryCall, screen ? { bucket, screen } : { bucket });
  checkIntegrity();
  releases.clear();
  for (const release of answer) releases.set(release.name, release);
  startOutcomeReports({ api, bucket, versionOf: (name) => releases.get(name)?.version });
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
  releases.set(name, {
    ...release,
    entry: release.fallbackEntry,
    integrity: release.fallbackIntegrity,
    fallbackEntry: null,
    fallbackIntegrity: null,
  });
  return true;
}

/** Registers a remote again so the runtime fetches its entry afresh (after a failed load). */
export function reRegister(name: string): void {
  const release = releases.get(name);
  if (release) registerRemotes([{ name, entry: absolute(release.entry) }], { force: true });
}

/** Screens whose preload waits for their remote's manifest to be read, by remote name. */
const manifestWaiters = new Map<string, () => void>();

/** Lets the screen's preload of `remote` answer, once. */
function stopWaiting(remote: string): void {
  manifestWaiters.get(remote)?.();
  manifestWaiters.delete(remote);
}

/** Tells a screen's preload that its remote's manifest has been read (the runtime asks for its files right after). */
function manifestReadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'manifest-read-plugin',
    loadRemoteSnapshot(args) {
      stopWaiting(args.moduleInfo.name);
      return args;
    },
  };
}

/**
 * Starts fetching a screen's remote entry and the files its module needs as soon as the registry has answered, while
 * the shell still renders, instead of when its slot mounts. Only the slot loads and judges the module: a failed
 * preload is left for its load to retry, report or fall back. Resolves once the remote's files have been asked for,
 * or the preload has failed (never rejects; a manifest that never answers never resolves it: callers bound their
 * wait).
 */
export function preloadScreen(remote: { name: string }, module: string): Promise<void> {
  if (!releases.has(remote.name) || devOverridden(remote.name)) return Promise.resolve();
  const asked = new Promise<void>((resolve) => manifestWaiters.set(remote.name, resolve)).then(
    // The files are asked for in the task that reads the manifest: after it, they are on their way.
    nextTask,
  );
  preloadRemote([{ nameOrAlias: remote.name, exposes: [module], resourceCategory: 'sync' }]).catch(() =>
    // No manifest to wait for: the shell need not hold its first render any longer.
    stopWaiting(remote.name),
  );
  return asked;
}
