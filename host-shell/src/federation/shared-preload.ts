import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ShareScopeMap = Record<string, Record<string, Record<string, unknown>>>;

/** The part of a remote's mf-manifest.json this reads. */
export interface ManifestShared {
  shared?: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/**
 * The files of the shared packages a remote brings itself because no copy is in the share scope yet (the lobby's
 * react-query, say), as addresses beside the manifest.
 */
export function ownSharedFiles(
  manifest: ManifestShared,
  manifestUrl: string,
  inScope: (name: string) => boolean,
) {
  const files = (manifest.shared ?? [])
    .filter((shared) => !inScope(shared.name))
    .flatMap((shared) => [
      ...shared.assets.js.sync.map((file) => ({
        href: new URL(file, manifestUrl).href,
        as: 'script' as const,
      })),
      ...shared.assets.css.sync.map((file) => ({
        href: new URL(file, manifestUrl).href,
        as: 'style' as const,
      })),
    ]);
  return [...new Map(files.map((file) => [file.href, file])).values()];
}

/**
 * The runtime asks for a remote's own shared files only once the remote's module starts, a round trip after the
 * module's files; with this plugin they are asked for (`<link rel="preload">`) as soon as its manifest is read.
 */
export function sharedPreloadPlugin(): ModuleFederationRuntimePlugin {
  let shareScopes: ShareScopeMap = {};
  return {
    name: 'shared-preload-plugin',
    apply(instance) {
      shareScopes = instance.shareScopeMap;
    },
    loadRemoteSnapshot(args) {
      const { manifestJson, manifestUrl, from } = args;
      if (from !== 'manifest' || !manifestJson || !manifestUrl) return args;
      const inScope = (name: string) =>
        Object.values(shareScopes).some((packages) => Object.keys(packages[name] ?? {}).length > 0);
      preloadFiles(ownSharedFiles(manifestJson as ManifestShared, manifestUrl, inScope));
      return args;
    },
  };
}

/**
 * Asks for files the page will need (`<link rel="preload">`), each once, by its absolute address. A file with an SRI
 * hash is asked for as the integrity-checked load will ask (anonymous CORS, the same hash), so that load reuses it.
 */
export function preloadFiles(
  files: readonly { href: string; as: 'script' | 'style'; integrity?: string | undefined }[],
): void {
  for (const { href, as, integrity } of files) {
    const absolute = new URL(href, document.baseURI).href;
    if (document.querySelector(`link[rel=preload][href="${CSS.escape(absolute)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    if (integrity) {
      link.integrity = integrity;
      link.crossOrigin = 'anonymous';
    }
    link.href = absolute;
    document.head.append(link);
  }
}
