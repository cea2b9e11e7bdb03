import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteRelease } from '@platform/shared-contracts/server';
import { type BuiltRemote, manifestUrl } from './built-remotes';

type Assets = { js: { sync: string[] }; css: { sync: string[] } };
interface Manifest {
  metaData: { remoteEntry: { name: string; path?: string } };
  exposes?: { path: string; assets: Assets }[];
  shared?: { name: string; assets: Assets }[];
}
export type ScreenFiles = NonNullable<RemoteRelease['preload']>;

/** Manifests as last read, by file: a rebuild of the same version (a new modification time) is read again. */
const manifests = new Map<string, { mtimeMs: number; manifest: Manifest }>();

function manifestOf(build: BuiltRemote): Manifest {
  const file = join(build.dir, 'mf-manifest.json');
  const { mtimeMs } = statSync(file);
  const kept = manifests.get(file);
  if (kept?.mtimeMs === mtimeMs) return kept.manifest;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  manifests.set(file, { mtimeMs, manifest });
  return manifest;
}

/**
 * What a screen's module of a built remote needs before it can run, as this server serves it: the remote's entry
 * (with `integrity`, the hash its integrity-checked load carries, so that load reuses it), the module's own files and
 * those of the shared packages the host does not provide (the remote brings them itself). Nothing for a module the
 * build does not expose.
 */
export function screenFiles(
  build: BuiltRemote,
  module: string,
  { hostShared, integrity }: { hostShared: ReadonlySet<string>; integrity: string | null },
): ScreenFiles {
  const manifest = manifestOf(build);
  const expose = manifest.exposes?.find((candidate) => candidate.path === module);
  if (!expose) return [];
  const base = manifestUrl(build).replace(/mf-manifest\.json$/, '');
  const { name, path = '' } = manifest.metaData.remoteEntry;
  const entry = integrity
    ? [
        {
          href: `${base}${path ? `${path.replace(/\/$/, '')}/` : ''}${name}`,
          as: 'script' as const,
          integrity,
        },
      ]
    : [];
  const own = (manifest.shared ?? []).filter((shared) => !hostShared.has(shared.name));
  const files = [expose, ...own].flatMap(({ assets }) => [
    ...assets.js.sync.map((file) => ({ href: `${base}${file}`, as: 'script' as const })),
    ...assets.css.sync.map((file) => ({ href: `${base}${file}`, as: 'style' as const })),
  ]);
  return [...entry, ...new Map(files.map((file) => [file.href, file])).values()];
}
