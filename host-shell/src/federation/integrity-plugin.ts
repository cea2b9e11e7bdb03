import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Entry types the runtime loads with a <script> element, where the browser can check an SRI hash. */
const SCRIPT_ENTRY_TYPES = new Set(['global', 'var', 'script']);

export type Log = (message: string, details: Record<string, unknown>) => void;

async function sha384(url: string): Promise<string | null> {
  try {
    const body = await (await fetch(url, { cache: 'no-store' })).arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', body));
    return `sha384-${btoa(String.fromCharCode(...digest))}`;
  } catch {
    return null;
  }
}

/**
 * Makes the browser check each remote entry against the SRI hash its release registered before the entry runs:
 * the entry's <script> carries `integrity` (and `crossorigin`, which SRI needs across origins). A mismatch fails
 * the load like a dead remote (retries, fallback URL, then the area's Retry), and is logged with both hashes.
 * An entry the runtime would load any other way (ES module, SystemJS) cannot be checked, so it is refused.
 */
export function integrityPlugin(
  integrityOf: (remote: string) => string | null | undefined,
  log: Log = (message, details) => console.error(message, details),
): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-integrity-plugin',
    loadEntry({ remoteInfo }) {
      const expected = integrityOf(remoteInfo.name);
      if (expected && !SCRIPT_ENTRY_TYPES.has(remoteInfo.type)) {
        log('remote entry refused: its type cannot be integrity-checked', {
          remote: remoteInfo.name,
          type: remoteInfo.type,
        });
        throw new Error(`${remoteInfo.name}: a ${remoteInfo.type} entry cannot be integrity-checked`);
      }
    },
    createScript({ url, remoteInfo }) {
      if (!remoteInfo || url !== remoteInfo.entry) return undefined;
      const expected = integrityOf(remoteInfo.name);
      if (!expected) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = expected;
      script.crossOrigin = 'anonymous';
      script.addEventListener('error', async () => {
        const actual = await sha384(url);
        // Unreachable (null) is a dead remote, reported where the load fails; only a different file is logged here.
        if (actual === null || actual === expected) return;
        log('remote entry refused: integrity mismatch', { remote: remoteInfo.name, url, expected, actual });
      });
      return script;
    },
  };
}
