import { createHash } from 'node:crypto';
import { REMOTE_PROPS_VERSION, REMOTES } from '@platform/shared-contracts/server';
import { readHostContract } from '../src/modules/releases/host-contract';
import type { TestServer } from './harness';

export const sri = (bytes: string | Buffer) =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export interface ReleaseFiles {
  manifest?: Record<string, unknown> | string | null;
  release?: Record<string, unknown> | string | null;
  entry?: string | null;
  extra?: Record<string, string>;
}

/**
 * A release of `remote` as `pnpm release` puts it into the store: a manifest that fits the host (every module the
 * host mounts, the host's shared versions as ranges), `release.json` and the entry. `change` alters any part.
 */
export function releaseFiles(
  server: TestServer,
  remote: string,
  version: string,
  change: (parts: Required<ReleaseFiles>) => ReleaseFiles = () => ({}),
): { files: Map<string, Buffer>; integrity: string } {
  const host = readHostContract(server.deps.config);
  const entry = `var ${remote} = "${version}";`;
  const integrity = sri(entry);
  const modules: Record<string, string> =
    Object.values(REMOTES).find((r) => r.name === remote)?.modules ?? {};
  const base: Required<ReleaseFiles> = {
    manifest: {
      id: remote,
      name: remote,
      metaData: { name: remote, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      shared: Object.entries(host.shared).map(([name, provided]) => ({
        id: `${remote}:${name}`,
        name,
        version: provided,
        singleton: true,
        requiredVersion: `^${provided}`,
      })),
      exposes: Object.values(modules).map((path) => ({
        id: `${remote}:${path.slice(2)}`,
        name: path.slice(2),
        path,
      })),
    },
    release: {
      name: remote,
      version,
      propsVersion: REMOTE_PROPS_VERSION,
      entry: 'remoteEntry.js',
      integrity,
      builtAt: '2026-11-25T00:00:00Z',
    },
    entry,
    extra: { 'static/main.0a1b2c3d.js': `console.log(${JSON.stringify(version)})` },
  };
  const parts = { ...base, ...change(base) };
  const files = new Map<string, Buffer>();
  const text = (value: Record<string, unknown> | string) =>
    typeof value === 'string' ? value : JSON.stringify(value);
  if (parts.manifest !== null) files.set('mf-manifest.json', Buffer.from(text(parts.manifest)));
  if (parts.release !== null) files.set('release.json', Buffer.from(text(parts.release)));
  if (parts.entry !== null) files.set('remoteEntry.js', Buffer.from(parts.entry));
  for (const [path, body] of Object.entries(parts.extra)) files.set(path, Buffer.from(body));
  return { files, integrity };
}

/** Puts a release into the server's release store (as `pnpm release` does) and answers its integrity. */
export async function storeRelease(
  server: TestServer,
  remote: string,
  version: string,
  change?: (parts: Required<ReleaseFiles>) => ReleaseFiles,
): Promise<string> {
  const { files, integrity } = releaseFiles(server, remote, version, change);
  await server.deps.releaseStore.put(remote, version, files);
  return integrity;
}
