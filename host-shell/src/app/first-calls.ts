import { permissionCall, screenKey, systemStatusCall } from '@platform/shared-contracts/client';
import { loadRemoteRegistry, preloadScreen } from '../federation/remote-registry';
import { preloadFiles } from '../federation/shared-preload';
import { api, sendFirstReads } from '../platform/platform';
import { readToken, remoteBucket } from '../platform/storage-keys';
import { remoteScreenFor } from './route-screens';

/**
 * How long the shell waits for the first screen's remote manifest before it draws: drawing the shell takes the main
 * thread, and a manifest read only after it asks for the screen's files that much later (decision 128).
 */
const FIRST_SCREEN_MANIFEST_WAIT_MS = 250;

/** The remote screen of the address the page opened on, if it is one (the router's rule). */
function firstScreen() {
  return remoteScreenFor(window.location.pathname, readToken() !== null);
}

/**
 * The registry, and at once the remote screen of the address the page opened on (decision 124); answers once that
 * screen's files are asked for: at once when the registry named them, else once its manifest is read or after
 * FIRST_SCREEN_MANIFEST_WAIT_MS.
 */
async function loadRegistryAndPreload() {
  const screen = firstScreen();
  const releases = await loadRemoteRegistry(
    api,
    remoteBucket(),
    screen ? screenKey(screen.remote.name, screen.module) : undefined,
  );
  if (!screen) return releases;
  // The registry named the screen's files (decision 129): they are asked for now, and nothing waits for the manifest.
  const named = releases.find((release) => release.name === screen.remote.name)?.preload;
  if (named) preloadFiles(named);
  const asked = preloadScreen(screen.remote, screen.module);
  if (!named)
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_MANIFEST_WAIT_MS))]);
  return releases;
}

/** The three calls the boot gate waits for: status, permission and the remote registry. */
export function bootCalls() {
  // The registry is a system call (open during maintenance), so it travels with the first round trip.
  return Promise.all([
    api.call(systemStatusCall, {}),
    api.call(permissionCall, {}),
    loadRegistryAndPreload(),
  ]);
}

let early: ReturnType<typeof bootCalls> | null = null;

/**
 * Sent by the bootstrap before the texts load, so the round trips overlap instead of following each other
 * (decision 060: the home page's largest paint waits on both). The first screen's own first reads go with them
 * (decision 132): its largest paint no longer waits for its remote to load before they are asked for.
 */
export function sendBootCallsEarly(language: string): void {
  early = bootCalls();
  const screen = firstScreen();
  if (screen) sendFirstReads(screenKey(screen.remote.name, screen.module), { language });
  // A failure is reported by the boot gate when it takes the result; nothing to report twice here.
  early.catch(() => undefined);
}

/** The early calls once (the first boot), fresh calls for every retry. */
export function takeBootCalls(): ReturnType<typeof bootCalls> {
  const calls = early ?? bootCalls();
  early = null;
  return calls;
}
