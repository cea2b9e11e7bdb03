/**
 * Where published remote releases live (decision 087): one immutable folder per remote and version
 * (`<remote>/<version>/`, the remote's federation name), served as its own static origin, as a CDN would serve it.
 * The server only reads releases from here; `pnpm release` writes them. The URL players load a release from is the
 * store's base URL for their region (configuration), so a region can be served from its own CDN.
 */
export interface ReleaseStore {
  readonly name: string;
  /**
   * Stores a release's files (paths relative to the release folder, slash-separated). A release is immutable: when
   * the folder exists, the call succeeds only if every file is byte for byte the same, and throws otherwise.
   */
  put(remote: string, version: string, files: ReadonlyMap<string, Buffer>): Promise<void>;
  /** One file of a release, or null when the store has no such release or file. */
  read(remote: string, version: string, path: string): Promise<Buffer | null>;
  /** Every file of a release with its size, or null when the store has no such release. */
  list(remote: string, version: string): Promise<{ path: string; bytes: number }[] | null>;
  /** The address of a release's folder (ending in `/`) for players of this region. */
  urlFor(merchantCode: string, remote: string, version: string): string;
  /** Every origin the store serves from (for the host's Content-Security-Policy). */
  origins(): string[];
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/** A release path the stores accept: slash-separated segments, none empty, dot-led or a parent. */
export function checkReleasePath(path: string): string {
  const segments = path.split('/');
  if (segments.length > 8 || !segments.every((segment) => SEGMENT.test(segment)))
    throw new Error(`not a release path: ${JSON.stringify(path)}`);
  return path;
}
